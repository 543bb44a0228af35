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
 * {@code a && ... && b}, as the engine does on bytecode.
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
     */
    record Part(String name, Expression expression, boolean negated, MethodDeclaration method, ASTNode site) {
    }

    private final Types types;
    private boolean statementForm;

    ConjunctSplitter(Types types) {
        this.types = types;
    }

    /** @return how the body of {@code m} is written */
    static Shape shape(MethodDeclaration m) {
        List<Expression[]> segments = segments(m);
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
        List<Expression[]> segments = segments(m);
        String self = m.getName().getIdentifier() + "()";
        if (segments == null) {
            out.add(new Part(self, null, false, m, site));
            return;
        }
        statementForm |= m.getBody().statements().size() > 1;
        expanding.add(m);
        for (int k = 0; k < segments.size(); k++) {
            Expression e = segments.get(k)[0];
            boolean negated = segments.get(k)[1] != null;
            MethodInvocation call = negated ? null : soleCall(e);
            SuperMethodInvocation superCall = negated ? null : soleSuperCall(e);
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
            out.add(new Part(name, e, negated, null, e));
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
            if (falseGuard(s) == null && (s instanceof ReturnStatement || s instanceof IfStatement guard && returnsTrue(guard.getThenStatement()))) {
                return name + " returns true early at line " + line.applyAsInt(s.getStartPosition()) + ": not a conjunction";
            }
            if (falseGuard(s) == null) {
                return name + " does more than check at line " + line.applyAsInt(s.getStartPosition()) + ": not a conjunction";
            }
        }
        return null;
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
     * @return the conjunct segments of the body, each as {expression, negated-marker (non-null if negated)},
     *         or null if the body is not a conjunction in either form
     */
    static List<Expression[]> segments(MethodDeclaration m) {
        if (m.getBody() == null || m.getBody().statements().isEmpty()) {
            return null;
        }
        List<?> statements = m.getBody().statements();
        List<Expression[]> out = new ArrayList<>();
        for (int i = 0; i < statements.size() - 1; i++) {
            Expression guard = falseGuard((Statement) statements.get(i));
            if (guard == null) {
                return null;
            }
            Expression x = unparenthesized(guard);
            if (x instanceof PrefixExpression p && p.getOperator() == PrefixExpression.Operator.NOT) {
                conjuncts(p.getOperand(), out);
            } else if (x instanceof InfixExpression or && or.getOperator() == InfixExpression.Operator.CONDITIONAL_OR) {
                // if (a || b) return false; is !a && !b, as on bytecode
                List<Expression[]> leaves = new ArrayList<>();
                alternatives(or, leaves);
                out.addAll(leaves);
            } else {
                out.add(new Expression[] {guard, guard});
            }
        }
        if (!(statements.get(statements.size() - 1) instanceof ReturnStatement last) || last.getExpression() == null) {
            return null;
        }
        Expression value = last.getExpression();
        Expression bare = unparenthesized(value);
        boolean conjunction = bare instanceof InfixExpression in && in.getOperator() == InfixExpression.Operator.CONDITIONAL_AND;
        if (out.isEmpty() && !conjunction && soleCall(bare) == null && soleSuperCall(bare) == null) {
            return null; // "return E" with one E that is not a call of a predicate: the whole method is the conjunct
        }
        if (!(bare instanceof BooleanLiteral b && b.booleanValue() && !out.isEmpty())) {
            conjuncts(value, out);
        }
        return out;
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
    private static void conjuncts(Expression e, List<Expression[]> out) {
        Expression x = unparenthesized(e);
        if (x instanceof InfixExpression in && in.getOperator() == InfixExpression.Operator.CONDITIONAL_AND) {
            conjuncts(in.getLeftOperand(), out);
            conjuncts(in.getRightOperand(), out);
            for (Object o : in.extendedOperands()) {
                conjuncts((Expression) o, out);
            }
        } else {
            out.add(new Expression[] {x, null});
        }
    }

    /** Adds the leaves of a (nested, parenthesized) {@code ||} chain, each negated. */
    private static void alternatives(Expression e, List<Expression[]> out) {
        Expression x = unparenthesized(e);
        if (x instanceof InfixExpression in && in.getOperator() == InfixExpression.Operator.CONDITIONAL_OR) {
            alternatives(in.getLeftOperand(), out);
            alternatives(in.getRightOperand(), out);
            for (Object o : in.extendedOperands()) {
                alternatives((Expression) o, out);
            }
        } else {
            out.add(new Expression[] {e, e});
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
