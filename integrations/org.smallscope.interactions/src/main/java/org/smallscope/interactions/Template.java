package org.smallscope.interactions;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;

/**
 * A formula in one of iGen's forms, kept as a union of at most two terms {@code pos ∧ ¬neg} over boxes: conj
 * {@code A}, disj {@code ¬B}, conjdisj {@code A ∧ ¬B}, disjconj {@code ¬B ∨ A}; implication between them is decided
 * syntactically by box algebra.
 */
public final class Template {

    /** One term: the configurations of {@code pos} outside {@code neg}. */
    record Term(Box pos, Box neg) {
        boolean contains(Configuration c) {
            return pos.contains(c) && !neg.contains(c);
        }
    }

    private final OptionSpace space;
    private final Kind kind;
    private final List<Term> terms;

    private Template(OptionSpace space, Kind kind, List<Term> terms) {
        this.space = space;
        this.kind = kind;
        this.terms = List.copyOf(terms);
    }

    /** @return {@code true} */
    public static Template top(OptionSpace space) {
        return new Template(space, Kind.TRUE, List.of(new Term(Box.any(space), Box.none(space))));
    }

    /** @return {@code false} */
    public static Template bottom(OptionSpace space) {
        return new Template(space, Kind.FALSE, List.of());
    }

    /** @return the conjunction {@code a} */
    public static Template conj(OptionSpace space, Box a) {
        if (a.isEmpty()) {
            return bottom(space);
        }
        return a.isAny() ? top(space) : new Template(space, Kind.CONJ, List.of(new Term(a, Box.none(space))));
    }

    /** @return the disjunction {@code ¬b} */
    public static Template disj(OptionSpace space, Box b) {
        if (b.isEmpty()) {
            return top(space);
        }
        return b.isAny() ? bottom(space) : new Template(space, Kind.DISJ, List.of(new Term(Box.any(space), b)));
    }

    /** @return {@code a ∧ ¬b}, with the constraints of {@code b} that {@code a} already implies left out */
    public static Template conjdisj(OptionSpace space, Box a, Box b) {
        if (a.isEmpty() || b.isEmpty() || a.intersect(b).isEmpty()) {
            return conj(space, a);
        }
        Box relevant = Box.any(space);
        for (int o : b.constrained()) {
            if (!subset(a.values(o), b.values(o))) {
                relevant = relevant.intersect(Box.of(space, o, and(a.values(o), b.values(o))));
            }
        }
        if (relevant.isAny()) {
            return bottom(space);
        }
        if (a.isAny()) {
            return disj(space, relevant);
        }
        return new Template(space, Kind.CONJDISJ, List.of(new Term(a, relevant)));
    }

    /** @return {@code ¬b ∨ a}, with the constraints of {@code a} that {@code b} already implies left out */
    public static Template disjconj(OptionSpace space, Box b, Box a) {
        if (b.isEmpty() || a.isEmpty() || b.intersect(a).isEmpty()) {
            return disj(space, b);
        }
        Box relevant = Box.any(space);
        for (int o : a.constrained()) {
            if (!subset(b.values(o), a.values(o))) {
                relevant = relevant.intersect(Box.of(space, o, a.values(o)));
            }
        }
        if (relevant.isAny()) {
            return top(space);
        }
        if (b.isAny()) {
            return conj(space, relevant);
        }
        return new Template(space, Kind.DISJCONJ, List.of(new Term(Box.any(space), b), new Term(relevant, Box.none(space))));
    }

    private static boolean subset(BitSet a, BitSet b) {
        BitSet rest = (BitSet) a.clone();
        rest.andNot(b);
        return rest.isEmpty();
    }

    private static BitSet and(BitSet a, BitSet b) {
        BitSet r = (BitSet) a.clone();
        r.and(b);
        return r;
    }

    /** @return the form */
    public Kind kind() {
        return kind;
    }

    /** @return true when {@code c} satisfies the formula */
    public boolean test(Configuration c) {
        for (Term t : terms) {
            if (t.contains(c)) {
                return true;
            }
        }
        return false;
    }

    /** @return the options the formula mentions */
    public TreeSet<Integer> options() {
        TreeSet<Integer> used = new TreeSet<>();
        for (Term t : terms) {
            used.addAll(t.pos().constrained());
            used.addAll(t.neg().constrained());
        }
        return used;
    }

    /** @return true when every configuration satisfying this formula satisfies {@code other} (decided on boxes) */
    public boolean implies(Template other) {
        List<Box> boxes = new ArrayList<>();
        for (Term t : terms) {
            boxes.addAll(minus(t.pos(), t.neg()));
        }
        return covered(boxes, other.terms, 0);
    }

    /** @return boxes whose union is {@code r} without {@code m} */
    private List<Box> minus(Box r, Box m) {
        List<Box> result = new ArrayList<>();
        if (m.isEmpty()) {
            result.add(r);
            return result;
        }
        for (int o : m.constrained()) {
            result.add(r.intersect(Box.of(space, o, m.complement(o))));
        }
        return result;
    }

    /** @return true when the union of {@code boxes} lies in the union of {@code ts} from index {@code j} on */
    private boolean covered(List<Box> boxes, List<Term> ts, int j) {
        if (j == ts.size()) {
            return boxes.stream().allMatch(Box::isEmpty);
        }
        Term t = ts.get(j);
        List<Box> rest = new ArrayList<>();
        for (Box r : boxes) {
            if (r.isEmpty()) {
                continue;
            }
            // r \ (pos \ neg) = (r \ pos) ∪ (r ∩ neg)
            if (t.pos().isEmpty()) {
                rest.add(r);
                continue;
            }
            for (int o : t.pos().constrained()) {
                rest.add(r.intersect(Box.of(space, o, t.pos().complement(o))));
            }
            rest.add(r.intersect(t.neg()));
        }
        return covered(rest, ts, j + 1);
    }

    /** @return the formula with ∧ ∨ ¬ and memberships, parts ordered by their first option */
    @Override
    public String toString() {
        switch (kind) {
            case TRUE:
                return "true";
            case FALSE:
                return "false";
            case CONJ:
                return join(literals(terms.get(0).pos()), " ∧ ");
            case DISJ:
                return join(negated(terms.get(0).neg(), null), " ∨ ");
            case CONJDISJ: {
                Term t = terms.get(0);
                List<Part> parts = literals(t.pos());
                parts.add(group(negated(t.neg(), t.pos()), " ∨ "));
                return join(parts, " ∧ ");
            }
            default: {
                List<Part> parts = negated(terms.get(0).neg(), null);
                parts.add(group(literals(terms.get(1).pos()), " ∧ "));
                return join(parts, " ∨ ");
            }
        }
    }

    private record Part(int option, String text) {
    }

    private List<Part> literals(Box box) {
        List<Part> parts = new ArrayList<>();
        for (int o : box.constrained()) {
            parts.add(new Part(o, literal(o, box.values(o))));
        }
        return parts;
    }

    /** The literals of {@code ¬box}; inside {@code within} (a conjunction), values outside it are left out. */
    private List<Part> negated(Box box, Box within) {
        List<Part> parts = new ArrayList<>();
        for (int o : box.constrained()) {
            BitSet values = box.complement(o);
            if (within != null) {
                values.and(within.values(o));
            }
            parts.add(new Part(o, literal(o, values)));
        }
        return parts;
    }

    private static Part group(List<Part> parts, String separator) {
        String text = join(parts, separator);
        return new Part(parts.get(0).option(), parts.size() > 1 ? "(" + text + ")" : text);
    }

    private static String join(List<Part> parts, String separator) {
        List<Part> sorted = new ArrayList<>(parts);
        sorted.sort(Comparator.comparingInt(Part::option));
        return String.join(separator, sorted.stream().map(Part::text).toList());
    }

    private String literal(int o, BitSet values) {
        OptionDomain option = space.option(o);
        if (option.isBoolean() && values.cardinality() == 1) {
            return (values.get(1) ? "" : "¬") + option.name();
        }
        List<String> texts = values.stream().mapToObj(v -> option.values().get(v)).toList();
        return texts.size() == 1 ? option.name() + " = " + texts.get(0) : option.name() + " ∈ {" + String.join(",", texts) + "}";
    }
}
