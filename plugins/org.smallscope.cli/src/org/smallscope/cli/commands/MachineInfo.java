package org.smallscope.cli.commands;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** What a benchmark ran on: JVM and JDK version, operating system, cores, heap, processor model and load. */
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

    /** @return the processor's model name from {@code /proc/cpuinfo} (e.g. {@code AMD EPYC 7B13}), or the architecture where there is none */
    public static String cpu() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("model name")).findFirst()
                    .map(l -> l.substring(l.indexOf(':') + 1).strip()).orElse(System.getProperty("os.arch"));
        } catch (IOException | RuntimeException e) {
            return System.getProperty("os.arch");
        }
    }

    /** @return the load averages over 1, 5 and 15 minutes from {@code /proc/loadavg} (e.g. {@code 1.51 1.23 1.58}), else the JVM's 1-minute figure */
    public static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).strip().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            return load < 0 ? "unknown" : String.format(Locale.ROOT, "%.2f", load);
        }
    }
}
