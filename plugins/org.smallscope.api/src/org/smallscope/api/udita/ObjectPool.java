package org.smallscope.api.udita;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A bounded pool of objects a generator links into a structure: {@link #getAny()} chooses any object (or null when the
 * pool includes it), {@link #getNew()} one not chosen before. Choices are isomorphism-free: of the objects not yet
 * chosen only the first is offered, because the others are interchangeable.
 */
public final class ObjectPool<T> implements Iterable<T> {

    private final int size;
    private final Supplier<? extends T> factory;
    private final boolean includeNull;
    private final List<T> objects = new ArrayList<>();

    /** A pool of {@code size} objects made by {@code factory} on first use, without null. */
    public ObjectPool(int size, Supplier<? extends T> factory) {
        this(size, factory, false);
    }

    /** A pool of {@code size} objects made by {@code factory} on first use; {@code includeNull} lets {@link #getAny()} return null. */
    public ObjectPool(int size, Supplier<? extends T> factory, boolean includeNull) {
        if (size < 0) {
            throw new IllegalArgumentException("an object pool's size must not be negative: " + size);
        }
        this.size = size;
        this.factory = Objects.requireNonNull(factory, "factory");
        this.includeNull = includeNull;
    }

    /** @return the number of objects in the pool */
    public int size() {
        return size;
    }

    /** @return whether {@link #getAny()} may return null */
    public boolean includesNull() {
        return includeNull;
    }

    /** @return null (if included), each object chosen before, or the first object not chosen before */
    public T getAny() {
        return object(ChoiceHook.current().poolChoice(this, false));
    }

    /** @return the first object not chosen before; the execution fails, naming the pool, when all were chosen */
    public T getNew() {
        return object(ChoiceHook.current().poolChoice(this, true));
    }

    /** @return the pool's object number {@code index} ({@code 0..size-1}), made on first use; null for {@code -1} */
    public T object(int index) {
        if (index < 0) {
            return null;
        }
        if (index >= size) {
            throw new IndexOutOfBoundsException("object " + index + " of a pool of " + size);
        }
        while (objects.size() <= index) {
            objects.add(factory.get());
        }
        return objects.get(index);
    }

    /** @return the pool's objects in order (all {@link #size()} of them, made now if not yet) */
    @Override
    public Iterator<T> iterator() {
        object(size - 1);
        return List.copyOf(objects).iterator();
    }
}
