package org.smallscope.examples;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** The bundled subjects by short name (as in the core paper's tables), for the command line and the demo. */
public final class Examples {

    private static final Map<String, String> BY_NAME = new LinkedHashMap<>();

    /** The examples with builder methods for API mode ({@code generate --api}), each followed by its variants with a planted flaw in repOk. */
    private static final String[] BUILDERS = {"AvlTree", "AvlTreeTooStrong", "AvlTreeTooWeak", "SearchTreeSet", "SearchTreeSetTooWeak", "LinkedHeap",
        "LinkedHeapTooWeak", "SortedLinkedList", "SortedLinkedListTooStrong", "RedBlackTree", "RedBlackTreeTooWeak", "ChainedHashMap",
        "ChainedHashMapTooWeak", "NodeCachingList", "NodeCachingListTooStrong"};

    static {
        for (String name : new String[] {"BT", "BST", "BSTP", "BSTPGuards", "RBT", "DLL", "DLLU", "DLLS", "HBST", "SLL", "ListAsSet"}) {
            BY_NAME.put(name, "org.smallscope.examples." + name);
        }
        for (String name : new String[] {"TreeMap", "TreeSet6", "TreeSet7", "TreeBag"}) {
            BY_NAME.put(name, "org.smallscope.examples.library." + name);
        }
        for (String name : new String[] {"HeapArray", "HeapArrayCapped", "ArrayList", "UnionFind", "HashMap", "Expr", "IntList", "SortedIntList"}) {
            BY_NAME.put(name, "org.smallscope.examples.everyday." + name);
        }
        BY_NAME.put("SearchTree", "org.smallscope.examples.korat.SearchTree");
        for (String name : new String[] {"AvlHeights", "BinomialHeap", "FibonacciHeap", "UnionFindArray"}) {
            BY_NAME.put(name, "org.smallscope.examples.shapes." + name);
        }
        for (String name : BUILDERS) {
            BY_NAME.put(name, "org.smallscope.examples.builders." + name);
        }
    }

    private static final Map<String, String> GENERATORS = new LinkedHashMap<>();

    static {
        for (String name : new String[] {"DAGGen", "HeapArrayGen", "NQueensGen", "RBTreeGen", "SearchTreeGen", "SortedListGen"}) {
            GENERATORS.put(name, "org.smallscope.examples.udita." + name + "#generate");
        }
        GENERATORS.put("RBTreeGenDeclarative", "org.smallscope.examples.udita.RBTreeGen#declarative");
    }

    private Examples() {
    }

    /** @return short name to generator method ({@code Class#method}) of the bundled generator programs (UDITA's Fig. 13) */
    public static Map<String, String> generators() {
        return Collections.unmodifiableMap(GENERATORS);
    }

    /** @return the generator method ({@code Class#method}) of the generator example called {@code name} (case-insensitive) */
    public static Optional<String> generator(String name) {
        return GENERATORS.entrySet().stream().filter(e -> e.getKey().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT)))
                .map(Map.Entry::getValue).findFirst();
    }

    /** @return the short names of the examples with builder methods for API mode */
    public static java.util.List<String> withBuilders() {
        return java.util.List.of(BUILDERS);
    }

    /** @return short name to binary class name, in the order of the paper's tables */
    public static Map<String, String> all() {
        return Collections.unmodifiableMap(BY_NAME);
    }

    /** @return the class name of the example called {@code name} (case-insensitive) */
    public static Optional<String> className(String name) {
        return BY_NAME.entrySet().stream().filter(e -> e.getKey().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT)))
                .map(Map.Entry::getValue).findFirst();
    }
}
