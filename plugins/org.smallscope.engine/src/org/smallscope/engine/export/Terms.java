package org.smallscope.engine.export;

import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;

/**
 * Compact readable texts of instances, used as test display names: the root's fields, then each
 * reachable object as a term where it is first met, e.g.
 * {@code size=3 root=Node0(info=1, left=Node1(info=0), right=Node2(info=2))}. Scalars come before
 * references, null values are left out, strings and chars are escaped as in Java source, and an object met again is shown by its label only. An
 * array shows its type and every element below its length: {@code array=int[]{2, 0, -1}}.
 */
public final class Terms {

    /** Longest text returned; longer ones are cut and end with an ellipsis. */
    static final int MAX_LENGTH = 2000;

    private Terms() {
    }

    /** @return the term text of candidate {@code cv} of {@code subject} */
    public static String render(Subject subject, int[] cv) {
        return render(new CandidateGraph(subject), cv);
    }

    /** @return the term text of candidate {@code cv} of the graph's subject */
    public static String render(CandidateGraph graph, int[] cv) {
        CandidateGraph.Discovery discovery = graph.discover(cv);
        StringBuilder sb = new StringBuilder();
        appendFields(sb, graph, cv, CandidateGraph.ROOT, discovery, new boolean[graph.subject().objectCount()], " ");
        if (sb.length() > MAX_LENGTH) {
            sb.setLength(MAX_LENGTH - 1);
            sb.append('\u2026');
        }
        return sb.toString();
    }

    /** @return the label of object {@code o} in this candidate: {@code Node0} for the first node discovered */
    static String label(CandidateGraph graph, CandidateGraph.Discovery discovery, int o) {
        return graph.classOf(o).simpleName() + discovery.rank()[o];
    }

    private static void appendFields(StringBuilder sb, CandidateGraph graph, int[] cv, int owner, CandidateGraph.Discovery discovery,
            boolean[] shown, String separator) {
        int mark = sb.length();
        for (boolean references : new boolean[] {false, true}) {
            for (int s : graph.slotsOf(owner)) {
                Slot slot = graph.subject().slots().get(s);
                Domain d = slot.domain();
                if ((d.kind() == Domain.Kind.OBJECTS) != references) {
                    continue;
                }
                int o = graph.target(s, cv[s]);
                if (references && o < 0 || d.kind() == Domain.Kind.VALUES && d.valueAt(cv[s]) == null) {
                    continue;
                }
                sb.append(sb.length() == mark ? "" : separator).append(slot.field().fieldName()).append('=');
                if (!references) {
                    sb.append(describe(d, cv[s]));
                } else {
                    appendObject(sb, graph, cv, o, discovery, shown);
                }
            }
        }
    }

    private static void appendObject(StringBuilder sb, CandidateGraph graph, int[] cv, int o, CandidateGraph.Discovery discovery, boolean[] shown) {
        if (graph.isArray(o)) {
            appendArray(sb, graph, cv, o, discovery, shown);
            return;
        }
        sb.append(label(graph, discovery, o));
        if (shown[o]) {
            return;
        }
        shown[o] = true;
        int open = sb.length();
        sb.append('(');
        appendFields(sb, graph, cv, o, discovery, shown, ", ");
        if (sb.length() == open + 1) {
            sb.setLength(open);
        } else {
            sb.append(')');
        }
    }

    /** An array (never shared) reads as its type and elements: {@code int[]{2, 0, -1}}, {@code Node[]{Node0(info=1), null, Node0}}. */
    private static void appendArray(StringBuilder sb, CandidateGraph graph, int[] cv, int o, CandidateGraph.Discovery discovery, boolean[] shown) {
        shown[o] = true;
        sb.append(graph.classOf(o).simpleName()).append('{');
        String separator = "";
        for (int s : graph.elementSlots(o, cv)) {
            sb.append(separator);
            separator = ", ";
            int target = graph.target(s, cv[s]);
            if (target >= 0) {
                appendObject(sb, graph, cv, target, discovery, shown);
            } else {
                sb.append(describe(graph.subject().slots().get(s).domain(), cv[s]));
            }
        }
        sb.append('}');
    }

    /** @return the text of value {@code v} of a non-object domain, strings and chars escaped as in Java source ({@code "a\"b"}, {@code '\n'}) */
    static String describe(Domain d, int v) {
        if (d.kind() == Domain.Kind.VALUES) {
            Object value = d.valueAt(v);
            if (value instanceof String text) {
                return quoted(text);
            } else if (value instanceof Character c) {
                return Literals.charLiteral(c);
            }
        }
        return d.describe(v);
    }

    /** @return {@code text} as a Java string literal */
    public static String quoted(String text) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            String literal = Literals.charLiteral(c);
            if (c == '\'') {
                sb.append(c);
            } else if (c == '"') {
                sb.append("\\\"");
            } else {
                sb.append(literal, 1, literal.length() - 1);
            }
        }
        return sb.append('"').toString();
    }
}
