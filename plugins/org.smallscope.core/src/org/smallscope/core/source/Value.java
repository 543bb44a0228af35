package org.smallscope.core.source;

import org.eclipse.jdt.core.dom.ASTNode;

/**
 * A value the finitization evaluator computes: a number, char, string, boolean, class, enum constant, domain, class
 * domain, the finitization, or unknown.
 */
sealed interface Value {

    /** An int. */
    record Int(int value) implements Value {
    }

    /** A long. */
    record LongInt(long value) implements Value {
    }

    /** A float or double. */
    record Real(double value, boolean isFloat) implements Value {
    }

    /** A char. */
    record Char(char value) implements Value {
    }

    /** A string. */
    record Str(String value) implements Value {
    }

    /** A boolean. */
    record Bool(boolean value) implements Value {
    }

    /** The null literal. */
    record Null() implements Value {
    }

    /** A class literal or class name, by simple name ({@code Node}; {@code int[]} for an array type). */
    record Cls(String simpleName) implements Value {

        /** @return whether this is an array type */
        boolean isArray() {
            return simpleName.endsWith("[]");
        }

        /** @return the component type of an array type ({@code int} for {@code int[]}) */
        String component() {
            return simpleName.substring(0, simpleName.length() - 2);
        }
    }

    /** An enum constant. */
    record EnumConst(String type, String name) implements Value {
    }

    /** A domain (an int, boolean, enum, value, object or array set). */
    record Domain(SourceDomain domain) implements Value {
    }

    /** A class domain ({@code createClassDomain}). */
    record Classes(ClassDom domain) implements Value {
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

    /** @return the int (a char widened to int), or null if this is neither */
    default Integer asInt() {
        return this instanceof Int i ? (Integer) i.value() : this instanceof Char c ? (Integer) (int) c.value() : null;
    }

    /** @return the value as a long if it is an int, char or long, else null */
    default java.lang.Long asLong() {
        return this instanceof LongInt l ? (java.lang.Long) l.value() : asInt() == null ? null : (java.lang.Long) (long) asInt();
    }

    /** @return the value as a double if it is a number or char, else null */
    default Double asDouble() {
        return this instanceof Real r ? (Double) r.value() : asLong() == null ? null : (Double) (double) asLong();
    }
}
