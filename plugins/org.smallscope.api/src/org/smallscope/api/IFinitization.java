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

    /** Creates {@code num} objects of {@code cls}, preceded by {@code null}. */
    IObjSet createObjSet(Class<?> cls, int num);

    /** Creates {@code num} objects of {@code cls}, preceded by {@code null} if {@code includeNull}. */
    IObjSet createObjSet(Class<?> cls, int num, boolean includeNull);

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

    /** @return the {@code set} calls in the order they were made */
    List<FieldBinding> getBindings();

    /** @return the object sets in the order they were created */
    List<IObjSet> getObjSets();
}
