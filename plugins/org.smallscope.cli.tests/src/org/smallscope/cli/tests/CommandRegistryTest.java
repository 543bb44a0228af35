package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.smallscope.cli.registry.CommandRegistry;

/**
 * The one command registry: Main's commands are the classes registered for {@code ServiceLoader}; the optional modules'
 * commands are listed as not installed when their jars are missing (as here), and an unknown command names the known ones.
 */
class CommandRegistryTest {

    /** The command line's own commands, in the order of its services file. */
    private static final List<String> CLI_COMMANDS = List.of("generate", "demo", "bench", "bench-incremental", "count", "bench-count",
            "snapshots", "list-examples", "space", "migrate-korat", "about");

    @Test
    void theRegistryHoldsEveryCommandOfTheCommandLineInOrder() {
        List<String> names = new ArrayList<>();
        CommandRegistry.load().names().forEach(names::add);
        assertEquals(CLI_COMMANDS, names);
    }

    @Test
    void theOptionalModulesAreNotInstalledWithoutTheirJars() {
        assertEquals(Map.of("evaluate", "integrations/org.smallscope.evaluation", "interactions", "integrations/org.smallscope.interactions"),
                CommandRegistry.load().notInstalled());
    }

    @Test
    void theHelpListsEveryCommandAndSaysWhichAreNotInstalled() {
        Cli.Result help = Cli.run("--help");
        assertEquals(0, help.exitCode(), help.describe());
        for (String command : CLI_COMMANDS) {
            assertTrue(help.out().lines().anyMatch(l -> l.startsWith("  " + command + " ") && !l.contains("not installed")),
                    command + " in " + help.describe());
        }
        for (String command : List.of("evaluate", "interactions")) {
            assertTrue(help.out().lines().anyMatch(l -> l.startsWith("  " + command + " ") && l.contains("(not installed: integrations/org.smallscope.")),
                    command + " not installed in " + help.describe());
        }
        assertTrue(help.out().lines().anyMatch(l -> l.startsWith("  help ")), help.describe());
        assertEquals(help.out(), Cli.run("help").out(), "'help' and '--help' print the same");
    }

    @Test
    void aCommandThatIsNotInstalledSaysWhereItsModuleIs() {
        Cli.Result r = Cli.run("evaluate", "--example", "SearchTree", "--methods", "push", "--sizes", "1");
        assertEquals(2, r.exitCode(), r.describe());
        assertEquals("smallscope: error: the command 'evaluate' is not installed: its module integrations/org.smallscope.evaluation "
                + "is not on the class path (./smallscope evaluate builds it on first use and puts it there; by hand: add "
                + "integrations/org.smallscope.evaluation/target/*.jar and integrations/org.smallscope.evaluation/target/lib/*)",
                r.err().strip(), r.describe());
        assertEquals("", r.out(), r.describe());
        Cli.Result help = Cli.run("interactions", "--help");
        assertEquals(2, help.exitCode(), help.describe());
        assertTrue(help.err().contains("the command 'interactions' is not installed"), help.describe());
    }

    @Test
    void anUnknownCommandListsTheKnownOnes() {
        Cli.Result r = Cli.run("frobnicate", "--args", "3");
        assertEquals(2, r.exitCode(), r.describe());
        String first = r.err().lines().findFirst().orElse("");
        assertEquals("smallscope: error: unknown command 'frobnicate'; the commands are: " + String.join(", ", CLI_COMMANDS)
                + ", evaluate, interactions, help (see 'smallscope --help')", first, r.describe());
        assertEquals("", r.out(), r.describe());
        Cli.Result option = Cli.run("--frobnicate");
        assertEquals(2, option.exitCode(), option.describe());
        assertFalse(option.err().contains("unknown command"), "an unknown option is not called a command: " + option.describe());
        assertTrue(option.err().contains("--frobnicate"), option.describe());
    }
}
