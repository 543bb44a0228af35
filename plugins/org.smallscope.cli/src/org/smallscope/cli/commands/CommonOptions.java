package org.smallscope.cli.commands;

import picocli.CommandLine.Option;

/** Options every command has besides --help and --version. */
public final class CommonOptions {

    @Option(names = "--verbose", description = "Print the full stack trace of an error, and the notes of a run on how it searches (generate).")
    public boolean verbose;
}
