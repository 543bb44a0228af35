package org.smallscope.engine.counting;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.FieldSpec;
import org.smallscope.engine.subject.Subject;

/**
 * Generates heap path conditions like Korat-API's (conjunctions of nullness and value equalities over the first
 * {@code depth} nodes reachable from the root, as a symbolic execution of code walking the structure would collect),
 * deterministically from a seed. They are satisfiable or not by chance (e.g. a key its position in a search tree rules
 * out), as path conditions are.
 */
public final class PathConditionGenerator {

    /** A bounded field of a class: its name, and the class it points to (reference) or its values (primitive). */
    private record Member(String name, String target, long[] values) {
    }

    /** How often a primitive field gets an equality, a reference a null test, or a non-null test (then its node is walked). */
    private static final int VALUE_PERCENT = 15;
    private static final int NULL_PERCENT = 15;
    private static final int NOT_NULL_PERCENT = 45;

    private final Map<String, List<Member>> members = new LinkedHashMap<>();
    private final String rootClass;
    private final int depth;
    private final Random random;

    /**
     * @param subject whose bounded fields the conditions constrain (reference fields of one class domain, int and boolean fields)
     * @param depth how many nodes a condition may require to exist (the first nodes reached from the root, breadth first)
     * @param seed the same seed gives the same conditions
     */
    public PathConditionGenerator(Subject subject, int depth, long seed) {
        if (depth < 0) {
            throw new IllegalArgumentException("the depth of generated path conditions must be 0 or more, not " + depth);
        }
        this.rootClass = subject.className();
        this.depth = depth;
        this.random = new Random(seed);
        for (FieldSpec f : subject.fields()) {
            Domain d = f.domain();
            Member m = null;
            if (d.kind() == Domain.Kind.OBJECTS && !d.isArrays() && d.objectClasses().size() == 1) {
                m = new Member(f.fieldName(), d.objectClasses().get(0).className(), null);
            } else if ((d.kind() == Domain.Kind.INTS || d.kind() == Domain.Kind.BOOLEANS) && d.size() > 1) {
                long[] values = new long[d.size()];
                for (int v = 0; v < values.length; v++) {
                    values[v] = d.intAt(v);
                }
                m = new Member(f.fieldName(), null, values);
            }
            if (m != null) {
                members.computeIfAbsent(f.className(), c -> new ArrayList<>()).add(m);
            }
        }
        if (members.getOrDefault(rootClass, List.of()).stream().noneMatch(m -> m.target() != null)) {
            throw new IllegalArgumentException(subject.describe() + " has no bounded reference field of one class in its root class:"
                    + " there is no heap path to constrain");
        }
    }

    /** @return the next {@code count} conditions, none of them empty */
    public List<HeapPathCondition> next(int count) {
        List<HeapPathCondition> all = new ArrayList<>(count);
        while (all.size() < count) {
            HeapPathCondition pc = next();
            if (!pc.atoms().isEmpty()) {
                all.add(pc);
            }
        }
        return all;
    }

    private HeapPathCondition next() {
        List<HeapPathCondition.Atom> atoms = new ArrayList<>();
        Deque<Object[]> work = new ArrayDeque<>(); // {path, class}
        work.add(new Object[] {List.of(), rootClass});
        int nodes = 0;
        while (!work.isEmpty()) {
            Object[] at = work.poll();
            @SuppressWarnings("unchecked")
            List<String> path = (List<String>) at[0];
            for (Member m : members.getOrDefault((String) at[1], List.of())) {
                List<String> to = new ArrayList<>(path);
                to.add(m.name());
                int roll = random.nextInt(100);
                if (m.target() == null) {
                    if (roll < VALUE_PERCENT) {
                        atoms.add(new HeapPathCondition.Atom(to, HeapPathCondition.Op.EQUALS, m.values()[random.nextInt(m.values().length)]));
                    }
                } else if (roll < NULL_PERCENT) {
                    atoms.add(new HeapPathCondition.Atom(to, HeapPathCondition.Op.IS_NULL, 0));
                } else if (roll < NULL_PERCENT + NOT_NULL_PERCENT && nodes < depth) {
                    atoms.add(new HeapPathCondition.Atom(to, HeapPathCondition.Op.NOT_NULL, 0));
                    work.add(new Object[] {to, m.target()});
                    nodes++;
                }
            }
        }
        return new HeapPathCondition(atoms);
    }
}
