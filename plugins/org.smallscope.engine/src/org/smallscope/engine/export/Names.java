package org.smallscope.engine.export;

import java.util.Locale;
import java.util.Set;

import com.palantir.javapoet.ClassName;

/** Java names for generated code: variables named after classes ({@code bst}, {@code node0}, {@code intArray0}), never keywords, and classes as source names them. */
public final class Names {

    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case", "catch", "char",
            "class", "const", "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for",
            "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
            "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw",
            "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "var", "yield", "record", "sealed",
            "permits", "non-sealed", "_");

    private Names() {
    }

    /** @return {@code bst} for {@code BST}, {@code treeMap} for {@code TreeMap}, {@code urlParser} for {@code URLParser} */
    public static String variable(String simpleName) {
        String name = lowerCamel(typePart(simpleName));
        return KEYWORDS.contains(name) ? name + "_" : name;
    }

    /**
     * @return {@code node0} for ({@code Node}, 0), {@code record2} for ({@code Record}, 2), {@code intArray0} for ({@code int[]}, 0),
     *         {@code object0} for ({@code ""}, 0): the simple name of an anonymous class
     */
    public static String numbered(String simpleName, int number) {
        return lowerCamel(typePart(simpleName.replace("[]", "Array"))) + number;
    }

    /**
     * @return {@code name} as a part of a Java identifier that may start one: characters that cannot be in an identifier
     *         dropped, then leading ones that cannot start it ({@code Local} for {@code 1Local}; may be empty)
     */
    public static String typePart(String name) {
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
    public static String capitalized(String name) {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /**
     * @return the JavaPoet name of class {@code c}, its nesting read from the class itself (a top-level class may have
     *         {@code $} in its name, as Kotlin and generated code write them): {@code Outer.Inner} for a member class
     * @throws IllegalArgumentException for a local or anonymous class, which source outside it cannot name
     */
    public static ClassName typeName(Class<?> c) {
        if (c.isLocalClass() || c.isAnonymousClass() || c.isHidden() || c.isArray() || c.isPrimitive()) {
            throw new IllegalArgumentException("source cannot name " + c.getName() + " as a class");
        }
        Class<?> outer = c.getDeclaringClass();
        if (outer != null) {
            return typeName(outer).nestedClass(c.getSimpleName());
        }
        String pkg = c.getPackageName();
        return ClassName.get(pkg, c.getName().substring(pkg.isEmpty() ? 0 : pkg.length() + 1));
    }

    /**
     * @return {@code OuterInner} for {@code a.b.Outer$Inner} (and for a top-level {@code a.b.Outer$Inner}): the start of the
     *         names of test classes, a Java identifier read from the binary name alone
     */
    public static String namePath(String binaryName) {
        return typePart(binaryName.substring(binaryName.lastIndexOf('.') + 1).replace("$", ""));
    }
}
