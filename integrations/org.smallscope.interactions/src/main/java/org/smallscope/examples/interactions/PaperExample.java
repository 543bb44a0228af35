package org.smallscope.examples.interactions;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.config.Option;

/**
 * The running example of the iGen paper (FSE'16, Figure 1, from the authors' ex_paper.c): six boolean options and
 * z in 0..4 (320 configurations); the lines marked L0..L5 are covered under x ∧ y, x ∧ y ∧ z ∈ {0,3,4}, ¬x ∨ ¬y,
 * true, u ∧ v and (s ∨ t) ∧ u ∧ v.
 */
public final class PaperExample {

    @Option
    static boolean s;
    @Option
    static boolean t;
    @Option
    static boolean u;
    @Option
    static boolean v;
    @Option
    static boolean x;
    @Option
    static boolean y;
    @Option(values = {"0", "1", "2", "3", "4"})
    static int z;

    private PaperExample() {
    }

    /** @return the labels of the marked lines this configuration reaches, in order */
    public static List<String> run() {
        List<String> trace = new ArrayList<>();
        if (x && y) {
            trace.add("L0"); // L0
            if (!(0 < z && z < 3)) {
                trace.add("L1"); // L1
            }
        } else {
            trace.add("L2"); // L2
        }
        trace.add("L3"); // L3
        if (u && v) {
            trace.add("L4"); // L4
            if (s || t) {
                trace.add("L5"); // L5
            }
        }
        return trace;
    }
}
