package org.smallscope.engine.subject;

import org.smallscope.engine.EngineError;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.WeakHashMap;

import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.protocol.SlotValues;

/**
 * Readable and canonical texts of candidates: what a valid candidate looks like as a structure
 * (reachable objects only), and a form in which two candidates are equal exactly when they are
 * isomorphic (objects renamed in depth-first discovery order from the root).
 */
public final class Structures {

    private Structures() {
    }

    /** The object-graph layout of each subject rendered so far (built once per subject, dropped with it). */
    private static final Map<Subject, ObjectGraph.Layout> LAYOUTS = Collections.synchronizedMap(new WeakHashMap<>());

    /**
     * @return e.g. {@code root=Node0 size=2 | Node0{left=null right=Node1 info=0} Node1{left=null right=null info=1}}: the same
     *         text as the {@link ObjectGraph#text()} of {@link #graph}, written straight from the vector (this runs for every
     *         valid candidate of runs with {@code --out} or {@code --events}; building the graph first costs a quarter more time)
     */
    public static String render(Subject subject, int[] cv) {
        return text(subject, cv, false);
    }

    /** @return the object graph of candidate {@code cv} of {@code subject}, as the run protocol describes it */
    public static ObjectGraph graph(Subject subject, int[] cv) {
        ObjectGraph.Layout layout = LAYOUTS.computeIfAbsent(subject,
                s -> ObjectGraph.Layout.of(s.slots().stream().map(Slot::name).toList(), slotValues(s)));
        return layout.graph(cv, subject.simpleName());
    }

    /** @return the meaning of {@code subject}'s slots, from its finitized domains */
    public static SlotValues slotValues(Subject subject) {
        // equal domains are described once: objects by their labels, primitives by their signature (not a label per value)
        Map<Object, Integer> index = new LinkedHashMap<>();
        List<SlotValues.ValueDomain> domains = new ArrayList<>();
        Map<Domain, Integer> described = new IdentityHashMap<>(); // slots of one domain: described once
        List<Slot> slots = subject.slots();
        int[] slotDomain = new int[slots.size()];
        for (Slot slot : slots) {
            slotDomain[slot.index()] = described.computeIfAbsent(slot.domain(), domain -> {
                SlotValues.ValueDomain d = describe(domain);
                return index.computeIfAbsent(domain.kind() == Domain.Kind.OBJECTS ? d : domain.signature(), k -> {
                    domains.add(d);
                    return domains.size() - 1;
                });
            });
        }
        return new SlotValues(List.copyOf(domains), slotDomain);
    }

    private static SlotValues.ValueDomain describe(Domain domain) {
        if (domain.kind() != Domain.Kind.OBJECTS) {
            return new SlotValues.ValueDomain(domain.kind().name().toLowerCase(Locale.ROOT), null,
                    domain.kind() == Domain.Kind.INTS ? SlotValues.intLabels(domain.intTable()) : new Labels(domain));
        }
        List<String> labels = new ArrayList<>(domain.size());
        for (int v = 0; v < domain.size(); v++) {
            labels.add(domain.describe(v));
        }
        List<String> classes = new ArrayList<>(domain.size());
        for (int v = 0; v < domain.size(); v++) {
            ObjectClass c = domain.objectClassAt(v);
            classes.add(c == null ? null : c.simpleName());
        }
        // one class for all objects: the label classes say nothing the domain's class does not
        boolean one = domain.objectClass() != null && domain.objectClass().simpleName().equals(domain.declaredType());
        return new SlotValues.ValueDomain("objects", domain.declaredType(), List.copyOf(labels),
                one ? null : java.util.Collections.unmodifiableList(classes));
    }

    /** @return a text equal for two candidates exactly when they are isomorphic (objects renamed by discovery order, so not the graph's labels) */
    public static String canonical(Subject subject, int[] cv) {
        return text(subject, cv, true);
    }

    /** @return the parsed form of {@code 1,0,2} or {@code [1, 0, 2]} */
    public static int[] parseVector(String text) {
        String body = text.trim();
        if (body.startsWith("[") && body.endsWith("]")) {
            body = body.substring(1, body.length() - 1);
        }
        if (body.isBlank()) {
            return new int[0];
        }
        try {
            return Arrays.stream(body.split("[,\\s]+")).filter(s -> !s.isEmpty()).mapToInt(Integer::parseInt).toArray();
        } catch (NumberFormatException e) {
            throw EngineError.BAD_VECTOR.exception(text, "a candidate vector", "it is not a list of integers separated by commas");
        }
    }

    /** @return {@code [1,0,2]} */
    public static String formatVector(int[] cv) {
        StringJoiner j = new StringJoiner(",", "[", "]");
        for (int v : cv) {
            j.add(Integer.toString(v));
        }
        return j.toString();
    }

    private static String text(Subject subject, int[] cv, boolean canonical) {
        int objects = subject.objectCount();
        int[] order = new int[objects];
        Arrays.fill(order, -1);
        int[] discovered = new int[objects];
        int[] perClassCount = new int[subject.objectClasses().size()];
        int[] count = {0};
        discover(subject, cv, subject.rootSlots, order, discovered, perClassCount, count, canonical);
        StringBuilder sb = new StringBuilder();
        appendFields(sb, subject, cv, subject.rootSlots, order, canonical);
        for (int i = 0; i < count[0]; i++) {
            int o = discovered[i];
            sb.append(sb.length() == 0 ? "" : " | ").append(label(subject, o, order, canonical)).append('{');
            int mark = sb.length();
            appendFields(sb, subject, cv, owned(subject, o, cv), order, canonical);
            if (sb.length() > mark && sb.charAt(mark) == ' ') {
                sb.deleteCharAt(mark);
            }
            sb.append('}');
        }
        return sb.toString();
    }

    private static void discover(Subject subject, int[] cv, int[] slots, int[] order, int[] discovered, int[] perClassCount, int[] count,
            boolean canonical) {
        for (int s : slots) {
            int o = subject.valueObject[s][cv[s]];
            if (o >= 0 && order[o] < 0) {
                int cls = subject.slots().get(s).domain().objectClassAt(cv[s]).id();
                order[o] = perClassCount[cls]++;
                discovered[count[0]++] = o;
                discover(subject, cv, owned(subject, o, cv), order, discovered, perClassCount, count, canonical);
            }
        }
    }

    /** @return the slots of object {@code o} in candidate {@code cv}: all its fields, or an array's length and elements below it */
    static int[] owned(Subject subject, int o, int[] cv) {
        int[] all = subject.objectSlots[o];
        return subject.isArray(o) ? Arrays.copyOf(all, 1 + subject.arrayLength(o, cv)) : all;
    }

    private static void appendFields(StringBuilder sb, Subject subject, int[] cv, int[] slots, int[] order, boolean canonical) {
        for (int s : slots) {
            Slot slot = subject.slots().get(s);
            sb.append(sb.length() == 0 || sb.charAt(sb.length() - 1) == '{' ? "" : " ").append(slot.field().fieldName()).append('=');
            int o = subject.valueObject[s][cv[s]];
            sb.append(o < 0 ? slot.domain().describe(cv[s]) : label(subject, o, order, canonical));
        }
    }

    private static String label(Subject subject, int o, int[] order, boolean canonical) {
        for (ObjectClass cls : subject.objectClasses()) {
            int first = subject.objectNumber(cls, 0);
            if (o >= first && o < first + cls.count()) {
                return cls.simpleName() + (canonical ? order[o] : o - first);
            }
        }
        return "?" + o;
    }

    /**
     * The labels of a primitive domain, made when read: a field of millions of ints would otherwise hold a string per
     * value in every run's {@code started} event, read or not.
     */
    private static final class Labels extends java.util.AbstractList<String> implements java.util.RandomAccess {
        private final Domain domain;

        Labels(Domain domain) {
            this.domain = domain;
        }

        @Override
        public String get(int index) {
            java.util.Objects.checkIndex(index, domain.size());
            return domain.describe(index);
        }

        @Override
        public int size() {
            return domain.size();
        }
    }
}
