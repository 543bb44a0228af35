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

    /**
     * Creates the class domain of {@code cls} with {@code num} objects, or raises the size of the existing one to
     * {@code num} (never lowers it). The first call for a class fixes its place in the candidate vector.
     */
    IClassDomain createClassDomain(Class<?> cls, int num);

    /**
     * An object set over the objects of {@code cls}'s class domain (created or raised to {@code num} objects, as by
     * {@link #createClassDomain}), preceded by {@code null}. Unlike Korat, whose two-argument form leaves null out.
     */
    IObjSet createObjSet(Class<?> cls, int num);

    /** Like {@link #createObjSet(Class, int)}, preceded by {@code null} only if {@code includeNull}. */
    IObjSet createObjSet(Class<?> cls, int num, boolean includeNull);

    /**
     * An object set of type {@code type} (a class, abstract class or interface) with no objects yet: add class
     * domains of its concrete subclasses with {@link IObjSet#addClassDomain}.
     */
    IObjSet createObjSet(Class<?> type, boolean includeNull);

    /** An object set over the objects of {@code domain}, preceded by {@code null} if {@code includeNull}. */
    IObjSet createObjSet(IClassDomain domain, boolean includeNull);

    /**
     * Creates objects of the class named {@code className}: a simple name of a class nested in
     * the root class (or a sibling nested class), or a fully qualified name.
     */
    IObjSet createObjSet(String className, int num, boolean includeNull);

    /** @return the ints {@code min..max}, ascending; empty if {@code max < min} */
    IIntSet createIntSet(int min, int max);

    /** @return the ints {@code min, min+step, ...} up to {@code max}, ascending */
    IIntSet createIntSet(int min, int step, int max);

    /** @return the single int {@code value} */
    IIntSet createIntSet(int value);

    /** @return exactly the given ints, in the given order (duplicates are an error) */
    IIntSet createIntSetOf(int... values);

    /**
     * A pool of {@code count} arrays of {@code arrayType} ({@code int[].class}, {@code Node[].class}), each with a
     * length from {@code lengths} and elements from {@code elements}. Bind it to array fields with {@code set}: each
     * such field owns one array of the pool. One array set per array type.
     */
    IArraySet createArraySet(Class<?> arrayType, IIntSet lengths, IFinSet elements, int count);

    /** @return the longs {@code min..max}, ascending */
    IValueSet createLongSet(long min, long max);

    /** @return the longs {@code min, min+step, ...} up to {@code max} */
    IValueSet createLongSet(long min, long step, long max);

    /** @return the shorts {@code min..max}, ascending */
    IValueSet createShortSet(short min, short max);

    /** @return the bytes {@code min..max}, ascending */
    IValueSet createByteSet(byte min, byte max);

    /** @return the chars {@code min..max}, ascending */
    IValueSet createCharSet(char min, char max);

    /** @return exactly the given chars, in the given order */
    IValueSet createCharSetOf(char... values);

    /** @return the floats {@code min, min+step, ...} up to {@code max} (computed as {@code min + k*step}) */
    IValueSet createFloatSet(float min, float step, float max);

    /** @return the doubles {@code min, min+step, ...} up to {@code max} (computed as {@code min + k*step}) */
    IValueSet createDoubleSet(double min, double step, double max);

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
    void set(String field, IFinSet domain);

    /** Bounds field {@code field} of class {@code owner} (the root class, an object class or a superclass of one). */
    void set(Class<?> owner, String field, IFinSet domain);

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
