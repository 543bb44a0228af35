package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.InfixExpression;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.ReturnStatement;

/**
 * Quick fix for a new conjunct placed before the base's: rewrites {@code return n && a && b;} as
 * {@code return a && b && n;} (the base's conjuncts first, in their order, then the new ones in theirs),
 * for repOk written as a single {@code return} of a conjunction; null when that does not apply.
 */
public final class ConjunctReorder {

    /** A text replacement: the return expression's range and its new text. */
    public record Edit(int start, int length, String text) {
    }

    private ConjunctReorder() {
    }

    /** @return the reordered return expression, AST-printed, or null when not applicable (or nothing to move) */
    public static String reorder(SourceModel edited, SourceModel base) {
        Edit e = edit(null, edited, base);
        return e == null ? null : e.text();
    }

    /**
     * @param source the edited source text (its slices keep the user's layout inside each conjunct), or null to print from the AST
     * @return the replacement of repOk's return expression, or null when not applicable
     */
    public static Edit edit(String source, SourceModel edited, SourceModel base) {
        if (!edited.hasSource() || edited.ast().repOk() == null) {
            return null;
        }
        MethodDeclaration repOk = edited.ast().repOk();
        if (repOk.getBody().statements().size() != 1 || !(repOk.getBody().statements().get(0) instanceof ReturnStatement ret)
                || ret.getExpression() == null) {
            return null;
        }
        List<Expression> leaves = new ArrayList<>();
        leaves(ret.getExpression(), leaves);
        if (leaves.size() < 2) {
            return null;
        }
        Set<String> baseHashes = new HashSet<>();
        base.conjuncts().forEach(c -> baseHashes.add(c.hash()));
        List<Expression> old = new ArrayList<>();
        List<Expression> fresh = new ArrayList<>();
        List<String> oldHashes = new ArrayList<>();
        int placed = 0;
        boolean freshBeforeOld = false;
        for (Expression leaf : leaves) {
            List<SourceModel.Conjunct> inside = within(leaf, edited.conjuncts());
            placed += inside.size();
            long known = inside.stream().filter(c -> baseHashes.contains(c.hash())).count();
            if (inside.isEmpty() || known != 0 && known != inside.size()) {
                return null; // a leaf whose conjuncts are split elsewhere, or that mixes old and new
            }
            if (known == 0) {
                fresh.add(leaf);
            } else {
                freshBeforeOld |= !fresh.isEmpty();
                old.add(leaf);
                inside.forEach(c -> oldHashes.add(c.hash()));
            }
        }
        List<String> expected = base.conjuncts().stream().map(SourceModel.Conjunct::hash).toList();
        if (!freshBeforeOld || placed != edited.conjuncts().size() || !oldHashes.equals(expected)) {
            return null;
        }
        List<String> texts = new ArrayList<>();
        old.forEach(l -> texts.add(text(source, l)));
        fresh.forEach(l -> texts.add(text(source, l)));
        Expression whole = ret.getExpression();
        return new Edit(whole.getStartPosition(), whole.getLength(), String.join(" && ", texts));
    }

    private static void leaves(Expression e, List<Expression> out) {
        Expression x = ConjunctSplitter.unparenthesized(e);
        if (x instanceof InfixExpression in && in.getOperator() == InfixExpression.Operator.CONDITIONAL_AND) {
            leaves(in.getLeftOperand(), out);
            leaves(in.getRightOperand(), out);
            for (Object o : in.extendedOperands()) {
                leaves((Expression) o, out);
            }
        } else {
            out.add(e);
        }
    }

    private static List<SourceModel.Conjunct> within(Expression leaf, List<SourceModel.Conjunct> conjuncts) {
        int from = leaf.getStartPosition();
        int to = from + leaf.getLength();
        return conjuncts.stream().filter(c -> c.start() >= from && c.start() + c.length() <= to).toList();
    }

    private static String text(String source, Expression leaf) {
        if (source != null && leaf.getStartPosition() + leaf.getLength() <= source.length()) {
            return source.substring(leaf.getStartPosition(), leaf.getStartPosition() + leaf.getLength());
        }
        return CodeHash.printed(leaf);
    }
}
