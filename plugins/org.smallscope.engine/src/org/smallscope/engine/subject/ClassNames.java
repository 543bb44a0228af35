package org.smallscope.engine.subject;

/** The one way a class is named for people: its simple name, from the class or from its binary name. */
public final class ClassNames {

    private ClassNames() {
    }

    /**
     * @return {@code Node} for {@code a.b.BST$Node}, {@code Local} for the local class {@code a.b.Test$1Local}, {@code Test$1}
     *         for an anonymous class, and {@code Node[]} for an array type; a top-level class whose name holds a {@code $}
     *         keeps it ({@code Heap$Kt})
     */
    public static String simple(Class<?> type) {
        if (type.isArray()) {
            return simple(type.getComponentType()) + "[]";
        }
        if (type.isAnonymousClass() || type.isHidden()) {
            String n = type.getName();
            return n.substring(n.lastIndexOf('.') + 1);
        }
        return type.getSimpleName();
    }

    /**
     * @return the simple name read from a binary class name alone: what follows the last {@code .} and the last {@code $},
     *         without a local class's leading digits ({@code a.b.Test$1Local} gives {@code Local}); an anonymous class
     *         ({@code a.b.Test$1}) keeps its outer class ({@code Test$1}). Prefer {@link #simple(Class)} where the class is loaded.
     */
    public static String simple(String binaryName) {
        String s = binaryName.substring(binaryName.lastIndexOf('.') + 1);
        int dollar = s.lastIndexOf('$');
        if (dollar < 0 || dollar == s.length() - 1) {
            return s;
        }
        String tail = s.substring(dollar + 1);
        int digits = 0;
        while (digits < tail.length() && Character.isDigit(tail.charAt(digits))) {
            digits++;
        }
        if (digits == tail.length()) {
            return s;
        }
        return tail.substring(digits);
    }
}
