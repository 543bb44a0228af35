package org.smallscope.engine.subject;

import org.smallscope.engine.Conjunct;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.generators.GeneratorChecks;

import java.lang.invoke.MethodHandle;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * A loaded subject: its classes (instrumented, unless {@link #monitored() unmonitored}), predicate, finitized fields and the layout of its
 * candidate vectors. Immutable and shareable between threads; each search thread works on its
 * own {@link CandidateHeap}.
 */
public final class Subject {

    private final String className;
    private final String finitizationName;
    private final int[] args;
    private final List<ObjectClass> objectClasses;
    private final List<FieldSpec> fields;
    private final List<Slot> slots;
    private final List<Conjunct> conjuncts;
    private final GeneratorChecks pruning;
    final Runtime runtime;
    /** A predicate conjoined after repOk ({@link #conjoin}), type {@code (Object)boolean}, or null. */
    final MethodHandle conjoined;

    /**
     * What a heap needs to build and drive real objects ({@code monitored}: whether its classes record reads; {@code armers}
     * set the armed flag of each field, null when not monitored); package-private.
     */
    record Runtime(boolean monitored, Class<?> rootClass, Class<?>[] objectClasses, MethodHandle repOk, MethodHandle[] setters, MethodHandle[] armers,
            boolean[] referenceField, Object[][] fieldValues, int[] fieldIds, int monitoredFieldCount,
            java.lang.reflect.Field[] recorderField, java.lang.reflect.Field[] slotsField,
            java.lang.reflect.Field rootRecorderField, java.lang.reflect.Field rootSlotsField,
            java.lang.reflect.Constructor<?> writerConstructor, Class<?>[] arrayTypes, Domain[] arrayElements) {
    }

    // search tables, per slot
    final int[] slotField;
    final int[] domainSize;
    final int[][] isoClass;
    final int[][] isoIndex;
    final int[][] valueObject;
    final int[] rootSlots;
    final int[][] objectSlots;
    final int[] classOffset;
    final int[][] nextDomain;
    final boolean[] arrayObject;
    final int[][] arrayLengths;
    final boolean[] decidesReach;
    private java.math.BigInteger spaceSize;

    Subject(String className, String finitizationName, int[] args, List<ObjectClass> objectClasses, List<FieldSpec> fields,
            List<Slot> slots, List<Conjunct> conjuncts, Runtime runtime, GeneratorChecks pruning) {
        this(className, finitizationName, args, objectClasses, fields, slots, conjuncts, runtime, pruning, null);
    }

    private Subject(String className, String finitizationName, int[] args, List<ObjectClass> objectClasses, List<FieldSpec> fields,
            List<Slot> slots, List<Conjunct> conjuncts, Runtime runtime, GeneratorChecks pruning, MethodHandle conjoined) {
        this.conjoined = conjoined;
        this.conjuncts = List.copyOf(conjuncts);
        this.pruning = pruning;
        this.className = className;
        this.finitizationName = finitizationName;
        this.args = args.clone();
        this.objectClasses = List.copyOf(objectClasses);
        this.fields = List.copyOf(fields);
        this.slots = List.copyOf(slots);
        this.runtime = runtime;
        int n = slots.size();
        classOffset = new int[objectClasses.size() + 1];
        for (int c = 0; c < objectClasses.size(); c++) {
            classOffset[c + 1] = classOffset[c] + objectClasses.get(c).count();
        }
        slotField = new int[n];
        domainSize = new int[n];
        isoClass = new int[n][];
        isoIndex = new int[n][];
        valueObject = new int[n][];
        nextDomain = new int[n][];
        int objects = classOffset[objectClasses.size()];
        arrayObject = new boolean[objects];
        for (ObjectClass c : objectClasses) {
            for (int i = 0; c.isArray() && i < c.count(); i++) {
                arrayObject[c.offset() + i] = true;
            }
        }
        int[] perObject = new int[objects];
        int rootCount = 0;
        // the tables per value depend on the domain only: slots of one domain (every node's next) share them, so that a
        // pool of thousands of objects costs values, not slots x values
        Map<Domain, int[][]> tables = new IdentityHashMap<>();
        for (int s = 0; s < n; s++) {
            Slot slot = slots.get(s);
            slotField[s] = fields.indexOf(slot.field());
            Domain d = slot.domain();
            domainSize[s] = d.size();
            int[][] t = tables.computeIfAbsent(d, Subject::valueTables);
            isoClass[s] = t[0];
            isoIndex[s] = t[1];
            valueObject[s] = t[2];
            nextDomain[s] = t[3];
            if (slot.object() < 0) {
                rootCount++;
            } else {
                perObject[slot.object()]++;
            }
        }
        arrayLengths = new int[objects][];
        for (int o = 0; o < objects; o++) {
            if (arrayObject[o]) {
                Domain lengths = slots.get(firstSlotOf(slots, o)).domain();
                arrayLengths[o] = new int[lengths.size()];
                for (int v = 0; v < lengths.size(); v++) {
                    arrayLengths[o][v] = lengths.intAt(v);
                }
            }
        }
        rootSlots = new int[rootCount];
        objectSlots = new int[objects][];
        for (int o = 0; o < objects; o++) {
            objectSlots[o] = new int[perObject[o]];
        }
        int[] filled = new int[objects];
        int r = 0;
        for (Slot slot : slots) {
            if (slot.object() < 0) {
                rootSlots[r++] = slot.index();
            } else {
                objectSlots[slot.object()][filled[slot.object()]++] = slot.index();
            }
        }
        decidesReach = new boolean[n];
        Map<int[], Boolean> reaches = new IdentityHashMap<>(); // per shared table of value objects
        for (int s = 0; s < n; s++) {
            decidesReach[s] = reaches.computeIfAbsent(valueObject[s], this::reachesFields);
        }
        for (int o = 0; o < objects; o++) {
            if (arrayObject[o]) {
                decidesReach[objectSlots[o][0]] = true; // an array's length: how many of its cells are part of the candidate
            }
        }
    }

    private boolean reachesFields(int[] objectOfValue) {
        for (int o : objectOfValue) {
            if (o >= 0 && objectSlots[o].length > 0) {
                return true;
            }
        }
        return false;
    }

    private static int firstSlotOf(List<Slot> slots, int object) {
        for (Slot slot : slots) {
            if (slot.object() == object) {
                return slot.index();
            }
        }
        throw new IllegalStateException("array " + object + " has no slots");
    }

    /**
     * @param conjunct names and hashes the predicate (it follows repOk's conjuncts)
     * @param predicate {@code (Object root) -> boolean}, run after repOk returned true on the same root (on this subject's
     *        instrumented classes, so that its reads of bounded fields are monitored like repOk's)
     * @return this subject (same classes, bounds and vector layout) whose predicate is {@code repOk() && predicate(root)}
     */
    public Subject conjoin(Conjunct conjunct, MethodHandle predicate) {
        if (conjoined != null) {
            throw new IllegalStateException(describe() + " already has a conjoined predicate");
        }
        List<Conjunct> all = new java.util.ArrayList<>(conjuncts);
        all.add(conjunct);
        Subject conjoinedSubject = new Subject(className, finitizationName, args, objectClasses, fields, slots, all, runtime, pruning,
                predicate.asType(java.lang.invoke.MethodType.methodType(boolean.class, Object.class)));
        conjoinedSubject.probeRefusal = "a predicate is conjoined to repOk";
        conjoinedSubject.fillings = fillings;
        conjoinedSubject.fillingFields = fillingFields;
        return conjoinedSubject;
    }

    private List<CollectionFilling> fillings = List.of();
    private java.lang.reflect.Field[] fillingFields = new java.lang.reflect.Field[0];

    /** @return Korat's {@code addAll} calls, in order: the collections every new heap's objects hold before the search writes a field */
    public List<CollectionFilling> fillings() {
        return fillings;
    }

    /** Korat's {@code addAll} calls, with their fields looked up among the classes of {@code loader}. */
    void collectionFillings(List<CollectionFilling> all, ClassLoader loader) {
        fillings = List.copyOf(all);
        fillingFields = new java.lang.reflect.Field[all.size()];
        for (int i = 0; i < all.size(); i++) {
            try {
                fillingFields[i] = Class.forName(all.get(i).declaringClass(), false, loader).getDeclaredField(all.get(i).field());
                fillingFields[i].setAccessible(true);
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw EngineError.BAD_FINITIZATION.exception(className, "addAll of " + all.get(i).field() + ": " + e);
            }
        }
    }

    /**
     * Adds the values of each {@code addAll} to the collections of a new heap's objects ({@code objectValues} maps an object
     * domain), and hands each collection filled, with its name for messages, to {@code filled}.
     */
    @SuppressWarnings("unchecked")
    void fillCollections(Object root, Object[] objects, java.util.function.Function<Domain, Object[]> objectValues,
            java.util.function.BiConsumer<Object, String> filled) {
        for (int i = 0; i < fillings.size(); i++) {
            CollectionFilling fill = fillings.get(i);
            Domain d = fill.values();
            Object[] values = d.kind() == Domain.Kind.OBJECTS ? objectValues.apply(d) : d.size() == 0 ? new Object[0]
                    : java.util.stream.IntStream.range(0, d.size()).mapToObj(d::valueAt).toArray();
            for (int owner : fill.owners()) {
                List<Object> holders = new java.util.ArrayList<>();
                List<String> labels = new java.util.ArrayList<>();
                if (owner < 0) {
                    holders.add(root);
                    labels.add("the root");
                } else {
                    ObjectClass cls = objectClasses.get(owner);
                    for (int k = 0; k < cls.count(); k++) {
                        holders.add(objects[objectNumber(cls, k)]);
                        labels.add(cls.label(k));
                    }
                }
                for (int h = 0; h < holders.size(); h++) {
                    try {
                        Object collection = fillingFields[i].get(holders.get(h));
                        if (collection != null) { // as in Korat, a field the constructor left null stays null
                            ((java.util.Collection<Object>) collection).addAll(java.util.Arrays.asList(values));
                            filled.accept(collection, fillingFields[i].getDeclaringClass().getSimpleName() + "." + fill.field() + " of " + labels.get(h));
                        }
                    } catch (IllegalAccessException e) {
                        throw EngineError.BAD_FINITIZATION.exception(className, "addAll of " + fill.field() + ": " + e);
                    }
                }
            }
        }
    }

    /** @return the loader of this subject's classes (instrumented when {@link #monitored()}), to resolve code run on its heaps */
    public ClassLoader classLoader() {
        return runtime.rootClass().getClassLoader();
    }

    /** @return binary name of the class with repOk */
    public String className() {
        return className;
    }

    /** @return the short name of the class with repOk */
    public String simpleName() {
        return runtime != null && runtime.rootClass() != null && runtime.rootClass().getName().equals(className)
                ? org.smallscope.engine.subject.ClassNames.simple(runtime.rootClass()) : org.smallscope.engine.subject.ClassNames.simple(className);
    }

    /**
     * @return name of the finitization method used: the method's name when the subject declares it, else
     *         {@code pkg.Other#method} with the binary name of the class that declares it (say, in test sources)
     */
    public String finitizationName() {
        return finitizationName;
    }

    /** @return the binary name of the class that declares the finitization method: this subject's, or another */
    public String finitizationClass() {
        int hash = finitizationName.indexOf('#');
        return hash < 0 ? className : finitizationName.substring(0, hash);
    }

    /** @return the finitization method's own name, without its class */
    public String finitizationMethod() {
        return finitizationName.substring(finitizationName.indexOf('#') + 1);
    }

    /** @return whether {@code owner} (an internal name, {@code a/b/C}) and {@code method} are the finitization method's */
    public boolean isFinitization(String owner, String method) {
        return method.equals(finitizationMethod()) && owner.equals(finitizationClass().replace('.', '/'));
    }

    /** @return the finitization arguments */
    public int[] args() {
        return args.clone();
    }

    /** @return the class domains (and array pools), in creation order */
    public List<ObjectClass> objectClasses() {
        return objectClasses;
    }

    /** @return the bounded fields, in {@code set} order */
    public List<FieldSpec> fields() {
        return fields;
    }

    /** @return the properties repOk is the conjunction of, in order, with hashes of their code */
    public List<Conjunct> conjuncts() {
        return conjuncts;
    }

    /** @return the finitization's dedicated generators grounded on the slots, or null when it has none */
    public GeneratorChecks pruning() {
        return pruning;
    }

    /** @return the positions of a candidate vector */
    public List<Slot> slots() {
        return slots;
    }

    /** @return the length of a candidate vector */
    public int vectorLength() {
        return slots.size();
    }

    /** @return the number of candidates in the unpruned space (product of domain sizes) */
    public java.math.BigInteger spaceSize() {
        java.math.BigInteger size = spaceSize; // made once: a run asks three times, and 20,000 slots make a 280,000-bit number
        if (size == null) {
            size = java.math.BigInteger.ONE;
            for (int d : domainSize) {
                size = size.multiply(java.math.BigInteger.valueOf(d));
            }
            spaceSize = size; // a racing thread makes the same immutable value
        }
        return size;
    }

    /** @return the domain size of each slot */
    public int[] domainSizes() {
        return domainSize.clone();
    }

    /** @return the global number of an object (0-based across object sets) */
    public int objectNumber(ObjectClass cls, int index) {
        return classOffset[cls.id()] + index;
    }

    /** @return the number of objects a candidate has (not counting the root) */
    public int objectCount() {
        return classOffset[objectClasses.size()];
    }

    /** @return whether repOk records the fields it reads (false for {@link SubjectLoader#loadUnmonitored}: no search can run on it) */
    public boolean monitored() {
        return runtime.monitored();
    }

    /** @return a new heap: real objects of this subject for one search thread */
    public CandidateHeap newHeap() {
        CandidateHeap heap = new CandidateHeap(this);
        if (probedConjuncts > 0) {
            heap.recorder().probeConjuncts(probedConjuncts);
        }
        return heap;
    }

    private CodeTrace codeTrace;

    /** Set once by the loader: the subject's class files and what of its code runs. */
    void codeTrace(CodeTrace trace) {
        this.codeTrace = trace;
    }

    /** @return the subject's class files and what of its code ran, or null for a subject loaded without instrumentation */
    public CodeTrace codeTrace() {
        return codeTrace;
    }

    private int probedConjuncts;
    /** What this subject was loaded from, or null (set by {@link SubjectLoader}). */
    private SubjectRequest request;

    void request(SubjectRequest r) {
        this.request = r;
    }

    /** @return the request this subject was loaded from (its classes' source), or null when it was not loaded by {@link SubjectLoader} */
    public SubjectRequest request() {
        return request;
    }

    private String probeRefusal = "the classes are not monitored";
    private java.util.function.IntFunction<String> notJumpable = j -> "the conjuncts carry no probes";
    private java.util.function.IntFunction<String> impure = j -> null;

    /**
     * Set once by the loader: {@code count} conjuncts of repOk report where they begin (0: none, for {@code refusal}), and
     * repOk's start can jump to those for which {@code notJumpable} gives no reason.
     */
    void probedConjuncts(int count, String refusal, java.util.function.IntFunction<String> notJumpable, java.util.function.IntFunction<String> impure) {
        this.probedConjuncts = count;
        this.probeRefusal = refusal;
        this.notJumpable = notJumpable;
        this.impure = impure;
    }

    /**
     * @return whether a look-ahead probe may run conjunct {@code j} (0-based, at least 1) alone on a candidate: repOk can
     *         jump to it ({@link #canSkipTo}) and its own code leaves nothing behind that a later run of repOk could see
     *         (it writes no field and reads none but the candidate's)
     */
    public boolean canProbe(int j) {
        return whyNotProbe(j) == null;
    }

    /** @return why {@link #canProbe} is false for conjunct {@code j}, or null when it is true */
    public String whyNotProbe(int j) {
        String why = whyNotSkipTo(j);
        return why != null ? why : impure.apply(j);
    }

    /**
     * @return whether {@link CandidateHeap#repOkFrom} can start repOk at conjunct {@code j} (0-based, at least 1), jumping
     *         over the ones before: the conjuncts are probed, conjunct {@code j} begins in repOk itself, and nothing is
     *         conjoined to repOk
     */
    public boolean canSkipTo(int j) {
        return whyNotSkipTo(j) == null;
    }

    /**
     * @return why {@link #canSkipTo} is false for conjunct {@code j} (0-based, at least 1, below the probed conjuncts), or
     *         null when it is true
     */
    public String whyNotSkipTo(int j) {
        if (probedConjuncts == 0) {
            return "its conjuncts carry no probes (" + probeRefusal + ")";
        }
        if (j < 1 || j >= probedConjuncts) {
            return "repOk has no conjunct " + (j + 1) + " to jump to";
        }
        if (conjoined != null) {
            return "a predicate is conjoined to repOk";
        }
        return notJumpable.apply(j);
    }

    /** @return how many conjuncts of repOk report where they begin (conjunct probes), 0 when none do */
    public int probedConjuncts() {
        return probedConjuncts;
    }

    /** @return why repOk's conjuncts carry no probes, or null when they do */
    public String probeRefusal() {
        return probeRefusal;
    }

    /** @return {@code BST(5)}-style name of this subject and its bounds */
    public String describe() {
        StringJoiner j = new StringJoiner(",", simpleName() + "(", ")");
        Arrays.stream(args).forEach(a -> j.add(Integer.toString(a)));
        return j.toString();
    }

    /** @return {@code cv}, checked against this subject's layout (length and value ranges) */
    public int[] checkVector(int[] cv) {
        String text = null;
        if (cv.length != slots.size()) {
            text = Structures.formatVector(cv);
            throw EngineError.BAD_VECTOR.exception(text, describe(), "it has " + cv.length + " values, the subject has " + slots.size() + " fields");
        }
        for (int i = 0; i < cv.length; i++) {
            if (cv[i] < 0 || cv[i] >= domainSize[i]) {
                text = Structures.formatVector(cv);
                throw EngineError.BAD_VECTOR.exception(text, describe(),
                        "value " + cv[i] + " at position " + i + " (" + slots.get(i).name() + ") is outside 0.." + (domainSize[i] - 1));
            }
        }
        return cv;
    }

    // ---- the slot tables the search reads on every step (shared arrays: never modify them) ----

    /** @return per slot, the size of its domain */
    public int[] domainSize() {
        return domainSize;
    }

    /** @return per value of {@code d}: its isomorphism class, index in that class, object number and next domain's first value */
    private static int[][] valueTables(Domain d) {
        if (!d.hasIsoTable()) {
            int[] none = new int[d.size()]; // no class, index, object or next domain: one table of -1 for all four
            Arrays.fill(none, -1);
            return new int[][] {none, none, none, none};
        }
        int[][] t = new int[4][d.size()];
        for (int v = 0; v < d.size(); v++) {
            t[0][v] = d.isoClassAt(v);
            t[1][v] = d.isoIndexAt(v);
            t[2][v] = d.objectNumberAt(v);
            t[3][v] = d.nextDomainAt(v);
        }
        return t;
    }

    /** @return the number of isomorphism classes: the object classes, then the constant class domains taking part */
    public int isoClassCount() {
        if (isoClassCount > 0) {
            return isoClassCount;
        }
        int count = Math.max(1, objectClasses.size());
        for (int[] perValue : isoClass) {
            for (int c : perValue) {
                count = Math.max(count, c + 1);
            }
        }
        isoClassCount = count;
        return count;
    }

    private int isoClassCount;

    /** @return per slot and value, the id of the value's object class, or -1 for null and primitives (isomorphism breaking) */
    public int[][] isoClass() {
        return isoClass;
    }

    /** @return per slot and value, the index of the value's object within its class, or -1 (isomorphism breaking) */
    public int[][] isoIndex() {
        return isoIndex;
    }

    /**
     * @return per slot, whether its value decides which fields are reachable: some value is an object with fields, or the
     *         slot is an array's length (the other slots' values never change what a candidate reaches)
     */
    public boolean[] decidesReach() {
        return decidesReach;
    }

    /** @return per slot and value, the global index of the value's object, or -1 */
    public int[][] valueObject() {
        return valueObject;
    }

    /** @return per slot and value, the value index of the first object of the next class domain of the slot's object set, or -1 */
    public int[][] nextDomain() {
        return nextDomain;
    }

    /** @return whether global object {@code o} is an array (its slots are its length, then its elements) */
    public boolean isArray(int o) {
        return arrayObject[o];
    }

    /** @return the length array object {@code o} has in candidate {@code cv} */
    public int arrayLength(int o, int[] cv) {
        return arrayLengths[o][cv[objectSlots[o][0]]];
    }

    /** @return the slots of the root object's fields, in vector order */
    public int[] rootSlots() {
        return rootSlots;
    }

    /** @return per object (global index), the slots of its fields, in vector order */
    public int[][] objectSlots() {
        return objectSlots;
    }
}
