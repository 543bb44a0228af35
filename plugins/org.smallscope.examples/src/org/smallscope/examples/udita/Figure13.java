package org.smallscope.examples.udita;

import java.util.Map;
import java.util.Optional;

/** The UDITA paper's Fig. 13 (enumeration): per generator and bound, the structures and the paths JPF explored eagerly and with delayed choice. */
public final class Figure13 {

    /**
     * One row.
     *
     * @param structs successful paths (the inputs generated)
     * @param eagerExplored paths JPF explored eagerly, or -1 where it ran out of memory
     * @param delayedExplored paths explored with delayed choice
     */
    public record Row(long structs, long eagerExplored, long delayedExplored) {
    }

    private static final Map<String, Row> ROWS = Map.ofEntries(
            Map.entry("DAGGen(3)", new Row(34, 4802, 321)), Map.entry("DAGGen(4)", new Row(2352, -1, 21196)),
            Map.entry("DAGGen(5)", new Row(769894, -1, 4997210)), Map.entry("HeapArrayGen(6)", new Row(13139, 160132, 27664)),
            Map.entry("HeapArrayGen(7)", new Row(117562, 2739136, 227494)), Map.entry("HeapArrayGen(8)", new Row(1005075, 54481005, 2325069)),
            Map.entry("NQueensGen(6)", new Row(4, 46656, 746)), Map.entry("NQueensGen(7)", new Row(40, 823543, 3073)),
            Map.entry("NQueensGen(8)", new Row(92, 16777216, 13756)), Map.entry("RBTreeGen(6)", new Row(20, 8448, 3588)),
            Map.entry("RBTreeGen(7)", new Row(35, 54912, 16983)), Map.entry("RBTreeGen(8)", new Row(64, 366080, 80470)),
            Map.entry("SearchTreeGen(4)", new Row(490, 3584, 1484)), Map.entry("SearchTreeGen(5)", new Row(5292, 131250, 21210)),
            Map.entry("SearchTreeGen(6)", new Row(60984, 6158592, 305052)), Map.entry("SortedListGen(6)", new Row(924, 55987, 3967)),
            Map.entry("SortedListGen(7)", new Row(3432, 960800, 18026)), Map.entry("SortedListGen(8)", new Row(12870, 19173961, 80089)));

    private Figure13() {
    }

    /** @return the row of generator example {@code example} (e.g. {@code NQueensGen}) at bound {@code n}, if the figure has one */
    public static Optional<Row> row(String example, int n) {
        return Optional.ofNullable(ROWS.get(example + "(" + n + ")"));
    }
}
