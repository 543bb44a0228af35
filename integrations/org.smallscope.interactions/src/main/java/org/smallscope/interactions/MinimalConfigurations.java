package org.smallscope.interactions;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A small set of explored configurations that together cover every covered location, chosen greedily (each step
 * takes the configuration covering the most locations not covered yet; the first such in exploration order).
 */
public final class MinimalConfigurations {

    private MinimalConfigurations() {
    }

    /** @return the chosen configurations, in the order chosen */
    public static List<Configuration> of(Map<Configuration, Set<Location>> explored) {
        Set<Location> left = new HashSet<>();
        explored.values().forEach(left::addAll);
        List<Configuration> chosen = new ArrayList<>();
        while (!left.isEmpty()) {
            Configuration best = null;
            long gain = 0;
            for (Map.Entry<Configuration, Set<Location>> e : explored.entrySet()) {
                long g = e.getValue().stream().filter(left::contains).count();
                if (g > gain) {
                    gain = g;
                    best = e.getKey();
                }
            }
            chosen.add(best);
            left.removeAll(explored.get(best));
        }
        return chosen;
    }
}
