package org.smallscope.engine;

/**
 * One property of a predicate: a leaf of the conjunction {@code a && b && ...} (or of the guard clauses
 * {@code if (!a) return false; ... return b;}) that repOk is made of (nested conjunctions are flattened), with a hash
 * of its code and of everything it calls.
 *
 * @param name a readable name: the called method ({@code ordersOk()}) or {@code repOk@line 42}
 * @param hash the hash of its code in a compiler-independent form, transitively; equal for equal code in renamed
 *        subjects; starts with {@link #HASH_SCHEME}
 * @param line the first source line of the conjunct in the extended class, or -1
 * @param note why a predicate that checks several things is one conjunct
 *        ({@code repOk returns true early at line 31: not a conjunction}), or null
 */
public record Conjunct(String name, String hash, int line, String note) {

    /** The prefix of hashes made the current way (version 2: control-flow graph, javac and ecj alike). */
    public static final String HASH_SCHEME = "v2:";

    /** A conjunct without a note. */
    public Conjunct(String name, String hash, int line) {
        this(name, hash, line, null);
    }

    /** @return {@code ordersOk() (line 42)} */
    public String describe() {
        return line > 0 ? name + " (line " + line + ")" : name;
    }
}
