package org.smallscope.ui.tests;

import java.lang.management.ManagementFactory;

/**
 * How much longer than on a quiet machine a wall-clock bound may take now: the machine's 1-minute load average per core,
 * at least 1, so that a bound a user would notice on a quiet machine (the UI answers within 2 s, a cancel ends within
 * 1 s) is scaled by the share of the cores that other processes take, and no test depends on the machine's speed.
 */
final class MachineLoad {

    private MachineLoad() {
    }

    /** @return the load average per core, at least 1 (1 where the system does not report one) */
    static double factor() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return load < 0 ? 1 : Math.max(1, load / Runtime.getRuntime().availableProcessors());
    }

    /** @return {@code quietMillis} scaled by {@link #factor()} */
    static long scaled(long quietMillis) {
        return Math.round(quietMillis * factor());
    }

    /** @return e.g. {@code "(bound 1000 ms on a quiet machine, 4500 ms at a load of 4.5 per core)"}, for messages */
    static String bound(long quietMillis) {
        return String.format(java.util.Locale.ROOT, "(bound %d ms on a quiet machine, %d ms at a load of %.1f per core)", quietMillis, scaled(quietMillis),
                factor());
    }
}
