package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.MethodDeclaration;

/**
 * Findings on a subject's source that make the search (or reuse) wrong or wasteful, under Korat's
 * conditions on repOk: bounded fields it never reads, reflection or identity hashes (the search only
 * sees plain field reads), writes to bounded fields or their array elements, fields it reads that no finitization
 * bounds, new conjuncts placed before the base's, and finitization calls that make the run fail.
 */
public final class Lints {

    /** What a finding is about. */
    public enum Kind {
        /** A bounded field repOk never reads: every value of it is enumerated for each valid structure. */
        UNREAD_FIELD,
        /** repOk (or a helper) uses reflection: reads the search does not see. */
        REFLECTION,
        /** repOk (or a helper) uses identity hashes of objects the search builds. */
        IDENTITY_HASH,
        /** repOk (or a helper) assigns a bounded field. */
        WRITES_FIELD,
        /** A new conjunct comes before the base's conjuncts (reuse is refused; move it after them). */
        NEW_CONJUNCT_FIRST,
        /** repOk is not a conjunction, so no edit of it can reuse a snapshot. */
        NOT_A_CONJUNCTION,
        /** A call of the finitization makes the run fail (the API or the engine rejects it). */
        FINITIZATION_ERROR,
        /** repOk reads an instance field no finitization bounds: every candidate keeps its constructor's value. */
        UNBOUND_FIELD
    }

    /**
     * A statement that fixes a finding when inserted on its own line before the statement at {@code offset}, indented as it is.
     *
     * @param offset the start of the statement to insert before
     * @param statement the statement ({@code f.set("capacity", f.createIntSet(4, 4));})
     */
    public record Fix(int offset, String statement) {
    }

    /**
     * One finding.
     *
     * @param kind what it is about
     * @param message the full text, naming the field or conjunct and the line
     * @param line the line to mark
     * @param start the offset of the range to mark
     * @param length the length of the range
     * @param fix an insertion that fixes it, or null
     */
    public record Finding(Kind kind, String message, int line, int start, int length, Fix fix) {

        /** A finding without a fix. */
        public Finding(Kind kind, String message, int line, int start, int length) {
            this(kind, message, line, start, length, null);
        }
    }

    private Lints() {
    }

    /** @return the findings on a model built from source (no base: the conjunct-order lint needs one) */
    public static List<Finding> of(SourceModel model) {
        return of(model, null);
    }

    /**
     * @return the findings on {@code model}, including conjunct order against {@code base} (a snapshot's source model) when given,
     *         and the calls that make the run of the finitization at {@code args} fail (none checked without args)
     */
    public static List<Finding> of(SourceModel model, SourceModel base, int... args) {
        List<Finding> out = of(model, base);
        if (args.length > 0 && model.finitization(args.length) != null) {
            EvaluatedBounds bounds = FinitizationEvaluator.evaluate(model, args);
            for (EvaluatedBounds.Failure f : bounds.failures()) {
                out.add(new Finding(Kind.FINITIZATION_ERROR, "the run of " + bounds.describe() + " fails: " + f.message(), f.line(), f.start(),
                        f.length()));
            }
        }
        return out;
    }

    /** @return the findings on {@code model}, including conjunct order against {@code base} (a snapshot's source model) when given */
    public static List<Finding> of(SourceModel model, SourceModel base) {
        if (!model.hasSource()) {
            throw new IllegalArgumentException("the source model of " + model.typeName() + " was read from JSON: it has no source to lint");
        }
        List<Finding> out = new ArrayList<>();
        SourceModel.Ast ast = model.ast();
        MethodDeclaration repOk = ast.repOk();
        if (repOk == null) {
            return out;
        }
        UnitIndex index = ast.index();
        PredicateWalk walk = PredicateWalk.of(ast.types(), repOk);
        FieldMatcher matcher = new FieldMatcher(index, model.finitizedFields());
        Set<String> read = new HashSet<>(matcher.reads(walk.reads()));
        Map<String, SourceModel.SetCall> sets = new LinkedHashMap<>();
        model.finitizations().forEach(f -> f.sets().forEach(s -> {
            if (s.qualifiedName() != null) {
                sets.putIfAbsent(s.qualifiedName(), s);
            }
        }));
        for (SourceModel.SetCall s : sets.values()) {
            if (!read.contains(s.qualifiedName())) {
                out.add(new Finding(Kind.UNREAD_FIELD, s.qualifiedName() + " is bounded (set at line " + s.line() + ") but " + repOk.getName()
                        + "() never reads it: the search tries every " + (isArray(s, index) ? "length and element of its array" : "value of it")
                        + " for each valid structure", s.line(), s.start(), s.length()));
            }
        }
        Set<String> classes = finitizedClasses(model, index);
        for (PredicateWalk.Use u : walk.uses()) {
            if (u.kind() == PredicateWalk.UseKind.REFLECTION) {
                out.add(finding(Kind.REFLECTION, index, u.node(), repOk.getName() + "() uses reflection (" + u.what() + " at line "
                        + index.line(u.node().getStartPosition()) + in(u.node(), repOk) + "): the search sees only plain field reads, "
                        + "so reads made by reflection are not monitored and the search prunes wrongly"));
            } else if (u.type() == null || classes.contains(u.type())) {
                out.add(finding(Kind.IDENTITY_HASH, index, u.node(), repOk.getName() + "() uses " + u.what()
                        + (u.type() == null ? "" : " of " + u.type() + " objects") + " (line " + index.line(u.node().getStartPosition())
                        + in(u.node(), repOk) + "): identity hashes depend on the objects, not on the field values the search sets, "
                        + "so the outcome may differ between isomorphic candidates"));
            }
        }
        for (PredicateWalk.Access w : walk.writes()) {
            String field = matcher.match(w);
            if (field != null) {
                out.add(finding(Kind.WRITES_FIELD, index, w.node(), repOk.getName() + "() writes " + (w.element() ? "an element of the bounded array "
                        : "the bounded field ") + field + " (line "
                        + index.line(w.node().getStartPosition()) + in(w.node(), repOk) + "): repOk must only read the candidate, "
                        + "a write changes the structure the search is enumerating"));
            }
        }
        out.addAll(new UnboundFieldLint(model, matcher, classes).findings(walk, repOk));
        if (base != null) {
            Finding order = conjunctOrder(model, base);
            if (order != null) {
                out.add(order);
            }
        }
        if ("WHOLE".equals(model.repOk().shape())) {
            SourceModel.Predicate p = model.repOk();
            out.add(new Finding(Kind.NOT_A_CONJUNCTION, p.name() + "() (line " + p.line() + ") is not a conjunction "
                    + "(return a && b && ...; or if (!a) return false; ... return b;): any edit changes its only conjunct, "
                    + "so no snapshot can be reused after an edit", p.line(), p.start(), p.length()));
        }
        return out;
    }

    /** @return whether the field a set call bounds is declared with an array type */
    private static boolean isArray(SourceModel.SetCall s, UnitIndex index) {
        String owner = s.qualifiedName().substring(0, s.qualifiedName().lastIndexOf('.'));
        UnitIndex.FieldDecl f = index.field(owner.equals("this") ? index.rootName() : owner,
                s.qualifiedName().substring(s.qualifiedName().lastIndexOf('.') + 1));
        return f != null && TypeNames.isArray(f.type());
    }

    /** @return the finding for the first new conjunct placed before a base conjunct, or null */
    private static Finding conjunctOrder(SourceModel model, SourceModel base) {
        Set<String> baseHashes = new HashSet<>();
        Set<String> baseNames = new HashSet<>();
        base.conjuncts().forEach(c -> {
            baseHashes.add(c.hash());
            baseNames.add(c.name());
        });
        List<SourceModel.Conjunct> edited = model.conjuncts();
        for (int i = 0; i < edited.size(); i++) {
            SourceModel.Conjunct c = edited.get(i);
            if (baseHashes.contains(c.hash()) || baseNames.contains(c.name())) {
                continue; // an old conjunct, or a changed one (the verdict names those)
            }
            List<String> after = new ArrayList<>();
            for (int j = i + 1; j < edited.size(); j++) {
                if (baseHashes.contains(edited.get(j).hash())) {
                    after.add(edited.get(j).name());
                }
            }
            if (!after.isEmpty()) {
                String fix = ConjunctReorder.reorder(model, base);
                return new Finding(Kind.NEW_CONJUNCT_FIRST, "new conjunct " + c.describe() + " comes before the base's " + String.join(", ", after)
                        + (c.reads().isEmpty() ? "" : "; it reads " + String.join(", ", c.reads()))
                        + ": fields would be read first in another order, so the snapshot cannot be reused; move it after them"
                        + (fix == null ? "" : " (return " + fix + ";)"), c.line(), c.start(), c.length());
            }
        }
        return null;
    }

    private static Set<String> finitizedClasses(SourceModel model, UnitIndex index) {
        Set<String> owners = new HashSet<>();
        owners.add(index.rootName());
        for (String f : model.finitizedFields()) {
            String owner = f.substring(0, f.lastIndexOf('.'));
            owners.add(owner.equals("this") ? index.rootName() : owner);
        }
        Set<String> classes = new HashSet<>(owners);
        for (var t : index.types()) {
            String name = t.getName().getIdentifier();
            for (String o : owners) {
                if (index.isSubtype(name, o)) {
                    classes.add(name);
                }
            }
        }
        return classes;
    }

    private static String in(ASTNode node, MethodDeclaration repOk) {
        org.eclipse.jdt.core.dom.BodyDeclaration m = UnitIndex.enclosingMember(node);
        return m instanceof MethodDeclaration md && md != repOk ? " in " + md.getName() + "()" : "";
    }

    private static Finding finding(Kind kind, UnitIndex index, ASTNode node, String message) {
        return new Finding(kind, message, index.line(node.getStartPosition()), node.getStartPosition(), node.getLength());
    }
}
