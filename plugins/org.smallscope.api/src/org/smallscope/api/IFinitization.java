package org.smallscope.api;

import java.util.List;

/**
 * The bounds of a search: how many objects of each class exist and which values each field may
 * take. Users create one with {@link FinitizationFactory#create(Class)} in a static finitization
 * method, as in Korat.
 */
public interface IFinitization {

    /** @return the class whose instances the search enumerates (the class declaring repOk) */
    Class<?> getRootClass();

    /** @return the root class (Korat's name of {@link #getRootClass()}) */
    default Class<?> getFinClass() {
        return getRootClass();
    }

    /**
     * Creates the class domain of {@code cls} with {@code num} objects, or raises the size of the existing one to
     * {@code num} (never lowers it). The first call for a class fixes its place in the candidate vector.
     */
    IClassDomain createClassDomain(Class<?> cls, int num);

    /**
     * The class domain of {@code cls}, created empty if there is none: fill it with {@link IClassDomain#addObject}
     * (constants such as {@code Integer}s) or raise it later with {@link #createClassDomain(Class, int)}.
     */
    IClassDomain createClassDomain(Class<?> cls);

    /** {@link #createClassDomain(Class, int)} of the class named as in {@link #createObjSet(String, int, boolean)}. */
    IClassDomain createClassDomain(String className, int num);

    /** {@link #createClassDomain(Class)} of the class named as in {@link #createObjSet(String, int, boolean)}. */
    IClassDomain createClassDomain(String className);

    /** @return the class domain of {@code cls}, or null if none was created */
    IClassDomain getClassDomain(Class<?> cls);

    /** @return the class domain of the class named {@code className}, or null if none was created */
    IClassDomain getClassDomain(String className);

    /**
     * An object set over the objects of {@code cls}'s class domain (created or raised to {@code num} objects, as by
     * {@link #createClassDomain}), <em>without</em> {@code null}, as in Korat. Use {@link #createObjSet(Class, int,
     * boolean)} with {@code true} for a set that starts with {@code null}.
     */
    IObjSet createObjSet(Class<?> cls, int num);

    /** An object set of type {@code type} without class domains and without {@code null}: add them with {@link IObjSet#addClassDomain}. */
    IObjSet createObjSet(Class<?> type);

    /** Like {@link #createObjSet(Class, int)}, preceded by {@code null} only if {@code includeNull}. */
    IObjSet createObjSet(Class<?> cls, int num, boolean includeNull);

    /**
     * An object set of type {@code type} (a class, abstract class or interface) with no objects yet: add class
     * domains of its concrete subclasses with {@link IObjSet#addClassDomain}.
     */
    IObjSet createObjSet(Class<?> type, boolean includeNull);

    /** An object set over the objects of {@code domain}, preceded by {@code null} if {@code includeNull}. */
    IObjSet createObjSet(IClassDomain domain, boolean includeNull);

    /** An object set over the objects of {@code domain}, without {@code null}. */
    IObjSet createObjSet(IClassDomain domain);

    /**
     * Creates objects of the class named {@code className}: a simple name of a class nested in
     * the root class (or a sibling nested class), or a fully qualified name.
     */
    IObjSet createObjSet(String className, int num, boolean includeNull);

    /** {@link #createObjSet(Class, int)} (no {@code null}) of the class named as in {@link #createObjSet(String, int, boolean)}. */
    IObjSet createObjSet(String className, int num);

    /** {@link #createObjSet(Class, boolean)} of the type named as in {@link #createObjSet(String, int, boolean)}. */
    IObjSet createObjSet(String typeName, boolean includeNull);

    /** {@link #createObjSet(Class)} of the type named as in {@link #createObjSet(String, int, boolean)}. */
    IObjSet createObjSet(String typeName);

    /** @return the ints {@code min..max}, ascending; as in Korat, just {@code max} if {@code max < min} */
    IIntSet createIntSet(int min, int max);

    /**
     * @return Korat's range: {@code min, min+step, ...} while below {@code max}, then {@code max} itself, so {@code (0, 2, 5)}
     *         is {@code 0, 2, 4, 5}; just {@code max} if {@code max < min}. {@link #createIntSteps} stops at the last step instead.
     */
    IIntSet createIntSet(int min, int step, int max);

    /** @return the ints {@code min, min+step, ...} that are at most {@code max}, so {@code (0, 2, 5)} is {@code 0, 2, 4}; empty if {@code max < min} */
    IIntSet createIntSteps(int min, int step, int max);

    /** @return the single int {@code value} */
    IIntSet createIntSet(int value);

    /** @return exactly the given ints, in the given order (duplicates are an error) */
    IIntSet createIntSetOf(int... values);

    /**
     * A pool of {@code count} arrays of {@code arrayType} ({@code int[].class}, {@code Node[].class}), each with a
     * length from {@code lengths} and elements from {@code elements}. Bind it to array fields with {@code set}: each
     * such field owns one array of the pool. One array set per array type.
     */
    IArraySet createArraySet(Class<?> arrayType, IIntSet lengths, IFieldDomain elements, int count);

    /** @return the longs {@code min..max}, ascending; empty if {@code max < min} */
    ILongSet createLongSet(long min, long max);

    /** @return Korat's range: {@code min, min+step, ...} while below {@code max}, then {@code max}; empty if {@code max < min} */
    ILongSet createLongSet(long min, long step, long max);

    /** @return the single long {@code value} */
    ILongSet createLongSet(long value);

    /** @return the shorts {@code min..max}, ascending; empty if {@code max < min} */
    IShortSet createShortSet(short min, short max);

    /** @return Korat's range of shorts, as {@link #createLongSet(long, long, long)} */
    IShortSet createShortSet(short min, short step, short max);

    /** @return the single short {@code value} */
    IShortSet createShortSet(short value);

    /** @return the bytes {@code min..max}, ascending; empty if {@code max < min} */
    IByteSet createByteSet(byte min, byte max);

    /** @return Korat's range of bytes, as {@link #createLongSet(long, long, long)} */
    IByteSet createByteSet(byte min, byte step, byte max);

    /** @return the single byte {@code value} */
    IByteSet createByteSet(byte value);

    /** @return the chars {@code min..max}, ascending */
    IValueSet createCharSet(char min, char max);

    /** @return exactly the given chars, in the given order */
    IValueSet createCharSetOf(char... values);

    /** @return Korat's range: {@code min + k*step} (in float) while below {@code max}, then {@code max}; empty if {@code max < min} */
    IFloatSet createFloatSet(float min, float step, float max);

    /** @return {@link #createFloatSet(float, float, float)} with step 1 */
    IFloatSet createFloatSet(float min, float max);

    /** @return the single float {@code value} */
    IFloatSet createFloatSet(float value);

    /** @return Korat's range: {@code min + k*step} while below {@code max}, then {@code max}; empty if {@code max < min} */
    IDoubleSet createDoubleSet(double min, double step, double max);

    /** @return {@link #createDoubleSet(double, double, double)} with step 1 */
    IDoubleSet createDoubleSet(double min, double max);

    /** @return the single double {@code value} */
    IDoubleSet createDoubleSet(double value);

    /** @return exactly the given doubles, in the given order */
    IValueSet createDoubleSetOf(double... values);

    /** @return exactly the given strings, in the given order ({@code null} may be one of them) */
    IValueSet createStringSet(String... values);

    /**
     * @return exactly the given values of {@code type}, in the given order: immutable objects the finitization
     *         builds itself ({@code Integer}, {@code BigDecimal}, records, ...), for fields of that type or a supertype
     */
    @SuppressWarnings("unchecked")
    <T> IValueSet createValueSet(Class<T> type, T... values);

    /** @return {@code false, true} */
    IBooleanSet createBooleanSet();

    /** @return every constant of {@code enumClass}, in declaration order */
    <E extends Enum<E>> IEnumSet createEnumSet(Class<E> enumClass);

    /** @return the given constants, in the given order */
    @SuppressWarnings("unchecked")
    <E extends Enum<E>> IEnumSet createEnumSet(Class<E> enumClass, E... constants);

    /**
     * Bounds a field: {@code "field"} for a field of the root class, {@code "Class.field"} for a
     * field of another class (simple or fully qualified class name). Setting a field twice is an
     * error.
     */
    void set(String field, IFieldDomain domain);

    /** Bounds field {@code field} of class {@code owner} (the root class, an object class or a superclass of one). */
    void set(Class<?> owner, String field, IFieldDomain domain);

    /** Bounds field {@code field} of the class named {@code className} (as in {@code set("Class.field", domain)}). */
    void set(String className, String field, IFieldDomain domain);

    /** @return the domain {@code set("field")} or {@code set("Class.field")} gave, or null */
    IFieldDomain getFieldDomain(String field);

    /** @return the domain given to field {@code field} of the class named {@code className}, or null */
    IFieldDomain getFieldDomain(String className, String field);

    /** @return the domain given to field {@code field} of {@code owner}, or null */
    IFieldDomain getFieldDomain(Class<?> owner, String field);

    /**
     * Korat's {@code addAll}: before the search, adds every value of {@code objSet} ({@code null} first if it allows null,
     * then its objects) to the collection that field {@code field} ({@code "field"} of the root or {@code "Class.field"})
     * holds in each object of the class, as its constructor left it (a null collection stays null). The field is not
     * searched: every candidate has these collections.
     */
    void addAll(String field, IObjSet objSet);

    /** {@link #addAll(String, IObjSet)} for field {@code field} of the class named {@code className}. */
    void addAll(String className, String field, IObjSet objSet);

    /** {@link #addAll(String, IObjSet)} for field {@code field} of {@code owner}. */
    void addAll(Class<?> owner, String field, IObjSet objSet);

    /** @return the {@code addAll} calls, in order */
    List<CollectionFill> getCollectionFills();

    /** Korat's option to search array fields over shared arrays: only {@code false} (each field owns its array) is supported. */
    void handleArraysAsObjects(boolean handleAsObjects);

    /** @return false: each array field owns one array of its array set */
    default boolean areArraysHandledAsObjects() {
        return false;
    }

    /** Korat's merging of another finitization's class domains: not supported (throws {@link FinitizationException}). */
    boolean includeFinitization(IFinitization other);

    /** @return null: no finitization is ever included */
    default IFinitization getIncludedFinitization(Class<?> rootClass) {
        return null;
    }

    /**
     * Adds dedicated generators ({@link Generators}): conditions the search uses to skip candidates without running
     * repOk. Each must be a necessary condition of repOk (see {@link IConstraint}); then the suite is exactly the one
     * without them, found exploring fewer candidates.
     */
    void require(IConstraint... constraints);

    /** @return the constraints added with {@link #require}, in order */
    List<IConstraint> getConstraints();

    /** @return the {@code set} calls in the order they were made */
    List<FieldBinding> getBindings();

    /** @return the object sets in the order they were created */
    List<IObjSet> getObjSets();

    /**
     * @return the class domains in the order they were first created (the order of the candidate vector after the
     *         root's fields), including the array pools of array sets (whose class is the array type)
     */
    List<IClassDomain> getClassDomains();

    /** @return the array sets in the order they were created */
    List<IArraySet> getArraySets();
}
