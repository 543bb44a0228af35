package org.smallscope.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.smallscope.cli.registry.CommandRegistry;
import org.smallscope.cli.Main;

/** With this module's jar on the class path, {@code smallscope interactions} is a command of the command line (ServiceLoader). */
class InteractionsRegistrationTest {

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
        assertTrue(registry.has("interactions"));
        assertTrue(registry.has("generate"), "the command line's own commands are there too");
        assertTrue(!registry.notInstalled().containsKey("interactions"));
        assertTrue(registry.notInstalled().containsKey("evaluate"), "the other optional module is not on this class path");
        Outcome help = main("--help");
        assertEquals(0, help.status(), help.err());
        assertTrue(help.out().lines().anyMatch(l -> l.startsWith("  interactions ") && !l.contains("not installed")), help.out());
    }

    @Test
    void mainRunsTheCommandWithItsOptions() {
        Outcome help = main("interactions", "--help");
        assertEquals(0, help.status(), help.err());
        assertTrue(help.out().startsWith("Usage: smallscope interactions"), help.out());
        assertTrue(help.out().contains("--iterations"), help.out());
        Outcome bad = main("interactions", "--frobnicate");
        assertEquals(2, bad.status(), bad.out());
        assertTrue(bad.err().startsWith("smallscope: error: ") && bad.err().contains("--frobnicate"), bad.err());
    }
}
