package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.EnumDeclaration;
import org.eclipse.jdt.core.dom.FieldDeclaration;
import org.eclipse.jdt.core.dom.ImportDeclaration;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.TypeDeclaration;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;

/**
 * Quick fix for a class without a finitization: the text of {@code public static IFinitization fin<Name>(int n)}
 * bounding every non-static, non-final field of the class and its nested classes (nested-class references
 * share one object set of {@code n} objects plus null, ints {@code 0..n-1}, booleans, enums of the file),
 * and the imports it needs.
 */
public final class FinitizationSkeleton {

    private static final Set<String> INTS = Set.of("int", "short", "byte", "char", "long", "Integer", "Short", "Byte", "Character", "Long");
    private static final Set<String> BOOLEANS = Set.of("boolean", "Boolean");
    private static final String API = "org.smallscope.api.";

    private FinitizationSkeleton() {
    }

    /** @return the method's source text, indented for a member of {@code type} */
    public static String render(TypeDeclaration type) {
        String name = type.getName().getIdentifier();
        Map<String, String> classes = new LinkedHashMap<>();
        collectClasses(type, "", classes);
        Map<String, String> enums = new LinkedHashMap<>();
        collectEnums(type, "", enums);
        Map<String, String> sets = new LinkedHashMap<>();
        List<String> lines = new ArrayList<>();
        List<String> body = new ArrayList<>();
        bound(type, "", classes, enums, sets, lines, body);
        StringBuilder sb = new StringBuilder();
        sb.append("    /** @return bounds for {@code n} objects of each class (or null), ints {@code 0..n-1} */\n");
        sb.append("    public static IFinitization fin").append(name).append("(int n) {\n");
        sb.append("        IFinitization f = FinitizationFactory.create(").append(name).append(".class);\n");
        lines.forEach(l -> sb.append("        ").append(l).append('\n'));
        body.forEach(l -> sb.append("        ").append(l).append('\n'));
        sb.append("        return f;\n    }\n");
        return sb.toString();
    }

    /** @return the imports the method needs that the unit of {@code type} lacks ({@code org.smallscope.api.IObjSet}, ...) */
    public static List<String> imports(TypeDeclaration type) {
        List<String> needed = new ArrayList<>(List.of(API + "FinitizationFactory", API + "IFinitization"));
        if (render(type).contains("IObjSet ")) {
            needed.add(API + "IObjSet");
        }
        ASTNode root = type.getRoot();
        if (root instanceof CompilationUnit unit) {
            for (Object o : unit.imports()) {
                ImportDeclaration i = (ImportDeclaration) o;
                String n = i.getName().getFullyQualifiedName();
                needed.removeIf(x -> x.equals(n) || i.isOnDemand() && x.equals(n + "." + TypeNames.rawSimple(x)));
            }
        }
        return needed;
    }

    private static void bound(TypeDeclaration t, String owner, Map<String, String> classes, Map<String, String> enums,
            Map<String, String> sets, List<String> lines, List<String> body) {
        for (FieldDeclaration fd : t.getFields()) {
            int mods = fd.getModifiers();
            if (Modifier.isStatic(mods) || Modifier.isFinal(mods)) {
                continue;
            }
            for (Object o : fd.fragments()) {
                VariableDeclarationFragment v = (VariableDeclarationFragment) o;
                String field = (owner.isEmpty() ? "" : owner + ".") + v.getName().getIdentifier();
                String typeText = fd.getType().toString() + "[]".repeat(v.getExtraDimensions());
                body.add(domain(field, typeText, classes, enums, sets, lines));
            }
        }
        for (TypeDeclaration nested : t.getTypes()) {
            if (!nested.isInterface()) {
                bound(nested, nested.getName().getIdentifier(), classes, enums, sets, lines, body);
            }
        }
    }

    private static String domain(String field, String typeText, Map<String, String> classes, Map<String, String> enums,
            Map<String, String> sets, List<String> lines) {
        String simple = TypeNames.rawSimple(typeText);
        String set = "f.set(\"" + field + "\", ";
        if (TypeNames.isArray(typeText) || typeText.contains("<")) {
            return "// " + set + "...); " + typeText + " cannot be bounded (arrays and generic types are not supported)";
        } else if (INTS.contains(simple)) {
            return set + "f.createIntSet(0, n - 1));";
        } else if (BOOLEANS.contains(simple)) {
            return set + "f.createBooleanSet());";
        } else if (enums.containsKey(simple)) {
            return set + "f.createEnumSet(" + enums.get(simple) + ".class));";
        } else if (classes.containsKey(simple)) {
            String var = sets.computeIfAbsent(simple, s -> {
                String name = plural(Character.toLowerCase(s.charAt(0)) + s.substring(1));
                lines.add("IObjSet " + name + " = f.createObjSet(" + classes.get(s) + ".class, n, true);");
                return name;
            });
            return set + var + ");";
        }
        return "// " + set + "...); no domain for type " + typeText + " (bound it by hand, or make it a nested class of the subject)";
    }

    private static void collectClasses(TypeDeclaration t, String prefix, Map<String, String> out) {
        for (TypeDeclaration nested : t.getTypes()) {
            String path = prefix + nested.getName().getIdentifier();
            if (!nested.isInterface() && !Modifier.isAbstract(nested.getModifiers())) {
                out.putIfAbsent(nested.getName().getIdentifier(), path);
            }
            collectClasses(nested, path + ".", out);
        }
    }

    private static void collectEnums(AbstractTypeDeclaration t, String prefix, Map<String, String> out) {
        ASTNode root = t.getRoot();
        if (root instanceof CompilationUnit unit && prefix.isEmpty()) {
            for (Object o : unit.types()) {
                if (o instanceof EnumDeclaration e) {
                    out.putIfAbsent(e.getName().getIdentifier(), e.getName().getIdentifier());
                }
            }
        }
        for (Object d : t.bodyDeclarations()) {
            if (d instanceof EnumDeclaration e) {
                out.putIfAbsent(e.getName().getIdentifier(), prefix + e.getName().getIdentifier());
            } else if (d instanceof TypeDeclaration nested) {
                collectEnums(nested, prefix + nested.getName().getIdentifier() + ".", out);
            }
        }
    }

    private static String plural(String word) {
        if (word.endsWith("y") && word.length() > 1 && "aeiou".indexOf(word.charAt(word.length() - 2)) < 0) {
            return word.substring(0, word.length() - 1) + "ies";
        }
        if (word.endsWith("s") || word.endsWith("x") || word.endsWith("ch") || word.endsWith("sh")) {
            return word + "es";
        }
        return word + "s";
    }
}
