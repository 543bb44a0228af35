package org.smallscope.interactions;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;

/**
 * {@code interactions --seeds 0-20}: iGen once per seed on the coverage of every configuration (measured once, then
 * memoized: coverage per configuration does not depend on the seed), each compared with the exhaustive inference.
 */
final class SeedBenchmark {

    /** One seed's outcome. */
    record Outcome(long seed, int configurations, int iterations, boolean exact, double fScore) {
    }

    private SeedBenchmark() {
    }

    /** @return the seeds of {@code 0-20} or {@code 3} */
    static List<Long> range(String spec) {
        String[] parts = spec.trim().split("-");
        try {
            long from = Long.parseLong(parts[0].trim());
            long to = parts.length > 1 ? Long.parseLong(parts[1].trim()) : from;
            if (parts.length > 2 || to < from) {
                throw new NumberFormatException();
            }
            return LongStream.rangeClosed(from, to).boxed().toList();
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--seeds: " + spec + " is not a seed or a range like 0-20");
        }
    }

    /** @return the outcome per seed; prints them and the medians */
    static List<Outcome> run(OptionSpace space, CoverageSource source, List<Long> seeds, int budget, int patience, SourceLabels labels,
            PrintStream out) throws Exception {
        InteractionSearch.Result all = new InteractionSearch(space, source).exhaustive();
        out.println("exhaustive: " + all.explored().size() + " configurations");
        all.locations().forEach((l, i) -> out.printf("  %-24s %-5s %s%n", l, labels.label(l) == null ? "" : labels.label(l), i.interaction()));
        List<Outcome> outcomes = new ArrayList<>();
        for (long seed : seeds) {
            InteractionSearch.Result r = new InteractionSearch(space, new KnownCoverage(all.explored(), null)).igen(seed, budget, patience);
            outcomes.add(new Outcome(seed, r.explored().size(), r.iterations(), exact(r.locations(), all.locations()),
                    FScore.of(space, r.locations(), all.locations())));
        }
        out.printf("%-6s %-14s %-10s %-6s %s%n", "seed", "configurations", "iterations", "exact", "f-score");
        outcomes.forEach(o -> out.printf("%-6d %-14d %-10d %-6s %.3f%n", o.seed(), o.configurations(), o.iterations(), o.exact(), o.fScore()));
        List<Integer> counts = new ArrayList<>(outcomes.stream().map(Outcome::configurations).toList());
        List<Double> scores = new ArrayList<>(outcomes.stream().map(Outcome::fScore).toList());
        Collections.sort(counts);
        Collections.sort(scores);
        out.printf("median configurations %d of %d, median f-score %.3f, exact in %d of %d seeds%n", counts.get(counts.size() / 2),
                space.configurationCount(), scores.get(scores.size() / 2), outcomes.stream().filter(Outcome::exact).count(), outcomes.size());
        return outcomes;
    }

    /** @return true when both sides have the same locations with the same formulas */
    static boolean exact(Map<Location, LocationInference> a, Map<Location, LocationInference> b) {
        if (!a.keySet().equals(b.keySet())) {
            return false;
        }
        return a.keySet().stream().allMatch(l -> a.get(l).interaction().equals(b.get(l).interaction()));
    }
}
