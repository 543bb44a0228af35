package org.smallscope.engine.export.generator;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.smallscope.engine.export.LiveGraph;

/**
 * A short one-line description of a returned input for test display names: {@code [1, 3, 0, 2]},
 * {@code SortedList{size=2, header=Node{value=1, next=Node{...}}}}; an object seen before is written {@code ^Node}; long
 * descriptions are cut with an ellipsis.
 */
final class LiveTerms {

    /** Characters of a description at most. */
    static final int MAX = 120;

    private final StringBuilder out = new StringBuilder();
    private final Map<Object, Boolean> seen = new IdentityHashMap<>();

    private LiveTerms() {
    }

    /** @return the description of {@code input} */
    static String of(Object input) {
        LiveTerms t = new LiveTerms();
        t.append(input);
        String s = t.out.toString();
        return s.length() <= MAX ? s : s.substring(0, MAX - 3) + "...";
    }

    private void append(Object v) {
        if (out.length() > MAX) {
            return;
        }
        if (LiveGraph.isValue(v)) {
            out.append(v instanceof String s ? '"' + s + '"' : v instanceof Character c ? "'" + c + "'" : String.valueOf(v));
            return;
        }
        if (seen.put(v, Boolean.TRUE) != null) {
            out.append('^').append(v.getClass().getSimpleName());
            return;
        }
        switch (LiveGraph.shape(v)) {
            case ARRAY: {
                List<Object> items = new ArrayList<>();
                for (int i = 0; i < Array.getLength(v); i++) {
                    items.add(Array.get(v, i));
                }
                list("[", items, "]");
                break;
            }
            case COLLECTION:
            case MAP:
                list(v instanceof Map<?, ?> ? "{" : "[", LiveGraph.children(v), v instanceof Map<?, ?> ? "}" : "]");
                break;
            default:
                out.append(v.getClass().getSimpleName()).append('{');
                String sep = "";
                for (Field f : LiveGraph.fields(v.getClass())) {
                    out.append(sep).append(f.getName()).append('=');
                    append(LiveGraph.read(f, v));
                    sep = ", ";
                }
                out.append('}');
        }
    }

    private void list(String open, List<Object> items, String close) {
        out.append(open);
        for (int i = 0; i < items.size(); i++) {
            out.append(i == 0 ? "" : ", ");
            append(items.get(i));
        }
        out.append(close);
    }
}
