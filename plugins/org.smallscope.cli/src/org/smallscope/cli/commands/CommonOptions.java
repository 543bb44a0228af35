package org.smallscope.cli.commands;

import picocli.CommandLine.Option;

/** Options every command has besides --help and --version. */
public final class CommonOptions {

    @Option(names = "--verbose", description = "On errors, also print the full stack trace.")
    boolean verbose;
}
