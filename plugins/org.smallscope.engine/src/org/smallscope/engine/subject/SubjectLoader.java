package org.smallscope.engine.subject;

import org.smallscope.engine.Conjunct;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.function.UnaryOperator;

import org.smallscope.api.FieldBinding;
import org.smallscope.api.IArraySet;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;
import org.smallscope.engine.internal.CandidateClasses;
import org.smallscope.engine.internal.MonitoredFields;
import org.smallscope.engine.internal.PredicateAnalyzer;
import org.smallscope.engine.internal.SubjectClassLoader;
import org.smallscope.engine.internal.TracedMethods;
import org.smallscope.engine.internal.SubjectTransformer;
import org.smallscope.engine.internal.ConjunctProbes;
import org.smallscope.engine.internal.WriterGenerator;

/**
 * Turns a {@link SubjectRequest} into a {@link Subject}: loads the class plainly, runs its
 * finitization, checks every bound against the field it names, then loads the classes again
 * with field-access monitoring and prepares setters and repOk.
 */
public final class SubjectLoader {

    private SubjectLoader() {
    }

    /** @return the subject the request describes; throws {@link SmallscopeException} naming what is wrong */
    public static Subject load(SubjectRequest request) {
        return load(request, true);
    }

    /**
     * @return the subject the request describes on its classes as compiled, without field-access monitoring: its heaps
     *         set candidates and run repOk as plain Java code (to measure bare repOk, the floor benchmark), but record no
     *         reads, so no search can run on it
     */
    public static Subject loadUnmonitored(SubjectRequest request) {
        return load(request, false);
    }

    private static Subject load(SubjectRequest request, boolean monitor) {
        ClassLoader engineSide = SubjectLoader.class.getClassLoader();
        SubjectClassLoader plain = new SubjectClassLoader(request.source(), engineSide, UnaryOperator.identity());
        Class<?> root = loadClass(plain, request.className());
        Method repOk = FinitizationRunner.findRepOk(root);
        FinitizationRunner.Found fin = FinitizationRunner.find(root, request.finitization(), request.args());
        IFinitization finitization = FinitizationRunner.run(root, fin, request.args());
        Layout layout = Layout.of(root, finitization, fin.name());
        org.smallscope.engine.generators.GeneratorChecks pruning = GeneratorResolver.resolve(root, layout.slots, layout.objectClasses, layout.objectTypes,
                finitization.getConstraints());

        MonitoredFields monitored = new MonitoredFields(plain);
        int[] fieldIds = new int[layout.reflected.size()];
        for (int f = 0; f < fieldIds.length; f++) {
            fieldIds[f] = monitored.add(layout.reflected.get(f));
        }
        SubjectClassLoader loader = plain;
        Class<?> root2 = root;
        Layout values = layout;
        ConjunctProbes probes = ConjunctProbes.none("the classes are not monitored");
        TracedMethods traced = monitor ? new TracedMethods() : null;
        if (monitor) {
            probes = ConjunctProbes.plan(new PredicateAnalyzer(request.source(), MonitoredFields.internalName(root), aliases(root, layout))
                    .sites(MonitoredFields.internalName(repOk.getDeclaringClass()), repOk.getName()), request.source(), plain, monitored,
                    MonitoredFields.internalName(root), MonitoredFields.internalName(repOk.getDeclaringClass()), repOk.getName(),
                    layout.objectTypes.stream().filter(t -> !t.isArray()).map(MonitoredFields::internalName).toList());
            List<Class<?>> candidateClasses = new ArrayList<>(layout.objectTypes);
            candidateClasses.add(root);
            SubjectTransformer transformer = new SubjectTransformer(monitored, layout.objectClasses.stream().anyMatch(ObjectClass::isArray), probes,
                    traced, new CandidateClasses(plain, candidateClasses));
            loader = new SubjectClassLoader(request.source(), engineSide, transformer::transform);
            root2 = loadClass(loader, request.className());
            values = layout.holdsValuesOf(plain) ? Layout.of(root2, FinitizationRunner.run(root2,
                    FinitizationRunner.find(root2, fin.name(), request.args()), request.args()), fin.name()) : layout;
        }
        Class<?>[] objectClasses2 = new Class<?>[layout.objectClasses.size()];
        for (int c = 0; c < objectClasses2.length; c++) {
            objectClasses2[c] = layout.objectClasses.get(c).isArray() ? null : loadClass(loader, layout.objectClasses.get(c).className());
        }
        Subject.Runtime runtime = runtime(layout, values, monitored, monitor, fieldIds, loader, root2, objectClasses2, repOk);
        PredicateAnalyzer analyzer = new PredicateAnalyzer(request.source(), MonitoredFields.internalName(root), aliases(root, layout));
        List<Conjunct> conjuncts = analyzer.conjuncts(MonitoredFields.internalName(repOk.getDeclaringClass()), repOk.getName());
        Subject subject = new Subject(request.className(), fin.name(), request.args(), layout.objectClasses, layout.fields,
                layout.slots, conjuncts, runtime, pruning);
        subject.collectionFillings(values.fills, loader);
        subject.request(request);
        subject.probedConjuncts(probes.conjuncts() == conjuncts.size() ? probes.conjuncts() : 0,
                probes.refusal() != null ? probes.refusal() : probes.conjuncts() == conjuncts.size() ? null : "the conjuncts and their sites differ",
                probes::notJumpable, probes::impure);
        if (monitor) {
            subject.codeTrace(new CodeTrace(request.source(), traced, analyzer));
        }
        return subject;
    }

    /**
     * The subject's own classes get neutral names in predicate hashes: {@code $R} for the root and its
     * superclasses (nested classes follow), {@code $C<Name>} for other object classes.
     */
    private static java.util.Map<String, String> aliases(Class<?> root, Layout layout) {
        java.util.Map<String, String> aliases = new java.util.TreeMap<>(java.util.Comparator.comparingInt(String::length).reversed()
                .thenComparing(java.util.Comparator.naturalOrder()));
        for (Class<?> c = root; c != null && !c.getName().startsWith("java."); c = c.getSuperclass()) {
            aliases.putIfAbsent(MonitoredFields.internalName(c), "$R");
        }
        for (Class<?> type : layout.objectTypes) {
            if (type.isArray()) {
                continue;
            }
            for (Class<?> c = type; c != null && !c.getName().startsWith("java."); c = c.getSuperclass()) {
                if (!aliases.keySet().stream().anyMatch(a -> MonitoredFields.internalName(type).startsWith(a + "$"))) {
                    aliases.putIfAbsent(MonitoredFields.internalName(c), "$C" + shortName(c));
                }
            }
        }
        return aliases;
    }

    /**
     * @param values the same layout made by running the finitization on the instrumented classes, when constants of the
     *        subject's own classes must be of those classes (else {@code layout} itself)
     * @param monitored the finitized fields with their ids
     * @param monitor whether the classes of {@code loader} are instrumented to report reads of {@code monitored}
     */
    private static Subject.Runtime runtime(Layout layout, Layout values, MonitoredFields monitored, boolean monitor, int[] fieldIds, SubjectClassLoader loader,
            Class<?> root, Class<?>[] objectClasses, Method plainRepOk) {
        int n = layout.fields.size();
        MethodHandle[] setters = new MethodHandle[n];
        MethodHandle[] armers = monitor ? new MethodHandle[n] : null;
        boolean[] reference = new boolean[n];
        Object[][] fieldValues = new Object[n][];
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        List<Field> loadedFields = new ArrayList<>();
        boolean boxedPrimitives = false;
        for (int f = 0; f < n; f++) {
            FieldSpec spec = layout.fields.get(f);
            Field field = layout.reflected.get(f);
            try {
                Field f2 = loadClass(loader, spec.declaringClassName()).getDeclaredField(field.getName());
                f2.setAccessible(true);
                loadedFields.add(f2);
                MethodHandle setter = lookup.unreflectSetter(f2);
                // numbers other than ints (longs, doubles, chars given as values) are set boxed, then unboxed by the cast
                reference[f] = !f2.getType().isPrimitive() || spec.domain().kind() == Domain.Kind.VALUES;
                boxedPrimitives |= f2.getType().isPrimitive() && reference[f];
                setters[f] = MethodHandles.explicitCastArguments(setter,
                        MethodType.methodType(void.class, Object.class, reference[f] ? Object.class : int.class));
                if (monitor) {
                    Field armed = f2.getDeclaringClass().getDeclaredField(MonitoredFields.ARMED_PREFIX + f2.getName());
                    armed.setAccessible(true);
                    armers[f] = MethodHandles.explicitCastArguments(lookup.unreflectSetter(armed),
                            MethodType.methodType(void.class, Object.class, boolean.class));
                }
                if (reference[f] && spec.domain().kind() != Domain.Kind.OBJECTS) {
                    fieldValues[f] = DomainTypes.boxedValues(values.fields.get(f).domain(), f2.getType(), loader);
                }
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw EngineError.INSTRUMENTATION_FAILED.exception(e, spec.declaringClassName(), "cannot set field " + spec.fieldName() + ": " + e);
            }
        }
        MethodHandle repOk;
        try {
            Method m = loadClass(loader, plainRepOk.getDeclaringClass().getName()).getDeclaredMethod(plainRepOk.getName());
            m.setAccessible(true);
            repOk = lookup.unreflect(m).asType(MethodType.methodType(boolean.class, Object.class));
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw EngineError.INSTRUMENTATION_FAILED.exception(e, root.getName(), "cannot call " + plainRepOk.getName() + ": " + e);
        }
        Field[] recorder = new Field[objectClasses.length];
        Field[] slots = new Field[objectClasses.length];
        for (int c = 0; c < objectClasses.length; c++) {
            if (objectClasses[c] == null || !monitor) {
                continue;
            }
            Field[] pair = carrierFields(monitored, objectClasses[c]);
            recorder[c] = pair[0];
            slots[c] = pair[1];
        }
        Field[] rootPair = monitor ? carrierFields(monitored, root) : new Field[2];
        Domain[] elements = new Domain[values.objectClasses.size()];
        for (ObjectClass c : values.objectClasses) {
            elements[c.id()] = c.isArray() ? c.array().elements() : null;
        }
        return new Subject.Runtime(monitor, root, objectClasses, repOk, setters, armers, reference, fieldValues, fieldIds, monitored.count(),
                recorder, slots, rootPair[0], rootPair[1],
                boxedPrimitives ? null : writerConstructor(loader, loadedFields, repOkOf(loader, plainRepOk), monitor), arrayTypes(layout, loader),
                elements);
    }

    /** @return per class domain, the array type as the instrumented loader sees it (null for object classes) */
    private static Class<?>[] arrayTypes(Layout layout, ClassLoader loader) {
        Class<?>[] types = new Class<?>[layout.objectClasses.size()];
        for (ObjectClass c : layout.objectClasses) {
            if (c.isArray()) {
                try {
                    types[c.id()] = Class.forName(c.className(), false, loader);
                } catch (ClassNotFoundException e) {
                    throw EngineError.CLASS_NOT_FOUND.exception(e, c.className(), "");
                }
            }
        }
        return types;
    }

    private static final java.util.concurrent.atomic.AtomicInteger WRITERS = new java.util.concurrent.atomic.AtomicInteger();

    /** @return the constructor of a generated writer, or null to write through method handles */
    private static Method repOkOf(ClassLoader loader, Method plain) {
        try {
            return loadClass(loader, plain.getDeclaringClass().getName()).getDeclaredMethod(plain.getName());
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static java.lang.reflect.Constructor<?> writerConstructor(SubjectClassLoader loader, List<Field> fields, Method repOk, boolean armed) {
        String pkg = WriterGenerator.packageFor(fields);
        if (pkg == null) {
            return null;
        }
        String name = (pkg.isEmpty() ? "" : pkg + ".") + "SmallscopeWriter$" + WRITERS.incrementAndGet();
        try {
            Class<?> writer = loader.defineGenerated(name, WriterGenerator.generate(name, fields, repOk, armed));
            return writer.getConstructor(Object[].class, Object[][].class, int[][].class, int[].class);
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            return null;
        }
    }

    private static Field[] carrierFields(MonitoredFields monitored, Class<?> cls) {
        String carrier = monitored.carrierOf(cls);
        if (carrier == null) {
            return new Field[2];
        }
        for (Class<?> c = cls; c != null; c = c.getSuperclass()) {
            if (MonitoredFields.internalName(c).equals(carrier)) {
                try {
                    Field rec = c.getDeclaredField(MonitoredFields.RECORDER_FIELD);
                    Field slots = c.getDeclaredField(MonitoredFields.SLOTS_FIELD);
                    rec.setAccessible(true);
                    slots.setAccessible(true);
                    return new Field[] {rec, slots};
                } catch (NoSuchFieldException e) {
                    throw EngineError.INSTRUMENTATION_FAILED.exception(e, c.getName(), "the monitoring fields are missing (is the class outside the subject's class path?)");
                }
            }
        }
        return new Field[2];
    }

    static Class<?> loadClass(ClassLoader loader, String name) {
        try {
            return Class.forName(name, true, loader);
        } catch (ClassNotFoundException e) {
            if (e.getCause() != null) {
                throw EngineError.INSTRUMENTATION_FAILED.exception(e, name, e.getMessage());
            }
            throw EngineError.CLASS_NOT_FOUND.exception(e, name, "");
        } catch (LinkageError e) {
            throw EngineError.CLASS_LOAD_FAILED.exception(e, name, LoadFailures.describe(e));
        }
    }

    /** The vector layout and checked fields of a finitization. */
    private static final class Layout implements DomainTypes.ClassDomains {

        final List<ObjectClass> objectClasses = new ArrayList<>();
        final List<Class<?>> objectTypes = new ArrayList<>();
        final java.util.Map<IClassDomain, ObjectClass> byDomain = new java.util.IdentityHashMap<>();
        final List<FieldSpec> fields = new ArrayList<>();
        final List<Field> reflected = new ArrayList<>();
        final List<List<Integer>> targets = new ArrayList<>();
        final List<Slot> slots = new ArrayList<>();
        final List<String> origins = new ArrayList<>();
        final java.util.Map<ObjectClass, Integer> arraysHandedOut = new java.util.HashMap<>();
        /** Class domains holding objects added with addObject (constants), with their isomorphism class id or -1. */
        final java.util.Map<IClassDomain, Integer> constants = new java.util.IdentityHashMap<>();
        final java.util.Set<ObjectClass> notIsomorphic = new java.util.HashSet<>();
        final List<CollectionFilling> fills = new ArrayList<>();
        String rootName;

        @Override
        public ObjectClass of(IClassDomain d) {
            return byDomain.get(d);
        }

        @Override
        public Integer constantClass(IClassDomain d) {
            return constants.get(d);
        }

        @Override
        public java.util.Set<ObjectClass> notIsomorphic() {
            return notIsomorphic;
        }

        /** @return whether a value set holds constants of a class {@code plain} loaded (the subject's own classes) */
        boolean holdsValuesOf(ClassLoader plain) {
            List<Domain> domains = new ArrayList<>();
            fields.forEach(f -> domains.add(f.domain()));
            objectClasses.stream().filter(ObjectClass::isArray).forEach(c -> domains.add(c.array().elements()));
            for (Domain d : domains) {
                for (int v = 0; d.kind() == Domain.Kind.VALUES && v < d.size(); v++) {
                    if (d.valueAt(v) != null && d.valueAt(v).getClass().getClassLoader() == plain) {
                        return true;
                    }
                }
            }
            return false;
        }

        static Layout of(Class<?> root, IFinitization fin, String finName) {
            Layout layout = new Layout();
            layout.rootName = root.getName();
            int offset = 0;
            List<IClassDomain> constantDomains = new ArrayList<>();
            for (IClassDomain d : fin.getClassDomains()) {
                Class<?> cls = d.getDomainClass();
                if (!d.getAddedObjects().isEmpty() || d.getSize() == 0 && cls.getClassLoader() == null) {
                    if (d.getSize() > d.getAddedObjects().size()) {
                        throw EngineError.BAD_FINITIZATION.exception(root.getName(), finName + ": the class domain of " + cls.getName() + " holds "
                                + d.getAddedObjects().size() + " objects added with addObject and " + (d.getSize() - d.getAddedObjects().size())
                                + " the search creates; use one class domain for each (the added ones are constants)");
                    }
                    constantDomains.add(d);
                    continue;
                }
                ObjectClass c = new ObjectClass(layout.objectClasses.size(), cls.getName(), shortName(cls), d.getSize(), offset, null);
                offset += d.getSize();
                layout.objectTypes.add(cls);
                layout.objectClasses.add(c);
                layout.byDomain.put(d, c);
                if (!d.isIncludedInIsomorphismChecking()) {
                    layout.notIsomorphic.add(c);
                }
            }
            int isoId = layout.objectClasses.size();
            for (IClassDomain d : constantDomains) {
                layout.constants.put(d, d.isIncludedInIsomorphismChecking() && !d.getAddedObjects().isEmpty() ? isoId++ : -1);
            }
            for (IArraySet set : fin.getArraySets()) {
                layout.shapeArrays(set, fin);
            }
            for (IObjSet set : fin.getObjSets()) {
                for (IClassDomain d : set.getClassDomains()) {
                    if (!layout.byDomain.containsKey(d) && !layout.constants.containsKey(d)) {
                        throw EngineError.BAD_FINITIZATION.exception(root.getName(), finName + ": an object set of "
                                + set.getObjectClass().getName() + " uses a class domain of another finitization");
                    }
                }
            }
            for (FieldBinding binding : fin.getBindings()) {
                layout.bind(root, binding, fin);
            }
            for (org.smallscope.api.CollectionFill fill : fin.getCollectionFills()) {
                layout.fill(root, fill, fin);
            }
            layout.lay(root);
            return layout;
        }

        /** Korat's {@code addAll}: the collection field of the owner's objects gets the values of the object set before the search. */
        private void fill(Class<?> root, org.smallscope.api.CollectionFill fill, IFinitization fin) {
            String at = fill.origin() == null ? "" : " at " + fill.origin().getFileName() + ":" + fill.origin().getLineNumber();
            String call = "addAll(\"" + shortName(fill.owner()) + "." + fill.field() + "\", ...)" + at;
            Field field = findField(fill.owner(), fill.field());
            if (field == null) {
                throw EngineError.BAD_FINITIZATION.exception(rootName, call + ": " + fill.owner().getName() + " has no field " + fill.field()
                        + " (it has " + fieldNames(fill.owner()) + ")");
            }
            if (!java.util.Collection.class.isAssignableFrom(field.getType())) {
                throw EngineError.BAD_FINITIZATION.exception(rootName, call + ": the field is of type " + field.getType().getTypeName()
                        + ", not a Collection");
            }
            List<Integer> owners = new ArrayList<>();
            if (fill.owner().isAssignableFrom(root)) {
                owners.add(-1);
            }
            for (int c = 0; c < objectTypes.size(); c++) {
                if (!objectClasses.get(c).isArray() && fill.owner().isAssignableFrom(objectTypes.get(c))) {
                    owners.add(c);
                }
            }
            if (owners.isEmpty()) {
                throw EngineError.BAD_FINITIZATION.exception(rootName, call + ": no object of the finitization is a " + fill.owner().getName());
            }
            fills.add(new CollectionFilling(List.copyOf(owners), field.getDeclaringClass().getName(), field.getName(),
                    DomainTypes.convert(fill.values(), this)));
        }

        /** Gives the pool of {@code set} its shape: the length and element pseudo-fields of each array. */
        private void shapeArrays(IArraySet set, IFinitization fin) {
            ObjectClass pool = byDomain.get(set.getClassDomain());
            Domain elements = DomainTypes.elementsFor(set, this, fin, rootName);
            Domain lengths = Domain.ints(set.getLengths().values());
            int max = java.util.Arrays.stream(set.getLengths().values()).max().orElse(0);
            String type = set.getArrayType().getName();
            String component = set.getArrayType().getComponentType().getTypeName();
            List<FieldSpec> pseudo = new ArrayList<>();
            pseudo.add(new FieldSpec(type, pool.simpleName(), "length", type, "int", lengths));
            for (int i = 0; i < max; i++) {
                pseudo.add(new FieldSpec(type, pool.simpleName(), Integer.toString(i), type, component, elements));
            }
            ObjectClass shaped = new ObjectClass(pool.id(), pool.className(), pool.simpleName(), pool.count(), pool.offset(),
                    new ObjectClass.ArrayShape(component, lengths, elements, List.copyOf(pseudo)));
            objectClasses.set(pool.id(), shaped);
            byDomain.put(set.getClassDomain(), shaped);
        }

        private void bind(Class<?> root, FieldBinding binding, IFinitization fin) {
            String text = binding.field();
            String at = binding.origin() == null ? "" : " at " + binding.originText();
            int dot = text.lastIndexOf('.');
            String classPart = dot < 0 ? null : text.substring(0, dot);
            String fieldName = text.substring(dot + 1);
            Class<?> owner = binding.owner() != null ? binding.owner() : classPart == null ? root : resolveClass(root, classPart);
            if (owner == null) {
                throw EngineError.UNKNOWN_CLASS.exception(text, at, classPart);
            }
            Field field = findField(owner, fieldName);
            if (field == null) {
                throw EngineError.UNKNOWN_FIELD.exception(fieldName, owner.getName(), text, at, fieldNames(owner));
            }
            for (IClassDomain d : constants.keySet()) {
                if (owner != Object.class && owner.isAssignableFrom(d.getDomainClass()) && !d.getAddedObjects().isEmpty()) {
                    throw EngineError.BAD_FINITIZATION.exception(root.getName(), "set(\"" + text + "\")" + at + ": the objects of "
                            + d.getDomainClass().getName() + " were added with addObject: they are constants, whose fields the search does not write");
                }
            }
            List<Integer> applies = new ArrayList<>();
            if (owner.isAssignableFrom(root)) {
                applies.add(-1);
            }
            for (int c = 0; c < objectTypes.size(); c++) {
                if (!objectClasses.get(c).isArray() && owner.isAssignableFrom(objectTypes.get(c))) {
                    applies.add(c);
                }
            }
            if (applies.isEmpty()) {
                throw EngineError.UNKNOWN_CLASS.exception(text, at, owner.getName());
            }
            for (int f = 0; f < fields.size(); f++) {
                if (reflected.get(f).equals(field) && !java.util.Collections.disjoint(targets.get(f), applies)) {
                    throw EngineError.BAD_FINITIZATION.exception(root.getName(), "field " + shortName(owner) + "." + fieldName + " is bounded twice");
                }
            }
            Domain domain = DomainTypes.domainFor(binding, field, owner, this, fin);
            fields.add(new FieldSpec(owner.getName(), shortName(owner), fieldName, field.getDeclaringClass().getName(),
                    field.getType().getTypeName(), domain));
            reflected.add(field);
            targets.add(applies);
            origins.add(at);
        }

        private void lay(Class<?> root) {
            addSlots(-1, -1, "this");
            for (ObjectClass cls : objectClasses) {
                for (int i = 0; i < cls.count(); i++) {
                    if (cls.isArray()) {
                        for (FieldSpec pseudo : cls.array().fields()) {
                            slots.add(new Slot(slots.size(), cls.offset() + i, cls.label(i), pseudo, pseudo.domain()));
                        }
                    } else {
                        addSlots(cls.id(), cls.offset() + i, cls.label(i));
                    }
                }
            }
        }

        private void addSlots(int classId, int object, String label) {
            for (int f = 0; f < fields.size(); f++) {
                if (targets.get(f).contains(classId)) {
                    FieldSpec spec = fields.get(f);
                    if (spec.domain().size() == 0) {
                        throw EngineError.BAD_FINITIZATION.exception(spec.className(),
                                "field " + spec.qualifiedName() + " of " + label + " has an empty domain");
                    }
                    slots.add(new Slot(slots.size(), object, label, spec,
                            spec.domain().isArrays() ? nextArray(spec, label, origins.get(f)) : spec.domain()));
                }
            }
        }

        /** Each array-typed field of each object owns the next array of its pool, in vector order. */
        private Domain nextArray(FieldSpec spec, String label, String at) {
            ObjectClass pool = spec.domain().objectClassAt(0);
            int k = arraysHandedOut.merge(pool, 1, Integer::sum) - 1;
            if (k >= pool.count()) {
                throw EngineError.BAD_FINITIZATION.exception(rootName, "field " + spec.qualifiedName() + " of " + label + (at.isEmpty() ? "" : " (set" + at + ")")
                        + " needs array number " + (k + 1) + " of the array set of " + pool.simpleName() + ", which holds " + pool.count()
                        + "; each array-typed field of each object owns one array: raise the count of createArraySet");
            }
            return Domain.fixedArray(pool, k);
        }

        private Class<?> resolveClass(Class<?> root, String name) {
            List<Class<?>> known = new ArrayList<>(objectTypes);
            known.add(0, root);
            for (Class<?> c : known) {
                if (c.getName().equals(name) || shortName(c).equals(name) || c.getName().endsWith("$" + name) || c.getName().endsWith("." + name)
                        || c.getName().replace('$', '.').endsWith("." + name)) {
                    return c;
                }
            }
            for (Class<?> c : known) {
                for (Class<?> s = c.getSuperclass(); s != null && s != Object.class; s = s.getSuperclass()) {
                    if (s.getName().equals(name) || shortName(s).equals(name)) {
                        return s;
                    }
                }
            }
            return null;
        }
    }

    static Field findField(Class<?> owner, String name) {
        for (Class<?> c = owner; c != null; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getName().equals(name) && !Modifier.isStatic(f.getModifiers()) && !f.isSynthetic()) {
                    return f;
                }
            }
        }
        return null;
    }

    private static String fieldNames(Class<?> owner) {
        StringJoiner j = new StringJoiner(", ");
        for (Class<?> c = owner; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) && !f.isSynthetic()) {
                    j.add(f.getName());
                }
            }
        }
        return j.length() == 0 ? "(none)" : j.toString();
    }

    /** @return {@code Node} for {@code a.b.BST$Node}, {@code Node[]} for its array type */
    static String shortName(Class<?> c) {
        return org.smallscope.engine.subject.ClassNames.simple(c);
    }

}
