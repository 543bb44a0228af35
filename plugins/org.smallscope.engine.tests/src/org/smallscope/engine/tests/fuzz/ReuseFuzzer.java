package org.smallscope.engine.tests.fuzz;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Drives a fuzz run: makes the seeds' cases, compiles them in batches, runs each case's differential and tallies them. */
public final class ReuseFuzzer {

    /** Cases compiled per pair of javac calls. */
    public static final int BATCH = 100;

    private ReuseFuzzer() {
    }

    /**
     * @param seeds the cases' seeds
     * @param work scratch space (class folders and stores, deleted batch by batch)
     * @param log hears a line per differing case and per batch
     * @return the tally
     */
    public static FuzzSummary run(List<Long> seeds, Path work, Consumer<String> log) throws IOException {
        FuzzCompiler compiler = new FuzzCompiler();
        FuzzSummary summary = new FuzzSummary();
        long start = System.nanoTime();
        double cpuStart = cpuSeconds();
        for (int from = 0; from < seeds.size(); from += BATCH) {
            List<FuzzCase> cases = new ArrayList<>();
            for (long seed : seeds.subList(from, Math.min(seeds.size(), from + BATCH))) {
                cases.add(EditGenerator.generate(seed));
            }
            Path dir = work.resolve("batch" + from);
            FuzzCompiler.Batch batch = compiler.compile(cases, dir);
            for (FuzzCase c : cases) {
                ReuseDifferential.CaseResult r = ReuseDifferential.run(c, batch, dir.resolve("runs"));
                summary.add(r);
                if (!r.agrees()) {
                    log.accept("DIFFERS " + c.describe() + " -> " + String.join("; ", r.differences()));
                }
            }
            deleteQuietly(dir);
            summary.timing((System.nanoTime() - start) / 1e9, cpuSeconds() - cpuStart);
            log.accept(String.format(java.util.Locale.ROOT, "fuzz: %d of %d cases in %.1f s (%.1f s of CPU), %d differed so far",
                    Math.min(seeds.size(), from + BATCH), seeds.size(), (System.nanoTime() - start) / 1e9, cpuSeconds() - cpuStart,
                    summary.differing().size()));
        }
        return summary;
    }

    /** @return this process's CPU time so far in seconds (0 where the platform does not say) */
    static double cpuSeconds() {
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime() / 1e9;
        }
        return 0;
    }

    private static void deleteQuietly(Path dir) {
        try (var files = java.nio.file.Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // scratch space
        }
    }
}
