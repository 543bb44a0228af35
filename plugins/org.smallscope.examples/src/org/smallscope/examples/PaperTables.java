package org.smallscope.examples;

import java.util.Map;
import java.util.OptionalLong;

/**
 * The exact counts of the core paper (Dini et al., extension-aware testing): Table II's explored
 * candidates and the valid structures for the seven Table I subjects, sizes 4 to 10. These are
 * oracles: the same subject, finitization and field order must give the same numbers.
 */
public final class PaperTables {

    /** Smallest size in Table II. */
    public static final int MIN_SIZE = 4;
    /** Largest size in Table II. */
    public static final int MAX_SIZE = 10;

    private static final Map<String, long[]> EXPLORED = Map.of(
            "BT", new long[] {245, 947, 3653, 14_092, 54_418, 210_444, 815_100},
            "BST", new long[] {875, 6155, 45_233, 340_990, 2_606_968, 20_086_300, 155_455_872},
            "BSTP", new long[] {1099, 7205, 49_985, 362_011, 2_698_488, 20_480_122, 157_135_472},
            "RBT", new long[] {1251, 7989, 54_117, 384_231, 2_820_170, 21_157_272, 160_957_128},
            "DLL", new long[] {39, 57, 78, 102, 129, 159, 192},
            "DLLU", new long[] {162, 881, 6263, 52_062, 485_096, 4_988_399, 56_117_901},
            "DLLS", new long[] {162, 881, 6263, 52_062, 485_096, 4_988_399, 56_117_901},
            // Table VI, Finitization I: Korat's explored candidates for TreeBag
            "TreeBag", new long[] {2213, 12_399, 72_633, 478_964, 3_348_532, 24_328_614, 181_333_796});

    private static final long[] CATALAN = {14, 42, 132, 429, 1430, 4862, 16_796};
    private static final long[] FACTORIAL = {24, 120, 720, 5040, 40_320, 362_880, 3_628_800};
    private static final long[] RED_BLACK = {8, 14, 20, 35, 64, 122, 260};
    private static final long[] ONE = {1, 1, 1, 1, 1, 1, 1};

    private static final Map<String, long[]> VALID = Map.of(
            "BT", CATALAN, "BST", CATALAN, "BSTP", CATALAN, "RBT", RED_BLACK,
            "DLL", ONE, "DLLU", FACTORIAL, "DLLS", ONE);

    /**
     * Table III (and Table VI for TreeMap -> TreeBag): percent of the extended subject's explored candidates
     * that iGen saves, per base -> extended pair, sizes 4..10 ("< 0.01" is -1).
     */
    private static final Map<String, double[]> SAVINGS = Map.of(
            "BT->BST", new double[] {26.40, 14.70, 7.78, 4.01, 2.03, 1.02, 0.51},
            "BST->BSTP", new double[] {78.34, 84.84, 90.23, 94.07, 96.56, 98.05, 98.92},
            "BSTP->RBT", new double[] {86.73, 89.66, 92.12, 94.11, 95.63, 96.78, 97.62},
            "DLL->DLLU", new double[] {23.46, 6.36, 1.23, 0.19, 0.03, -1, -1},
            "DLLU->DLLS", new double[] {85.19, 86.38, 88.50, 90.32, 91.69, 92.73, 93.53},
            // Table VI, Finitization I (at most 2 of each element): Korat_i's saved share of TreeBag's explored candidates
            "TreeMap->TreeBag", new double[] {65.66, 74.82, 85.93, 91.59, 95.11, 97.18, 98.24});

    /** Sizes of the HeapArray oracle: the UDITA paper's Fig. 13 has n = 6, 7, 8. */
    private static final int HEAP_ARRAY_MIN = 6;

    /** Valid HeapArray structures (size 0..n, one int[] of length 0..n, elements -1..n), UDITA paper Fig. 13. */
    private static final long[] HEAP_ARRAY_VALID = {13_139, 117_562, 1_005_075};

    /**
     * HeapArray's explored candidates under Korat 1.0's rules for arrays (docs/design/korat-finitization-semantics.md:
     * worked out from its source and reproduced by a separate model of those rules; not from a run of Korat itself).
     */
    private static final long[] HEAP_ARRAY_EXPLORED = {64_533, 519_968, 5_231_385};

    private PaperTables() {
    }

    /** @return the HeapArray oracle at {@code n}: explored (Korat's rules) and valid (UDITA Fig. 13), if {@code n} is 6, 7 or 8 */
    public static java.util.Optional<long[]> heapArray(int n) {
        if (n < HEAP_ARRAY_MIN || n >= HEAP_ARRAY_MIN + HEAP_ARRAY_VALID.length) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new long[] {HEAP_ARRAY_EXPLORED[n - HEAP_ARRAY_MIN], HEAP_ARRAY_VALID[n - HEAP_ARRAY_MIN]});
    }

    /** @return the Table III pairs, {@code base->extended}, in the table's column order */
    public static String[] pairs() {
        return new String[] {"BT->BST", "BST->BSTP", "BSTP->RBT", "DLL->DLLU", "DLLU->DLLS"};
    }

    /**
     * @return Table III's savings in percent for {@code pair} ({@code "BST->BSTP"}) at {@code size}, -1 for a
     *         cell that reads "&lt; 0.01", or empty if the table has no such cell
     */
    public static java.util.OptionalDouble savings(String pair, int size) {
        double[] row = SAVINGS.get(pair);
        if (row == null || size < MIN_SIZE || size > MAX_SIZE) {
            return java.util.OptionalDouble.empty();
        }
        return java.util.OptionalDouble.of(row[size - MIN_SIZE]);
    }

    /** @return the Table II subjects in the table's column order */
    public static String[] subjects() {
        return new String[] {"BT", "BST", "BSTP", "RBT", "DLL", "DLLU", "DLLS"};
    }

    /** @return Table II's (for TreeBag: Table VI's) explored candidates for {@code subject} at {@code size}, if the table has the cell */
    public static OptionalLong explored(String subject, int size) {
        return cell(EXPLORED, subject, size);
    }

    /** @return the number of valid structures of {@code subject} at {@code size}, if known */
    public static OptionalLong valid(String subject, int size) {
        return cell(VALID, subject, size);
    }

    private static OptionalLong cell(Map<String, long[]> table, String subject, int size) {
        long[] row = table.get(subject);
        if (row == null || size < MIN_SIZE || size > MAX_SIZE) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(row[size - MIN_SIZE]);
    }
}
