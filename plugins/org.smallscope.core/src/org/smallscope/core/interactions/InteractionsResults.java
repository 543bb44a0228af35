package org.smallscope.core.interactions;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * One configuration-interaction inference ({@code smallscope-interactions/1}, written by {@code smallscope interactions}):
 * the program's options, how many configurations ran out of the space, for each covered location the weakest formula over
 * the options under which the tests cover it, and a minimal set of configurations covering every location.
 *
 * @param file the report file it was read from
 * @param program the binary name of the configurable program
 * @param tests the test class run under each configuration, or null
 * @param seed the random seed, or null
 * @param exhaustive whether every configuration ran
 * @param options the options, in the file's order
 * @param configurationSpace the number of configurations in the space
 * @param configurationsRun the number of configurations run
 * @param iterations the inference's iterations, or -1 when not given
 * @param millis how long it took, or -1 when not given
 * @param finishedAt when it ended (ISO-8601 text as written), or null
 * @param locations the locations, in the file's order
 * @param minimalConfigurations the minimal covering configurations, each option name to value
 * @param fScore the f-score against exhaustive inference, or null
 */
public record InteractionsResults(Path file, String program, String tests, Long seed, boolean exhaustive, List<Option> options,
        long configurationSpace, long configurationsRun, int iterations, long millis, String finishedAt, List<Location> locations,
        List<Map<String, String>> minimalConfigurations, Double fScore) {

    /** The format this reader understands. */
    public static final String FORMAT = "smallscope-interactions/1";

    /** The formula kinds of the contract, from the simplest. */
    public static final List<String> KINDS = List.of("true", "false", "conj", "disj", "conjdisj", "disjconj");

    /**
     * A configuration option.
     *
     * @param name the option's (field's) name
     * @param kind {@code boolean}, {@code enum}, {@code int}, ...
     * @param values its values as text
     */
    public record Option(String name, String kind, List<String> values) {
    }

    /**
     * A covered source line and its formula.
     *
     * @param className the binary name of the class holding the line
     * @param source the source file's name, or null
     * @param line the 1-based line number
     * @param label the line's {@code // Lk} label, or null
     * @param formula the formula, printed with ∧ ∨ ¬ and set membership
     * @param kind one of {@link #KINDS}
     * @param length the number of atoms
     * @param coveringConfigurations how many configurations cover it, or -1 when not given
     */
    public record Location(String className, String source, int line, String label, String formula, String kind, int length,
            int coveringConfigurations) {

        /** @return {@code SimpleName:line}, with the label in parentheses when there is one */
        public String where() {
            String simple = className.substring(Math.max(className.lastIndexOf('.'), className.lastIndexOf('$')) + 1);
            return simple + ":" + line + (label == null ? "" : " (" + label + ")");
        }
    }

    /** @return the locations grouped by formula: groups ordered by kind, length, then formula; locations by class and line */
    public Map<String, List<Location>> byFormula() {
        List<Location> sorted = new ArrayList<>(locations);
        sorted.sort(Comparator.comparing((Location l) -> KINDS.indexOf(l.kind())).thenComparingInt(Location::length)
                .thenComparing(Location::formula).thenComparing(Location::className).thenComparingInt(Location::line));
        Map<String, List<Location>> groups = new LinkedHashMap<>();
        for (Location l : sorted) {
            groups.computeIfAbsent(l.formula(), f -> new ArrayList<>()).add(l);
        }
        return groups;
    }

    /** @return the number of locations per formula kind, in the order of {@link #KINDS}, kinds without locations left out */
    public Map<String, Integer> countsByKind() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String k : KINDS) {
            int n = (int) locations.stream().filter(l -> l.kind().equals(k)).count();
            if (n > 0) {
                counts.put(k, n);
            }
        }
        return counts;
    }

    /** @return the number of locations per formula length, by increasing length */
    public Map<Integer, Integer> countsByLength() {
        Map<Integer, Integer> counts = new TreeMap<>();
        locations.forEach(l -> counts.merge(l.length(), 1, Integer::sum));
        return counts;
    }

    /** @return the summary line: configurations run of the space, locations, counts by kind and by length */
    public String summary() {
        StringBuilder b = new StringBuilder();
        b.append(configurationsRun).append(" of ").append(configurationSpace).append(" configurations run");
        if (exhaustive) {
            b.append(" (exhaustive)");
        } else if (seed != null) {
            b.append(" (seed ").append(seed).append(iterations >= 0 ? ", " + iterations + " iterations" : "").append(')');
        }
        b.append("; ").append(locations.size()).append(" locations, ").append(byFormula().size()).append(" formulas; by kind: ");
        b.append(join(countsByKind())).append("; by length (atoms): ").append(join(countsByLength()));
        b.append("; ").append(minimalConfigurations.size()).append(" minimal configurations");
        if (fScore != null) {
            b.append(String.format(java.util.Locale.ROOT, "; f-score vs exhaustive %.3f", fScore));
        }
        return b.toString();
    }

    private static String join(Map<?, Integer> counts) {
        List<String> parts = new ArrayList<>();
        counts.forEach((k, n) -> parts.add(k + ": " + n));
        return String.join(", ", parts);
    }

    /**
     * The minimal configurations as CSV: a header of option names (the options' order, then names only the configurations
     * use), then one row per configuration; a value the row lacks is empty; values with a comma or quote are quoted.
     *
     * @return the CSV text, lines ended by {@code \n}
     */
    public String minimalConfigurationsCsv() {
        Set<String> names = new LinkedHashSet<>();
        options.forEach(o -> names.add(o.name()));
        minimalConfigurations.forEach(c -> names.addAll(c.keySet()));
        StringBuilder b = new StringBuilder();
        b.append(String.join(",", names.stream().map(InteractionsResults::csv).toList())).append('\n');
        for (Map<String, String> c : minimalConfigurations) {
            b.append(String.join(",", names.stream().map(n -> csv(c.getOrDefault(n, ""))).toList())).append('\n');
        }
        return b.toString();
    }

    private static String csv(String value) {
        return value.contains(",") || value.contains("\"") || value.contains("\n") ? "\"" + value.replace("\"", "\"\"") + "\"" : value;
    }
}
