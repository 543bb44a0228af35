package org.smallscope.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.smallscope.cli.registry.CommandRegistry;
import org.smallscope.cli.Main;

/** With this module's jar on the class path, {@code smallscope evaluate} is a command of the command line (ServiceLoader). */
class EvaluateRegistrationTest {

    private record Outcome(int status, String out, String err) {
    }

    private static Outcome main(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theRegistryFindsTheCommandAndTheHelpListsItAsInstalled() {
        CommandRegistry registry = CommandRegistry.load();
        assertTrue(registry.has("evaluate"));
        assertTrue(registry.has("generate"), "the command line's own commands are there too");
        assertTrue(!registry.notInstalled().containsKey("evaluate"));
        assertTrue(registry.notInstalled().containsKey("interactions"), "the other optional module is not on this class path");
        Outcome help = main("--help");
        assertEquals(0, help.status(), help.err());
        assertTrue(help.out().lines().anyMatch(l -> l.startsWith("  evaluate ") && !l.contains("not installed")), help.out());
    }

    @Test
    void mainRunsTheCommandWithItsOptions() {
        Outcome help = main("evaluate", "--help");
        assertEquals(0, help.status(), help.err());
        assertTrue(help.out().startsWith("Usage: smallscope evaluate"), help.out());
        assertTrue(help.out().contains("--methods"), help.out());
        Outcome bad = main("evaluate", "--example", "SearchTree", "--methods", "add", "--sizes", "1", "--frobnicate");
        assertEquals(2, bad.status(), bad.out());
        assertTrue(bad.err().startsWith("smallscope: error: ") && bad.err().contains("--frobnicate"), bad.err());
    }
}
