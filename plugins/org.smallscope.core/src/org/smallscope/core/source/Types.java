package org.smallscope.core.source;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.ArrayAccess;
import org.eclipse.jdt.core.dom.Assignment;
import org.eclipse.jdt.core.dom.BodyDeclaration;
import org.eclipse.jdt.core.dom.CastExpression;
import org.eclipse.jdt.core.dom.ClassInstanceCreation;
import org.eclipse.jdt.core.dom.ConditionalExpression;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.FieldAccess;
import org.eclipse.jdt.core.dom.IMethodBinding;
import org.eclipse.jdt.core.dom.ITypeBinding;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.Name;
import org.eclipse.jdt.core.dom.ParenthesizedExpression;
import org.eclipse.jdt.core.dom.QualifiedName;
import org.eclipse.jdt.core.dom.SimpleName;
import org.eclipse.jdt.core.dom.SingleVariableDeclaration;
import org.eclipse.jdt.core.dom.SuperMethodInvocation;
import org.eclipse.jdt.core.dom.ThisExpression;
import org.eclipse.jdt.core.dom.VariableDeclarationExpression;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;
import org.eclipse.jdt.core.dom.VariableDeclarationStatement;

/**
 * Static types of expressions and the same-unit methods a call reaches, from declarations in the unit
 * (locals, parameters, fields); resolved bindings are used when the AST has them, but are not needed.
 */
final class Types {

    private static final Set<String> ELEMENT_GETTERS = Set.of("get", "getFirst", "getLast", "peek", "peekFirst", "peekLast", "poll",
            "pollFirst", "pollLast", "pop", "remove", "removeFirst", "removeLast", "next", "element", "first", "last");

    private final UnitIndex index;
    private final Map<BodyDeclaration, Map<String, Object>> locals = new HashMap<>();
    private final Set<Expression> inProgress = new HashSet<>();

    Types(UnitIndex index) {
        this.index = index;
    }

    UnitIndex index() {
        return index;
    }

    /** @return whether {@code name} names a local variable or parameter of its method (anywhere in it) */
    boolean isLocal(SimpleName name) {
        BodyDeclaration member = UnitIndex.enclosingMember(name);
        return member != null && localsOf(member).containsKey(name.getIdentifier());
    }

    /** @return the field an unqualified name refers to (enclosing types, innermost first), or null for locals and unknown names */
    UnitIndex.FieldDecl fieldOf(SimpleName name) {
        if (isLocal(name)) {
            return null;
        }
        for (String t : UnitIndex.enclosingTypes(name)) {
            UnitIndex.FieldDecl f = index.field(t, name.getIdentifier());
            if (f != null) {
                return f;
            }
        }
        return null;
    }

    /** @return the type text of an expression ({@code Node}, {@code List<Node>}, {@code int}), or null if unknown */
    String typeOf(Expression e) {
        if (e == null) {
            return null;
        }
        if (e.getAST().hasResolvedBindings()) {
            ITypeBinding b = e.resolveTypeBinding();
            if (b != null && !b.isRecovered()) {
                return b.getName();
            }
        }
        if (!inProgress.add(e)) {
            return null;
        }
        try {
            return syntacticType(e);
        } finally {
            inProgress.remove(e);
        }
    }

    private String syntacticType(Expression e) {
        if (e instanceof SimpleName s) {
            BodyDeclaration member = UnitIndex.enclosingMember(s);
            if (member != null) {
                Map<String, Object> known = localsOf(member);
                if (known.containsKey(s.getIdentifier())) {
                    Object t = known.get(s.getIdentifier());
                    return t instanceof String text ? text : t instanceof Expression init ? typeOf(init) : null;
                }
            }
            UnitIndex.FieldDecl f = fieldOf(s);
            return f == null ? null : f.type();
        } else if (e instanceof QualifiedName q) {
            if (q.getName().getIdentifier().equals("length") && TypeNames.isArray(typeOf(q.getQualifier()))) {
                return "int";
            }
            String owner = TypeNames.rawSimple(typeOf(q.getQualifier()));
            if (owner == null && index.type(TypeNames.rawSimple(q.getQualifier().toString())) != null) {
                owner = TypeNames.rawSimple(q.getQualifier().toString());
            }
            UnitIndex.FieldDecl f = owner == null ? null : index.field(owner, q.getName().getIdentifier());
            return f == null ? null : f.type();
        } else if (e instanceof ThisExpression t) {
            return t.getQualifier() != null ? TypeNames.rawSimple(t.getQualifier().toString()) : UnitIndex.enclosingType(t);
        } else if (e instanceof FieldAccess fa) {
            UnitIndex.FieldDecl f = index.field(TypeNames.rawSimple(typeOf(fa.getExpression())), fa.getName().getIdentifier());
            return f == null ? null : f.type();
        } else if (e instanceof MethodInvocation mi) {
            List<MethodDeclaration> callees = callees(mi);
            if (!callees.isEmpty() && callees.get(0).getReturnType2() != null) {
                return callees.get(0).getReturnType2().toString();
            }
            if (mi.getExpression() != null && ELEMENT_GETTERS.contains(mi.getName().getIdentifier())) {
                return TypeNames.element(typeOf(mi.getExpression()));
            }
            return null;
        } else if (e instanceof ParenthesizedExpression p) {
            return typeOf(p.getExpression());
        } else if (e instanceof CastExpression c) {
            return c.getType().toString();
        } else if (e instanceof ArrayAccess a) {
            return TypeNames.element(typeOf(a.getArray()));
        } else if (e instanceof ConditionalExpression c) {
            String t = typeOf(c.getThenExpression());
            return t != null ? t : typeOf(c.getElseExpression());
        } else if (e instanceof ClassInstanceCreation c) {
            return c.getType().toString();
        } else if (e instanceof Assignment a) {
            return typeOf(a.getLeftHandSide());
        }
        return null;
    }

    /** @return the same-unit methods a call may run (the most specific declaration by receiver type), empty for library calls */
    List<MethodDeclaration> callees(MethodInvocation mi) {
        String name = mi.getName().getIdentifier();
        int arity = mi.arguments().size();
        if (mi.getAST().hasResolvedBindings()) {
            IMethodBinding b = mi.resolveMethodBinding();
            if (b != null) {
                ASTNode decl = index.unit().findDeclaringNode(b.getMethodDeclaration());
                if (decl instanceof MethodDeclaration m && m.getBody() != null) {
                    return List.of(m);
                }
                if (b.getDeclaringClass() != null && index.type(b.getDeclaringClass().getErasure().getName()) == null) {
                    return List.of();
                }
            }
        }
        Expression receiver = mi.getExpression();
        if (receiver == null) {
            for (String t : UnitIndex.enclosingTypes(mi)) {
                List<MethodDeclaration> found = index.methods(t, name, arity);
                if (!found.isEmpty()) {
                    return found;
                }
            }
            return List.of();
        }
        if (receiver instanceof ThisExpression t) {
            return index.methods(t.getQualifier() != null ? TypeNames.rawSimple(t.getQualifier().toString()) : UnitIndex.enclosingType(t),
                    name, arity);
        }
        String type = typeOf(receiver);
        if (type == null && receiver instanceof Name n && index.type(TypeNames.rawSimple(n.toString())) != null) {
            return index.methods(TypeNames.rawSimple(n.toString()), name, arity); // a static call Type.m()
        }
        if (type == null) {
            return receiver instanceof Name ? List.of() : index.methodsAnywhere(name, arity);
        }
        String raw = TypeNames.rawSimple(type);
        return index.type(raw) == null ? List.of() : index.methods(raw, name, arity);
    }

    /** @return the same-unit methods a {@code super.m()} call runs */
    List<MethodDeclaration> callees(SuperMethodInvocation smi) {
        String sup = index.superName(UnitIndex.enclosingType(smi));
        return sup == null ? List.of() : index.methods(sup, smi.getName().getIdentifier(), smi.arguments().size());
    }

    private Map<String, Object> localsOf(BodyDeclaration member) {
        return locals.computeIfAbsent(member, m -> {
            Map<String, Object> names = new HashMap<>();
            m.accept(new ASTVisitor() {
                @Override
                public boolean visit(SingleVariableDeclaration node) {
                    String t = UnitIndex.parameterType(node);
                    names.put(node.getName().getIdentifier(), t.equals("var") ? null : t);
                    return true;
                }

                @Override
                public boolean visit(VariableDeclarationFragment node) {
                    ASTNode parent = node.getParent();
                    String type = parent instanceof VariableDeclarationStatement s ? s.getType().toString()
                            : parent instanceof VariableDeclarationExpression x ? x.getType().toString() : null;
                    if (type != null && !type.equals("var")) {
                        names.put(node.getName().getIdentifier(), type + "[]".repeat(node.getExtraDimensions()));
                    } else if (!(parent instanceof org.eclipse.jdt.core.dom.FieldDeclaration)) {
                        names.put(node.getName().getIdentifier(), node.getInitializer());
                    }
                    return true;
                }
            });
            return names;
        });
    }
}
