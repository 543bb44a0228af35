package org.smallscope.engine.builders;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A constructor call followed by method calls on the object it made, each a builder and its arguments; replayed on a
 * fresh object rather than copied, so objects a class shares through static fields (sentinels) stay shared.
 *
 * @param builders the constructor, then the methods
 * @param args the arguments of each call
 */
public record CallSequence(List<Builder> builders, List<Object[]> args) {

    /** @return the sequence of one constructor call */
    static CallSequence start(Builder constructor, Object[] args) {
        return new CallSequence(List.of(constructor), List.<Object[]>of(args));
    }

    /** @return this sequence followed by {@code builder} called with {@code a} */
    CallSequence then(Builder builder, Object[] a) {
        List<Builder> b = new ArrayList<>(builders);
        b.add(builder);
        List<Object[]> as = new ArrayList<>(args);
        as.add(a);
        return new CallSequence(List.copyOf(b), List.copyOf(as));
    }

    /** @return the number of method calls after the constructor */
    public int length() {
        return builders.size() - 1;
    }

    /** @return the last builder called */
    public Builder last() {
        return builders.get(builders.size() - 1);
    }

    /**
     * @return a fresh object built by calling the calls in order (each replay makes a new one)
     * @throws InvocationTargetException when a call threw (its exception is the cause)
     */
    Object replay() throws InvocationTargetException {
        return replay(call -> {
        });
    }

    /**
     * @return a fresh object built by calling the calls in order, telling {@code beforeCall} the index of each call
     *         (0 for the constructor) just before it is made
     * @throws InvocationTargetException when a call threw (its exception is the cause)
     */
    Object replay(java.util.function.IntConsumer beforeCall) throws InvocationTargetException {
        Object o = null;
        for (int i = 0; i < builders.size(); i++) {
            beforeCall.accept(i);
            o = builders.get(i).call(o, args.get(i));
        }
        return o;
    }

    /** @return the calls {@code 0..last} of this sequence (the constructor is call 0) */
    CallSequence prefix(int last) {
        return last == builders.size() - 1 ? this : new CallSequence(builders.subList(0, last + 1), args.subList(0, last + 1));
    }

    /**
     * @return the calls as numbers, for files of vectors: per call, the position of its constructor or method among
     *         {@code all} (by executable), then its arguments (false 0, true 1)
     */
    public int[] vector(List<Builder> all) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < builders.size(); i++) {
            int position = -1;
            for (int j = 0; j < all.size() && position < 0; j++) {
                position = all.get(j).executable().equals(builders.get(i).executable()) ? j : -1;
            }
            out.add(position);
            for (Object a : args.get(i)) {
                out.add(a instanceof Boolean b ? (b ? 1 : 0) : (Integer) a);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** @return e.g. {@code new AVL(), insert(3), insert(1)} */
    public String text() {
        return text(", ");
    }

    /** @return the calls joined by {@code separator}, e.g. {@code new AVL(); insert(3); insert(1)} for {@code "; "} */
    public String text(String separator) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < builders.size(); i++) {
            sb.append(i == 0 ? "new " : separator).append(call(i));
        }
        return sb.toString();
    }

    /** @return the calls as Java statements building variable {@code v}: {@code AVL t = new AVL(); t.insert(3); t.insert(1);} */
    public String java(String v) {
        return String.join(" ", statements(v));
    }

    /** @return the calls as Java statements building variable {@code v}, one per call (nested classes as {@code Outer.Inner}) */
    public List<String> statements(String v) {
        Class<?> c = builders.get(0).executable().getDeclaringClass();
        String type = c.getCanonicalName().substring(c.getPackageName().isEmpty() ? 0 : c.getPackageName().length() + 1);
        List<String> out = new ArrayList<>();
        out.add(type + " " + v + " = new " + type + call(0).substring(builders.get(0).name().length()) + ";");
        for (int i = 1; i < builders.size(); i++) {
            out.add(v + "." + call(i) + ";");
        }
        return out;
    }

    /** @return call {@code i} as {@code insert(3)} */
    private String call(int i) {
        StringBuilder sb = new StringBuilder(builders.get(i).name()).append('(');
        Object[] a = args.get(i);
        for (int j = 0; j < a.length; j++) {
            sb.append(j == 0 ? "" : ", ").append(String.valueOf(a[j]).toLowerCase(Locale.ROOT));
        }
        return sb.append(')').toString();
    }
}
