package org.smallscope.engine.subject;

import java.util.ArrayList;
import java.util.List;

/**
 * The values one finitized field may take, in search order, described independently of any heap:
 * objects of one or more class domains (optionally preceded by null), arrays of an array pool, ints,
 * booleans, enum constants or other constant values.
 */
public final class Domain {

    /** What kind of values a domain holds. */
    public enum Kind {
        /** Objects of one or more class domains (or arrays of a pool), optionally preceded by null. */
        OBJECTS,
        /** Int values. */
        INTS,
        /** false, true. */
        BOOLEANS,
        /** Enum constants. */
        ENUMS,
        /** Other constants given by the finitization: longs, chars, floats, doubles, strings, immutable objects. */
        VALUES
    }

    private final Kind kind;
    private final int size;
    private final String declaredType;
    private final boolean includesNull;
    private final ObjectClass[] classAt;
    private final int[] indexAt;
    private final int[] nextDomainAt;
    private final int[] ints;
    private final List<Enum<?>> enums;
    private final List<Object> values;
    /** Per value, its isomorphism class (an object class id, a constant class domain's id, or -1) and its index in it. */
    private int[] isoAt;
    private int[] isoIndexAt;
    /** Whether some class domain of the values is left out of isomorphism breaking, or the constants take part in it. */
    private String isoNote = "";

    private Domain(Kind kind, int size, String declaredType, boolean includesNull, ObjectClass[] classAt, int[] indexAt, int[] ints,
            List<Enum<?>> enums, List<Object> values) {
        this.kind = kind;
        this.size = size;
        this.declaredType = declaredType;
        this.includesNull = includesNull;
        this.classAt = classAt;
        this.indexAt = indexAt;
        this.ints = ints;
        this.enums = enums;
        this.values = values;
        this.nextDomainAt = classAt == null ? null : nextDomains(classAt);
        if (classAt != null) {
            isoAt = new int[size];
            isoIndexAt = new int[size];
            for (int v = 0; v < size; v++) {
                // arrays are never searched as values (each array field owns its array): no isomorphism breaking among them
                boolean none = classAt[v] == null || classAt[v].isArray();
                isoAt[v] = none ? -1 : classAt[v].id();
                isoIndexAt[v] = none ? -1 : indexAt[v];
            }
        }
    }

    private static int[] nextDomains(ObjectClass[] classAt) {
        int[] next = new int[classAt.length];
        int following = -1;
        for (int v = classAt.length - 1; v >= 0; v--) {
            next[v] = following;
            if (classAt[v] != null && (v == 0 || classAt[v - 1] != classAt[v])) {
                following = v;
            }
        }
        return next;
    }

    /** Objects of {@code classes}, in order, preceded by null if {@code includesNull}; {@code declaredType} is the simple name of their common type. */
    static Domain objects(String declaredType, List<ObjectClass> classes, boolean includesNull) {
        List<ObjectClass> at = new ArrayList<>();
        List<Integer> index = new ArrayList<>();
        if (includesNull) {
            at.add(null);
            index.add(-1);
        }
        for (ObjectClass c : classes) {
            for (int i = 0; i < c.count(); i++) {
                at.add(c);
                index.add(i);
            }
        }
        return new Domain(Kind.OBJECTS, at.size(), declaredType, includesNull, at.toArray(new ObjectClass[0]),
                index.stream().mapToInt(Integer::intValue).toArray(), null, null, null);
    }

    /** Like {@link #objects(String, List, boolean)}, where the objects of {@code notIsomorphic} take no part in isomorphism breaking. */
    static Domain objects(String declaredType, List<ObjectClass> classes, boolean includesNull, java.util.Set<ObjectClass> notIsomorphic) {
        Domain d = objects(declaredType, classes, includesNull);
        for (int v = 0; v < d.size; v++) {
            if (d.classAt[v] != null && notIsomorphic.contains(d.classAt[v])) {
                d.isoAt[v] = -1;
                d.isoIndexAt[v] = -1;
            }
        }
        if (!notIsomorphic.isEmpty()) {
            d.isoNote = " without isomorphism " + notIsomorphic.stream().map(ObjectClass::simpleName).sorted().toList();
        }
        return d;
    }

    /**
     * Objects given by the finitization (Korat's class domains filled with {@code addObject}), preceded by null if
     * {@code includesNull}: constants, written as they are into the fields, as a value domain.
     *
     * @param groups the objects of each class domain, in the set's order
     * @param isoIds per class domain, its isomorphism class id, or -1 if it takes no part in isomorphism breaking
     */
    static Domain constants(String typeName, boolean includesNull, List<List<Object>> groups, int[] isoIds) {
        List<Object> all = new ArrayList<>();
        List<int[]> at = new ArrayList<>();
        if (includesNull) {
            all.add(null);
            at.add(new int[] {-1, -1, -1});
        }
        for (int g = 0; g < groups.size(); g++) {
            for (int i = 0; i < groups.get(g).size(); i++) {
                all.add(groups.get(g).get(i));
                at.add(new int[] {g, isoIds[g], isoIds[g] < 0 ? -1 : i});
            }
        }
        Domain d = values(typeName, all);
        d.isoAt = new int[all.size()];
        d.isoIndexAt = new int[all.size()];
        int[] next = new int[all.size()];
        int following = -1;
        for (int v = all.size() - 1; v >= 0; v--) {
            d.isoAt[v] = at.get(v)[1];
            d.isoIndexAt[v] = at.get(v)[2];
            next[v] = at.get(v)[0] < 0 ? -1 : following;
            if (at.get(v)[0] >= 0 && (v == 0 || at.get(v - 1)[0] != at.get(v)[0])) {
                following = v;
            }
        }
        d.constantNext = next;
        boolean iso = java.util.Arrays.stream(isoIds).anyMatch(id -> id >= 0);
        d.isoNote = iso ? " with isomorphism" : "";
        return d;
    }

    /** For constants taking part in isomorphism breaking: per value, the first value of the next class domain, or -1. */
    private int[] constantNext;

    static Domain objects(ObjectClass objectClass, boolean includesNull) {
        return objects(objectClass.simpleName(), List.of(objectClass), includesNull);
    }

    /** The single array {@code index} of pool {@code pool}: the domain of one array-typed field, which is never searched. */
    static Domain fixedArray(ObjectClass pool, int index) {
        return new Domain(Kind.OBJECTS, 1, pool.simpleName(), false, new ObjectClass[] {pool}, new int[] {index}, null, null, null);
    }

    static Domain ints(int[] values) {
        return new Domain(Kind.INTS, values.length, "int", false, null, null, values.clone(), null, null);
    }

    static Domain booleans() {
        return new Domain(Kind.BOOLEANS, 2, "boolean", false, null, null, null, null, null);
    }

    static Domain enums(List<Enum<?>> constants) {
        String type = constants.isEmpty() ? "enum" : constants.get(0).getDeclaringClass().getSimpleName();
        return new Domain(Kind.ENUMS, constants.size(), type, false, null, null, null, List.copyOf(constants), null);
    }

    static Domain values(String typeName, List<Object> constants) {
        return new Domain(Kind.VALUES, constants.size(), typeName, false, null, null, null, null,
                java.util.Collections.unmodifiableList(new ArrayList<>(constants)));
    }

    /** @return the kind of values */
    public Kind kind() {
        return kind;
    }

    /** @return the number of values */
    public int size() {
        return size;
    }

    /** @return the simple name of the type of the values ({@code Node}, {@code Expr}, {@code int[]}, {@code int}, {@code String}) */
    public String declaredType() {
        return declaredType;
    }

    /** @return the class domain of an object domain whose objects all belong to one, else null */
    public ObjectClass objectClass() {
        List<ObjectClass> classes = objectClasses();
        return classes.size() == 1 ? classes.get(0) : null;
    }

    /** @return the class domains of an object domain, in value order (empty for other kinds) */
    public List<ObjectClass> objectClasses() {
        List<ObjectClass> classes = new ArrayList<>();
        if (classAt != null) {
            for (ObjectClass c : classAt) {
                if (c != null && !classes.contains(c)) {
                    classes.add(c);
                }
            }
        }
        return classes;
    }

    /** @return whether index 0 is null (object domains only) */
    public boolean includesNull() {
        return includesNull;
    }

    /** @return whether the values are arrays of an array pool */
    public boolean isArrays() {
        return classAt != null && size > 0 && classAt[size - 1] != null && classAt[size - 1].isArray();
    }

    /** @return for an object domain, the class domain of the value at {@code index}, or null for null or a non-object */
    public ObjectClass objectClassAt(int index) {
        return classAt == null ? null : classAt[index];
    }

    /** @return for an object domain, the object index (within its class domain) at {@code index}, or -1 for null or a non-object */
    public int objectIndexAt(int index) {
        return indexAt == null ? -1 : indexAt[index];
    }

    /** @return the global object number of the value at {@code index}, or -1 for null or a non-object */
    public int objectNumberAt(int index) {
        return classAt == null || classAt[index] == null ? -1 : classAt[index].offset() + indexAt[index];
    }

    /** @return the index of the first value of the next class domain after the one of value {@code index}, or -1 (isomorphism breaking) */
    public int nextDomainAt(int index) {
        return constantNext != null ? constantNext[index] : nextDomainAt == null ? -1 : nextDomainAt[index];
    }

    /** @return the isomorphism class of the value at {@code index}: an object class id, a constant class domain's id beyond them, or -1 */
    public int isoClassAt(int index) {
        return isoAt == null || index < 0 ? -1 : isoAt[index];
    }

    /** @return whether the values carry isomorphism classes (objects, or constants given by class domains) */
    boolean hasIsoTable() {
        return isoAt != null;
    }

    /** @return the index of the value at {@code index} within its isomorphism class, or -1 */
    public int isoIndexAt(int index) {
        return isoIndexAt == null ? -1 : isoIndexAt[index];
    }

    /** @return the int value at {@code index} (int domains), 0/1 (boolean domains), or the ordinal position (enums) */
    public int intAt(int index) {
        return kind == Kind.INTS ? ints[index] : index;
    }

    /**
     * @return {@link #intAt} of every value, in order: for an int domain its own table, shared by every heap of every
     *         thread (never modify it; a field of millions of values is held once), else a new one
     */
    int[] intTable() {
        if (kind == Kind.INTS) {
            return ints;
        }
        int[] table = new int[size()];
        for (int v = 0; v < table.length; v++) {
            table[v] = intAt(v);
        }
        return table;
    }

    /** @return the enum constant at {@code index} (enum domains) */
    public Enum<?> enumAt(int index) {
        return enums.get(index);
    }

    /** @return the constant at {@code index} (value domains) */
    public Object valueAt(int index) {
        return values.get(index);
    }

    /** @return a short text of the value at {@code index}: {@code null}, {@code Node2}, {@code 3}, {@code true}, {@code RED}, {@code "a"} */
    public String describe(int index) {
        switch (kind) {
            case OBJECTS:
                return classAt[index] == null ? "null" : classAt[index].label(indexAt[index]);
            case INTS:
                return Integer.toString(ints[index]);
            case BOOLEANS:
                return index == 0 ? "false" : "true";
            case ENUMS:
                return enums.get(index).name();
            default:
                return describeValue(values.get(index));
        }
    }

    /** @return the text of a constant: strings quoted, chars in single quotes, floats with an f, longs with an L */
    public static String describeValue(Object v) {
        if (v instanceof String s) {
            return '"' + s + '"';
        }
        if (v instanceof Character c) {
            return "'" + c + "'";
        }
        if (v instanceof Float f) {
            return f + "f";
        }
        if (v instanceof Long l) {
            return l + "L";
        }
        return String.valueOf(v);
    }

    /** @return a stable text of the whole domain, used to compare bounds between subjects */
    public String signature() {
        return signature(false);
    }

    /** @return like {@link #signature()}, but naming object classes by simple name, to compare bounds across renamed subjects */
    public String boundsSignature() {
        return signature(true);
    }

    private String signature(boolean simple) {
        switch (kind) {
            case OBJECTS:
                StringBuilder sb = new StringBuilder("objects(");
                String sep = "";
                for (ObjectClass c : objectClasses()) {
                    sb.append(sep).append(simple ? c.simpleName() : c.className()).append(" x").append(c.count());
                    if (c.isArray()) {
                        sb.append(" lengths ").append(c.array().lengths().signature(simple)).append(" elements ")
                                .append(c.array().elements().signature(simple));
                    }
                    sep = " + ";
                }
                if (classAt.length == 1 && isArrays()) {
                    sb.append(" #").append(indexAt[0]);
                }
                return sb.append(includesNull ? ", null)" : ")").append(isoNote).toString();
            case INTS:
                return IntsSignature.of(ints);
            case BOOLEANS:
                return "booleans";
            case ENUMS:
                return "enums" + enums.stream().map(Enum::name).toList();
            default:
                return "values(" + declaredType + ")" + values.stream().map(Domain::describeValue).toList() + isoNote;
        }
    }

    @Override
    public String toString() {
        return signature();
    }
}
