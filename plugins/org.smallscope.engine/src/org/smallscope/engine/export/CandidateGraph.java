package org.smallscope.engine.export;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.smallscope.engine.protocol.ObjectGraph.Node;
import org.smallscope.engine.subject.CollectionFilling;
import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/**
 * The object graph a candidate vector describes, for writing it as Java: the subject's layout (which slots
 * belong to the root, to each object and to each array, which object a slot's value points to, each object's class
 * domain) over
 * the run protocol's {@link org.smallscope.engine.protocol.ObjectGraph}, which finds the reachable objects.
 */
public final class CandidateGraph {

    /** Marks the root in owner numbers: objects are 0..n-1, the root is {@code ROOT}. */
    public static final int ROOT = -1;

    private final Subject subject;
    private final int[][] slotsOfObject;
    private final int[] rootSlots;
    private final ObjectClass[] classOf;
    private final Map<String, Integer> objectNumbers = new HashMap<>();

    public CandidateGraph(Subject subject) {
        this.subject = subject;
        int objects = subject.objectCount();
        classOf = new ObjectClass[objects];
        for (ObjectClass cls : subject.objectClasses()) {
            for (int i = 0; i < cls.count(); i++) {
                classOf[subject.objectNumber(cls, i)] = cls;
                objectNumbers.put(cls.label(i), subject.objectNumber(cls, i));
            }
        }
        List<List<Integer>> owned = new ArrayList<>();
        for (int o = 0; o <= objects; o++) {
            owned.add(new ArrayList<>());
        }
        for (Slot slot : subject.slots()) {
            owned.get(slot.object() + 1).add(slot.index());
        }
        rootSlots = owned.get(0).stream().mapToInt(Integer::intValue).toArray();
        slotsOfObject = new int[objects][];
        for (int o = 0; o < objects; o++) {
            slotsOfObject[o] = owned.get(o + 1).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /** @return the subject whose candidates this graph reads */
    public Subject subject() {
        return subject;
    }

    /** @return the slots of {@code owner} ({@link #ROOT} or an object number), in vector order (an array's: its length, then every cell) */
    public int[] slotsOf(int owner) {
        return owner == ROOT ? rootSlots : slotsOfObject[owner];
    }

    /** @return whether object {@code o} is an array */
    public boolean isArray(int o) {
        return subject.isArray(o);
    }

    /** @return the element slots of array {@code o} that are part of candidate {@code cv}: those below its current length, in index order */
    public int[] elementSlots(int o, int[] cv) {
        return Arrays.copyOfRange(slotsOfObject[o], 1, 1 + subject.arrayLength(o, cv));
    }

    /** @return the class domain (or array pool) object {@code o} belongs to */
    public ObjectClass classOf(int o) {
        return classOf[o];
    }

    /** @return the object number slot {@code s} points to with value index {@code v}, or -1 (null or not an object) */
    public int target(int s, int v) {
        return subject.slots().get(s).domain().objectNumberAt(v);
    }

    /**
     * @return the objects reachable from the root, in depth-first discovery order, as the run protocol's
     *         {@link org.smallscope.engine.protocol.ObjectGraph} of the candidate finds them (the one walk of a candidate), then
     *         the objects reachable only through collections Korat's {@code addAll} filled ({@link Subject#fillings}): each
     *         reached owner's filled collections hold every object of their domains, and those reach others through their fields
     */
    public Discovery discover(int[] cv) {
        int[] rank = new int[subject.objectCount()];
        Arrays.fill(rank, -1);
        int[] perClass = new int[subject.objectClasses().size()];
        List<Node> nodes = Structures.graph(subject, cv).nodes();
        List<Integer> order = new ArrayList<>();
        for (int i = 1; i < nodes.size(); i++) { // all but the root
            int o = objectNumbers.get(nodes.get(i).label());
            rank[o] = perClass[classOf[o].id()]++;
            order.add(o);
        }
        if (!subject.fillings().isEmpty()) {
            List<Integer> owners = new ArrayList<>();
            owners.add(ROOT);
            owners.addAll(order);
            for (int i = 0; i < owners.size(); i++) {
                for (CollectionFilling fill : subject.fillings()) {
                    Domain d = fill.values();
                    if (d.kind() != Domain.Kind.OBJECTS || !fills(fill, owners.get(i))) {
                        continue;
                    }
                    for (int v = 0; v < d.size(); v++) {
                        reach(d.objectNumberAt(v), cv, rank, perClass, order, owners);
                    }
                }
            }
        }
        return new Discovery(order.stream().mapToInt(Integer::intValue).toArray(), rank);
    }

    /** Adds object {@code o} (if any and new) and what it reaches through its fields, depth first, to the order and the owners */
    private void reach(int o, int[] cv, int[] rank, int[] perClass, List<Integer> order, List<Integer> owners) {
        if (o < 0 || rank[o] >= 0) {
            return;
        }
        rank[o] = perClass[classOf[o].id()]++;
        order.add(o);
        owners.add(o);
        for (int s : isArray(o) ? elementSlots(o, cv) : slotsOfObject[o]) {
            reach(target(s, cv[s]), cv, rank, perClass, order, owners);
        }
    }

    /** @return whether {@code fill} fills a collection of {@code owner} ({@link #ROOT} or an object number) */
    boolean fills(CollectionFilling fill, int owner) {
        return fill.owners().contains(owner == ROOT ? -1 : classOf[owner].id());
    }

    /**
     * The reachable objects of one candidate.
     *
     * @param order object numbers in discovery order
     * @param rank per object number: its position among the reachable objects of its class, or -1 if unreachable
     */
    public record Discovery(int[] order, int[] rank) {
    }
}
