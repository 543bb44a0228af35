package org.smallscope.ui.internal.structures;

import java.util.List;

import org.smallscope.core.GenerationRun;
import org.smallscope.engine.protocol.SlotValues;

/**
 * What tells a run's structures apart, for the Structures table: the fields (slots) whose value is not the same in every
 * structure listed so far, named with their values ({@code Node0.left=Node1, Node1.info=3}); the fields every structure
 * shares are said once, in the column's tooltip. Fed with the structures as they arrive (UI thread).
 */
final class DistinctFields {

    private GenerationRun run;
    /** Per slot: the value every structure seen has, or -1 once two differ. */
    private int[] shared;
    private int seen;
    private int varying;

    /** Starts over for {@code newRun}. */
    void reset(GenerationRun newRun) {
        run = newRun;
        shared = null;
        seen = 0;
        varying = 0;
    }

    /** Takes in the structures added since the last call; @return whether a field stopped being shared (rows shown must be redrawn) */
    boolean update() {
        if (run == null) {
            return false;
        }
        int count = run.structureCount();
        int before = varying;
        for (; seen < count; seen++) {
            int[] v = run.structure(seen).vector();
            if (shared == null) {
                shared = v.clone();
                continue;
            }
            if (varying == shared.length || v.length != shared.length) {
                continue;
            }
            for (int i = 0; i < v.length; i++) {
                if (shared[i] >= 0 && shared[i] != v[i]) {
                    shared[i] = -1;
                    varying++;
                }
            }
        }
        return varying != before;
    }

    /**
     * @return the fields of {@code s} that differ among the structures, named, those whose value changed since the structure
     *         before it in the search leading ({@code Node4.info=2, Node3.left=Node4 · Node0.left=null, ...}); its whole text
     *         while there is only one structure or the run did not send the slots' names and values
     */
    String text(GenerationRun.Structure s) {
        if (!named(s.vector()) || varying == 0) {
            return s.text();
        }
        List<String> slots = run.slots();
        SlotValues values = run.slotValues();
        int[] v = s.vector();
        int[] before = previous(s);
        StringBuilder changed = new StringBuilder();
        StringBuilder rest = new StringBuilder();
        for (int i = 0; i < v.length; i++) {
            if (shared[i] < 0) {
                StringBuilder to = before != null && before[i] != v[i] ? changed : rest;
                to.append(to.length() == 0 ? "" : ", ").append(slots.get(i)).append('=').append(values.label(i, v[i]));
            }
        }
        return changed.length() == 0 ? rest.toString() : rest.length() == 0 ? changed.toString() : changed + "  \u00b7  " + rest;
    }

    /** @return the vector of the structure found just before {@code s}, or null for the first */
    private int[] previous(GenerationRun.Structure s) {
        int index = (int) s.ordinal() - 1;
        if (index < 1 || index >= run.structureCount() || run.structure(index) != s) {
            return null;
        }
        int[] before = run.structure(index - 1).vector();
        return before.length == s.vector().length ? before : null;
    }

    /** @return the fields every structure listed shares ({@code this.size=5, Node0.parent=null}), or null when there is nothing to say */
    String sharedText() {
        if (shared == null || !named(shared) || varying == 0) {
            return null;
        }
        List<String> slots = run.slots();
        SlotValues values = run.slotValues();
        StringBuilder sb = new StringBuilder("Every structure has ");
        int listed = 0;
        for (int i = 0; i < shared.length && listed < 40; i++) {
            if (shared[i] >= 0) {
                sb.append(listed++ == 0 ? "" : ", ").append(slots.get(i)).append('=').append(values.label(i, shared[i]));
            }
        }
        return listed == 0 ? null : sb.append(listed == shared.length - varying ? "" : ", …").toString();
    }

    private boolean named(int[] v) {
        SlotValues values = run == null ? null : run.slotValues();
        return shared != null && values != null && run.slots().size() == v.length && values.slotDomain().length == v.length
                && v.length == shared.length;
    }
}
