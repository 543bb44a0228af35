package org.smallscope.engine.export;

import java.util.Locale;
import java.util.Set;

/** Java identifiers for generated code: variables named after classes ({@code bst}, {@code node0}, {@code intArray0}), never keywords. */
final class Names {

    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case", "catch", "char",
            "class", "const", "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for",
            "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
            "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw",
            "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "var", "yield", "record", "sealed",
            "permits", "non-sealed", "_");

    private Names() {
    }

    /** @return {@code bst} for {@code BST}, {@code treeMap} for {@code TreeMap}, {@code urlParser} for {@code URLParser} */
    static String variable(String simpleName) {
        String name = lowerCamel(typePart(simpleName));
        return KEYWORDS.contains(name) ? name + "_" : name;
    }

    /**
     * @return {@code node0} for ({@code Node}, 0), {@code record2} for ({@code Record}, 2), {@code intArray0} for ({@code int[]}, 0),
     *         {@code object0} for ({@code ""}, 0): the simple name of an anonymous class
     */
    static String numbered(String simpleName, int number) {
        return lowerCamel(typePart(simpleName.replace("[]", "Array"))) + number;
    }

    /**
     * @return {@code name} as a part of a Java identifier that may start one: characters that cannot be in an identifier
     *         dropped, then leading ones that cannot start it ({@code Local} for {@code 1Local}; may be empty)
     */
    static String typePart(String name) {
        StringBuilder sb = new StringBuilder();
        name.codePoints().filter(Character::isJavaIdentifierPart).filter(c -> !Character.isIdentifierIgnorable(c))
                .forEach(c -> {
                    if (sb.length() > 0 || Character.isJavaIdentifierStart(c)) {
                        sb.appendCodePoint(c);
                    }
                });
        return sb.toString();
    }

    private static String lowerCamel(String simpleName) {
        if (simpleName.isEmpty()) {
            return "object";
        }
        int upper = 0;
        while (upper < simpleName.length() && Character.isUpperCase(simpleName.charAt(upper))) {
            upper++;
        }
        if (upper == simpleName.length()) {
            return simpleName.toLowerCase(Locale.ROOT);
        } else if (upper > 1) {
            return simpleName.substring(0, upper - 1).toLowerCase(Locale.ROOT) + simpleName.substring(upper - 1);
        }
        return Character.toLowerCase(simpleName.charAt(0)) + simpleName.substring(1);
    }

    /** @return {@code Add} for {@code add}: a method name as part of a class name */
    static String capitalized(String name) {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
