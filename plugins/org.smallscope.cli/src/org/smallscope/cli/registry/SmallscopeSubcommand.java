package org.smallscope.cli.registry;

import org.smallscope.cli.output.Streams;

/**
 * A command of the {@code smallscope} command line, found by {@link Main} through {@link java.util.ServiceLoader}: a picocli
 * {@code @Command} class (its {@code name} is the command's name) with a public no-argument constructor, listed in
 * {@code META-INF/services/org.smallscope.cli.registry.SmallscopeSubcommand} of its jar.
 */
public interface SmallscopeSubcommand {

    /** @return the command object picocli runs (an instance of this class) writing to {@code streams} */
    Object command(Streams streams);
}
