package org.smallscope.interactions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A hand-made coverage table: the paper's running example as a function of the configuration, without running Java. */
final class PaperTable implements CoverageSource {

    static final OptionSpace SPACE;

    static {
        List<OptionDomain> options = new ArrayList<>();
        for (String n : List.of("s", "t", "u", "v", "x", "y")) {
            options.add(new OptionDomain(n, "boolean", List.of("0", "1")));
        }
        options.add(new OptionDomain("z", "int", List.of("0", "1", "2", "3", "4")));
        SPACE = new OptionSpace(options);
    }

    int runs;

    static Location line(int label) {
        return new Location("P", "P.java", label);
    }

    @Override
    public Map<Configuration, Set<Location>> run(List<Configuration> configurations) {
        Map<Configuration, Set<Location>> result = new HashMap<>();
        for (Configuration c : configurations) {
            runs++;
            boolean s = c.value(0) == 1, t = c.value(1) == 1, u = c.value(2) == 1, v = c.value(3) == 1, x = c.value(4) == 1,
                    y = c.value(5) == 1;
            int z = c.value(6);
            Set<Location> lines = new HashSet<>();
            if (x && y) {
                lines.add(line(0));
                if (!(0 < z && z < 3)) {
                    lines.add(line(1));
                }
            } else {
                lines.add(line(2));
            }
            lines.add(line(3));
            if (u && v) {
                lines.add(line(4));
                if (s || t) {
                    lines.add(line(5));
                }
            }
            result.put(c, lines);
        }
        return result;
    }
}
