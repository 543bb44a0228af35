package org.smallscope.cli.commands;

import java.util.Locale;

/** What a benchmark ran on: JVM and JDK version, operating system, cores, heap. */
public final class MachineInfo {

    private MachineInfo() {
    }

    /** @return e.g. {@code Java 17.0.15 (OpenJDK 64-Bit Server VM 17.0.15+6, Debian), max heap 3.9 GiB} */
    public static String jvm() {
        return "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + " "
                + System.getProperty("java.vm.version") + ", " + System.getProperty("java.vendor") + "), max heap "
                + String.format(Locale.ROOT, "%.1f GiB", Runtime.getRuntime().maxMemory() / (1024.0 * 1024 * 1024));
    }

    /** @return e.g. {@code Linux 6.1.0 (amd64), 8 cores} */
    public static String os() {
        return System.getProperty("os.name") + " " + System.getProperty("os.version") + " (" + System.getProperty("os.arch") + "), "
                + Runtime.getRuntime().availableProcessors() + " cores";
    }
}
