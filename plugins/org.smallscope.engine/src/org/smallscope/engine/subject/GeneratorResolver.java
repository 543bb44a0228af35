package org.smallscope.engine.subject;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

import org.smallscope.api.IConstraint;
import org.smallscope.api.IConstraint.Comparison;
import org.smallscope.api.IConstraint.Condition;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.generators.Check;
import org.smallscope.engine.generators.GeneratorChecks;

/**
 * Grounds a finitization's dedicated generators on the candidate vector's slots: each condition once per object that
 * has its field, each shape over the slots of its fields. Fails naming the call and its line when a constraint names a
 * field that is not bounded, or compares values of the wrong type.
 */
final class GeneratorResolver {

    private final Class<?> root;
    final List<Slot> slots;
    private final List<Class<?>> types;
    /** Per object (the root first, at index 0), its slots. */
    final List<List<Slot>> slotsOf = new ArrayList<>();
    /** Per slot and value index, the global number of the object it points to, or -1. */
    final int[][] valueObject;

    private GeneratorResolver(Class<?> root, List<Slot> slots, List<ObjectClass> classes, List<Class<?>> types) {
        this.root = root;
        this.slots = slots;
        this.types = types;
        int objects = classes.stream().mapToInt(ObjectClass::count).sum();
        for (int o = -1; o < objects; o++) {
            slotsOf.add(new ArrayList<>());
        }
        valueObject = new int[slots.size()][];
        Map<Domain, int[]> shared = new IdentityHashMap<>(); // per domain, not per slot (see Subject)
        for (Slot s : slots) {
            slotsOf.get(s.object() + 1).add(s);
            valueObject[s.index()] = shared.computeIfAbsent(s.domain(), d -> {
                int[] objectOf = new int[d.size()];
                for (int v = 0; v < objectOf.length; v++) {
                    objectOf[v] = d.objectNumberAt(v);
                }
                return objectOf;
            });
        }
    }

    /**
     * @param types the plain classes of the class domains, by id
     * @return the generators grounded on {@code slots}, or null if there are none
     */
    static GeneratorChecks resolve(Class<?> root, List<Slot> slots, List<ObjectClass> classes, List<Class<?>> types, List<IConstraint> constraints) {
        if (constraints.isEmpty()) {
            return null;
        }
        GeneratorResolver r = new GeneratorResolver(root, slots, classes, types);
        List<Check> checks = new ArrayList<>();
        for (IConstraint c : constraints) {
            if (c instanceof Condition condition) {
                for (int o : r.objectsOf(condition)) {
                    checks.add(r.ground(condition, o));
                }
            } else if (c instanceof IConstraint.Shape shape) {
                checks.add(ShapeResolver.shape(r, shape));
            } else if (c instanceof IConstraint.SearchTree tree) {
                checks.add(ShapeResolver.searchTree(r, tree));
            } else if (c instanceof IConstraint.SortedArray sorted) {
                checks.addAll(ShapeResolver.sorted(r, sorted));
            }
        }
        return new GeneratorChecks(slots.size(), r.slotsOf.size() - 1, checks);
    }

    // ---- conditions ----

    private List<Integer> objectsOf(Condition c) {
        Condition leaf = c;
        while (!(leaf instanceof IConstraint.IsIn || leaf instanceof IConstraint.Compare || leaf instanceof IConstraint.InstanceOf)) {
            leaf = leaf instanceof IConstraint.Not not ? not.condition() : leaf instanceof IConstraint.And and ? and.conditions().get(0)
                    : ((IConstraint.Or) leaf).conditions().get(0);
        }
        Set<FieldSpec> specs = specs(c, fieldOf(leaf), false);
        Set<Integer> objects = new LinkedHashSet<>();
        slots.stream().filter(s -> specs.contains(s.field())).forEach(s -> objects.add(s.object()));
        return List.copyOf(objects);
    }

    private static String fieldOf(Condition leaf) {
        return leaf instanceof IConstraint.IsIn in ? in.field() : leaf instanceof IConstraint.Compare cmp ? cmp.field() : ((IConstraint.InstanceOf) leaf).field();
    }

    private Check ground(Condition c, int o) {
        if (c instanceof IConstraint.Not not) {
            return Check.not(ground(not.condition(), o));
        }
        if (c instanceof IConstraint.And and) {
            return Check.all(and.conditions().stream().map(p -> ground(p, o)).toList());
        }
        if (c instanceof IConstraint.Or or) {
            return Check.any(or.conditions().stream().map(p -> ground(p, o)).toList());
        }
        Slot slot = slotOn(o, fieldOf(c), c);
        Domain d = slot.domain();
        if (d.isArrays()) {
            throw fail(c, fieldOf(c) + " holds an array of its own, not values to choose; constrain its cells with sortedArray");
        }
        if (c instanceof IConstraint.IsIn in) {
            boolean[] ok = new boolean[d.size()];
            for (Object value : in.values()) {
                mismatch(c, d, Comparison.EQUAL, ValueOrder.constant(value), ValueOrder.describe(value));
                boolean[] same = ValueOrder.table(d, Comparison.EQUAL, ValueOrder.constant(value));
                for (int v = 0; v < ok.length; v++) {
                    ok[v] |= same[v];
                }
            }
            return Check.valueIn(slot.index(), ok);
        }
        if (c instanceof IConstraint.InstanceOf of) {
            return Check.valueIn(slot.index(), instances(of, d));
        }
        IConstraint.Compare cmp = (IConstraint.Compare) c;
        if (!(cmp.operand() instanceof IConstraint.FieldRef ref)) {
            mismatch(c, d, cmp.comparison(), ValueOrder.constant(cmp.operand()), ValueOrder.describe(cmp.operand()));
            return Check.valueIn(slot.index(), ValueOrder.table(d, cmp.comparison(), ValueOrder.constant(cmp.operand())));
        }
        int dot = ref.path().indexOf('.');
        if (dot < 0) {
            Slot other = named(o, ref.path(), c, ref);
            mismatch(c, d, cmp.comparison(), ValueOrder.sample(other.domain()), ref.toString());
            return Check.pair(slot.index(), other.index(), ValueOrder.table(d, cmp.comparison(), other.domain()));
        }
        Slot via = named(o, ref.path().substring(0, dot), c, ref);
        if (via.domain().kind() != Domain.Kind.OBJECTS) {
            throw fail(c, ref + ": " + via.objectLabel() + "." + via.field().fieldName() + " is not a reference to objects");
        }
        String name = ref.path().substring(dot + 1);
        int[] target = new int[slotsOf.size() - 1];
        boolean[][][] ok = new boolean[target.length][][];
        java.util.Arrays.fill(target, -1);
        for (int v = 0; v < via.domain().size(); v++) {
            int t = via.domain().objectNumberAt(v);
            Slot other = t < 0 ? null : slotsOf.get(t + 1).stream().filter(s -> s.field().fieldName().equals(name)).findFirst().orElse(null);
            if (other != null) { // objects without the field: the comparison holds
                mismatch(c, d, cmp.comparison(), ValueOrder.sample(other.domain()), ref.toString());
                target[t] = other.index();
                ok[t] = ValueOrder.table(d, cmp.comparison(), other.domain());
            }
        }
        if (java.util.Arrays.stream(target).allMatch(t -> t < 0)) {
            throw fail(c, ref + ": no object " + via.objectLabel() + "." + via.field().fieldName() + " points to has a bounded field " + name);
        }
        return Check.throughRef(slot.index(), via.index(), valueObject[via.index()], target, ok);
    }

    private boolean[] instances(IConstraint.InstanceOf of, Domain d) {
        if (d.kind() != Domain.Kind.OBJECTS) {
            throw fail(of, of.field() + " holds " + ValueOrder.typeOf(d) + ", not objects");
        }
        for (Class<?> cls : of.classes()) {
            if (cls.isPrimitive() || cls.isArray()) {
                throw fail(of, cls.getSimpleName() + " is not a class of objects");
            }
        }
        boolean[] ok = new boolean[d.size()];
        for (int v = 0; v < ok.length; v++) {
            ObjectClass c = d.objectClassAt(v);
            ok[v] = c == null || of.classes().stream().anyMatch(cls -> cls.isAssignableFrom(types.get(c.id())));
        }
        return ok;
    }

    void mismatch(IConstraint c, Domain d, Comparison cmp, Object other, String otherText) {
        String problem = ValueOrder.mismatch(d, cmp, other, otherText);
        if (problem != null) {
            throw fail(c, problem);
        }
    }

    // ---- names ----

    /** @return the bounded fields {@code text} names: {@code f} on the root ({@code anyClass}: on any object), {@code C.f} on class C */
    Set<FieldSpec> specs(IConstraint c, String text, boolean anyClass) {
        int dot = text.lastIndexOf('.');
        String cls = dot < 0 ? null : text.substring(0, dot);
        String name = text.substring(dot + 1);
        Set<FieldSpec> found = new LinkedHashSet<>();
        for (Slot s : slots) {
            FieldSpec f = s.field();
            boolean owner = cls == null ? anyClass ? s.object() >= 0 : s.object() < 0 : classMatches(f.className(), f.simpleClassName(), cls);
            if (owner && f.fieldName().equals(name)) {
                found.add(f);
            }
        }
        if (found.isEmpty()) {
            throw fail(c, unbounded(text, cls, name));
        }
        return found;
    }

    private static boolean classMatches(String className, String simple, String written) {
        return simple.equals(written) || className.equals(written) || className.endsWith("$" + written) || className.endsWith("." + written)
                || className.replace('$', '.').endsWith("." + written);
    }

    /** @return why {@code text} names no bounded field: no such field at all, or a field the finitization does not bound */
    private String unbounded(String text, String cls, String name) {
        List<Class<?>> owners = new ArrayList<>(types);
        owners.add(0, root);
        boolean exists = owners.stream().filter(t -> cls == null ? t == root : classMatches(t.getName(), SubjectLoader.shortName(t), cls))
                .anyMatch(t -> !t.isArray() && SubjectLoader.findField(t, name) != null);
        StringJoiner bounded = new StringJoiner(", ");
        slots.stream().map(Slot::field).distinct().forEach(f -> bounded.add(f.className().equals(root.getName()) ? f.fieldName() : f.qualifiedName()));
        return (exists ? text + " is not bounded by the finitization" : "there is no field " + text) + "; the bounded fields are " + bounded;
    }

    Slot slotOn(int object, String text, IConstraint c) {
        Set<FieldSpec> specs = specs(c, text, false);
        for (Slot s : slotsOf.get(object + 1)) {
            if (specs.contains(s.field())) {
                return s;
            }
        }
        throw fail(c, text + " is not a field of " + label(object) + (object < 0 ? " (the root)" : "")
                + ": the fields a condition combines with not, and, or must belong to one object");
    }

    private Slot named(int object, String name, IConstraint c, IConstraint.FieldRef ref) {
        for (Slot s : slotsOf.get(object + 1)) {
            if (s.field().fieldName().equals(name)) {
                return s;
            }
        }
        throw fail(c, ref + ": " + label(object) + " has no bounded field " + name);
    }

    private String label(int object) {
        return object < 0 ? SubjectLoader.shortName(root) : slotsOf.get(object + 1).isEmpty() ? "object " + object : slotsOf.get(object + 1).get(0).objectLabel();
    }

    SmallscopeException fail(IConstraint c, String problem) {
        StackTraceElement at = c.origin();
        String where = at == null ? "" : " at " + at.getFileName() + ":" + at.getLineNumber();
        return EngineError.BAD_FINITIZATION.exception(root.getName(), c.describe() + where + ": " + problem);
    }
}
