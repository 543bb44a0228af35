package org.smallscope.engine.counting;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.util.List;
import java.util.StringJoiner;

import org.smallscope.engine.Conjunct;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.internal.MonitoredFields;
import org.smallscope.engine.io.Digests;
import org.smallscope.engine.subject.Subject;

/**
 * A heap path condition as symbolic execution produces them (Korat-API's kind): a conjunction of nullness and value
 * equalities over field paths from the root, e.g. {@code root.left == null && root.right != null && root.right.info == 2}.
 * It reads fields through the subject's monitoring accessors, atom by atom and left to right, so the search prunes on
 * its reads as on repOk's; an atom whose path runs through null is false.
 *
 * @param atoms the conjuncts, in evaluation order
 */
public record HeapPathCondition(List<Atom> atoms) implements PathCondition {

    /** What an atom says about the value at the end of its path. */
    public enum Op {
        /** The reference is null. */
        IS_NULL,
        /** The reference is not null. */
        NOT_NULL,
        /** The primitive value equals {@link Atom#value()} (booleans as 0 and 1, chars as their code). */
        EQUALS
    }

    /**
     * One constraint.
     *
     * @param path field names from the root object, e.g. {@code [root, right, info]}
     * @param op the relation
     * @param value the constant of {@link Op#EQUALS} (else 0)
     */
    public record Atom(List<String> path, Op op, long value) {

        /** Copies the path. */
        public Atom {
            path = List.copyOf(path);
            if (path.isEmpty()) {
                throw new IllegalArgumentException("an atom needs a field path");
            }
        }

        @Override
        public String toString() {
            String p = String.join(".", path);
            return switch (op) {
                case IS_NULL -> p + " == null";
                case NOT_NULL -> p + " != null";
                case EQUALS -> p + " == " + value;
            };
        }
    }

    /** Copies the atoms. */
    public HeapPathCondition {
        atoms = List.copyOf(atoms);
    }

    @Override
    public String text() {
        if (atoms.isEmpty()) {
            return "true";
        }
        StringJoiner j = new StringJoiner(" && ");
        atoms.forEach(a -> j.add(a.toString()));
        return j.toString();
    }

    @Override
    public String toString() {
        return text();
    }

    @Override
    public Conjunct conjunct() {
        return new Conjunct("pc " + text(), sha256("heap-pc:" + text()), -1);
    }

    @Override
    public MethodHandle bind(Subject subject) {
        ClassLoader loader = subject.classLoader();
        Class<?> root;
        try {
            root = Class.forName(subject.className(), false, loader);
        } catch (ClassNotFoundException e) {
            throw EngineError.BAD_PATH_CONDITION.exception(e, text(), subject.describe(), e.toString());
        }
        MethodHandle[][] reads = new MethodHandle[atoms.size()][];
        for (int a = 0; a < atoms.size(); a++) {
            Atom atom = atoms.get(a);
            Class<?> at = root;
            reads[a] = new MethodHandle[atom.path().size()];
            for (int i = 0; i < reads[a].length; i++) {
                Field field = find(at, atom.path().get(i));
                if (field == null) {
                    throw EngineError.BAD_PATH_CONDITION.exception(text(), subject.describe(),
                            "class " + at.getName() + " has no field " + atom.path().get(i) + " (in " + atom + ")");
                }
                reads[a][i] = reader(field, subject);
                at = field.getType();
            }
            boolean reference = !at.isPrimitive();
            if (reference == (atom.op() == Op.EQUALS)) {
                throw EngineError.BAD_PATH_CONDITION.exception(text(), subject.describe(),
                        atom + ": " + String.join(".", atom.path()) + " is of type " + at.getName()
                                + (reference ? "; compare references with == null or != null" : "; compare primitives with == <value>"));
            }
        }
        try {
            return MethodHandles.lookup().findVirtual(Evaluator.class, "test", MethodType.methodType(boolean.class, Object.class))
                    .bindTo(new Evaluator(atoms, reads));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Field find(Class<?> cls, String name) {
        for (Class<?> c = cls; c != null; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getName().equals(name) && !java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                    return f;
                }
            }
        }
        return null;
    }

    /** @return {@code (Object owner) -> Object value}: the monitoring accessor of a bounded field, else a plain read */
    private MethodHandle reader(Field field, Subject subject) {
        MethodType type = MethodType.methodType(Object.class, Object.class);
        try {
            try {
                java.lang.reflect.Method accessor = field.getDeclaringClass().getDeclaredMethod(MonitoredFields.ACCESSOR_PREFIX + field.getName(),
                        field.getDeclaringClass());
                accessor.setAccessible(true);
                return MethodHandles.lookup().unreflect(accessor).asType(type);
            } catch (NoSuchMethodException unbounded) {
                field.setAccessible(true);
                return MethodHandles.lookup().unreflectGetter(field).asType(type);
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw EngineError.BAD_PATH_CONDITION.exception(e, text(), subject.describe(), "cannot read " + field + ": " + e);
        }
    }

    /** @return the hex SHA-256 of {@code text} (conjunct hashes of path conditions) */
    static String sha256(String text) {
        return Digests.sha256Hex(text, 32);
    }

    /** Evaluates the atoms on one root through the bound readers. */
    private record Evaluator(List<Atom> atoms, MethodHandle[][] reads) {

        @SuppressWarnings("unused") // called through a method handle
        public boolean test(Object root) throws Throwable {
            for (int a = 0; a < reads.length; a++) {
                Object value = root;
                for (MethodHandle read : reads[a]) {
                    if (value == null) {
                        return false;
                    }
                    value = (Object) read.invokeExact(value);
                }
                Atom atom = atoms.get(a);
                boolean holds = switch (atom.op()) {
                    case IS_NULL -> value == null;
                    case NOT_NULL -> value != null;
                    case EQUALS -> asLong(value) == atom.value();
                };
                if (!holds) {
                    return false;
                }
            }
            return true;
        }

        private static long asLong(Object v) {
            if (v instanceof Boolean b) {
                return b ? 1 : 0;
            }
            if (v instanceof Character c) {
                return c;
            }
            return ((Number) v).longValue();
        }
    }
}
