package org.smallscope.interactions;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The balanced f-score of inferred interactions against the exhaustive ones (the ground truth), over the whole
 * configuration space: for every location, a configuration satisfying both formulas is a true positive, one
 * satisfying only the inferred one a false positive, one satisfying only the exhaustive one a false negative; a
 * location missing on one side counts as {@code false} there.
 */
public final class FScore {

    private FScore() {
    }

    /** @return {@code 2TP / (2TP + FP + FN)}, 1 when both sides are empty */
    public static double of(OptionSpace space, Map<Location, LocationInference> inferred, Map<Location, LocationInference> exhaustive) {
        Set<Location> locations = new TreeSet<>(inferred.keySet());
        locations.addAll(exhaustive.keySet());
        long[] counts = new long[3];
        space.all().forEach(c -> {
            for (Location l : locations) {
                boolean mine = inferred.containsKey(l) && inferred.get(l).interaction().test(c);
                boolean truth = exhaustive.containsKey(l) && exhaustive.get(l).interaction().test(c);
                if (mine && truth) {
                    counts[0]++;
                } else if (mine) {
                    counts[1]++;
                } else if (truth) {
                    counts[2]++;
                }
            }
        });
        long denominator = 2 * counts[0] + counts[1] + counts[2];
        return denominator == 0 ? 1.0 : 2.0 * counts[0] / denominator;
    }
}
