package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.Annotation;
import org.eclipse.jdt.core.dom.ArrayAccess;
import org.eclipse.jdt.core.dom.Assignment;
import org.eclipse.jdt.core.dom.BreakStatement;
import org.eclipse.jdt.core.dom.ContinueStatement;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.FieldAccess;
import org.eclipse.jdt.core.dom.ImportDeclaration;
import org.eclipse.jdt.core.dom.LabeledStatement;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.Name;
import org.eclipse.jdt.core.dom.NameQualifiedType;
import org.eclipse.jdt.core.dom.PostfixExpression;
import org.eclipse.jdt.core.dom.PrefixExpression;
import org.eclipse.jdt.core.dom.QualifiedName;
import org.eclipse.jdt.core.dom.QualifiedType;
import org.eclipse.jdt.core.dom.SimpleName;
import org.eclipse.jdt.core.dom.SimpleType;
import org.eclipse.jdt.core.dom.SuperFieldAccess;
import org.eclipse.jdt.core.dom.SuperMethodInvocation;
import org.eclipse.jdt.core.dom.TypeLiteral;

/**
 * Walks predicate code in evaluation order, descending once into each same-unit method it calls, and
 * collects instance-field reads and writes and the uses that defeat field monitoring (reflection, identity hashes).
 */
final class PredicateWalk extends ASTVisitor {

    /** A field access: the static type of the receiver (simple name, null if unknown), the field, where, and whether an element of the array it holds is written. */
    record Access(String owner, String field, ASTNode node, boolean element) {

        /** An access of the field itself. */
        Access(String owner, String field, ASTNode node) {
            this(owner, field, node, false);
        }
    }

    /** What kind of use defeats the search's monitoring of field reads. */
    enum UseKind {
        /** Reflection reads fields the instrumentation does not see. */
        REFLECTION,
        /** Identity hashes depend on the object, not on the fields the search sets. */
        IDENTITY_HASH
    }

    /** A use of reflection or identity hashing: what was used, on which type (for hashes), where. */
    record Use(UseKind kind, String what, String type, ASTNode node) {
    }

    private static final Set<String> REFLECTIVE_CALLS = Set.of("getDeclaredField", "getDeclaredFields", "getField", "getFields",
            "setAccessible");
    private static final Set<String> REFLECT_TYPES = Set.of("Field", "Method", "Constructor", "AccessibleObject");

    private final Types types;
    private final boolean importsReflect;
    private final List<Access> reads = new ArrayList<>();
    private final List<Access> writes = new ArrayList<>();
    private final List<Use> uses = new ArrayList<>();
    private final Set<MethodDeclaration> callees = new LinkedHashSet<>();

    private PredicateWalk(Types types) {
        this.types = types;
        boolean reflect = false;
        for (Object o : types.index().unit().imports()) {
            String name = ((ImportDeclaration) o).getName().getFullyQualifiedName();
            reflect |= name.startsWith("java.lang.reflect");
        }
        this.importsReflect = reflect;
    }

    /** @return the walk of {@code start} (an expression, statement or method) and of the same-unit methods it reaches */
    static PredicateWalk of(Types types, ASTNode start) {
        PredicateWalk walk = new PredicateWalk(types);
        if (start instanceof MethodDeclaration m) {
            walk.callees.add(m);
            m.getBody().accept(walk);
        } else {
            start.accept(walk);
        }
        return walk;
    }

    /** @return field reads in evaluation order (repeats included) */
    List<Access> reads() {
        return reads;
    }

    /** @return field writes (assignments, increments) */
    List<Access> writes() {
        return writes;
    }

    /** @return reflection and identity-hash uses */
    List<Use> uses() {
        return uses;
    }

    /** @return the same-unit methods the walk entered, in first-call order */
    List<MethodDeclaration> callees() {
        return List.copyOf(callees);
    }

    @Override
    public boolean visit(MethodInvocation mi) {
        checkUse(mi);
        if (mi.getExpression() != null) {
            mi.getExpression().accept(this);
        }
        for (Object a : mi.arguments()) {
            ((ASTNode) a).accept(this);
        }
        enter(types.callees(mi));
        return false;
    }

    @Override
    public boolean visit(SuperMethodInvocation smi) {
        for (Object a : smi.arguments()) {
            ((ASTNode) a).accept(this);
        }
        enter(types.callees(smi));
        return false;
    }

    private void enter(List<MethodDeclaration> methods) {
        for (MethodDeclaration m : methods) {
            if (callees.add(m)) {
                m.getBody().accept(this);
            }
        }
    }

    @Override
    public boolean visit(FieldAccess fa) {
        fa.getExpression().accept(this);
        access(TypeNames.rawSimple(types.typeOf(fa.getExpression())), fa.getName().getIdentifier(), fa, true, false);
        return false;
    }

    @Override
    public boolean visit(SuperFieldAccess sfa) {
        access(types.index().superName(UnitIndex.enclosingType(sfa)), sfa.getName().getIdentifier(), sfa, true, false);
        return false;
    }

    @Override
    public boolean visit(QualifiedName q) {
        if (q.getFullyQualifiedName().startsWith("java.lang.reflect.")) {
            uses.add(new Use(UseKind.REFLECTION, q.getFullyQualifiedName(), null, q));
        }
        name(q, true, false);
        return false;
    }

    @Override
    public boolean visit(SimpleName s) {
        if (!s.isDeclaration() && isExpressionName(s)) {
            name(s, true, false);
        }
        return false;
    }

    @Override
    public boolean visit(Assignment a) {
        boolean compound = a.getOperator() != Assignment.Operator.ASSIGN;
        target(a.getLeftHandSide(), compound, () -> a.getRightHandSide().accept(this));
        return false;
    }

    @Override
    public boolean visit(PrefixExpression p) {
        if (p.getOperator() == PrefixExpression.Operator.INCREMENT || p.getOperator() == PrefixExpression.Operator.DECREMENT) {
            target(p.getOperand(), true, () -> { });
            return false;
        }
        return true;
    }

    @Override
    public boolean visit(PostfixExpression p) {
        target(p.getOperand(), true, () -> { });
        return false;
    }

    /** Evaluates an assignment target's receiver, reads it if compound, runs the value, then records the write. */
    private void target(Expression lhs, boolean compound, Runnable value) {
        if (lhs instanceof FieldAccess fa) {
            fa.getExpression().accept(this);
            String owner = TypeNames.rawSimple(types.typeOf(fa.getExpression()));
            access(owner, fa.getName().getIdentifier(), fa, compound, false);
            value.run();
            access(owner, fa.getName().getIdentifier(), fa, false, true);
        } else if (lhs instanceof Name n && !(n instanceof SimpleName s && types.isLocal(s))) {
            String[] owner = new String[1];
            if (n instanceof QualifiedName q) {
                owner[0] = TypeNames.rawSimple(name(q.getQualifier(), true, false));
            } else {
                UnitIndex.FieldDecl f = types.fieldOf((SimpleName) n);
                owner[0] = f == null || f.isStatic() ? null : ownerOfImplicit((SimpleName) n, f);
            }
            String field = n instanceof QualifiedName q ? q.getName().getIdentifier() : ((SimpleName) n).getIdentifier();
            if (owner[0] != null && types.index().field(owner[0], field) != null && !types.index().field(owner[0], field).isStatic()) {
                access(owner[0], field, n, compound, false);
                value.run();
                access(owner[0], field, n, false, true);
            } else {
                value.run();
            }
        } else if (lhs instanceof ArrayAccess aa) {
            aa.getArray().accept(this);
            aa.getIndex().accept(this);
            value.run();
            String[] field = arrayField(aa.getArray());
            if (field != null) {
                writes.add(new Access(field[0], field[1], aa, true));
            }
        } else {
            lhs.accept(this);
            value.run();
        }
    }

    /** @return the owner type and name of the instance field an array expression reads ({@code array}, {@code this.table}, {@code h.table}), or null */
    private String[] arrayField(Expression array) {
        String owner;
        String field;
        if (array instanceof SimpleName s && !types.isLocal(s)) {
            UnitIndex.FieldDecl f = types.fieldOf(s);
            if (f == null || f.isStatic()) {
                return null;
            }
            owner = ownerOfImplicit(s, f);
            field = s.getIdentifier();
        } else if (array instanceof QualifiedName q) {
            owner = TypeNames.rawSimple(types.typeOf(q.getQualifier()));
            field = q.getName().getIdentifier();
        } else if (array instanceof FieldAccess fa) {
            owner = TypeNames.rawSimple(types.typeOf(fa.getExpression()));
            field = fa.getName().getIdentifier();
        } else {
            return null;
        }
        UnitIndex.FieldDecl f = owner == null ? null : types.index().field(owner, field);
        return f == null || f.isStatic() ? null : new String[] {owner, field};
    }

    /** Records the reads of a name expression and returns its type text (null for unknown names and type names). */
    private String name(Name n, boolean read, boolean write) {
        if (n instanceof SimpleName s) {
            if (types.isLocal(s)) {
                return types.typeOf(s);
            }
            UnitIndex.FieldDecl f = types.fieldOf(s);
            if (f == null) {
                return null;
            }
            if (!f.isStatic()) {
                access(ownerOfImplicit(s, f), s.getIdentifier(), s, read, write);
            }
            return f.type();
        }
        QualifiedName q = (QualifiedName) n;
        String qualifierType = name(q.getQualifier(), true, false);
        String field = q.getName().getIdentifier();
        if (qualifierType == null) {
            String typeName = TypeNames.rawSimple(q.getQualifier().toString());
            UnitIndex.FieldDecl f = types.index().type(typeName) == null ? null : types.index().field(typeName, field);
            return f == null ? null : f.type(); // Type.CONSTANT, or a package-qualified name
        }
        if (field.equals("length") && TypeNames.isArray(qualifierType)) {
            return "int";
        }
        String owner = TypeNames.rawSimple(qualifierType);
        UnitIndex.FieldDecl f = types.index().field(owner, field);
        if (f != null && !f.isStatic()) {
            access(owner, field, q, read, write);
        }
        return f == null ? null : f.type();
    }

    /** @return the type whose instance an unqualified field name reads: the innermost enclosing type that has the field */
    private String ownerOfImplicit(SimpleName s, UnitIndex.FieldDecl f) {
        for (String t : UnitIndex.enclosingTypes(s)) {
            if (types.index().field(t, s.getIdentifier()) != null) {
                return t;
            }
        }
        return f.owner();
    }

    private void access(String owner, String field, ASTNode node, boolean read, boolean write) {
        if (owner != null && types.index().type(owner) == null) {
            return; // a field of a library class
        }
        if (read) {
            reads.add(new Access(owner, field, node));
        }
        if (write) {
            writes.add(new Access(owner, field, node));
        }
    }

    private static boolean isExpressionName(SimpleName s) {
        var loc = s.getLocationInParent();
        return loc != MethodInvocation.NAME_PROPERTY && loc != SuperMethodInvocation.NAME_PROPERTY && loc != FieldAccess.NAME_PROPERTY
                && loc != SuperFieldAccess.NAME_PROPERTY && loc != BreakStatement.LABEL_PROPERTY && loc != ContinueStatement.LABEL_PROPERTY
                && loc != LabeledStatement.LABEL_PROPERTY && !(s.getParent() instanceof org.eclipse.jdt.core.dom.Type)
                && !(s.getParent() instanceof Annotation) && !(s.getParent() instanceof org.eclipse.jdt.core.dom.MemberValuePair);
    }

    private void checkUse(MethodInvocation mi) {
        String name = mi.getName().getIdentifier();
        Expression receiver = mi.getExpression();
        String receiverText = receiver == null ? "" : receiver.toString();
        if (name.equals("identityHashCode") && (receiver == null || receiverText.equals("System") || receiverText.equals("java.lang.System"))) {
            String arg = mi.arguments().isEmpty() ? null : TypeNames.rawSimple(types.typeOf((Expression) mi.arguments().get(0)));
            uses.add(new Use(UseKind.IDENTITY_HASH, "System.identityHashCode", arg, mi));
        } else if (name.equals("hashCode") && mi.arguments().isEmpty()) {
            String type = receiver == null ? UnitIndex.enclosingType(mi) : TypeNames.rawSimple(types.typeOf(receiver));
            if (type != null && types.index().type(type) != null && !types.index().overridesHashCode(type)) {
                uses.add(new Use(UseKind.IDENTITY_HASH, "hashCode()", type, mi));
            }
        } else if (REFLECTIVE_CALLS.contains(name)) {
            uses.add(new Use(UseKind.REFLECTION, name, null, mi));
        }
    }

    @Override
    public boolean visit(SimpleType t) {
        String name = t.getName().getFullyQualifiedName();
        if (name.startsWith("java.lang.reflect.") || importsReflect && REFLECT_TYPES.contains(name)) {
            uses.add(new Use(UseKind.REFLECTION, name, null, t));
        }
        return false;
    }

    @Override
    public boolean visit(QualifiedType t) {
        if (t.toString().startsWith("java.lang.reflect.")) {
            uses.add(new Use(UseKind.REFLECTION, t.toString(), null, t));
        }
        return false;
    }

    @Override
    public boolean visit(NameQualifiedType t) {
        if (t.toString().startsWith("java.lang.reflect.")) {
            uses.add(new Use(UseKind.REFLECTION, t.toString(), null, t));
        }
        return false;
    }

    @Override
    public boolean visit(TypeLiteral t) {
        return false;
    }

    @Override
    public boolean visit(org.eclipse.jdt.core.dom.MarkerAnnotation a) {
        return false;
    }

    @Override
    public boolean visit(org.eclipse.jdt.core.dom.NormalAnnotation a) {
        return false;
    }

    @Override
    public boolean visit(org.eclipse.jdt.core.dom.SingleMemberAnnotation a) {
        return false;
    }
}
