package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.NumberLiteral;
import org.eclipse.jdt.core.dom.PrefixExpression;
import org.eclipse.jdt.core.dom.ReturnStatement;
import org.eclipse.jdt.core.dom.SimpleName;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;

/**
 * Finds the instance fields of the finitized classes that repOk reads but no finitization binds: each keeps the value its
 * constructor gives it in every candidate, which silently narrows the suite (the engine says the same after a run).
 */
final class UnboundFieldLint {

    private final SourceModel model;
    private final UnitIndex index;
    private final Types types;
    private final FieldMatcher matcher;
    private final Set<String> classes;

    UnboundFieldLint(SourceModel model, FieldMatcher matcher, Set<String> classes) {
        this.model = model;
        this.index = model.ast().index();
        this.types = model.ast().types();
        this.matcher = matcher;
        this.classes = classes;
    }

    /** @return one finding per unbound field {@code walk} reads, at its first read; none when the finitization's bounds are not all known */
    List<Lints.Finding> findings(PredicateWalk walk, MethodDeclaration repOk) {
        List<Lints.Finding> out = new ArrayList<>();
        if (!boundsKnown()) {
            return out;
        }
        Set<String> written = new HashSet<>();
        for (PredicateWalk.Access w : walk.writes()) {
            UnitIndex.FieldDecl f = declaration(w);
            if (f != null && !w.element()) {
                written.add(f.owner() + "." + w.field()); // scratch state repOk sets itself: not a constructor's value
            }
        }
        Map<String, PredicateWalk.Access> first = new LinkedHashMap<>();
        for (PredicateWalk.Access a : walk.reads()) {
            UnitIndex.FieldDecl f = declaration(a);
            if (f != null && !f.isStatic() && !f.isFinal() && matcher.match(a) == null && !written.contains(f.owner() + "." + a.field())) {
                first.putIfAbsent(f.owner() + "." + a.field(), a);
            }
        }
        String fin = model.finitizations().get(0).name();
        ReturnStatement ret = finitizationReturn();
        String receiver = ret == null ? "f" : ((SimpleName) ret.getExpression()).getIdentifier();
        first.forEach((name, a) -> {
            UnitIndex.FieldDecl f = declaration(a);
            String setName = f.owner().equals(index.rootName()) ? a.field() : name;
            int line = index.line(a.node().getStartPosition());
            String where = " (line " + line
                    + (UnitIndex.enclosingMember(a.node()) instanceof MethodDeclaration m && m != repOk ? ", in " + m.getName() : "") + ")";
            out.add(new Lints.Finding(Lints.Kind.UNBOUND_FIELD, repOk.getName() + "() reads " + name + where + ", which the finitization "
                    + fin + " does not bound: every candidate keeps the value its constructor gives it, so the suite holds no structure "
                    + "with another value; bound it with " + receiver + ".set(\"" + setName + "\", ...), or declare it final if it is a constant",
                    line, a.node().getStartPosition(), a.node().getLength(), fix(ret, receiver, setName, f)));
        });
        return out;
    }

    /**
     * @return the declaration of the instance field an access reads when its receiver is one of the finitized classes; for an
     *         unknown receiver, the only unbound field of that name among those classes; else null
     */
    private UnitIndex.FieldDecl declaration(PredicateWalk.Access a) {
        if (a.owner() != null) {
            return classes.contains(a.owner()) ? index.field(a.owner(), a.field()) : null;
        }
        Map<String, UnitIndex.FieldDecl> candidates = new LinkedHashMap<>();
        for (String c : classes) {
            UnitIndex.FieldDecl f = index.field(c, a.field());
            if (f != null && !f.isStatic() && !f.isFinal() && !bound(c, a.field())) {
                candidates.put(f.owner(), f);
            }
        }
        return candidates.size() == 1 ? candidates.values().iterator().next() : null;
    }

    private boolean bound(String owner, String field) {
        return matcher.match(new PredicateWalk.Access(owner, field, null)) != null;
    }

    /**
     * @return whether every field the finitization binds is known from source: there is one, each {@code set} names its field
     *         by a literal, and it hands the finitization to no method outside the unit (which might bind more)
     */
    private boolean boundsKnown() {
        if (model.finitizations().isEmpty() || model.finitizations().stream().flatMap(f -> f.sets().stream()).anyMatch(s -> s.qualifiedName() == null)) {
            return false;
        }
        boolean[] known = {true};
        Set<MethodDeclaration> seen = new HashSet<>();
        for (MethodDeclaration m : model.ast().finitizations().values()) {
            scan(m, seen, known);
        }
        return known[0];
    }

    private void scan(MethodDeclaration m, Set<MethodDeclaration> seen, boolean[] known) {
        if (!seen.add(m) || m.getBody() == null) {
            return;
        }
        m.getBody().accept(new ASTVisitor() {
            @Override
            public void endVisit(MethodInvocation mi) {
                List<MethodDeclaration> callees = types.callees(mi);
                callees.forEach(c -> scan(c, seen, known));
                if (!callees.isEmpty()) {
                    return;
                }
                for (Object arg : mi.arguments()) {
                    if ("IFinitization".equals(TypeNames.rawSimple(types.typeOf((Expression) arg)))) {
                        known[0] = false; // a library method that may bind fields of the finitization it is given
                    }
                }
                ASTNode parent = mi.getParent();
                if (!mi.getName().getIdentifier().equals("create") && (parent instanceof ReturnStatement
                        || parent instanceof VariableDeclarationFragment v && "IFinitization".equals(TypeNames.rawSimple(types.typeOf(v.getName()))))) {
                    known[0] = false; // a finitization made elsewhere, with bounds this unit does not show
                }
            }
        });
    }

    /** @return the last statement of the first finitization overload that ends in {@code return <variable>;}, or null */
    private ReturnStatement finitizationReturn() {
        for (MethodDeclaration m : model.ast().finitizations().values()) {
            List<?> statements = m.getBody().statements();
            if (!statements.isEmpty() && statements.get(statements.size() - 1) instanceof ReturnStatement r
                    && r.getExpression() instanceof SimpleName) {
                return r;
            }
        }
        return null;
    }

    /** @return the insertion of {@code set(name, value..value)} before the finitization's return, for int and boolean fields; else null */
    private Lints.Fix fix(ReturnStatement ret, String receiver, String setName, UnitIndex.FieldDecl f) {
        String domain = switch (f.type()) {
            case "int" -> receiver + ".createIntSet(" + initialValue(f) + ", " + initialValue(f) + ")";
            case "boolean" -> receiver + ".createBooleanSet()";
            default -> null;
        };
        if (ret == null || domain == null) {
            return null;
        }
        return new Lints.Fix(ret.getStartPosition(), receiver + ".set(\"" + setName + "\", " + domain + ");");
    }

    /** @return the int value a field's initializer gives it ({@code 4}, {@code -1}), or 0 without an int literal */
    static int initialValue(UnitIndex.FieldDecl f) {
        Expression init = f.fragment().getInitializer();
        boolean negative = false;
        if (init instanceof PrefixExpression p && p.getOperator() == PrefixExpression.Operator.MINUS) {
            negative = true;
            init = p.getOperand();
        }
        if (init instanceof NumberLiteral n) {
            try {
                int v = Integer.decode(n.getToken().replace("_", ""));
                return negative ? -v : v;
            } catch (NumberFormatException e) {
                return 0;
            }
        }
        return 0;
    }
}
