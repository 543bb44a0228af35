package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.Assignment;
import org.eclipse.jdt.core.dom.BooleanLiteral;
import org.eclipse.jdt.core.dom.CharacterLiteral;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.ExpressionStatement;
import org.eclipse.jdt.core.dom.FieldAccess;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.NullLiteral;
import org.eclipse.jdt.core.dom.NumberLiteral;
import org.eclipse.jdt.core.dom.ParenthesizedExpression;
import org.eclipse.jdt.core.dom.PostfixExpression;
import org.eclipse.jdt.core.dom.PrefixExpression;
import org.eclipse.jdt.core.dom.QualifiedName;
import org.eclipse.jdt.core.dom.SimpleName;
import org.eclipse.jdt.core.dom.Type;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;
import org.eclipse.jdt.core.dom.VariableDeclarationStatement;

/**
 * Finds, in a piece of predicate code, the locals it declares with a constant (or no) value and never reads, only sets
 * to constants or steps ({@code int count = 0; ... count++;} before a check that reads the count was added), and takes
 * those stores out of a copy: as the engine's bytecode hashes leave them out, so adding a counter keeps a loop's hash.
 */
final class DeadLocals {

    private DeadLocals() {
    }

    /** @return the locals declared in {@code code} with a constant or no initializer that no part of {@code code} reads */
    static Set<String> of(List<? extends ASTNode> code) {
        Set<String> candidates = new LinkedHashSet<>();
        Set<String> read = new HashSet<>();
        for (ASTNode n : code) {
            n.accept(new ASTVisitor() {
                @Override
                public boolean visit(VariableDeclarationFragment f) {
                    if (f.getInitializer() == null || constant(f.getInitializer())) {
                        candidates.add(f.getName().getIdentifier());
                    } else {
                        read.add(f.getName().getIdentifier()); // set from other code: never dropped
                    }
                    if (f.getInitializer() != null) {
                        f.getInitializer().accept(this);
                    }
                    return false;
                }

                @Override
                public boolean visit(SimpleName s) {
                    if (!isNameOfSomethingElse(s) && !isDeadStoreTarget(s)) {
                        read.add(s.getIdentifier());
                    }
                    return false;
                }
            });
        }
        candidates.removeAll(read);
        return candidates;
    }

    /** @return the names {@code code} declares as locals */
    static Set<String> declared(List<? extends ASTNode> code) {
        Set<String> out = new HashSet<>();
        for (ASTNode n : code) {
            n.accept(new ASTVisitor() {
                @Override
                public boolean visit(VariableDeclarationFragment f) {
                    out.add(f.getName().getIdentifier());
                    return true;
                }

                @Override
                public boolean visit(org.eclipse.jdt.core.dom.SingleVariableDeclaration d) {
                    out.add(d.getName().getIdentifier());
                    return true;
                }
            });
        }
        return out;
    }

    /** @return the simple names {@code code} uses (reads or writes), fields and methods left out where the syntax says so */
    static Set<String> used(List<? extends ASTNode> code) {
        Set<String> out = new HashSet<>();
        for (ASTNode n : code) {
            n.accept(new ASTVisitor() {
                @Override
                public boolean visit(SimpleName s) {
                    if (!isNameOfSomethingElse(s)) {
                        out.add(s.getIdentifier());
                    }
                    return false;
                }
            });
        }
        return out;
    }

    /** Takes the stores to {@code dead} out of {@code copy} (a copied subtree, changed in place). */
    static void strip(ASTNode copy, Set<String> dead) {
        if (dead.isEmpty()) {
            return;
        }
        List<ASTNode> drop = new ArrayList<>();
        copy.accept(new ASTVisitor() {
            @Override
            public boolean visit(ExpressionStatement s) {
                if (deadStore(s.getExpression(), dead)) {
                    drop.add(s);
                }
                return true;
            }

            @Override
            public boolean visit(VariableDeclarationFragment f) {
                if (dead.contains(f.getName().getIdentifier())) {
                    drop.add(f);
                }
                return true;
            }

            @Override
            public boolean visit(org.eclipse.jdt.core.dom.ForStatement f) {
                for (Object u : f.updaters()) {
                    if (deadStore((Expression) u, dead)) {
                        drop.add((ASTNode) u);
                    }
                }
                return true;
            }
        });
        for (ASTNode n : drop) {
            if (n.getParent() == null) {
                continue;
            }
            if (n instanceof VariableDeclarationFragment f && f.getParent() instanceof VariableDeclarationStatement v && v.fragments().size() == 1) {
                remove(v);
            } else if (n instanceof VariableDeclarationFragment f && f.getParent() instanceof VariableDeclarationStatement v) {
                f.delete();
            } else if (n instanceof VariableDeclarationFragment) {
                continue; // in a for's or resource's declaration: kept (rare; the hash then differs, which is only cautious)
            } else {
                remove(n);
            }
        }
    }

    /** @return whether statement {@code s} does nothing but declare or store to {@code dead} locals (then it is left out whole) */
    static boolean wholly(ASTNode s, Set<String> dead) {
        if (s instanceof ExpressionStatement e) {
            return deadStore(e.getExpression(), dead);
        }
        if (s instanceof VariableDeclarationStatement v) {
            return v.fragments().stream().allMatch(f -> dead.contains(((VariableDeclarationFragment) f).getName().getIdentifier()));
        }
        return false;
    }

    private static void remove(ASTNode n) {
        if (n.getParent() == null) {
            return;
        }
        if (n.getLocationInParent().isChildListProperty()) {
            n.delete();
        } else if (n instanceof org.eclipse.jdt.core.dom.Statement) {
            n.getParent().setStructuralProperty(n.getLocationInParent(), n.getAST().newEmptyStatement());
        }
    }

    private static boolean deadStore(Expression e, Set<String> dead) {
        Expression x = unparenthesized(e);
        if (x instanceof PostfixExpression p) {
            return p.getOperand() instanceof SimpleName s && dead.contains(s.getIdentifier());
        }
        if (x instanceof PrefixExpression p && (p.getOperator() == PrefixExpression.Operator.INCREMENT
                || p.getOperator() == PrefixExpression.Operator.DECREMENT)) {
            return p.getOperand() instanceof SimpleName s && dead.contains(s.getIdentifier());
        }
        if (x instanceof Assignment a && a.getLeftHandSide() instanceof SimpleName s && dead.contains(s.getIdentifier())) {
            return constant(a.getRightHandSide()) && (a.getOperator() == Assignment.Operator.ASSIGN
                    || a.getOperator() == Assignment.Operator.PLUS_ASSIGN || a.getOperator() == Assignment.Operator.MINUS_ASSIGN);
        }
        return false;
    }

    /** @return whether {@code s} is the operand of a step or the target of a constant store made as a statement of its own */
    private static boolean isDeadStoreTarget(SimpleName s) {
        ASTNode parent = s.getParent();
        ASTNode store = parent instanceof PostfixExpression || parent instanceof PrefixExpression p && (p.getOperator() == PrefixExpression.Operator.INCREMENT
                || p.getOperator() == PrefixExpression.Operator.DECREMENT) ? parent
                : parent instanceof Assignment a && a.getLeftHandSide() == s && constant(a.getRightHandSide())
                        && (a.getOperator() == Assignment.Operator.ASSIGN || a.getOperator() == Assignment.Operator.PLUS_ASSIGN
                                || a.getOperator() == Assignment.Operator.MINUS_ASSIGN) ? parent : null;
        if (store == null) {
            return false;
        }
        ASTNode up = store.getParent();
        while (up instanceof ParenthesizedExpression) {
            up = up.getParent();
        }
        return up instanceof ExpressionStatement || store.getLocationInParent() == org.eclipse.jdt.core.dom.ForStatement.UPDATERS_PROPERTY;
    }

    /** @return whether {@code s} names a field, method or type rather than a local, as far as the syntax tells */
    private static boolean isNameOfSomethingElse(SimpleName s) {
        return s.getLocationInParent() == QualifiedName.NAME_PROPERTY || s.getLocationInParent() == MethodInvocation.NAME_PROPERTY
                || s.getLocationInParent() == FieldAccess.NAME_PROPERTY || s.getParent() instanceof Type;
    }

    private static boolean constant(Expression e) {
        Expression x = unparenthesized(e);
        if (x instanceof PrefixExpression p && p.getOperator() == PrefixExpression.Operator.MINUS) {
            x = unparenthesized(p.getOperand());
        }
        return x instanceof NumberLiteral || x instanceof BooleanLiteral || x instanceof CharacterLiteral || x instanceof NullLiteral;
    }

    private static Expression unparenthesized(Expression e) {
        Expression x = e;
        while (x instanceof ParenthesizedExpression p) {
            x = p.getExpression();
        }
        return x;
    }
}
