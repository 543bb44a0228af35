package org.smallscope.core.source;

import org.eclipse.jdt.core.dom.ASTNode;

/** A value the finitization evaluator computes: an int, string, boolean, class, enum constant, domain, the finitization, or unknown. */
sealed interface Value {

    /** An int. */
    record Int(int value) implements Value {
    }

    /** A string. */
    record Str(String value) implements Value {
    }

    /** A boolean. */
    record Bool(boolean value) implements Value {
    }

    /** A class literal or class name, by simple name. */
    record Cls(String simpleName) implements Value {
    }

    /** An enum constant. */
    record EnumConst(String type, String name) implements Value {
    }

    /** A domain: its bounds signature and size (the object set for object domains, else null). */
    record Domain(String bounds, int size, EvaluatedBounds.ObjectSet objects) implements Value {
    }

    /** The finitization being built. */
    record Fin() implements Value {
    }

    /** An array of values ({@code new int[] {1, 2}}). */
    record Array(java.util.List<Value> elements) implements Value {
    }

    /** A value that could not be evaluated: why, and the expression at fault. */
    record Unknown(String reason, ASTNode where) implements Value {
    }

    /** @return the int, or null if this is not an int */
    default Integer asInt() {
        return this instanceof Int i ? i.value() : null;
    }
}
