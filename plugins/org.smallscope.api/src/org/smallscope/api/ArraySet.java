package org.smallscope.api;

/** A pool of arrays of one type with their length and element domains. */
final class ArraySet implements IArraySet {

    private final ClassDomain pool;
    private IIntSet lengths;
    private IFinSet elements;
    private final StackTraceElement origin;

    ArraySet(ClassDomain pool, IIntSet lengths, IFinSet elements, StackTraceElement origin) {
        this.pool = pool;
        this.lengths = lengths;
        this.elements = elements;
        this.origin = origin;
    }

    @Override
    public StackTraceElement getOrigin() {
        return origin;
    }

    @Override
    public Class<?> getArrayType() {
        return pool.getDomainClass();
    }

    @Override
    public IIntSet getLengths() {
        return lengths;
    }

    @Override
    public IFinSet getElements() {
        return elements;
    }

    @Override
    public int getCount() {
        return pool.getSize();
    }

    @Override
    public void setArraySizes(IIntSet sizes) {
        if (sizes == null || sizes.size() == 0) {
            throw new FinitizationException("setArraySizes: the length domain is null or empty");
        }
        lengths = sizes;
    }

    @Override
    public void setComponentsSet(IFieldDomain newElements) {
        if (!(newElements instanceof IFinSet set)) {
            throw new FinitizationException("setComponentsSet: the element domain must be made by a finitization");
        }
        elements = set;
    }

    @Override
    public IClassDomain getClassDomain() {
        return pool;
    }

    @Override
    public int size() {
        return pool.getSize();
    }

    @Override
    public String toString() {
        return "ArraySet(" + getArrayType().getSimpleName() + " x" + getCount() + ", lengths " + lengths + ", elements " + elements + ")";
    }
}
