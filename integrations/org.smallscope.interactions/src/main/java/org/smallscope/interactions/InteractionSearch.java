package org.smallscope.interactions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * iGen's main loop (digest §1.2): run the suite under a random 1-way covering array, infer, refine the longest
 * component with one-setting neighbours until a fix-point or the iteration budget; or run every configuration.
 */
public final class InteractionSearch {

    /** What a search found: the explored configurations with their coverage and the interaction of every covered location. */
    public record Result(OptionSpace space, Map<Configuration, Set<Location>> explored, SortedMap<Location, LocationInference> locations,
            int iterations) {

        /** @return how many explored configurations cover {@code l} */
        public long coveringConfigurations(Location l) {
            return explored.values().stream().filter(s -> s.contains(l)).count();
        }
    }

    private final OptionSpace space;
    private final CoverageSource source;
    private final Map<Configuration, Set<Location>> explored = new LinkedHashMap<>();

    /** @param source runs the suite (memoized here: no configuration runs twice) */
    public InteractionSearch(OptionSpace space, CoverageSource source) {
        this.space = space;
        this.source = source;
    }

    /**
     * @param seed seeds the covering array, the tie-breaks and the random fills
     * @param budget the most iterations
     * @param patience how many iterations in a row must change nothing before the search stops (the paper: 1)
     */
    public Result igen(long seed, int budget, int patience) throws Exception {
        Random random = new Random(seed);
        NeighbourGenerator neighbours = new NeighbourGenerator(space, random);
        List<Configuration> pending = space.coveringArray(random);
        Set<Box> used = new HashSet<>();
        SortedMap<Location, LocationInference> previous = null;
        SortedMap<Location, LocationInference> current;
        int iterations = 0;
        int quiet = 0;
        while (true) {
            iterations++;
            runAll(pending);
            current = infer(space, explored);
            quiet = previous != null && sameComponents(previous, current) ? quiet + 1 : 0;
            if (quiet >= patience || iterations >= budget) {
                break;
            }
            previous = current;
            pending = next(current, used, neighbours, random);
            if (pending.isEmpty()) {
                break;
            }
        }
        return new Result(space, Collections.unmodifiableMap(explored), current, iterations);
    }

    /** Runs every configuration of the space (those not explored yet): the inference is then the ground truth. */
    public Result exhaustive() throws Exception {
        runAll(space.all().toList());
        return new Result(space, Collections.unmodifiableMap(explored), infer(space, explored), 1);
    }

    private void runAll(List<Configuration> configurations) throws Exception {
        List<Configuration> fresh = new ArrayList<>(new LinkedHashSet<>(configurations));
        fresh.removeIf(explored::containsKey);
        if (fresh.isEmpty()) {
            return;
        }
        Map<Configuration, Set<Location>> coverage = source.run(fresh);
        for (Configuration c : fresh) {
            explored.put(c, Set.copyOf(Objects.requireNonNull(coverage.get(c), () -> "no coverage for configuration " + c)));
        }
    }

    /** @return the inference of every location some explored configuration covers */
    public static SortedMap<Location, LocationInference> infer(OptionSpace space, Map<Configuration, Set<Location>> explored) {
        Set<Location> covered = new TreeSet<>();
        explored.values().forEach(covered::addAll);
        SortedMap<Location, LocationInference> result = new TreeMap<>();
        for (Location l : covered) {
            List<Configuration> cov = new ArrayList<>();
            List<Configuration> ncov = new ArrayList<>();
            explored.forEach((c, lines) -> (lines.contains(l) ? cov : ncov).add(c));
            result.put(l, LocationInference.infer(space, cov, ncov));
        }
        return result;
    }

    private static boolean sameComponents(Map<Location, LocationInference> a, Map<Location, LocationInference> b) {
        if (!a.keySet().equals(b.keySet())) {
            return false;
        }
        for (Map.Entry<Location, LocationInference> e : a.entrySet()) {
            if (!e.getValue().components().equals(b.get(e.getKey()).components())) {
                return false;
            }
        }
        return true;
    }

    /**
     * The neighbours of the longest component not refined before (ties broken at random); when every component was
     * refined, neighbours of random components with new random fills; when those are explored too, a new random covering array.
     */
    private List<Configuration> next(Map<Location, LocationInference> current, Set<Box> used, NeighbourGenerator neighbours, Random random) {
        Set<Box> components = new LinkedHashSet<>();
        current.values().forEach(i -> i.components().stream().filter(b -> b.length() > 0).forEach(components::add));
        List<Box> fresh = new ArrayList<>(components.stream().filter(b -> !used.contains(b)).toList());
        while (!fresh.isEmpty()) {
            Box chosen = longest(fresh, random);
            fresh.remove(chosen);
            used.add(chosen);
            List<Configuration> result = unexplored(neighbours.neighbours(chosen));
            if (!result.isEmpty()) {
                return result;
            }
        }
        List<Box> all = new ArrayList<>(components);
        for (int attempt = 0; attempt < REFILLS && !all.isEmpty(); attempt++) {
            List<Configuration> result = unexplored(neighbours.neighbours(all.get(random.nextInt(all.size()))));
            if (!result.isEmpty()) {
                return result;
            }
        }
        return unexplored(space.coveringArray(random));
    }

    private static final int REFILLS = 16;

    private static Box longest(List<Box> boxes, Random random) {
        int longest = boxes.stream().mapToInt(Box::length).max().orElse(0);
        List<Box> ties = boxes.stream().filter(b -> b.length() == longest).toList();
        return ties.get(random.nextInt(ties.size()));
    }

    private List<Configuration> unexplored(List<Configuration> configurations) {
        List<Configuration> result = new ArrayList<>(new LinkedHashSet<>(configurations));
        result.removeIf(explored::containsKey);
        return result;
    }
}
