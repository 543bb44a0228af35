package org.smallscope.core.source;

/** Text helpers for type names as the source spells them ({@code java.util.List<BST.Node>}, {@code Node[]}). */
final class TypeNames {

    private TypeNames() {
    }

    /** @return the simple raw name: {@code List} for {@code java.util.List<Node>}, {@code Node} for {@code BST.Node}, {@code Node} for {@code a.b.BST$Node} */
    static String rawSimple(String type) {
        if (type == null) {
            return null;
        }
        String t = type.strip();
        int lt = t.indexOf('<');
        if (lt >= 0) {
            t = t.substring(0, lt);
        }
        while (t.endsWith("[]")) {
            t = t.substring(0, t.length() - 2);
        }
        if (t.startsWith("@")) {
            t = t.substring(t.lastIndexOf(' ') + 1);
        }
        return t.substring(Math.max(t.lastIndexOf('.'), t.lastIndexOf('$')) + 1).strip();
    }

    /** @return whether the type text is an array type */
    static boolean isArray(String type) {
        return type != null && type.strip().endsWith("[]");
    }

    /** @return the element type of an array ({@code Node} for {@code Node[]}) or of a one-argument generic ({@code Node} for {@code List<Node>}), else null */
    static String element(String type) {
        if (type == null) {
            return null;
        }
        String t = type.strip();
        if (t.endsWith("[]")) {
            return t.substring(0, t.length() - 2);
        }
        int lt = t.indexOf('<');
        if (lt >= 0 && t.endsWith(">")) {
            String args = t.substring(lt + 1, t.length() - 1).strip();
            if (!args.contains(",") && !args.contains("<")) {
                return args.startsWith("? extends ") ? args.substring(10).strip() : args;
            }
            int depth = 0;
            for (int i = 0; i < args.length(); i++) {
                char c = args.charAt(i);
                depth += c == '<' ? 1 : c == '>' ? -1 : 0;
                if (c == ',' && depth == 0) {
                    return null;
                }
            }
            return args;
        }
        return null;
    }
}
