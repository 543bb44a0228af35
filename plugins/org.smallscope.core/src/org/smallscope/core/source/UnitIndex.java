package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.BodyDeclaration;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.EnumConstantDeclaration;
import org.eclipse.jdt.core.dom.EnumDeclaration;
import org.eclipse.jdt.core.dom.FieldDeclaration;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.RecordDeclaration;
import org.eclipse.jdt.core.dom.SingleVariableDeclaration;
import org.eclipse.jdt.core.dom.TypeDeclaration;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;

/** The types, fields and methods one compilation unit declares, looked up by simple name without bindings. */
final class UnitIndex {

    /** A field declaration: the type declaring it, its declared type text, whether static, and its fragment. */
    record FieldDecl(String owner, String type, boolean isStatic, boolean isFinal, VariableDeclarationFragment fragment) {
    }

    private final CompilationUnit unit;
    private final String rootName;
    private final Map<String, AbstractTypeDeclaration> types = new LinkedHashMap<>();

    UnitIndex(CompilationUnit unit, String rootName) {
        this.unit = unit;
        this.rootName = rootName;
        unit.accept(new ASTVisitor() {
            @Override
            public void endVisit(TypeDeclaration node) {
                types.putIfAbsent(node.getName().getIdentifier(), node);
            }

            @Override
            public void endVisit(EnumDeclaration node) {
                types.putIfAbsent(node.getName().getIdentifier(), node);
            }

            @Override
            public void endVisit(RecordDeclaration node) {
                types.putIfAbsent(node.getName().getIdentifier(), node);
            }
        });
    }

    CompilationUnit unit() {
        return unit;
    }

    /** @return the simple name of the class with repOk */
    String rootName() {
        return rootName;
    }

    /** @return the root type declaration, or null */
    TypeDeclaration root() {
        return types.get(rootName) instanceof TypeDeclaration t ? t : null;
    }

    /** @return the type of that simple name declared in this unit, or null */
    AbstractTypeDeclaration type(String simpleName) {
        return simpleName == null ? null : types.get(simpleName);
    }

    /** @return every type declared in this unit */
    List<AbstractTypeDeclaration> types() {
        return List.copyOf(types.values());
    }

    /** @return the binary name of a type declared in this unit ({@code a.b.BST$Node}), or null if it is not declared here */
    String binaryName(String simpleName) {
        AbstractTypeDeclaration t = type(simpleName);
        if (t == null) {
            return null;
        }
        StringBuilder name = new StringBuilder(simpleName);
        for (ASTNode n = t.getParent(); n != null; n = n.getParent()) {
            if (n instanceof AbstractTypeDeclaration outer) {
                name.insert(0, outer.getName().getIdentifier() + "$");
            }
        }
        String pkg = unit.getPackage() == null ? "" : unit.getPackage().getName().getFullyQualifiedName();
        return pkg.isEmpty() ? name.toString() : pkg + "." + name;
    }

    /** @return whether a type of this unit is an interface or abstract class; null when it is not declared here */
    Boolean isAbstract(String simpleName) {
        AbstractTypeDeclaration t = type(simpleName);
        if (t == null) {
            return null;
        }
        return t instanceof TypeDeclaration d && (d.isInterface() || Modifier.isAbstract(d.getModifiers()));
    }

    /** @return whether a type of this unit is an enum (null when it is not declared here) */
    Boolean isEnum(String simpleName) {
        AbstractTypeDeclaration t = type(simpleName);
        return t == null ? null : t instanceof EnumDeclaration;
    }

    /** @return the concrete classes of this unit that are {@code type} or extend it, in declaration order */
    List<String> concreteSubclasses(String type) {
        List<String> out = new ArrayList<>();
        for (AbstractTypeDeclaration t : types.values()) {
            String name = t.getName().getIdentifier();
            if (t instanceof TypeDeclaration d && !d.isInterface() && !Modifier.isAbstract(d.getModifiers()) && implementsOrExtends(name, type)) {
                out.add(name);
            }
        }
        return out;
    }

    /** @return whether {@code sub} is {@code sup}, extends it, or implements it (directly or through supertypes of this unit) */
    boolean implementsOrExtends(String sub, String sup) {
        return implementsOrExtends(sub, sup, 0);
    }

    private boolean implementsOrExtends(String sub, String sup, int depth) {
        if (sub == null || depth > 20) {
            return false;
        }
        if (sub.equals(sup)) {
            return true;
        }
        for (String s : directSupertypes(sub)) {
            if (implementsOrExtends(s, sup, depth + 1)) {
                return true;
            }
        }
        return false;
    }

    /** @return the simple names of the superclass and interfaces a type of this unit names in its declaration (empty if not declared here) */
    private List<String> directSupertypes(String name) {
        AbstractTypeDeclaration t = type(name);
        List<String> supers = new ArrayList<>();
        if (t instanceof TypeDeclaration d && d.getSuperclassType() != null) {
            supers.add(TypeNames.rawSimple(d.getSuperclassType().toString()));
        }
        List<?> interfaces = t instanceof TypeDeclaration d ? d.superInterfaceTypes() : t instanceof EnumDeclaration e ? e.superInterfaceTypes()
                : t instanceof RecordDeclaration r ? r.superInterfaceTypes() : List.of();
        for (Object i : interfaces) {
            supers.add(TypeNames.rawSimple(i.toString()));
        }
        return supers;
    }

    /** @return whether the type is declared in this unit and so are all its supertypes (it extends nothing from outside) */
    boolean supertypesInUnit(String simpleName) {
        return supertypesInUnit(simpleName, 0);
    }

    private boolean supertypesInUnit(String name, int depth) {
        if (depth > 20 || type(name) == null) {
            return false;
        }
        return directSupertypes(name).stream().allMatch(s -> type(s) != null && supertypesInUnit(s, depth + 1));
    }

    /** @return whether every superclass of the type (up to Object) is declared in this unit, so its fields are all known */
    boolean superclassesInUnit(String typeName) {
        int guard = 0;
        for (String c = superName(typeName); c != null; c = superName(c)) {
            if (type(c) == null || guard++ > 20) {
                return false;
            }
        }
        return type(typeName) instanceof TypeDeclaration;
    }

    /** @return the instance fields of the type and its superclasses in this unit, as the engine lists them ({@code left, right}, or {@code (none)}) */
    String instanceFieldNames(String typeName) {
        List<String> names = new ArrayList<>();
        int guard = 0;
        for (String c = typeName; c != null && type(c) != null && guard++ < 20; c = superName(c)) {
            for (Object d : type(c).bodyDeclarations()) {
                if (d instanceof FieldDeclaration f && !Modifier.isStatic(f.getModifiers())) {
                    for (Object o : f.fragments()) {
                        names.add(((VariableDeclarationFragment) o).getName().getIdentifier());
                    }
                }
            }
        }
        return names.isEmpty() ? "(none)" : String.join(", ", names);
    }

    /** @return the superclass's simple name if the type extends a class, else null */
    String superName(String typeName) {
        if (type(typeName) instanceof TypeDeclaration t && t.getSuperclassType() != null) {
            return TypeNames.rawSimple(t.getSuperclassType().toString());
        }
        return null;
    }

    /** @return whether {@code sub} is {@code sup} or extends it within this unit */
    boolean isSubtype(String sub, String sup) {
        for (String c = sub; c != null; c = superName(c)) {
            if (c.equals(sup)) {
                return true;
            }
            if (c.equals(superName(c))) {
                return false;
            }
        }
        return false;
    }

    /** @return the field {@code name} of {@code typeName} or of its superclasses in this unit, or null */
    FieldDecl field(String typeName, String name) {
        int guard = 0;
        for (String c = typeName; c != null && guard++ < 20; c = superName(c)) {
            AbstractTypeDeclaration t = type(c);
            if (t == null) {
                return null;
            }
            for (Object d : t.bodyDeclarations()) {
                if (d instanceof FieldDeclaration f) {
                    for (Object o : f.fragments()) {
                        VariableDeclarationFragment v = (VariableDeclarationFragment) o;
                        if (v.getName().getIdentifier().equals(name)) {
                            int mods = f.getModifiers();
                            return new FieldDecl(c, f.getType().toString() + "[]".repeat(v.getExtraDimensions()), Modifier.isStatic(mods),
                                    Modifier.isFinal(mods), v);
                        }
                    }
                }
            }
        }
        return null;
    }

    /** @return methods named {@code name} taking {@code arity} arguments, of the type or its superclasses in this unit */
    List<MethodDeclaration> methods(String typeName, String name, int arity) {
        List<MethodDeclaration> out = new ArrayList<>();
        int guard = 0;
        for (String c = typeName; c != null && guard++ < 20; c = superName(c)) {
            AbstractTypeDeclaration t = type(c);
            if (t == null) {
                break;
            }
            for (Object d : t.bodyDeclarations()) {
                if (d instanceof MethodDeclaration m && m.getName().getIdentifier().equals(name) && m.parameters().size() == arity
                        && m.getBody() != null) {
                    out.add(m);
                }
            }
            if (!out.isEmpty()) {
                return out; // the most specific declaration wins, as the subject's override runs
            }
        }
        return out;
    }

    /** @return every method with a body named {@code name} and taking {@code arity} arguments, in any type of this unit */
    List<MethodDeclaration> methodsAnywhere(String name, int arity) {
        List<MethodDeclaration> out = new ArrayList<>();
        for (AbstractTypeDeclaration t : types.values()) {
            for (Object d : t.bodyDeclarations()) {
                if (d instanceof MethodDeclaration m && m.getName().getIdentifier().equals(name) && m.parameters().size() == arity
                        && m.getBody() != null) {
                    out.add(m);
                }
            }
        }
        return out;
    }

    /** @return whether the type declares {@code hashCode()} itself or in a superclass of this unit */
    boolean overridesHashCode(String typeName) {
        return !methods(typeName, "hashCode", 0).isEmpty();
    }

    /** @return the constant names of an enum declared in this unit, or null */
    List<String> enumConstants(String enumName) {
        if (!(type(enumName) instanceof EnumDeclaration e)) {
            return null;
        }
        List<String> names = new ArrayList<>();
        for (Object c : e.enumConstants()) {
            names.add(((EnumConstantDeclaration) c).getName().getIdentifier());
        }
        return names;
    }

    /** @return the simple name of the type declaring {@code node}, or null */
    static String enclosingType(ASTNode node) {
        for (ASTNode n = node; n != null; n = n.getParent()) {
            if (n instanceof AbstractTypeDeclaration t) {
                return t.getName().getIdentifier();
            }
        }
        return null;
    }

    /** @return the method or initializer containing {@code node}, or null */
    static BodyDeclaration enclosingMember(ASTNode node) {
        for (ASTNode n = node; n != null; n = n.getParent()) {
            if (n instanceof MethodDeclaration || n instanceof org.eclipse.jdt.core.dom.Initializer
                    || n instanceof FieldDeclaration) {
                return (BodyDeclaration) n;
            }
        }
        return null;
    }

    /** @return the simple names of the types enclosing {@code node}, innermost first */
    static List<String> enclosingTypes(ASTNode node) {
        List<String> out = new ArrayList<>();
        for (ASTNode n = node; n != null; n = n.getParent()) {
            if (n instanceof AbstractTypeDeclaration t) {
                out.add(t.getName().getIdentifier());
            }
        }
        return out;
    }

    /** @return the unit's file name as the compiled classes record it: its public top-level type's name (else its first type's) + {@code .java} */
    String fileName() {
        String first = null;
        for (Object o : unit.types()) {
            AbstractTypeDeclaration t = (AbstractTypeDeclaration) o;
            first = first == null ? t.getName().getIdentifier() : first;
            if (Modifier.isPublic(t.getModifiers())) {
                return t.getName().getIdentifier() + ".java";
            }
        }
        return (first == null ? rootName : first) + ".java";
    }

    /** @return {@code " at BST.java:17"}: where the engine says a {@code set} call was made */
    String at(int line) {
        return " at " + fileName() + ":" + line;
    }

    /** @return the 1-based line of a source offset */
    int line(int offset) {
        return unit.getLineNumber(offset);
    }

    /** @return a parameter's declared type, with extra dimensions and varargs as arrays */
    static String parameterType(SingleVariableDeclaration p) {
        return p.getType().toString() + "[]".repeat(p.getExtraDimensions()) + (p.isVarargs() ? "[]" : "");
    }
}
