package org.smallscope.engine.export.writers;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.protocol.SlotValues;

/**
 * Reads an {@link ObjectGraph} back from its one-line {@link ObjectGraph#text()} (what a {@code valid} event of a
 * generator program carries, which has no slots to rebuild it from): a field whose value is another object's label
 * (or {@code this}) is a reference, {@code null} a null reference, anything else a primitive value. Classes are the
 * labels without their number ({@code Node} of {@code Node3}). Values holding {@code " "} or {@code " | "} cannot be
 * told from separators and are read as far as they go.
 */
public final class GraphText {

    private GraphText() {
    }

    /**
     * @param text e.g. {@code header=Node0 size=2 | Node0{value=0 next=Node1} Node1{value=1 next=null}}
     * @param rootClass the simple name of the root's class, or null
     * @return the graph the text describes, the root first
     */
    public static ObjectGraph parse(String text, String rootClass) {
        String[] parts = text.split(" \\| ");
        Set<String> labels = new LinkedHashSet<>();
        labels.add(ObjectGraph.ROOT);
        for (int i = 1; i < parts.length; i++) {
            int brace = parts[i].indexOf('{');
            labels.add(brace < 0 ? parts[i] : parts[i].substring(0, brace));
        }
        List<ObjectGraph.Node> nodes = new ArrayList<>();
        List<ObjectGraph.Edge> edges = new ArrayList<>();
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            String label = ObjectGraph.ROOT;
            String body = part;
            if (i > 0) {
                int brace = part.indexOf('{');
                label = brace < 0 ? part : part.substring(0, brace);
                body = brace < 0 ? "" : part.substring(brace + 1, part.endsWith("}") ? part.length() - 1 : part.length());
            }
            List<ObjectGraph.Field> fields = new ArrayList<>();
            List<String> nulls = new ArrayList<>();
            List<ObjectGraph.Field> all = new ArrayList<>();
            for (String f : body.isBlank() ? new String[0] : body.trim().split(" ")) {
                int eq = f.indexOf('=');
                if (eq <= 0) {
                    continue;
                }
                ObjectGraph.Field field = new ObjectGraph.Field(f.substring(0, eq), f.substring(eq + 1));
                all.add(field);
                if (labels.contains(field.value())) {
                    edges.add(new ObjectGraph.Edge(label, field.name(), field.value()));
                } else if (SlotValues.NULL.equals(field.value())) {
                    nulls.add(field.name());
                } else {
                    fields.add(field);
                }
            }
            String cls = i == 0 ? rootClass : label.replaceAll("\\d+$", "");
            nodes.add(new ObjectGraph.Node(label, cls, List.copyOf(fields), List.copyOf(nulls), List.copyOf(all)));
        }
        return new ObjectGraph(List.copyOf(nodes), List.copyOf(edges));
    }
}
