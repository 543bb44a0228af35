package org.smallscope.core.source;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.FieldDeclaration;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.TypeDeclaration;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;

/**
 * The statements of a finitization skeleton: the root's fields, then the fields of each class that gets objects (in the
 * order the fields reach them, a class's unit superclasses first), the object sets, class domains and array sets they
 * need (declared first), and the count of each array set, which is known once every array field is.
 */
final class SkeletonPlan {

    /** Placeholder for an array set's count in its declaration, filled in when every array field is known. */
    private static final String COUNT = "\u0000count\u0000";

    private final TypeDeclaration root;
    private final UnitIndex index;
    private final FinitizationSkeleton.Subclasses outside;
    private final List<String> declarations = new ArrayList<>();
    private final List<String> sets = new ArrayList<>();
    private final Map<String, String> objectSets = new LinkedHashMap<>();
    private final Map<String, String> classDomains = new LinkedHashMap<>();
    private final Map<String, String> arraySets = new LinkedHashMap<>();
    private final Map<String, List<String>> arrayOwners = new LinkedHashMap<>();
    private final Set<String> withObjects = new LinkedHashSet<>();
    private final Deque<String> toBind = new ArrayDeque<>();
    private final Set<String> bound = new LinkedHashSet<>();

    SkeletonPlan(TypeDeclaration root, FinitizationSkeleton.Subclasses outside) {
        this.root = root;
        this.index = new UnitIndex((CompilationUnit) root.getRoot(), root.getName().getIdentifier());
        this.outside = outside;
        bindFields(root, "");
        while (!toBind.isEmpty()) {
            String cls = toBind.poll();
            List<String> chain = new ArrayList<>();
            for (String c = cls; c != null && index.type(c) instanceof TypeDeclaration && !chain.contains(c); c = index.superName(c)) {
                chain.add(0, c);
            }
            for (String c : chain) {
                if (bound.add(c)) {
                    bindFields((TypeDeclaration) index.type(c), c + ".");
                }
            }
        }
        fillCounts();
    }

    List<String> declarations() {
        return declarations;
    }

    List<String> sets() {
        return sets;
    }

    boolean hasArrays() {
        return !arraySets.isEmpty();
    }

    private void bindFields(TypeDeclaration t, String prefix) {
        for (FieldDeclaration fd : t.getFields()) {
            int mods = fd.getModifiers();
            if (Modifier.isStatic(mods) || Modifier.isFinal(mods)) {
                continue;
            }
            for (Object o : fd.fragments()) {
                VariableDeclarationFragment v = (VariableDeclarationFragment) o;
                String field = prefix + v.getName().getIdentifier();
                String typeText = fd.getType().toString() + "[]".repeat(v.getExtraDimensions());
                sets.add(binding(field, typeText, prefix.isEmpty() ? null : prefix.substring(0, prefix.length() - 1)));
            }
        }
    }

    /** @return the {@code set} statement of a field (or a comment saying why it has none) */
    private String binding(String field, String typeText, String owner) {
        String set = "f.set(\"" + field + "\", ";
        if (typeText.contains("<")) {
            return "// " + set + "...); " + typeText + " cannot be bounded (generic types are not supported)";
        }
        if (TypeNames.isArray(typeText)) {
            String component = typeText.strip().substring(0, typeText.strip().length() - 2).strip();
            if (TypeNames.isArray(component)) {
                return "// " + set + "...); " + typeText + " cannot be bounded (arrays of arrays are not supported)";
            }
            // Object elements: boxed ints, as a list of numbers holds them
            String elements = TypeNames.rawSimple(component).equals("Object") ? "f.createIntSet(0, n - 1)" : domain(component);
            if (elements == null) {
                return "// " + set + "...); no domain for the elements of " + typeText + " (bound them by hand)";
            }
            String arrayType = TypeNames.rawSimple(component) + "[]";
            String var = arraySets.computeIfAbsent(arrayType, a -> {
                String name = Character.toLowerCase(a.charAt(0)) + a.substring(1, a.length() - 2) + "Arrays";
                declarations.add("IArraySet " + name + " = f.createArraySet(" + literal(TypeNames.rawSimple(component)) + "[].class, f.createIntSet(0, n), "
                        + elements + ", " + COUNT + arrayType + COUNT + ");");
                return name;
            });
            arrayOwners.computeIfAbsent(arrayType, a -> new ArrayList<>()).add(owner);
            return set + var + ");";
        }
        String domain = domain(typeText);
        return domain != null ? set + domain + ");"
                : "// " + set + "...); no domain for type " + typeText + " (bound it by hand, or make it a nested class of the subject)";
    }

    /** @return the domain expression for values of a (non-array) type, declaring the object sets it needs; null if none */
    private String domain(String typeText) {
        String simple = TypeNames.rawSimple(typeText);
        switch (simple) {
            case "int", "Integer", "short", "Short", "byte", "Byte":
                return "f.createIntSet(0, n - 1)";
            case "long", "Long":
                return "f.createLongSet(0, n - 1)";
            case "char", "Character":
                return "f.createCharSet('a', (char) ('a' + n - 1))";
            case "float", "Float":
                return "f.createFloatSet(0, 1, n - 1)";
            case "double", "Double":
                return "f.createDoubleSet(0, 1, n - 1)";
            case "boolean", "Boolean":
                return "f.createBooleanSet()";
            case "String":
                return index.type(simple) == null ? "f.createStringSet(null, \"a\", \"b\")" : objects(simple, typeText);
            case "Object":
                return null;
            default:
                if (simple.equals(index.rootName())) {
                    return null;
                }
                if (Boolean.TRUE.equals(index.isEnum(simple))) {
                    return "f.createEnumSet(" + literal(simple) + ".class)";
                }
                return objects(simple, typeText);
        }
    }

    /** @return the object set of a class, or of the concrete subclasses of an abstract class or interface; null if there is none */
    private String objects(String simple, String typeText) {
        if (objectSets.containsKey(simple)) {
            return objectSets.get(simple);
        }
        String var = plural(Character.toLowerCase(simple.charAt(0)) + simple.substring(1));
        if (Boolean.FALSE.equals(index.isAbstract(simple)) && index.type(simple) instanceof TypeDeclaration) {
            declarations.add("IObjSet " + var + " = f.createObjSet(" + literal(simple) + ".class, n, true);");
            objects(simple);
            objectSets.put(simple, var);
            return var;
        }
        List<String> concrete = new ArrayList<>(index.type(simple) == null ? List.of() : index.concreteSubclasses(simple));
        for (String c : outside.of(typeText)) {
            if (!concrete.contains(c) && !concrete.contains(TypeNames.rawSimple(c))) {
                concrete.add(c);
            }
        }
        if (concrete.isEmpty()) {
            return null;
        }
        List<String> domains = new ArrayList<>();
        for (String c : concrete) {
            domains.add(classDomains.computeIfAbsent(TypeNames.rawSimple(c), s -> {
                String name = Character.toLowerCase(s.charAt(0)) + s.substring(1) + "Domain";
                declarations.add("IClassDomain " + name + " = f.createClassDomain(" + (index.type(s) != null ? literal(s) : c) + ".class, n);");
                objects(s);
                return name;
            }));
        }
        String literal = index.type(simple) != null ? literal(simple) : typeText.strip();
        declarations.add("IObjSet " + var + " = f.createObjSet(" + literal + ".class, true);");
        domains.forEach(d -> declarations.add(var + ".addClassDomain(" + d + ");"));
        objectSets.put(simple, var);
        return var;
    }

    /** Records that a class gets objects: its fields (and those of its unit superclasses) are bound in turn. */
    private void objects(String simple) {
        if (withObjects.add(simple) && index.type(simple) != null) {
            toBind.add(simple);
        }
    }

    /** Each array-typed field of each object owns one array: a root field needs one, a class's field one per object of each class having it. */
    private void fillCounts() {
        for (Map.Entry<String, List<String>> e : arrayOwners.entrySet()) {
            int constant = 0;
            int perN = 0;
            for (String owner : e.getValue()) {
                if (owner == null) {
                    constant++;
                } else {
                    perN += (int) withObjects.stream().filter(c -> c.equals(owner) || index.implementsOrExtends(c, owner)).count();
                }
            }
            String count = count(constant, perN);
            String placeholder = COUNT + e.getKey() + COUNT;
            declarations.replaceAll(d -> d.replace(placeholder, count));
        }
    }

    private static String count(int constant, int perN) {
        if (perN == 0) {
            return Integer.toString(Math.max(1, constant));
        }
        String scaled = (perN == 1 ? "n" : perN + " * n") + (constant > 0 ? " + " + constant : "");
        return constant > 0 ? scaled : "Math.max(1, " + scaled + ")";
    }

    /** @return how the root's source names a type of the unit: relative to the root when nested in it, else from its top-level type */
    private String literal(String simple) {
        AbstractTypeDeclaration t = index.type(simple);
        if (t == null) {
            return simple;
        }
        List<String> path = new ArrayList<>();
        for (ASTNode n = t; n != null && n != root; n = n.getParent()) {
            if (n instanceof AbstractTypeDeclaration d) {
                path.add(0, d.getName().getIdentifier());
            }
        }
        return String.join(".", path);
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
