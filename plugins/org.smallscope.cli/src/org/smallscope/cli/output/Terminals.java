package org.smallscope.cli.output;

import java.io.Console;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;

/** Tells whether standard error is an interactive terminal, so that CI logs never get a progress bar. */
public final class Terminals {

    private Terminals() {
    }

    /** @return whether file descriptor 2 is a terminal (best effort; false when unsure) */
    public static boolean stderrIsTerminal() {
        if ("dumb".equals(System.getenv("TERM"))) {
            return false;
        }
        Path fd2 = Path.of("/proc/self/fd/2");
        if (Files.isSymbolicLink(fd2)) {
            try {
                String target = Files.readSymbolicLink(fd2).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            } catch (IOException | UnsupportedOperationException | SecurityException e) {
                return false;
            }
        }
        return consoleIsTerminal();
    }

    /** Without /proc: a console exists (before JDK 22: stdin and stdout are terminals) and, on JDK 22+, is a terminal. */
    private static boolean consoleIsTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (NoSuchMethodException e) {
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }
}
