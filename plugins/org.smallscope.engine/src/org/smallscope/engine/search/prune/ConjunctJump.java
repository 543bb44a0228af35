package org.smallscope.engine.search.prune;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.Subject;

/**
 * Picks the conjunct at which the next candidate's repOk may start: the last one, among those repOk can jump to, that
 * began on the candidate before with only fields the step kept on the stack below it. The conjuncts before it read only
 * those fields, which hold the same values, and passed; run again they would pass, reading nothing new.
 * {@code -Dsmallscope.search.everyConjunct=true} turns it off, to compare. {@link #note} tells the user which conjuncts
 * repOk can start at, and why not at the others.
 */
public final class ConjunctJump implements Pruning {

    private static final String SWITCH = "smallscope.search.everyConjunct";

    /** {@code atMost[j]}: the highest conjunct up to {@code j} that repOk can jump to, or 0. */
    private final int[] atMost;

    private ConjunctJump(int[] atMost) {
        this.atMost = atMost;
    }

    /** @return the jumps of {@code subject}'s repOk, or null when it has none (or they are switched off) */
    static ConjunctJump of(Subject subject) {
        if (Boolean.getBoolean(SWITCH)) {
            return null;
        }
        int[] atMost = new int[subject.probedConjuncts()];
        boolean any = false;
        for (int j = 1; j < atMost.length; j++) {
            atMost[j] = subject.canSkipTo(j) ? j : atMost[j - 1];
            any |= atMost[j] > 0;
        }
        return any ? new ConjunctJump(atMost) : null;
    }

    /**
     * @return one line for the user on how much of {@code subject}'s repOk a candidate runs: whether it can start at a later
     *         conjunct, and why not where it cannot (conjuncts numbered from 1, named); null for a repOk of one conjunct
     */
    public static String note(Subject subject) {
        int n = subject.conjuncts().size();
        if (n < 2) {
            return null;
        }
        if (Boolean.getBoolean(SWITCH)) {
            return "repOk runs whole on every candidate: -D" + SWITCH + "=true";
        }
        if (subject.probedConjuncts() == 0) {
            return "repOk runs whole on every candidate: " + subject.whyNotSkipTo(1);
        }
        java.util.List<Integer> can = new java.util.ArrayList<>();
        java.util.Map<String, java.util.List<Integer>> cannot = new java.util.LinkedHashMap<>();
        for (int j = 1; j < n; j++) {
            String why = subject.whyNotSkipTo(j);
            if (why == null) {
                can.add(j);
            } else {
                cannot.computeIfAbsent(why, k -> new java.util.ArrayList<>()).add(j);
            }
        }
        StringBuilder note = new StringBuilder(can.isEmpty() ? "repOk runs whole on every candidate: it cannot start at a later conjunct"
                : "a candidate's repOk starts past the conjuncts whose fields the step kept: it can start at conjunct" + (can.size() > 1 ? "s " : " ")
                        + numbers(can) + " of " + n);
        cannot.forEach((why, js) -> note.append("; not at ").append(js.size() > 1 ? "conjuncts " + numbers(js)
                : "conjunct " + numbers(js) + ", " + subject.conjuncts().get(js.get(0)).describe()).append(": ").append(why));
        return note.toString();
    }

    /** @return {@code 2-4, 6} for conjuncts 1, 2, 3 and 5 (0-based): numbered from 1, three or more in a row as a run */
    private static String numbers(java.util.List<Integer> js) {
        java.util.StringJoiner text = new java.util.StringJoiner(", ");
        for (int i = 0; i < js.size();) {
            int k = i;
            while (k + 1 < js.size() && js.get(k + 1) == js.get(k) + 1) {
                k++;
            }
            if (k - i >= 2) {
                text.add((js.get(i) + 1) + "-" + (js.get(k) + 1));
            } else {
                for (int m = i; m <= k; m++) {
                    text.add(Integer.toString(js.get(m) + 1));
                }
            }
            i = k + 1;
        }
        return text.toString();
    }

    /**
     * @return the conjunct the candidate that the last step made may start at (0: all of repOk), from what {@code rec}
     *         holds: the last candidate's conjunct heights and the stack the step kept
     */
    @Override
    public int startConjunct(AccessRecorder rec) {
        int j = Math.min(rec.conjunctsBegun(), atMost.length) - 1;
        int kept = rec.size();
        while (j > 0 && rec.heightAt(j) > kept) {
            j--;
        }
        return j > 0 ? atMost[j] : 0;
    }
}
