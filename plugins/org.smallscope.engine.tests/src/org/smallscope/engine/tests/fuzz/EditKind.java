package org.smallscope.engine.tests.fuzz;

/** The kinds of edit the fuzzer makes to a subject, as counted in its summary. */
public enum EditKind {
    /** a new conjunct, usually after the others (an extension) */
    ADD_CONJUNCT,
    /** a conjunct removed (a weakening) */
    DROP_CONJUNCT,
    /** two adjacent conjuncts swapped (they do not depend on each other) */
    REORDER_CONJUNCTS,
    /**
     * repOk written in another style: {@code return a && b;}, guard clauses {@code if (!a) return false; return b;}, or a loop
     * around the first check followed by guard clauses
     */
    GUARD_CLAUSES,
    /** a constant the constructor stores in a field that is not finitized */
    CONSTRUCTOR_CONSTANT,
    /** a field initializer of a field that is not finitized */
    FIELD_INITIALIZER,
    /** the initial value of a non-final static */
    NON_FINAL_STATIC,
    /** a static of another class */
    OTHER_CLASS_STATIC,
    /** a value the subject's static initializer computes */
    STATIC_INITIALIZER,
    /** one cell of a {@code static final int[]} */
    STATIC_ARRAY,
    /** a {@code static final int} constant (inlined by javac: the conjunct's code changes) */
    STATIC_FINAL_CONSTANT,
    /** a static helper method in another class */
    HELPER_OTHER_CLASS,
    /** an interface's implementation, called through the interface */
    INTERFACE_IMPLEMENTATION,
    /** the body of a lambda kept in a static field */
    LAMBDA_STATIC_FIELD,
    /** the body of a lambda kept in an instance field */
    LAMBDA_INSTANCE_FIELD,
    /** an override reached by virtual dispatch into another class */
    VIRTUAL_OVERRIDE,
    /** a finitization bound raised (more objects or larger keys) */
    RAISE_BOUND,
    /** a finitization bound lowered */
    LOWER_BOUND,
    /** a new finitized field that no conjunct reads */
    ADD_FIELD,
    /** a new finitized field and a conjunct on it */
    ADD_FIELD_WITH_CONJUNCT;

    /** @return e.g. {@code add-conjunct} */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** @return whether this edit changes what repOk depends on without changing repOk's conjuncts' code */
    public boolean hidden() {
        return switch (this) {
            case CONSTRUCTOR_CONSTANT, FIELD_INITIALIZER, NON_FINAL_STATIC, OTHER_CLASS_STATIC, STATIC_INITIALIZER, STATIC_ARRAY,
                    INTERFACE_IMPLEMENTATION, LAMBDA_STATIC_FIELD, LAMBDA_INSTANCE_FIELD, VIRTUAL_OVERRIDE -> true;
            default -> false;
        };
    }
}
