package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.ImportDeclaration;
import org.eclipse.jdt.core.dom.TypeDeclaration;

/**
 * Quick fix for a class without a finitization: the text of {@code public static IFinitization fin<Name>(int n)}
 * bounding every non-static, non-final field of the class and of the classes its objects reach, and the imports it
 * needs. Objects: one object set of {@code n} objects plus null per class; a field of an abstract class or interface
 * type gets class domains for its concrete subclasses (in the unit, or as {@link Subclasses} finds them) added to one
 * object set. Values: ints {@code 0..n-1}, booleans, enums of the file, value sets for long, char, float, double and
 * String fields. Arrays: one array set per array type with lengths {@code 0..n}, elements bounded as a field of the
 * component type (ints for {@code Object[]}), and as many arrays as the array fields need.
 */
public final class FinitizationSkeleton {

    /** Finds concrete subclasses of a field's type outside the compilation unit (for instance with JDT's type hierarchy). */
    public interface Subclasses {
        /**
         * @param declaredType the field's type as the unit spells it ({@code Shape})
         * @return class-literal names of its concrete subclasses usable in the unit ({@code shapes.Circle}), empty if none
         */
        List<String> of(String declaredType);
    }

    /** Looks for subclasses in the compilation unit only. */
    public static final Subclasses UNIT_ONLY = t -> List.of();

    private static final String API = "org.smallscope.api.";

    private FinitizationSkeleton() {
    }

    /** @return the method's source text, indented for a member of {@code type}, with subclasses found in its unit */
    public static String render(TypeDeclaration type) {
        return render(type, UNIT_ONLY);
    }

    /** @return the method's source text, indented for a member of {@code type}, with subclasses found in its unit and by {@code outside} */
    public static String render(TypeDeclaration type, Subclasses outside) {
        SkeletonPlan plan = new SkeletonPlan(type, outside);
        String name = type.getName().getIdentifier();
        StringBuilder sb = new StringBuilder();
        sb.append("    /** @return bounds for {@code n} objects of each class (or null), ints {@code 0..n-1}")
                .append(plan.hasArrays() ? ", arrays of length {@code 0..n}" : "").append(" */\n");
        sb.append("    public static IFinitization fin").append(name).append("(int n) {\n");
        sb.append("        IFinitization f = FinitizationFactory.create(").append(name).append(".class);\n");
        plan.declarations().forEach(l -> sb.append("        ").append(l).append('\n'));
        plan.sets().forEach(l -> sb.append("        ").append(l).append('\n'));
        sb.append("        return f;\n    }\n");
        return sb.toString();
    }

    /** @return the imports the method needs that the unit of {@code type} lacks ({@code org.smallscope.api.IObjSet}, ...) */
    public static List<String> imports(TypeDeclaration type) {
        return imports(type, UNIT_ONLY);
    }

    /** @return the imports the method rendered with {@code outside} needs that the unit of {@code type} lacks */
    public static List<String> imports(TypeDeclaration type, Subclasses outside) {
        String text = render(type, outside);
        List<String> needed = new ArrayList<>(List.of(API + "FinitizationFactory", API + "IFinitization"));
        for (String t : List.of("IArraySet", "IClassDomain", "IObjSet")) {
            if (text.contains(t + " ")) {
                needed.add(API + t);
            }
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
}
