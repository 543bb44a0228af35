package org.smallscope.engine.udita;

/** Ends an execution whose generator made a choice it cannot make (getNew past its pool, an empty range); the explorer names the generator and the choice vector. */
final class BadChoice extends Error {

    private static final long serialVersionUID = 1L;

    /** @param what what the generator did, e.g. {@code called getNew() on a pool of 3 objects a 4th time} */
    BadChoice(String what) {
        super(what, null, false, false);
    }
}
