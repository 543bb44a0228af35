package org.smallscope.engine.subject;

import java.util.Arrays;
import java.util.List;

/**
 * The values one finitized field may take, in search order, described independently of any
 * heap: objects (optionally preceded by null) of one class, ints, booleans or enum constants.
 */
public final class Domain {

    /** What kind of values a domain holds. */
    public enum Kind {
        /** Objects of one class, optionally preceded by null. */
        OBJECTS,
        /** Int values. */
        INTS,
        /** false, true. */
        BOOLEANS,
        /** Enum constants. */
        ENUMS
    }

    private final Kind kind;
    private final int size;
    private final ObjectClass objectClass;
    private final boolean includesNull;
    private final int[] ints;
    private final List<Enum<?>> enums;

    private Domain(Kind kind, int size, ObjectClass objectClass, boolean includesNull, int[] ints, List<Enum<?>> enums) {
        this.kind = kind;
        this.size = size;
        this.objectClass = objectClass;
        this.includesNull = includesNull;
        this.ints = ints;
        this.enums = enums;
    }

    static Domain objects(ObjectClass objectClass, boolean includesNull) {
        return new Domain(Kind.OBJECTS, objectClass.count() + (includesNull ? 1 : 0), objectClass, includesNull, null, null);
    }

    static Domain ints(int[] values) {
        return new Domain(Kind.INTS, values.length, null, false, values.clone(), null);
    }

    static Domain booleans() {
        return new Domain(Kind.BOOLEANS, 2, null, false, null, null);
    }

    static Domain enums(List<Enum<?>> constants) {
        return new Domain(Kind.ENUMS, constants.size(), null, false, null, List.copyOf(constants));
    }

    /** @return the kind of values */
    public Kind kind() {
        return kind;
    }

    /** @return the number of values */
    public int size() {
        return size;
    }

    /** @return the object class of an object domain, else null */
    public ObjectClass objectClass() {
        return objectClass;
    }

    /** @return whether index 0 is null (object domains only) */
    public boolean includesNull() {
        return includesNull;
    }

    /** @return for an object domain, the object index (within its class) at {@code index}, or -1 for null or a non-object */
    public int objectIndexAt(int index) {
        if (kind != Kind.OBJECTS) {
            return -1;
        }
        return includesNull ? index - 1 : index;
    }

    /** @return the int value at {@code index} (int domains), 0/1 (boolean domains), or the ordinal position (enums) */
    public int intAt(int index) {
        return kind == Kind.INTS ? ints[index] : index;
    }

    /** @return the enum constant at {@code index} (enum domains) */
    public Enum<?> enumAt(int index) {
        return enums.get(index);
    }

    /** @return a short text of the value at {@code index}: {@code null}, {@code Node2}, {@code 3}, {@code true}, {@code RED} */
    public String describe(int index) {
        switch (kind) {
            case OBJECTS:
                int o = objectIndexAt(index);
                return o < 0 ? "null" : objectClass.label(o);
            case INTS:
                return Integer.toString(ints[index]);
            case BOOLEANS:
                return index == 0 ? "false" : "true";
            default:
                return enums.get(index).name();
        }
    }

    /** @return a stable text of the whole domain, used to compare bounds between subjects */
    public String signature() {
        switch (kind) {
            case OBJECTS:
                return "objects(" + objectClass.className() + " x" + objectClass.count() + (includesNull ? ", null)" : ")");
            case INTS:
                return "ints" + Arrays.toString(ints);
            case BOOLEANS:
                return "booleans";
            default:
                return "enums" + enums.stream().map(Enum::name).toList();
        }
    }

    /** @return like {@link #signature()}, but naming object classes by simple name, to compare bounds across renamed subjects */
    public String boundsSignature() {
        if (kind == Kind.OBJECTS) {
            return "objects(" + objectClass.simpleName() + " x" + objectClass.count() + (includesNull ? ", null)" : ")");
        }
        return signature();
    }

    @Override
    public String toString() {
        return signature();
    }
}
