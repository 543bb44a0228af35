package org.smallscope.interactions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Coverage already measured, with a source for the configurations not measured yet (whose results it keeps). */
public final class KnownCoverage implements CoverageSource {

    private final Map<Configuration, Set<Location>> known;
    private final CoverageSource fallback;
    private int measured;

    /** @param fallback runs what {@code known} lacks, or null when {@code known} has every configuration */
    public KnownCoverage(Map<Configuration, Set<Location>> known, CoverageSource fallback) {
        this.known = new HashMap<>(known);
        this.fallback = fallback;
    }

    /** @return how many configurations the fallback ran */
    public int measured() {
        return measured;
    }

    @Override
    public Map<Configuration, Set<Location>> run(List<Configuration> configurations) throws Exception {
        List<Configuration> missing = new ArrayList<>(configurations);
        missing.removeIf(known::containsKey);
        if (!missing.isEmpty()) {
            if (fallback == null) {
                throw new IllegalStateException("no coverage known for " + missing.size() + " configurations");
            }
            known.putAll(fallback.run(missing));
            measured += missing.size();
        }
        Map<Configuration, Set<Location>> result = new HashMap<>();
        configurations.forEach(c -> result.put(c, known.get(c)));
        return result;
    }
}
