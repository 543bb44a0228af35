package org.smallscope.engine.runtime;

/**
 * Thrown where a candidate's repOk breaks its contract (it wrote the candidate or a static field, or read the candidate
 * by reflection): the instruction does not run, and the search stops with an error naming what, where and the candidate.
 */
public final class ContractBreach extends Error {

    private static final long serialVersionUID = 1L;

    private final String deed;
    private final String where;
    private final String why;

    /**
     * @param deed what repOk did: {@code wrote the field Node.left}
     * @param where the method and line: {@code Tree.repOk (Tree.java:27)}
     * @param why why the contract forbids it, and what to do instead
     */
    ContractBreach(String deed, String where, String why) {
        super(deed + " in " + where, null, false, false);
        this.deed = deed;
        this.where = where;
        this.why = why;
    }

    /** @return what repOk did: {@code wrote the field Node.left} */
    public String deed() {
        return deed;
    }

    /** @return the method and line: {@code Tree.repOk (Tree.java:27)} */
    public String where() {
        return where;
    }

    /** @return why the contract forbids it, and what to do instead */
    public String why() {
        return why;
    }
}
