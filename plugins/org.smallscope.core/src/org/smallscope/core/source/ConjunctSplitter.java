package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.Block;
import org.eclipse.jdt.core.dom.BooleanLiteral;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.IfStatement;
import org.eclipse.jdt.core.dom.InfixExpression;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.ParenthesizedExpression;
import org.eclipse.jdt.core.dom.PrefixExpression;
import org.eclipse.jdt.core.dom.ReturnStatement;
import org.eclipse.jdt.core.dom.Statement;
import org.eclipse.jdt.core.dom.SuperMethodInvocation;
import org.eclipse.jdt.core.dom.ThisExpression;

/**
 * Splits a predicate into its conjuncts as the engine's PredicateAnalyzer does on bytecode: the body
 * {@code return E1 && E2 && (E3 && E4);} gives one conjunct per Ei (nested conjunctions flattened), a
 * conjunct that only calls a same-unit {@code boolean m()} (or {@code super.m()}) is replaced by that method's conjuncts, and
 * any other body is one conjunct. It also splits guard clauses {@code if (!a) return false; ... return b;} into
 * {@code a && ... && b}, as the engine does on bytecode, and statements that can return false (a loop with a check
 * inside) between them: each ends a conjunct, the statements that cannot fail (declarations, loops that only count) join
 * the next one; a body with an early {@code return true} stays one conjunct.
 */
final class ConjunctSplitter {

    /** How the predicate's body is written. */
    enum Shape {
        /** {@code return a && b && ...;} */
        CONJUNCTION,
        /** {@code if (!a) return false; ... return b;} */
        STATEMENTS,
        /** any other body: one conjunct */
        WHOLE
    }

    /**
     * One conjunct.
     *
     * @param name {@code ordersOk()}, {@code repOk() part 2} or {@code repOk()}, as the engine names conjuncts
     * @param expression the conjunct's expression, or null when it is a whole method
     * @param negated whether the conjunct is the negation of {@code expression} ({@code if (a) return false;})
     * @param method the whole method the conjunct is, or null
     * @param site where to show it: the expression, or the call that led to the whole method
     * @param statements the statements of the conjunct before its expression (a loop, the declarations it needs), or empty
     */
    record Part(String name, Expression expression, boolean negated, MethodDeclaration method, ASTNode site, List<Statement> statements) {
    }

    /**
     * A conjunct of a body: statements, then (unless the last statement is the check) an expression.
     *
     * @param expression the checked expression, or null when the last statement is the check (a loop that can return false)
     * @param negated whether the conjunct is the negation of {@code expression}
     * @param statements the statements before the expression, in order
     */
    record Segment(Expression expression, boolean negated, List<Statement> statements) {

        Segment after(List<Statement> before) {
            List<Statement> all = new ArrayList<>(before);
            all.addAll(statements);
            return new Segment(expression, negated, all);
        }
    }

    private final Types types;
    private boolean statementForm;

    ConjunctSplitter(Types types) {
        this.types = types;
    }

    /** @return how the body of {@code m} is written */
    static Shape shape(MethodDeclaration m) {
        List<Segment> segments = segments(m);
        if (segments == null) {
            return Shape.WHOLE;
        }
        return m.getBody().statements().size() > 1 ? Shape.STATEMENTS : Shape.CONJUNCTION;
    }

    /** @return the conjuncts of predicate {@code m}, in order */
    List<Part> split(MethodDeclaration m) {
        List<Part> out = new ArrayList<>();
        flatten(m, m.getName(), out, new HashSet<>());
        return out;
    }

    private void flatten(MethodDeclaration m, ASTNode site, List<Part> out, Set<MethodDeclaration> expanding) {
        List<Segment> segments = segments(m);
        String self = m.getName().getIdentifier() + "()";
        if (segments == null) {
            out.add(new Part(self, null, false, m, site, List.of()));
            return;
        }
        statementForm |= m.getBody().statements().size() > 1;
        expanding.add(m);
        for (int k = 0; k < segments.size(); k++) {
            Segment seg = segments.get(k);
            Expression e = seg.expression();
            boolean plain = e != null && !seg.negated() && seg.statements().isEmpty();
            MethodInvocation call = plain ? soleCall(e) : null;
            SuperMethodInvocation superCall = plain ? soleSuperCall(e) : null;
            if (superCall != null) {
                // super.repOk(): statically bound to the superclass's method, whose conjuncts come first (as on bytecode)
                List<MethodDeclaration> callees = types.callees(superCall);
                if (callees.size() == 1 && isPredicate(callees.get(0)) && !expanding.contains(callees.get(0))) {
                    flatten(callees.get(0), superCall, out, expanding);
                    continue;
                }
            }
            if (call != null) {
                List<MethodDeclaration> callees = types.callees(call);
                if (callees.size() == 1 && isPredicate(callees.get(0)) && !expanding.contains(callees.get(0))) {
                    flatten(callees.get(0), call, out, expanding);
                    continue;
                }
            }
            String name = call != null ? call.getName().getIdentifier() + "()"
                    : superCall != null ? superCall.getName().getIdentifier() + "()"
                    : segments.size() == 1 ? self : m.getName().getIdentifier() + "() part " + (k + 1);
            ASTNode where = seg.statements().isEmpty() ? e : seg.statements().get(0);
            out.add(new Part(name, e, seg.negated(), null, where, List.copyOf(seg.statements())));
        }
        expanding.remove(m);
    }

    /** @return whether the last split used the statement form (guard clauses) somewhere */
    boolean usedStatementForm() {
        return statementForm;
    }

    /**
     * @param line the line of a source offset
     * @return why a body of several statements is not a sequence of guard clauses ({@code m returns true early at line 12:
     *         not a conjunction}), or null when it is one or has one statement
     */
    static String whyNotAConjunction(MethodDeclaration m, java.util.function.IntUnaryOperator line) {
        if (m.getBody() == null || m.getBody().statements().size() < 2 || segments(m) != null) {
            return null;
        }
        List<?> statements = m.getBody().statements();
        String name = m.getName().getIdentifier();
        for (int i = 0; i < statements.size() - 1; i++) {
            Statement s = (Statement) statements.get(i);
            if (falseGuard(s) == null && returnsOtherThanFalse(s)) {
                return name + " returns true early at line " + line.applyAsInt(s.getStartPosition()) + ": not a conjunction";
            }
        }
        for (int i = 0; i < statements.size() - 1; i++) {
            Statement s = (Statement) statements.get(i);
            if (falseGuard(s) == null && canFail(s)) {
                return name + " makes all of its checks inside the statement at line " + line.applyAsInt(s.getStartPosition())
                        + " (a loop around them): not a conjunction";
            }
        }
        for (int i = 0; i < statements.size() - 1; i++) {
            Statement s = (Statement) statements.get(i);
            if (falseGuard(s) == null) {
                return name + " does more than check at line " + line.applyAsInt(s.getStartPosition()) + ": not a conjunction";
            }
        }
        Statement last = (Statement) statements.get(statements.size() - 1);
        return name + " does more than check at line " + line.applyAsInt(last.getStartPosition()) + ": not a conjunction";
    }

    /** @return whether {@code s} is {@code return E;} (or a block of it) with E other than {@code false} */
    private static boolean returnsTrue(Statement s) {
        Statement then = s instanceof Block b && b.statements().size() == 1 ? (Statement) b.statements().get(0) : s;
        return then instanceof ReturnStatement r && r.getExpression() != null
                && !(unparenthesized(r.getExpression()) instanceof BooleanLiteral f && !f.booleanValue());
    }

    private static boolean isPredicate(MethodDeclaration m) {
        return m.parameters().isEmpty() && m.getReturnType2() != null && m.getReturnType2().toString().equals("boolean") && m.getBody() != null;
    }

    /** @return {@code m()} or {@code this.m()} without arguments, else null */
    static MethodInvocation soleCall(Expression e) {
        Expression x = unparenthesized(e);
        if (x instanceof MethodInvocation mi && mi.arguments().isEmpty()
                && (mi.getExpression() == null || mi.getExpression() instanceof ThisExpression t && t.getQualifier() == null)) {
            return mi;
        }
        return null;
    }

    /** @return {@code super.m()} without arguments or qualifier, else null */
    static SuperMethodInvocation soleSuperCall(Expression e) {
        Expression x = unparenthesized(e);
        if (x instanceof SuperMethodInvocation smi && smi.arguments().isEmpty() && smi.getQualifier() == null) {
            return smi;
        }
        return null;
    }

    /**
     * @return the conjunct segments of the body, or null if the body is not a conjunction in either form (an early
     *         {@code return true}, or a single check that a loop surrounds)
     */
    static List<Segment> segments(MethodDeclaration m) {
        if (m.getBody() == null || m.getBody().statements().isEmpty()) {
            return null;
        }
        List<?> statements = m.getBody().statements();
        List<Segment> out = new ArrayList<>();
        List<Statement> pending = new ArrayList<>();
        for (int i = 0; i < statements.size() - 1; i++) {
            Statement s = (Statement) statements.get(i);
            Expression guard = falseGuard(s);
            if (guard == null) {
                if (returnsOtherThanFalse(s)) {
                    return null;
                }
                pending.add(s);
                if (canFail(s)) {
                    out.add(new Segment(null, false, pending));
                    pending = new ArrayList<>();
                }
                continue;
            }
            List<Segment> leaves = new ArrayList<>();
            Expression x = unparenthesized(guard);
            if (x instanceof PrefixExpression p && p.getOperator() == PrefixExpression.Operator.NOT) {
                conjuncts(p.getOperand(), leaves);
            } else if (x instanceof InfixExpression or && or.getOperator() == InfixExpression.Operator.CONDITIONAL_OR) {
                // if (a || b) return false; is !a && !b, as on bytecode
                alternatives(or, leaves);
            } else {
                leaves.add(new Segment(guard, true, List.of()));
            }
            leaves.set(0, leaves.get(0).after(pending));
            pending = new ArrayList<>();
            out.addAll(leaves);
        }
        if (!(statements.get(statements.size() - 1) instanceof ReturnStatement last) || last.getExpression() == null) {
            return null;
        }
        Expression value = last.getExpression();
        Expression bare = unparenthesized(value);
        boolean conjunction = bare instanceof InfixExpression in && in.getOperator() == InfixExpression.Operator.CONDITIONAL_AND;
        boolean returnsTrue = bare instanceof BooleanLiteral b && b.booleanValue();
        if (out.isEmpty() && pending.isEmpty() && !conjunction && soleCall(bare) == null && soleSuperCall(bare) == null) {
            return null; // "return E" with one E that is not a call of a predicate: the whole method is the conjunct
        }
        if (!(returnsTrue && !out.isEmpty())) {
            List<Segment> leaves = new ArrayList<>();
            conjuncts(value, leaves);
            leaves.set(0, leaves.get(0).after(pending));
            out.addAll(leaves);
        } else if (!pending.isEmpty()) {
            out.add(new Segment(null, false, pending)); // statements that cannot fail before the final return true
        }
        if (out.size() == 1 && !out.get(0).statements().isEmpty()) {
            return null; // one check with statements before it, or a loop around every check: not a conjunction
        }
        return out;
    }

    /** @return whether {@code s} holds a {@code return false} of the method (not of a lambda or local class in it) */
    private static boolean canFail(Statement s) {
        boolean[] found = {false};
        s.accept(new ReturnFinder() {
            @Override
            public boolean visit(ReturnStatement r) {
                found[0] |= r.getExpression() != null && unparenthesized(r.getExpression()) instanceof BooleanLiteral f && !f.booleanValue();
                return false;
            }
        });
        return found[0];
    }

    /** @return whether {@code s} holds a return of the method with another value than {@code false} (an early return true) */
    private static boolean returnsOtherThanFalse(Statement s) {
        boolean[] found = {false};
        s.accept(new ReturnFinder() {
            @Override
            public boolean visit(ReturnStatement r) {
                found[0] |= r.getExpression() == null || !(unparenthesized(r.getExpression()) instanceof BooleanLiteral f && !f.booleanValue());
                return false;
            }
        });
        return found[0];
    }

    /** Visits the returns of a method's own statements, not those of lambdas and local or anonymous classes in them. */
    private abstract static class ReturnFinder extends org.eclipse.jdt.core.dom.ASTVisitor {
        @Override
        public boolean visit(org.eclipse.jdt.core.dom.LambdaExpression l) {
            return false;
        }

        @Override
        public boolean visit(org.eclipse.jdt.core.dom.AnonymousClassDeclaration a) {
            return false;
        }

        @Override
        public boolean visit(org.eclipse.jdt.core.dom.TypeDeclarationStatement t) {
            return false;
        }
    }

    /** @return the condition of {@code if (C) return false;} (no else), else null */
    private static Expression falseGuard(Statement s) {
        if (!(s instanceof IfStatement i) || i.getElseStatement() != null) {
            return null;
        }
        Statement then = i.getThenStatement();
        if (then instanceof Block b && b.statements().size() == 1) {
            then = (Statement) b.statements().get(0);
        }
        if (then instanceof ReturnStatement r && r.getExpression() != null && unparenthesized(r.getExpression()) instanceof BooleanLiteral f
                && !f.booleanValue()) {
            return i.getExpression();
        }
        return null;
    }

    /** Adds the leaves of a (nested, parenthesized) {@code &&} chain. */
    private static void conjuncts(Expression e, List<Segment> out) {
        Expression x = unparenthesized(e);
        if (x instanceof InfixExpression in && in.getOperator() == InfixExpression.Operator.CONDITIONAL_AND) {
            conjuncts(in.getLeftOperand(), out);
            conjuncts(in.getRightOperand(), out);
            for (Object o : in.extendedOperands()) {
                conjuncts((Expression) o, out);
            }
        } else {
            out.add(new Segment(x, false, List.of()));
        }
    }

    /** Adds the leaves of a (nested, parenthesized) {@code ||} chain, each negated. */
    private static void alternatives(Expression e, List<Segment> out) {
        Expression x = unparenthesized(e);
        if (x instanceof InfixExpression in && in.getOperator() == InfixExpression.Operator.CONDITIONAL_OR) {
            alternatives(in.getLeftOperand(), out);
            alternatives(in.getRightOperand(), out);
            for (Object o : in.extendedOperands()) {
                alternatives((Expression) o, out);
            }
        } else {
            out.add(new Segment(e, true, List.of()));
        }
    }

    static Expression unparenthesized(Expression e) {
        Expression x = e;
        while (x instanceof ParenthesizedExpression p) {
            x = p.getExpression();
        }
        return x;
    }
}
