package org.smallscope.engine.subject;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.InvocationTargetException;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.runtime.CandidateWriter;
import org.smallscope.engine.runtime.ContractBreach;
import org.smallscope.engine.runtime.FieldArming;
import org.smallscope.engine.runtime.RepOkWatch;

/**
 * The real objects of one candidate (the root, every object of every class domain and every
 * array), their access recorder, and the writes that turn a candidate vector into field values.
 * One heap belongs to one search thread.
 */
public final class CandidateHeap {

    private final Subject subject;
    private final Object root;
    private final Object[] objects;
    private final AccessRecorder recorder;
    private final Object[] owner;
    private final MethodHandle[] setter;
    private final boolean[] reference;
    private final Object[][] referenceValues;
    private final int[][] intValues;
    private final CandidateWriter writer;
    private final boolean directRepOk;
    private final int[] current;
    private final ArrayCells arrays;
    private final boolean hasArrays;
    private final boolean watchesArrays;
    /** A vector written on the first look at the objects ({@link #writeLater}), or null. */
    private int[] deferred;
    /** The collections and maps every candidate holds as made, checked after each repOk (changes in JDK code are not instrumented). */
    private final CandidateCollections collections = new CandidateCollections();
    /** While the objects are made: what made the first class that cannot be used unusable, for the error's cause. */
    private Throwable firstCause;

    CandidateHeap(Subject subject) {
        this.subject = subject;
        Subject.Runtime rt = subject.runtime;
        int n = subject.vectorLength();
        recorder = new AccessRecorder(n);
        Map<String, String> unusable = new LinkedHashMap<>();
        root = instantiate(rt.rootClass(), unusable);
        objects = new Object[subject.objectCount()];
        for (ObjectClass cls : subject.objectClasses()) {
            for (int i = 0; !cls.isArray() && i < cls.count() && !unusable.containsKey(rt.objectClasses()[cls.id()].getName()); i++) {
                objects[subject.objectNumber(cls, i)] = instantiate(rt.objectClasses()[cls.id()], unusable);
            }
        }
        if (!unusable.isEmpty()) {
            throw unusable(unusable, firstCause);
        }
        subject.fillCollections(root, objects, this::objectValues, collections::add);
        Set<Domain> valueDomains = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Slot slot : subject.slots()) {
            if (slot.domain().kind() == Domain.Kind.VALUES && valueDomains.add(slot.domain())) {
                for (int v = 0; v < slot.domain().size(); v++) {
                    collections.add(slot.domain().valueAt(v), "value " + v + " of " + slot.name());
                }
            }
        }
        arrays = new ArrayCells(subject, rt.arrayTypes(), elementValues(subject, rt));
        hasArrays = arrays.any();
        watchesArrays = hasArrays && rt.monitored();
        current = new int[n];
        owner = new Object[n];
        setter = new MethodHandle[n];
        reference = new boolean[n];
        referenceValues = new Object[n][];
        intValues = new int[n][];
        int[][] slotsOf = new int[objects.length][];
        int[] rootSlotMap = null;
        // the values of a domain are shared by its slots (every node's next): a pool of thousands of objects costs values, not slots x values
        Map<Domain, Object[]> sharedObjects = new IdentityHashMap<>();
        Map<Domain, int[]> sharedInts = new IdentityHashMap<>();
        for (Slot slot : subject.slots()) {
            int s = slot.index();
            int f = subject.slotField[s];
            if (f < 0) {
                continue; // an array's length or element: written by the array cells
            }
            owner[s] = slot.object() < 0 ? root : objects[slot.object()];
            setter[s] = rt.setters()[f];
            reference[s] = rt.referenceField()[f];
            Domain d = slot.domain();
            if (arrays.kind(s) == ArrayCells.OWNER) {
                referenceValues[s] = new Object[] {arrays.current(arrays.arrayOf(s))};
            } else if (reference[s]) {
                referenceValues[s] = d.kind() == Domain.Kind.OBJECTS ? sharedObjects.computeIfAbsent(d, this::objectValues)
                        : rt.fieldValues()[f];
            } else {
                intValues[s] = sharedInts.computeIfAbsent(d, Domain::intTable);
            }
            int[] map;
            if (slot.object() < 0) {
                rootSlotMap = rootSlotMap == null ? newSlotMap(rt) : rootSlotMap;
                map = rootSlotMap;
            } else {
                if (slotsOf[slot.object()] == null) {
                    slotsOf[slot.object()] = newSlotMap(rt);
                }
                map = slotsOf[slot.object()];
            }
            map[rt.fieldIds()[f]] = s;
        }
        try {
            if (rootSlotMap != null && rt.rootRecorderField() != null) {
                rt.rootRecorderField().set(root, recorder);
                rt.rootSlotsField().set(root, rootSlotMap);
            }
            for (ObjectClass cls : subject.objectClasses()) {
                for (int i = 0; i < cls.count(); i++) {
                    int o = subject.objectNumber(cls, i);
                    if (slotsOf[o] != null && rt.recorderField()[cls.id()] != null) {
                        rt.recorderField()[cls.id()].set(objects[o], recorder);
                        rt.slotsField()[cls.id()].set(objects[o], slotsOf[o]);
                    }
                }
            }
        } catch (IllegalAccessException e) {
            throw EngineError.INSTRUMENTATION_FAILED.exception(e, subject.className(), e.getMessage());
        }
        writer = newWriter(rt);
        directRepOk = writer != null && writer.callsRepOk();
        if (watchesArrays) {
            arrays.watchedBy(recorder);
        }
        if (rt.monitored()) {
            markCandidate();
            FieldArming arming = writer != null ? writer : new FieldArming() {
                @Override
                public void arm(int slot) {
                    armThroughHandle(rt, slot, true);
                }

                @Override
                public void disarm(int slot) {
                    armThroughHandle(rt, slot, false);
                }
            };
            recorder.armedBy(arming);
            for (int s = 0; s < n; s++) {
                arming.arm(s); // the stack is empty: every field's first read is reported
            }
        }
        writeAll(new int[n]);
    }

    /** Sets the marker field of the root and every object to this heap's watch: writes to them while repOk runs are refused. */
    private void markCandidate() {
        Map<Class<?>, java.lang.reflect.Field> markers = new java.util.HashMap<>();
        for (Object o : objects) {
            mark(o, markers);
        }
        mark(root, markers);
    }

    private void mark(Object o, Map<Class<?>, java.lang.reflect.Field> markers) {
        if (o == null) {
            return;
        }
        java.lang.reflect.Field f = markers.computeIfAbsent(o.getClass(), CandidateHeap::markerField);
        if (f == null) {
            return;
        }
        try {
            f.set(o, recorder.watch());
        } catch (IllegalAccessException e) {
            throw EngineError.INSTRUMENTATION_FAILED.exception(e, o.getClass().getName(), "cannot mark its objects: " + e.getMessage());
        }
    }

    /** @return the marker field of objects of {@code c}, declared by it or a superclass, or null (a class not of the subject's) */
    private static java.lang.reflect.Field markerField(Class<?> c) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            try {
                java.lang.reflect.Field f = k.getDeclaredField(org.smallscope.engine.internal.MonitoredFields.CANDIDATE_FIELD);
                f.setAccessible(true);
                return f;
            } catch (NoSuchFieldException e) {
                // not here: look further up
            }
        }
        return null;
    }

    /** @return per class domain that is an array pool, the values its elements take (boxed, or this heap's objects) */
    private Object[][] elementValues(Subject subject, Subject.Runtime rt) {
        Object[][] values = new Object[subject.objectClasses().size()][];
        for (ObjectClass c : subject.objectClasses()) {
            if (c.isArray()) {
                Domain d = rt.arrayElements()[c.id()]; // the element domain, its constants of the instrumented classes
                values[c.id()] = d.kind() == Domain.Kind.OBJECTS ? objectValues(d)
                        : DomainTypes.boxedValues(d, rt.arrayTypes()[c.id()].getComponentType(), rt.rootClass().getClassLoader());
            }
        }
        return values;
    }

    private CandidateWriter newWriter(Subject.Runtime rt) {
        if (rt.writerConstructor() == null) {
            return null;
        }
        try {
            return (CandidateWriter) rt.writerConstructor().newInstance(owner, referenceValues, intValues, subject.slotField);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    private static int[] newSlotMap(Subject.Runtime rt) {
        int[] map = new int[rt.monitoredFieldCount()];
        Arrays.fill(map, -1);
        return map;
    }

    private Object[] objectValues(Domain d) {
        Object[] values = new Object[d.size()];
        for (int v = 0; v < values.length; v++) {
            int o = d.objectNumberAt(v);
            values[v] = o < 0 ? null : objects[o];
        }
        return values;
    }

    /** @return a new object of {@code cls}, or null after noting in {@code unusable} why none can be made (all are said at once) */
    private Object instantiate(Class<?> cls, Map<String, String> unusable) {
        try {
            return Instances.make(cls);
        } catch (IllegalArgumentException e) {
            return note(unusable, cls, e.getMessage(), e);
        } catch (InvocationTargetException e) {
            return note(unusable, cls, "its constructor threw " + e.getCause(), e.getCause());
        } catch (RuntimeException e) {
            return note(unusable, cls, e.toString(), e);
        }
    }

    private Object note(Map<String, String> unusable, Class<?> cls, String why, Throwable cause) {
        unusable.putIfAbsent(cls.getName(), why);
        if (firstCause == null) {
            firstCause = cause;
        }
        return null;
    }

    /** @return the one error that names every class of the subject no object can be made of, each with its reason */
    private static SmallscopeException unusable(Map<String, String> unusable, Throwable cause) {
        if (unusable.size() == 1) {
            Map.Entry<String, String> only = unusable.entrySet().iterator().next();
            return EngineError.NO_CONSTRUCTOR.exception(cause, only.getKey(), only.getValue());
        }
        StringJoiner each = new StringJoiner("; ");
        unusable.forEach((name, why) -> each.add(name + ": " + why));
        return EngineError.NO_CONSTRUCTOR.exception(cause, String.join(", ", unusable.keySet()) + " (" + unusable.size() + " classes)", each.toString());
    }

    private void armThroughHandle(Subject.Runtime rt, int slot, boolean armed) {
        int f = subject.slotField[slot];
        if (f < 0) {
            return; // an array's length or element: its reads are reported without flags
        }
        try {
            rt.armers()[f].invokeExact(owner[slot], armed);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    /** Sets field {@code slot} to the value at {@code index} of its domain. */
    public void write(int slot, int index) {
        if (deferred != null) {
            flush();
        }
        current[slot] = index;
        if (hasArrays) {
            switch (arrays.kind(slot)) {
                case ArrayCells.LENGTH:
                    if (arrays.writeLength(slot, index)) {
                        int a = arrays.arrayOf(slot);
                        for (int s : arrays.owners(a)) {
                            referenceValues[s][0] = arrays.current(a);
                            writeField(s, current[s]);
                        }
                    }
                    return;
                case ArrayCells.ELEMENT:
                    arrays.writeElement(slot, index);
                    return;
                default:
                    break;
            }
        }
        writeField(slot, index);
    }

    private void writeField(int slot, int index) {
        if (writer != null) {
            writer.write(slot, index);
            return;
        }
        try {
            if (reference[slot]) {
                setter[slot].invokeExact(owner[slot], referenceValues[slot][index]);
            } else {
                setter[slot].invokeExact(owner[slot], intValues[slot][index]);
            }
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    /** Sets every field from {@code cv}. */
    public void writeAll(int[] cv) {
        deferred = null;
        for (int s = 0; s < cv.length; s++) {
            write(s, cv[s]);
        }
    }

    /** Sets the fields whose value differs from {@code cv} (consecutive ranges differ in few fields). */
    public void writeChanged(int[] cv) {
        deferred = null;
        for (int s = 0; s < cv.length; s++) {
            if (current[s] != cv[s]) {
                write(s, cv[s]);
            }
        }
    }

    /**
     * Makes {@code cv} (kept, not copied: do not change it) the candidate these objects hold, writing its fields only when
     * someone looks at the objects or writes a field: a replay whose listeners read only vectors writes nothing.
     */
    public void writeLater(int[] cv) {
        deferred = cv;
    }

    private void flush() {
        int[] cv = deferred;
        deferred = null;
        writeChanged(cv);
    }

    /** @return the value index the objects hold in field {@code slot} now (a vector of {@link #writeLater} is not written yet) */
    public int valueAt(int slot) {
        return current[slot];
    }

    /** Runs repOk on the current candidate; exceptions propagate. */
    public boolean repOk() throws Throwable {
        return repOkFrom(0);
    }

    /**
     * Runs repOk on the current candidate from conjunct {@code first} on (0: all of it), jumping over the ones before (see
     * {@link Subject#canSkipTo}); exceptions propagate.
     */
    public boolean repOkFrom(int first) throws Throwable {
        if (deferred != null) {
            flush();
        }
        recorder.beginCandidate();
        if (first > 0) {
            recorder.skipConjuncts(first);
        }
        if (!subject.runtime.monitored()) {
            return callRepOk();
        }
        RepOkWatch watch = recorder.watch();
        boolean ok = false;
        Throwable thrown = null;
        recorder.enter();
        watch.begin();
        try {
            ok = callRepOk();
        } catch (Throwable t) {
            thrown = t;
        } finally {
            recorder.leave();
        }
        ContractBreach breach = watch.end(); // the first breach, even where repOk caught the error
        if (breach == null && !collections.isEmpty()) {
            String changed = collections.firstChange();
            breach = changed == null ? null : RepOkWatch.collectionChanged(changed);
        }
        if (breach != null) {
            throw new ContractRefusal(subject, breach, current.clone());
        }
        if (thrown != null) {
            throw thrown;
        }
        return ok;
    }

    private boolean callRepOk() throws Throwable {
        boolean ok = directRepOk ? writer.repOk(root) : (boolean) subject.runtime.repOk().invokeExact(root);
        return ok && (subject.conjoined == null || (boolean) subject.conjoined.invokeExact(root));
    }

    /**
     * @return whether the candidate holds collections or maps, which are checked for changes only after repOk returned (a
     *         look-ahead probe could not undo one)
     */
    public boolean holdsCollections() {
        return !collections.isEmpty();
    }

    /** @return the root object (the instance repOk runs on) */
    public Object root() {
        if (deferred != null) {
            flush();
        }
        return root;
    }

    /** @return object number {@code o} of the candidate */
    public Object object(int o) {
        if (deferred != null) {
            flush();
        }
        return objects[o];
    }

    /** @return the recorder of field accesses of this heap */
    public AccessRecorder recorder() {
        return recorder;
    }

    /** @return the subject these objects belong to */
    public Subject subject() {
        return subject;
    }
}
