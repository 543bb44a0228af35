package org.smallscope.engine.tests.fuzz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.smallscope.engine.tests.fuzz.FuzzCase.Edit;
import org.smallscope.engine.tests.fuzz.SubjectTemplates.Knob;
import org.smallscope.engine.tests.fuzz.SubjectTemplates.Template;

/**
 * Makes a {@link FuzzCase} from its seed alone ({@code new Random(mix(seed))}): a random base version of a random
 * template and one to three edits, half the cases pairing a change of something a base conjunct depends on with an
 * added or dropped conjunct, the edits that let a snapshot be reused while what it recorded no longer holds.
 */
public final class EditGenerator {

    /** Conjunct name of the extra field's conjunct. */
    static final String TAG_CONJUNCT = "tagOk";

    private EditGenerator() {
    }

    /** @return the case of {@code seed} */
    public static FuzzCase generate(long seed) {
        Random r = new Random(mix(seed));
        Template t = SubjectTemplates.ALL.get(r.nextInt(SubjectTemplates.ALL.size()));
        Variant base = randomBase(t, r);
        List<Edit> edits = new ArrayList<>();
        Variant[] v = {base};
        java.util.Set<Knob> edited = java.util.EnumSet.noneOf(Knob.class);
        if (r.nextInt(100) < 50) {
            // a dependency of a base conjunct changes, and the predicate changes so that the base is reused
            Knob k = t.knobs().get(r.nextInt(t.knobs().size()));
            if (!base.conjuncts().contains(k.conjunct())) {
                List<String> cs = new ArrayList<>(base.conjuncts());
                cs.add(1 + r.nextInt(cs.size()), k.conjunct());
                base = base.withConjuncts(cs);
                v[0] = base;
            }
            boolean drop = r.nextInt(100) < 40;
            if (drop && base.conjuncts().indexOf(k.conjunct()) == base.conjuncts().size() - 1) {
                List<String> cs = new ArrayList<>(base.conjuncts());
                String extra = absent(t, cs, r);
                if (extra == null) {
                    drop = false;
                } else {
                    cs.add(extra);
                    base = base.withConjuncts(cs);
                    v[0] = base;
                }
            }
            edits.add(knobEdit(v, k, r));
            edited.add(k);
            if (drop) {
                int from = base.conjuncts().indexOf(k.conjunct()) + 1;
                edits.add(drop(v, from + r.nextInt(v[0].conjuncts().size() - from)));
            } else {
                edits.add(add(v, r, true));
            }
            if (r.nextInt(100) < 25) {
                randomEdit(v, r, edited).ifPresent(edits::add);
            }
        } else {
            int n = 1 + r.nextInt(3);
            for (int i = 0; i < n; i++) {
                randomEdit(v, r, edited).ifPresent(edits::add);
            }
        }
        if (edits.isEmpty()) {
            edits.add(add(v, r, true));
        }
        return new FuzzCase(seed, base, edits, v[0]);
    }

    /** @return {@code seed} scrambled (SplitMix64's finalizer), so that neighbouring seeds do not start alike */
    static long mix(long seed) {
        long z = seed * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static Variant randomBase(Template t, Random r) {
        int size = t.minSize() + r.nextInt(t.maxSize() - t.minSize() + 1);
        int keyMax = t.minKey() + r.nextInt(t.maxKey() - t.minKey() + 1);
        Map<Knob, int[]> knobs = new EnumMap<>(Knob.class);
        for (Knob k : t.knobs()) {
            if (k == Knob.TABLE) {
                int[] cells = new int[4];
                for (int i = 0; i < cells.length; i++) {
                    cells[i] = k.min() + r.nextInt(k.max() - k.min() + 1);
                }
                knobs.put(k, cells);
            } else {
                knobs.put(k, new int[] {k.min() + r.nextInt(k.max() - k.min() + 1)});
            }
        }
        List<String> conjuncts = new ArrayList<>();
        conjuncts.add(t.structural().get(0));
        for (String s : t.structural().subList(1, t.structural().size())) {
            if (r.nextInt(100) < 70) {
                conjuncts.add(s);
            }
        }
        int extra = r.nextInt(4);
        for (int i = 0; i < extra; i++) {
            Knob k = t.knobs().get(r.nextInt(t.knobs().size()));
            if (!conjuncts.contains(k.conjunct())) {
                conjuncts.add(1 + r.nextInt(conjuncts.size()), k.conjunct());
            }
        }
        boolean tag = r.nextInt(100) < 15;
        if (tag && r.nextBoolean()) {
            conjuncts.add(1 + r.nextInt(conjuncts.size()), TAG_CONJUNCT);
        }
        int style = r.nextInt(100);
        return new Variant(t, conjuncts, style < 20 ? Variant.Style.GUARDS : style < 35 ? Variant.Style.LOOP : Variant.Style.AND, knobs, size,
                keyMax, tag);
    }

    /** Edit kinds by group, drawn in this order of weight: repOk's conjuncts, a knob, the bounds, a new field. */
    private static final List<List<EditKind>> GROUPS = List.of(
            List.of(EditKind.ADD_CONJUNCT, EditKind.DROP_CONJUNCT, EditKind.REORDER_CONJUNCTS, EditKind.GUARD_CLAUSES),
            java.util.Arrays.stream(Knob.values()).map(Knob::kind).distinct().toList(),
            List.of(EditKind.RAISE_BOUND, EditKind.LOWER_BOUND),
            List.of(EditKind.ADD_FIELD, EditKind.ADD_FIELD_WITH_CONJUNCT));
    private static final int[] GROUP_WEIGHTS = {40, 35, 15, 10};

    /**
     * @return a random applicable edit of {@code v[0]}, applied to it; a knob edit changes a knob not edited before in
     *         {@code edited}, usually one a conjunct of {@code v[0]} reads
     */
    private static java.util.Optional<Edit> randomEdit(Variant[] v, Random r, java.util.Set<Knob> edited) {
        Variant cur = v[0];
        List<EditKind> kinds = new ArrayList<>();
        for (int attempt = 0; attempt < 8 && kinds.isEmpty(); attempt++) {
            int roll = r.nextInt(100);
            int g = 0;
            while (roll >= GROUP_WEIGHTS[g]) {
                roll -= GROUP_WEIGHTS[g];
                g++;
            }
            if (g == 1) {
                List<Knob> knobs = new ArrayList<>(cur.template().knobs());
                knobs.removeAll(edited);
                List<Knob> read = knobs.stream().filter(k -> cur.conjuncts().contains(k.conjunct())).toList();
                List<Knob> from = !read.isEmpty() && r.nextInt(100) < 75 ? read : knobs;
                if (!from.isEmpty()) {
                    Knob k = from.get(r.nextInt(from.size()));
                    edited.add(k);
                    return java.util.Optional.of(knobEdit(v, k, r));
                }
                continue;
            }
            GROUPS.get(g).stream().filter(k -> applicable(cur, k)).forEach(kinds::add);
        }
        if (kinds.isEmpty()) {
            return java.util.Optional.empty();
        }
        EditKind kind = kinds.get(r.nextInt(kinds.size()));
        return java.util.Optional.of(switch (kind) {
            case ADD_CONJUNCT -> add(v, r, r.nextInt(100) < 75);
            case DROP_CONJUNCT -> drop(v, r.nextInt(cur.conjuncts().size()));
            case REORDER_CONJUNCTS -> reorder(v, r.nextInt(cur.conjuncts().size() - 1));
            case GUARD_CLAUSES -> {
                List<Variant.Style> others = new ArrayList<>(List.of(Variant.Style.values()));
                others.remove(cur.style());
                Variant.Style to = others.get(r.nextInt(others.size()));
                v[0] = cur.withStyle(to);
                yield new Edit(kind, cur.style().text() + " -> " + to.text());
            }
            case RAISE_BOUND, LOWER_BOUND -> bound(v, kind == EditKind.RAISE_BOUND, r);
            case ADD_FIELD -> {
                v[0] = cur.withTag(true);
                yield new Edit(kind, "new finitized field tag (0..1), no conjunct reads it");
            }
            case ADD_FIELD_WITH_CONJUNCT -> {
                List<String> cs = new ArrayList<>(cur.conjuncts());
                cs.add(TAG_CONJUNCT);
                v[0] = cur.withTag(true).withConjuncts(cs);
                yield new Edit(kind, "new finitized field tag (0..1) and conjunct tagOk() at the end");
            }
            default -> throw new IllegalStateException(kind.toString());
        });
    }

    private static boolean applicable(Variant v, EditKind kind) {
        Template t = v.template();
        return switch (kind) {
            case ADD_CONJUNCT -> absentConjuncts(v).size() > 0;
            case DROP_CONJUNCT -> v.conjuncts().size() >= 2;
            case REORDER_CONJUNCTS, GUARD_CLAUSES -> v.conjuncts().size() >= 2;
            case RAISE_BOUND -> v.size() < t.maxSize() || v.keyMax() < t.maxKey();
            case LOWER_BOUND -> v.size() > t.minSize() || v.keyMax() > t.minKey();
            case ADD_FIELD, ADD_FIELD_WITH_CONJUNCT -> !v.tag();
            default -> t.knobs().stream().anyMatch(k -> k.kind() == kind);
        };
    }

    private static List<String> absentConjuncts(Variant v) {
        List<String> all = new ArrayList<>(v.template().allConjuncts());
        if (v.tag()) {
            all.add(TAG_CONJUNCT);
        }
        all.removeAll(v.conjuncts());
        return all;
    }

    private static String absent(Template t, List<String> present, Random r) {
        List<String> all = new ArrayList<>(t.allConjuncts());
        all.removeAll(present);
        return all.isEmpty() ? null : all.get(r.nextInt(all.size()));
    }

    private static Edit add(Variant[] v, Random r, boolean atEnd) {
        List<String> absent = absentConjuncts(v[0]);
        String c = absent.get(r.nextInt(absent.size()));
        List<String> cs = new ArrayList<>(v[0].conjuncts());
        int at = atEnd ? cs.size() : r.nextInt(cs.size() + 1);
        cs.add(at, c);
        v[0] = v[0].withConjuncts(cs);
        return new Edit(EditKind.ADD_CONJUNCT, "new conjunct " + c + "() at position " + (at + 1) + " of " + cs.size());
    }

    private static Edit drop(Variant[] v, int index) {
        List<String> cs = new ArrayList<>(v[0].conjuncts());
        String c = cs.remove(index);
        v[0] = v[0].withConjuncts(cs);
        return new Edit(EditKind.DROP_CONJUNCT, "conjunct " + c + "() dropped from position " + (index + 1) + " of " + (cs.size() + 1));
    }

    private static Edit reorder(Variant[] v, int index) {
        List<String> cs = new ArrayList<>(v[0].conjuncts());
        String a = cs.get(index);
        cs.set(index, cs.get(index + 1));
        cs.set(index + 1, a);
        v[0] = v[0].withConjuncts(cs);
        return new Edit(EditKind.REORDER_CONJUNCTS, a + "() and " + cs.get(index) + "() swapped (positions " + (index + 1) + " and " + (index + 2) + ")");
    }

    private static Edit bound(Variant[] v, boolean raise, Random r) {
        Variant cur = v[0];
        Template t = cur.template();
        int step = raise ? 1 : -1;
        boolean sizeMovable = raise ? cur.size() < t.maxSize() : cur.size() > t.minSize();
        boolean keyMovable = raise ? cur.keyMax() < t.maxKey() : cur.keyMax() > t.minKey();
        boolean moveSize = sizeMovable && (!keyMovable || r.nextBoolean());
        EditKind kind = raise ? EditKind.RAISE_BOUND : EditKind.LOWER_BOUND;
        if (moveSize) {
            v[0] = cur.withBounds(cur.size() + step, cur.keyMax());
            return new Edit(kind, "finitization argument " + cur.size() + " -> " + (cur.size() + step));
        }
        v[0] = cur.withBounds(cur.size(), cur.keyMax() + step);
        return new Edit(kind, "largest key " + cur.keyMax() + " -> " + (cur.keyMax() + step));
    }

    private static Edit knobEdit(Variant[] v, Knob k, Random r) {
        Variant cur = v[0];
        int[] old = cur.knobs().get(k);
        int[] now = old.clone();
        int cell = r.nextInt(now.length);
        int span = k.max() - k.min() + 1;
        now[cell] = k.min() + Math.floorMod(old[cell] - k.min() + 1 + r.nextInt(span - 1), span);
        v[0] = cur.withKnob(k, now);
        String what = switch (k) {
            case CAP -> "capacity = " + old[0] + " -> " + now[0] + " in the constructor";
            case LIMIT -> "field initializer limit = " + old[0] + " -> " + now[0];
            case SMAX -> "non-final static maxKey = " + old[0] + " -> " + now[0];
            case OSTAT -> "Config.low (another class's static) = " + old[0] + " -> " + now[0];
            case CLINIT -> "static initializer: forbidden = " + old[0] + " -> " + now[0];
            case TABLE -> "static final int[] WEIGHTS {" + cur.knobText(k) + "} -> {" + Arrays.toString(now).replaceAll("[\\[\\]]", "") + "}";
            case FINAL -> "static final int EXCLUDED = " + old[0] + " -> " + now[0];
            case HELPER -> "Rules.keyOk (static helper in another class): (k + " + old[0] + ") % 3 -> (k + " + now[0] + ") % 3";
            case IFACE -> "KeyBelow.ok (through interface KeyCheck): k < " + old[0] + " -> k < " + now[0];
            case LAMBDA_S -> "static lambda KEY_FILTER: k != " + old[0] + " -> k != " + now[0];
            case LAMBDA_I -> "instance lambda countFilter: c != " + old[0] + " -> c != " + now[0];
            case VIRT -> "Circle.measure() (virtual dispatch): radius * " + old[0] + " -> radius * " + now[0];
        };
        boolean read = cur.conjuncts().contains(k.conjunct());
        return new Edit(k.kind(), what + (read ? "" : " (" + k.conjunct() + "() not in repOk)"), read);
    }
}
