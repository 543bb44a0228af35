package org.smallscope.engine.tests.fuzz;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fuzzer's subjects as Java source text with {@code ${NAME}} placeholders: four shapes (a binary search tree, a
 * linked list, an int array, a list of shapes of two classes) sharing one block of "knob" conjuncts, each of which reads
 * a value repOk depends on in its own way (constructor, field initializer, statics, a static array, another class,
 * an interface, a lambda).
 */
public final class SubjectTemplates {

    /** A knob: a placeholder whose value an edit changes, the conjunct that reads it, and what kind of edit changing it is. */
    public enum Knob {
        /** {@code capacity}, set by the constructor; read by {@code capOk()}. */
        CAP("capOk", EditKind.CONSTRUCTOR_CONSTANT, 1, 4),
        /** {@code limit}, set by a field initializer; read by {@code limitOk()}. */
        LIMIT("limitOk", EditKind.FIELD_INITIALIZER, 0, 6),
        /** {@code maxKey}, a non-final static; read by {@code maxOk()}. */
        SMAX("maxOk", EditKind.NON_FINAL_STATIC, 0, 3),
        /** {@code Config.low}, another class's static; read by {@code lowOk()}. */
        OSTAT("lowOk", EditKind.OTHER_CLASS_STATIC, 0, 2),
        /** {@code forbidden}, set in the subject's static initializer; read by {@code forbiddenOk()}. */
        CLINIT("forbiddenOk", EditKind.STATIC_INITIALIZER, 0, 3),
        /** the contents of {@code static final int[] WEIGHTS}; read by {@code weightsOk()}. */
        TABLE("weightsOk", EditKind.STATIC_ARRAY, 0, 2),
        /** {@code static final int EXCLUDED}, inlined by javac (so its conjunct's hash changes with it); read by {@code excludedOk()}. */
        FINAL("excludedOk", EditKind.STATIC_FINAL_CONSTANT, 0, 3),
        /** a constant in {@code Rules.keyOk}, a static helper in another class; called by {@code helperOk()}. */
        HELPER("helperOk", EditKind.HELPER_OTHER_CLASS, 0, 2),
        /** a constant in {@code KeyBelow.ok}, reached through interface {@code KeyCheck}; called by {@code checkOk()}. */
        IFACE("checkOk", EditKind.INTERFACE_IMPLEMENTATION, 1, 4),
        /** a constant in the lambda of static field {@code KEY_FILTER}; called by {@code lambdaStaticOk()}. */
        LAMBDA_S("lambdaStaticOk", EditKind.LAMBDA_STATIC_FIELD, 0, 3),
        /** a constant in the lambda of instance field {@code countFilter}; called by {@code lambdaFieldOk()}. */
        LAMBDA_I("lambdaFieldOk", EditKind.LAMBDA_INSTANCE_FIELD, 0, 4),
        /** a constant in {@code Circle.measure()}, reached by virtual dispatch from {@code measureOk()} (shapes only). */
        VIRT("measureOk", EditKind.VIRTUAL_OVERRIDE, 1, 3);

        private final String conjunct;
        private final EditKind kind;
        private final int min;
        private final int max;

        Knob(String conjunct, EditKind kind, int min, int max) {
            this.conjunct = conjunct;
            this.kind = kind;
            this.min = min;
            this.max = max;
        }

        /** @return the conjunct method that reads this knob */
        public String conjunct() {
            return conjunct;
        }

        /** @return the kind of an edit of this knob */
        public EditKind kind() {
            return kind;
        }

        /** @return the smallest value (of each cell, for {@link #TABLE}) */
        public int min() {
            return min;
        }

        /** @return the largest value (of each cell, for {@link #TABLE}) */
        public int max() {
            return max;
        }
    }

    /**
     * One shape of subject.
     *
     * @param name the template's name in descriptions
     * @param simpleName the subject class's simple name (the same in base and edited versions)
     * @param structural the shape's own conjuncts, in their natural order
     * @param knobs the knobs its source has
     * @param minSize smallest finitization argument
     * @param maxSize largest finitization argument
     * @param minKey smallest largest key ({@code KMAX})
     * @param maxKey largest largest key
     * @param text the source text with placeholders
     */
    public record Template(String name, String simpleName, List<String> structural, List<Knob> knobs, int minSize, int maxSize, int minKey,
            int maxKey, String text) {

        /** @return the conjuncts a repOk of this template may call */
        public List<String> allConjuncts() {
            List<String> all = new java.util.ArrayList<>(structural);
            knobs.stream().map(Knob::conjunct).filter(c -> !all.contains(c)).forEach(all::add);
            return all;
        }
    }

    private SubjectTemplates() {
    }

    /** Knobs of every template (the shapes template also has {@link Knob#VIRT}, read by its structural {@code measureOk()}). */
    private static final List<Knob> COMMON_KNOBS = List.of(Knob.CAP, Knob.LIMIT, Knob.SMAX, Knob.OSTAT, Knob.CLINIT, Knob.TABLE, Knob.FINAL,
            Knob.HELPER, Knob.IFACE, Knob.LAMBDA_S, Knob.LAMBDA_I);

    /** The knob conjuncts and what they read, inside the subject class; {@code keys()} and {@code count()} are the shape's. */
    private static final String KNOB_MEMBERS = """
                /** Not finitized: set by the constructor. */
                int capacity;
                /** Not finitized: set by a field initializer. */
                int limit = ${LIMIT};
                /** A non-final static. */
                static int maxKey = ${SMAX};
                /** Set by the static initializer. */
                static int forbidden;
                static {
                    int f = ${CLINIT};
                    forbidden = f;
                }
                /** A static final array: its contents are not part of any conjunct's code. */
                static final int[] WEIGHTS = {${TABLE}};
                /** A compile-time constant: inlined into the conjunct that reads it. */
                static final int EXCLUDED = ${FINAL};
                /** A lambda in a static field. */
                static final java.util.function.IntPredicate KEY_FILTER = k -> k != ${LAMBDA_S};
                /** A lambda in an instance field. */
                java.util.function.IntPredicate countFilter = c -> c != ${LAMBDA_I};
                /** Reached through an interface. */
                KeyCheck check = new KeyBelow();
            ${TAG_DECL}
                /** Sets the capacity. */
                public ${CLASS}() {
                    capacity = ${CAP};
                }

                public boolean capOk() {
                    return count() <= capacity;
                }

                public boolean limitOk() {
                    int sum = 0;
                    for (int k : keys()) {
                        sum += k;
                    }
                    return sum <= limit;
                }

                public boolean maxOk() {
                    for (int k : keys()) {
                        if (k > maxKey) {
                            return false;
                        }
                    }
                    return true;
                }

                public boolean lowOk() {
                    for (int k : keys()) {
                        if (k < Config.low) {
                            return false;
                        }
                    }
                    return true;
                }

                public boolean forbiddenOk() {
                    for (int k : keys()) {
                        if (k == forbidden) {
                            return false;
                        }
                    }
                    return true;
                }

                public boolean weightsOk() {
                    int w = 0;
                    for (int k : keys()) {
                        w += WEIGHTS[Math.floorMod(k, WEIGHTS.length)];
                    }
                    return w <= 2;
                }

                public boolean excludedOk() {
                    for (int k : keys()) {
                        if (k == EXCLUDED) {
                            return false;
                        }
                    }
                    return true;
                }

                public boolean helperOk() {
                    for (int k : keys()) {
                        if (!Rules.keyOk(k)) {
                            return false;
                        }
                    }
                    return true;
                }

                public boolean checkOk() {
                    for (int k : keys()) {
                        if (!check.ok(k)) {
                            return false;
                        }
                    }
                    return true;
                }

                public boolean lambdaStaticOk() {
                    for (int k : keys()) {
                        if (!KEY_FILTER.test(k)) {
                            return false;
                        }
                    }
                    return true;
                }

                public boolean lambdaFieldOk() {
                    return countFilter.test(count());
                }
            ${TAG_CONJUNCT}
            """;

    /** Top-level classes after the subject: another class's static, a static helper, an interface and its implementation. */
    private static final String HELPER_CLASSES = """

            /** Another class's static. */
            class Config {
                static int low = ${OSTAT};
            }

            /** A static helper in another class. */
            final class Rules {
                private Rules() {
                }

                static boolean keyOk(int k) {
                    return (k + ${HELPER}) % 3 != 0;
                }
            }

            /** An interface repOk calls. */
            interface KeyCheck {
                boolean ok(int k);
            }

            /** Its implementation. */
            final class KeyBelow implements KeyCheck {
                @Override
                public boolean ok(int k) {
                    return k < ${IFACE};
                }
            }
            """;

    /** A binary search tree with a size and int keys. */
    public static final Template TREE = new Template("tree", "Tree", List.of("acyclic", "sizeOk", "ordered"), COMMON_KNOBS, 1, 3, 1, 3, """
            package ${PKG};

            import java.util.ArrayList;
            import java.util.List;

            import org.smallscope.api.FinitizationFactory;
            import org.smallscope.api.IFinitization;
            import org.smallscope.api.IObjSet;

            /** Fuzz subject: a binary search tree. */
            public class Tree {

                /** A node. */
                public static class Node {
                    public Node left;
                    public Node right;
                    public int info;
                }

                public Node root;
                public int size;

                public boolean repOk() {
            ${REPOK}
                }

                public boolean acyclic() {
                    if (root == null) {
                        return true;
                    }
                    List<Node> seen = new ArrayList<>();
                    seen.add(root);
                    for (int i = 0; i < seen.size(); i++) {
                        Node n = seen.get(i);
                        if (n.left != null) {
                            if (seen.contains(n.left)) {
                                return false;
                            }
                            seen.add(n.left);
                        }
                        if (n.right != null) {
                            if (seen.contains(n.right)) {
                                return false;
                            }
                            seen.add(n.right);
                        }
                    }
                    return true;
                }

                public boolean sizeOk() {
                    return count() == size;
                }

                public boolean ordered() {
                    return isOrdered(root, Integer.MIN_VALUE, Integer.MAX_VALUE);
                }

                private static boolean isOrdered(Node n, int min, int max) {
                    if (n == null) {
                        return true;
                    }
                    if (n.info <= min || n.info >= max) {
                        return false;
                    }
                    return isOrdered(n.left, min, n.info) && isOrdered(n.right, n.info, max);
                }

                List<Node> nodes() {
                    List<Node> seen = new ArrayList<>();
                    if (root != null) {
                        seen.add(root);
                    }
                    for (int i = 0; i < seen.size(); i++) {
                        Node n = seen.get(i);
                        if (n.left != null && !seen.contains(n.left)) {
                            seen.add(n.left);
                        }
                        if (n.right != null && !seen.contains(n.right)) {
                            seen.add(n.right);
                        }
                    }
                    return seen;
                }

                int count() {
                    return nodes().size();
                }

                int[] keys() {
                    List<Node> nodes = nodes();
                    int[] keys = new int[nodes.size()];
                    for (int i = 0; i < keys.length; i++) {
                        keys[i] = nodes.get(i).info;
                    }
                    return keys;
                }

            ${KNOBS}
                public static IFinitization finTree(int n) {
                    IFinitization f = FinitizationFactory.create(Tree.class);
                    IObjSet nodes = f.createObjSet(Node.class, n, true);
                    f.set("root", nodes);
                    f.set("size", f.createIntSet(0, n));
                    f.set("Node.left", nodes);
                    f.set("Node.right", nodes);
                    f.set("Node.info", f.createIntSet(0, ${KMAX}));
            ${TAG_FIN}
                    return f;
                }
            }
            ${HELPERS}""");

    /** A linked list: next links, optionally checked prev links, a size, int values. */
    public static final Template LIST = new Template("list", "Seq", List.of("acyclic", "sizeOk", "linksOk", "sorted"), COMMON_KNOBS, 1, 3, 1, 2,
            """
            package ${PKG};

            import java.util.ArrayList;
            import java.util.List;

            import org.smallscope.api.FinitizationFactory;
            import org.smallscope.api.IFinitization;
            import org.smallscope.api.IObjSet;

            /** Fuzz subject: a linked list. */
            public class Seq {

                /** A node. */
                public static class Node {
                    public Node next;
                    public Node prev;
                    public int value;
                }

                public Node header;
                public int size;

                public boolean repOk() {
            ${REPOK}
                }

                public boolean acyclic() {
                    List<Node> seen = new ArrayList<>();
                    for (Node n = header; n != null; n = n.next) {
                        if (seen.contains(n)) {
                            return false;
                        }
                        seen.add(n);
                    }
                    return true;
                }

                public boolean sizeOk() {
                    return count() == size;
                }

                public boolean linksOk() {
                    if (header != null && header.prev != null) {
                        return false;
                    }
                    for (Node n : nodes()) {
                        if (n.next != null && n.next.prev != n) {
                            return false;
                        }
                    }
                    return true;
                }

                public boolean sorted() {
                    for (Node n : nodes()) {
                        if (n.next != null && n.next.value < n.value) {
                            return false;
                        }
                    }
                    return true;
                }

                List<Node> nodes() {
                    List<Node> seen = new ArrayList<>();
                    for (Node n = header; n != null && !seen.contains(n); n = n.next) {
                        seen.add(n);
                    }
                    return seen;
                }

                int count() {
                    return nodes().size();
                }

                int[] keys() {
                    List<Node> nodes = nodes();
                    int[] keys = new int[nodes.size()];
                    for (int i = 0; i < keys.length; i++) {
                        keys[i] = nodes.get(i).value;
                    }
                    return keys;
                }

            ${KNOBS}
                public static IFinitization finSeq(int n) {
                    IFinitization f = FinitizationFactory.create(Seq.class);
                    IObjSet nodes = f.createObjSet(Node.class, n, true);
                    f.set("header", nodes);
                    f.set("size", f.createIntSet(0, n));
                    f.set("Node.next", nodes);
                    f.set("Node.prev", nodes);
                    f.set("Node.value", f.createIntSet(0, ${KMAX}));
            ${TAG_FIN}
                    return f;
                }
            }
            ${HELPERS}""");

    /** An int array (bounded by an array set) and a size: a max-heap in the first size cells, zeros after. */
    public static final Template ARRAY = new Template("array", "Cells", List.of("sizeOk", "cleared", "heapOk"), COMMON_KNOBS, 1, 3, 1, 3, """
            package ${PKG};

            import org.smallscope.api.FinitizationFactory;
            import org.smallscope.api.IArraySet;
            import org.smallscope.api.IFinitization;

            /** Fuzz subject: an array-backed heap. */
            public class Cells {

                public int[] data;
                public int size;

                public boolean repOk() {
            ${REPOK}
                }

                public boolean sizeOk() {
                    return data != null && size >= 0 && size <= data.length;
                }

                public boolean cleared() {
                    if (data == null) {
                        return true;
                    }
                    for (int i = Math.max(size, 0); i < data.length; i++) {
                        if (data[i] != 0) {
                            return false;
                        }
                    }
                    return true;
                }

                public boolean heapOk() {
                    int n = count();
                    for (int i = 1; i < n; i++) {
                        if (data[i] > data[(i - 1) / 2]) {
                            return false;
                        }
                    }
                    return true;
                }

                int count() {
                    return data == null ? 0 : Math.max(0, Math.min(size, data.length));
                }

                int[] keys() {
                    int[] keys = new int[count()];
                    for (int i = 0; i < keys.length; i++) {
                        keys[i] = data[i];
                    }
                    return keys;
                }

            ${KNOBS}
                public static IFinitization finCells(int n) {
                    IFinitization f = FinitizationFactory.create(Cells.class);
                    IArraySet arrays = f.createArraySet(int[].class, f.createIntSet(0, n), f.createIntSet(0, ${KMAX}), 1);
                    f.set("data", arrays);
                    f.set("size", f.createIntSet(0, n));
            ${TAG_FIN}
                    return f;
                }
            }
            ${HELPERS}""");

    /** A list of shapes of two classes (two class domains in one object set), measured by virtual dispatch. */
    public static final Template SHAPES = new Template("shapes", "Shapes", List.of("acyclic", "sizeOk", "measureOk", "alternates"),
            concat(COMMON_KNOBS, Knob.VIRT), 1, 2, 1, 2, """
            package ${PKG};

            import java.util.ArrayList;
            import java.util.List;

            import org.smallscope.api.FinitizationFactory;
            import org.smallscope.api.IClassDomain;
            import org.smallscope.api.IFinitization;
            import org.smallscope.api.IObjSet;

            /** Fuzz subject: a list of circles and squares. */
            public class Shapes {

                /** A shape. */
                public abstract static class Shape {
                    public Shape next;

                    public abstract int measure();

                    public abstract int key();
                }

                /** A circle. */
                public static class Circle extends Shape {
                    public int radius;

                    @Override
                    public int measure() {
                        return radius * ${VIRT};
                    }

                    @Override
                    public int key() {
                        return radius;
                    }
                }

                /** A square. */
                public static class Square extends Shape {
                    public int side;

                    @Override
                    public int measure() {
                        return side + 1;
                    }

                    @Override
                    public int key() {
                        return side;
                    }
                }

                public Shape first;
                public int size;

                public boolean repOk() {
            ${REPOK}
                }

                public boolean acyclic() {
                    List<Shape> seen = new ArrayList<>();
                    for (Shape s = first; s != null; s = s.next) {
                        if (seen.contains(s)) {
                            return false;
                        }
                        seen.add(s);
                    }
                    return true;
                }

                public boolean sizeOk() {
                    return count() == size;
                }

                public boolean measureOk() {
                    int total = 0;
                    for (Shape s : shapes()) {
                        total += s.measure();
                    }
                    return total <= 4;
                }

                public boolean alternates() {
                    for (Shape s : shapes()) {
                        if (s instanceof Circle && s.next instanceof Circle) {
                            return false;
                        }
                    }
                    return true;
                }

                List<Shape> shapes() {
                    List<Shape> seen = new ArrayList<>();
                    for (Shape s = first; s != null && !seen.contains(s); s = s.next) {
                        seen.add(s);
                    }
                    return seen;
                }

                int count() {
                    return shapes().size();
                }

                int[] keys() {
                    List<Shape> shapes = shapes();
                    int[] keys = new int[shapes.size()];
                    for (int i = 0; i < keys.length; i++) {
                        keys[i] = shapes.get(i).key();
                    }
                    return keys;
                }

            ${KNOBS}
                public static IFinitization finShapes(int n) {
                    IFinitization f = FinitizationFactory.create(Shapes.class);
                    IClassDomain circles = f.createClassDomain(Circle.class, n);
                    IClassDomain squares = f.createClassDomain(Square.class, n);
                    IObjSet shapes = f.createObjSet(Shape.class, true);
                    shapes.addClassDomain(circles);
                    shapes.addClassDomain(squares);
                    f.set("first", shapes);
                    f.set("size", f.createIntSet(0, 2 * n));
                    f.set(Shape.class, "next", shapes);
                    f.set(Circle.class, "radius", f.createIntSet(0, ${KMAX}));
                    f.set(Square.class, "side", f.createIntSet(0, ${KMAX}));
            ${TAG_FIN}
                    return f;
                }
            }
            ${HELPERS}""");

    /** Every template. */
    public static final List<Template> ALL = List.of(TREE, LIST, ARRAY, SHAPES);

    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([A-Z_]+)\\}");

    /**
     * @param template the shape
     * @param values the placeholders' values (every knob of the template, {@code KMAX}, {@code PKG}, {@code REPOK}, the tag's)
     * @return the source of the compilation unit
     */
    public static String render(Template template, Map<String, String> values) {
        String text = template.text().replace("${KNOBS}", KNOB_MEMBERS).replace("${HELPERS}", HELPER_CLASSES);
        // a line that is only a placeholder whose value is empty goes
        text = text.lines().filter(l -> {
            Matcher whole = PLACEHOLDER.matcher(l.trim());
            return !(whole.matches() && "".equals(values.get(whole.group(1))));
        }).collect(java.util.stream.Collectors.joining("\n", "", "\n"));
        StringBuilder out = new StringBuilder();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            String key = m.group(1);
            String value = key.equals("CLASS") ? template.simpleName() : values.get(key);
            if (value == null) {
                throw new IllegalArgumentException("template " + template.name() + ": no value for ${" + key + "}");
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static List<Knob> concat(List<Knob> knobs, Knob more) {
        List<Knob> all = new java.util.ArrayList<>(knobs);
        all.add(more);
        return List.copyOf(all);
    }
}
