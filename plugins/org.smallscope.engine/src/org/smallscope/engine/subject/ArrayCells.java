package org.smallscope.engine.subject;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.smallscope.engine.runtime.AccessRecorder;

/**
 * The arrays of one candidate heap. A Java array cannot change its length, so each array of a pool is a set of real
 * arrays, one per length, of which the current length's one is installed in the field that owns the array; element
 * values are kept aside and copied in when the length changes. Lengths and elements are ordinary slots of the vector.
 */
final class ArrayCells {

    /** Per slot: what writing it means (a plain field, an array's length, an element, or the field owning an array). */
    static final byte FIELD = 0;
    static final byte LENGTH = 1;
    static final byte ELEMENT = 2;
    static final byte OWNER = 3;

    private final byte[] kind;
    private final int[] arrayOf;
    private final int[] elementOf;
    private final Object[] current;
    private final Object[][] byLength;
    private final int[] length;
    private final int[][] lengths;
    private final int[][] elementValue;
    private final Object[][] elementObjects;
    private final Class<?>[] types;
    private final int[][] owners;
    private final int[] lengthSlotTable;
    private final int[] elementCountTable;

    /**
     * @param elementObjects per array pool (class domain id), the boxed or real values of the element domain, in domain order
     */
    ArrayCells(Subject subject, Class<?>[] arrayTypes, Object[][] elementObjects) {
        int n = subject.vectorLength();
        kind = new byte[n];
        arrayOf = new int[n];
        elementOf = new int[n];
        Arrays.fill(arrayOf, -1);
        List<Integer> arrayObjects = new ArrayList<>();
        for (ObjectClass c : subject.objectClasses()) {
            for (int i = 0; c.isArray() && i < c.count(); i++) {
                arrayObjects.add(c.offset() + i);
            }
        }
        int count = arrayObjects.size();
        current = new Object[count];
        byLength = new Object[count][];
        length = new int[count];
        lengths = new int[count][];
        elementValue = new int[count][];
        this.elementObjects = new Object[count][];
        types = new Class<?>[count];
        int[] lengthSlot = new int[count];
        int[] elementCount = new int[count];
        List<List<Integer>> ownerSlots = new ArrayList<>();
        for (int a = 0; a < count; a++) {
            int o = arrayObjects.get(a);
            ObjectClass pool = poolOf(subject, o);
            int[] slots = subject.objectSlots()[o];
            Domain lengthDomain = subject.slots().get(slots[0]).domain();
            lengths[a] = new int[lengthDomain.size()];
            int max = 0;
            for (int v = 0; v < lengths[a].length; v++) {
                lengths[a][v] = lengthDomain.intAt(v);
                max = Math.max(max, lengths[a][v]);
            }
            types[a] = arrayTypes[pool.id()];
            byLength[a] = new Object[max + 1];
            elementValue[a] = new int[max];
            this.elementObjects[a] = elementObjects[pool.id()];
            lengthSlot[a] = slots[0];
            elementCount[a] = slots.length - 1;
            kind[slots[0]] = LENGTH;
            arrayOf[slots[0]] = a;
            for (int i = 1; i < slots.length; i++) {
                kind[slots[i]] = ELEMENT;
                arrayOf[slots[i]] = a;
                elementOf[slots[i]] = i - 1;
            }
            ownerSlots.add(new ArrayList<>());
            length[a] = -1;
        }
        for (Slot slot : subject.slots()) {
            int o = slot.domain().isArrays() ? slot.domain().objectNumberAt(0) : -1;
            if (o >= 0) {
                int a = arrayObjects.indexOf(o);
                kind[slot.index()] = OWNER;
                arrayOf[slot.index()] = a;
                ownerSlots.get(a).add(slot.index());
            }
        }
        owners = new int[count][];
        for (int a = 0; a < count; a++) {
            owners[a] = ownerSlots.get(a).stream().mapToInt(Integer::intValue).toArray();
            install(a, 0);
        }
        this.lengthSlotTable = lengthSlot;
        this.elementCountTable = elementCount;
    }

    private static ObjectClass poolOf(Subject subject, int o) {
        for (ObjectClass c : subject.objectClasses()) {
            if (o >= c.offset() && o < c.offset() + c.count()) {
                return c;
            }
        }
        throw new IllegalStateException("no class domain holds object " + o);
    }

    /** @return whether the subject has arrays at all */
    boolean any() {
        return current.length > 0;
    }

    /** Lets {@code recorder} report reads of these arrays. */
    void watchedBy(AccessRecorder recorder) {
        recorder.watchArrays(current, lengthSlotTable, elementCountTable);
    }

    /** @return what writing {@code slot} means */
    byte kind(int slot) {
        return kind[slot];
    }

    /** @return the array a length, element or owner slot belongs to */
    int arrayOf(int slot) {
        return arrayOf[slot];
    }

    /** @return the slots of the fields that own array {@code a} */
    int[] owners(int a) {
        return owners[a];
    }

    /** @return the real array installed for array {@code a} */
    Object current(int a) {
        return current[a];
    }

    /** Sets the length of the array of length slot {@code slot} to the value at {@code index}; true if the real array changed. */
    boolean writeLength(int slot, int index) {
        int a = arrayOf[slot];
        return install(a, lengths[a][index]);
    }

    private boolean install(int a, int newLength) {
        if (newLength == length[a]) {
            return false;
        }
        Object array = byLength[a][newLength];
        if (array == null) {
            array = java.lang.reflect.Array.newInstance(types[a].getComponentType(), newLength);
            byLength[a][newLength] = array;
        }
        for (int i = 0; i < newLength; i++) {
            set(a, array, i, elementValue[a][i]);
        }
        length[a] = newLength;
        current[a] = array;
        return true;
    }

    /** Sets the element of element slot {@code slot} to the value at {@code index} of the element domain. */
    void writeElement(int slot, int index) {
        int a = arrayOf[slot];
        int i = elementOf[slot];
        elementValue[a][i] = index;
        if (i < length[a]) {
            set(a, current[a], i, index);
        }
    }

    /** Stores value {@code index} of array {@code a}'s element domain (boxed in the wrapper of a primitive component type) in its cell {@code i}. */
    private void set(int a, Object array, int i, int index) {
        Object value = elementObjects[a][index];
        if (array instanceof Object[] objects) {
            objects[i] = value;
        } else if (array instanceof int[] ints) {
            ints[i] = (Integer) value;
        } else if (array instanceof long[] longs) {
            longs[i] = (Long) value;
        } else if (array instanceof boolean[] booleans) {
            booleans[i] = (Boolean) value;
        } else if (array instanceof byte[] bytes) {
            bytes[i] = (Byte) value;
        } else if (array instanceof short[] shorts) {
            shorts[i] = (Short) value;
        } else if (array instanceof char[] chars) {
            chars[i] = (Character) value;
        } else if (array instanceof float[] floats) {
            floats[i] = (Float) value;
        } else {
            ((double[]) array)[i] = (Double) value;
        }
    }
}
