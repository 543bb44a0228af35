package org.smallscope.engine;

/**
 * One property of a predicate: a leaf of the conjunction {@code a && b && ...} that repOk is made
 * of (nested conjunctions are flattened), with a hash of its code and of everything it calls.
 *
 * @param name a readable name: the called method ({@code ordersOk()}) or {@code repOk@line 42}
 * @param hash the hash of its normalized bytecode, transitively; equal for equal code in renamed subjects
 * @param line the first source line of the conjunct in the extended class, or -1
 */
public record Conjunct(String name, String hash, int line) {

    /** @return {@code ordersOk() (line 42)} */
    public String describe() {
        return line > 0 ? name + " (line " + line + ")" : name;
    }
}
