package org.smallscope.engine.generators;

/**
 * The sorted-array generator for one array: the elements below its length (known cells only) must not decrease,
 * checked around the changed cell, or along the whole array when its length changed.
 */
public final class SortedCells extends Check {

    private final int lengthSlot;
    private final int[] lengths;
    private final int cells;
    private final boolean[][] notAbove;

    /**
     * @param lengthSlot the slot of the array's length; its element {@code i} is at slot {@code lengthSlot + 1 + i}
     * @param lengths per value index of the length slot, the length
     * @param cells the number of element slots
     * @param notAbove per pair of element value indexes {@code [a][b]}, whether value {@code a} is at most value {@code b}
     */
    public SortedCells(int lengthSlot, int[] lengths, int cells, boolean[][] notAbove) {
        this.lengthSlot = lengthSlot;
        this.lengths = lengths;
        this.cells = cells;
        this.notAbove = notAbove;
    }

    @Override
    int eval(int[] cv, Pruner p) {
        if (!p.known(lengthSlot)) {
            return UNKNOWN;
        }
        int length = lengths[cv[lengthSlot]];
        int changed = p.changed();
        int from = 1;
        int to = length - 1;
        if (changed != lengthSlot) {
            int k = changed - lengthSlot - 1;
            from = Math.max(1, k);
            to = Math.min(length - 1, k + 1);
        }
        for (int i = from; i <= to; i++) {
            int a = lengthSlot + i;
            int b = a + 1;
            if (p.known(a) && p.known(b) && !notAbove[cv[a]][cv[b]]) {
                return FALSE;
            }
        }
        return UNKNOWN;
    }

    @Override
    int[] slots() {
        int[] slots = new int[cells + 1];
        for (int i = 0; i <= cells; i++) {
            slots[i] = lengthSlot + i;
        }
        return slots;
    }
}
