package org.smallscope.api;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.smallscope.api.internal.CallerFrames;

/** The finitization a user's finitization method builds: class domains, object and array sets, and field bindings in call order. */
final class FinitizationBuilder implements IFinitization {

    private final Class<?> rootClass;
    private final List<FieldBinding> bindings = new ArrayList<>();
    private final Set<String> boundFields = new LinkedHashSet<>();
    private final List<IObjSet> objSets = new ArrayList<>();
    private final List<IClassDomain> classDomains = new ArrayList<>();
    private final List<IArraySet> arraySets = new ArrayList<>();
    private final List<IConstraint> constraints = new ArrayList<>();
    private final List<CollectionFill> fills = new ArrayList<>();

    /** @param rootClass the class declaring repOk */
    public FinitizationBuilder(Class<?> rootClass) {
        this.rootClass = rootClass;
    }

    @Override
    public Class<?> getRootClass() {
        return rootClass;
    }

    @Override
    public IClassDomain createClassDomain(Class<?> cls, int num) {
        String call = "createClassDomain(" + (cls == null ? "null" : cls.getName()) + ", " + num + ")";
        requireConcrete(call, cls, num);
        return domainOf(call, cls, num);
    }

    @Override
    public IClassDomain createClassDomain(Class<?> cls) {
        return createClassDomain(cls, 0);
    }

    @Override
    public IClassDomain createClassDomain(String className, int num) {
        return createClassDomain(resolveClass("createClassDomain", className), num);
    }

    @Override
    public IClassDomain createClassDomain(String className) {
        return createClassDomain(className, 0);
    }

    @Override
    public IClassDomain getClassDomain(Class<?> cls) {
        for (IClassDomain d : classDomains) {
            if (d.getDomainClass() == cls) {
                return d;
            }
        }
        return null;
    }

    @Override
    public IClassDomain getClassDomain(String className) {
        return getClassDomain(resolveClass("getClassDomain", className));
    }

    private ClassDomain domainOf(String call, Class<?> cls, int num) {
        if (getClassDomain(cls) instanceof ClassDomain cd) {
            cd.raiseTo(call, num);
            return cd;
        }
        ClassDomain d = new ClassDomain(cls, num, false);
        classDomains.add(d);
        return d;
    }

    private void requireConcrete(String call, Class<?> cls, int num) {
        if (cls == null) {
            throw new FinitizationException(call + ": the class is null");
        }
        if (num < 0) {
            throw new FinitizationException(call + ": the number of objects must not be negative");
        }
        if (cls.isArray()) {
            throw new FinitizationException(call + ": arrays are bounded with createArraySet(" + cls.getSimpleName() + ".class, lengths, elements, count)");
        }
        if (cls.isPrimitive() || cls.isInterface() || java.lang.reflect.Modifier.isAbstract(cls.getModifiers())) {
            throw new FinitizationException(call + ": objects must be of a concrete class; for a field of an abstract type use"
                    + " createObjSet(" + cls.getSimpleName() + ".class, includeNull) and addClassDomain for each concrete subclass");
        }
        if (num > 0 && cls.getName().startsWith("java.") && (Number.class.isAssignableFrom(cls) || cls == String.class || cls == Character.class
                || cls == Boolean.class)) {
            throw new FinitizationException(call + ": " + cls.getName() + " is a value, not an object the search creates;"
                    + " use createIntSet, createStringSet or createValueSet(" + cls.getSimpleName() + ".class, ...), or add the values"
                    + " to createClassDomain(" + cls.getSimpleName() + ".class) with addObject");
        }
        if (cls == rootClass) {
            throw new FinitizationException(call + ": the root class " + cls.getName() + " has exactly one object, the one repOk runs on");
        }
    }

    @Override
    public IObjSet createObjSet(Class<?> cls, int num) {
        return createObjSet(cls, num, false);
    }

    @Override
    public IObjSet createObjSet(Class<?> cls, int num, boolean includeNull) {
        String call = "createObjSet(" + (cls == null ? "null" : cls.getName()) + ", " + num + ")";
        requireConcrete(call, cls, num);
        ObjSet set = new ObjSet(cls, includeNull);
        set.addClassDomain(domainOf(call, cls, num));
        objSets.add(set);
        return set;
    }

    @Override
    public IObjSet createObjSet(Class<?> type) {
        return createObjSet(type, false);
    }

    @Override
    public IObjSet createObjSet(IClassDomain domain) {
        return createObjSet(domain, false);
    }

    @Override
    public IObjSet createObjSet(String className, int num) {
        return createObjSet(className, num, false);
    }

    @Override
    public IObjSet createObjSet(String typeName, boolean includeNull) {
        return createObjSet(resolveClass("createObjSet", typeName), includeNull);
    }

    @Override
    public IObjSet createObjSet(String typeName) {
        return createObjSet(typeName, false);
    }

    @Override
    public IObjSet createObjSet(Class<?> type, boolean includeNull) {
        if (type == null || type.isPrimitive() || type.isArray()) {
            throw new FinitizationException("createObjSet(" + (type == null ? "null" : type.getName()) + ", " + includeNull
                    + "): the type must be a class or interface");
        }
        ObjSet set = new ObjSet(type, includeNull);
        objSets.add(set);
        return set;
    }

    @Override
    public IObjSet createObjSet(IClassDomain domain, boolean includeNull) {
        if (domain == null || !classDomains.contains(domain)) {
            throw new FinitizationException("createObjSet(" + domain + "): the class domain belongs to another finitization");
        }
        ObjSet set = new ObjSet(domain.getDomainClass(), includeNull);
        set.addClassDomain(domain);
        objSets.add(set);
        return set;
    }

    @Override
    public IArraySet createArraySet(Class<?> arrayType, IIntSet lengths, IFieldDomain elements, int count) {
        String call = "createArraySet(" + (arrayType == null ? "null" : arrayType.getSimpleName() + ".class") + ", ...)";
        if (arrayType == null || !arrayType.isArray()) {
            throw new FinitizationException(call + ": the first argument must be an array type such as int[].class");
        }
        if (lengths == null || elements == null) {
            throw new FinitizationException(call + ": the length and element domains must not be null");
        }
        for (int length : lengths.values()) {
            if (length < 0) {
                throw new FinitizationException(call + ": the length domain holds the negative length " + length);
            }
        }
        if (lengths.size() == 0) {
            throw new FinitizationException(call + ": the length domain is empty");
        }
        if (count < 1) {
            throw new FinitizationException(call + ": the number of arrays must be at least 1, not " + count);
        }
        for (IClassDomain d : classDomains) {
            if (d.getDomainClass() == arrayType) {
                throw new FinitizationException(call + ": an array set of " + arrayType.getSimpleName() + " exists already; use one per array type");
            }
        }
        if (!(elements instanceof IFinSet elementSet)) {
            throw new FinitizationException(call + ": the element domain must be made by this finitization");
        }
        ClassDomain pool = new ClassDomain(arrayType, count, true);
        classDomains.add(pool);
        ArraySet set = new ArraySet(pool, lengths, elementSet, callerFrame());
        arraySets.add(set);
        return set;
    }

    @Override
    public ILongSet createLongSet(long min, long max) {
        return createLongSet(min, 1, max);
    }

    @Override
    public ILongSet createLongSet(long min, long step, long max) {
        return new NumberSets.Longs(ValueSets.koratLongs("createLongSet(" + min + ", " + step + ", " + max + ")", min, step, max, long.class));
    }

    @Override
    public ILongSet createLongSet(long value) {
        return createLongSet(value, 1, value);
    }

    @Override
    public IShortSet createShortSet(short min, short max) {
        return createShortSet(min, (short) 1, max);
    }

    @Override
    public IShortSet createShortSet(short min, short step, short max) {
        return new NumberSets.Shorts(ValueSets.koratLongs("createShortSet(" + min + ", " + step + ", " + max + ")", min, step, max, short.class));
    }

    @Override
    public IShortSet createShortSet(short value) {
        return createShortSet(value, (short) 1, value);
    }

    @Override
    public IByteSet createByteSet(byte min, byte max) {
        return createByteSet(min, (byte) 1, max);
    }

    @Override
    public IByteSet createByteSet(byte min, byte step, byte max) {
        return new NumberSets.Bytes(ValueSets.koratLongs("createByteSet(" + min + ", " + step + ", " + max + ")", min, step, max, byte.class));
    }

    @Override
    public IByteSet createByteSet(byte value) {
        return createByteSet(value, (byte) 1, value);
    }

    @Override
    public IValueSet createCharSet(char min, char max) {
        return new ValueSet(char.class, ValueSets.koratLongs("createCharSet('" + min + "', '" + max + "')", min, 1, max, char.class));
    }

    @Override
    public IValueSet createCharSetOf(char... values) {
        return ValueSets.chars(values);
    }

    @Override
    public IFloatSet createFloatSet(float min, float step, float max) {
        return new NumberSets.Floats(ValueSets.koratReals("createFloatSet(" + min + ", " + step + ", " + max + ")", min, step, max, true));
    }

    @Override
    public IFloatSet createFloatSet(float min, float max) {
        return createFloatSet(min, 1f, max);
    }

    @Override
    public IFloatSet createFloatSet(float value) {
        return createFloatSet(value, 1f, value);
    }

    @Override
    public IDoubleSet createDoubleSet(double min, double step, double max) {
        return new NumberSets.Doubles(ValueSets.koratReals("createDoubleSet(" + min + ", " + step + ", " + max + ")", min, step, max, false));
    }

    @Override
    public IDoubleSet createDoubleSet(double min, double max) {
        return createDoubleSet(min, 1.0, max);
    }

    @Override
    public IDoubleSet createDoubleSet(double value) {
        return createDoubleSet(value, 1.0, value);
    }

    @Override
    public IValueSet createDoubleSetOf(double... values) {
        return ValueSets.doubles(values);
    }

    @Override
    public IValueSet createStringSet(String... values) {
        return ValueSets.of("createStringSet", String.class, values);
    }

    @SafeVarargs
    @Override
    public final <T> IValueSet createValueSet(Class<T> type, T... values) {
        return ValueSets.of("createValueSet(" + (type == null ? "null" : type.getSimpleName()) + ".class, ...)", type, values);
    }

    @Override
    public IObjSet createObjSet(String className, int num, boolean includeNull) {
        return createObjSet(resolveClass("createObjSet", className), num, includeNull);
    }

    private Class<?> resolveClass(String call, String className) {
        if (className == null) {
            throw new FinitizationException(call + "(null): the class name is null");
        }
        ClassLoader loader = rootClass.getClassLoader();
        List<String> candidates = new ArrayList<>();
        candidates.add(rootClass.getName() + "$" + className);
        Class<?> outer = rootClass.getEnclosingClass();
        for (; outer != null; outer = outer.getEnclosingClass()) {
            candidates.add(outer.getName() + "$" + className);
        }
        Package pkg = rootClass.getPackage();
        if (pkg != null && !pkg.getName().isEmpty()) {
            candidates.add(pkg.getName() + "." + className);
        }
        candidates.add(className);
        for (String name : candidates) {
            try {
                return Class.forName(name, false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                // try the next way of naming it
            }
        }
        throw new FinitizationException(call + "(\"" + className + "\"): no class of that name is nested in "
                + rootClass.getName() + " or found on the class path");
    }

    @Override
    public IIntSet createIntSet(int min, int max) {
        return createIntSet(min, 1, max);
    }

    @Override
    public IIntSet createIntSet(int min, int step, int max) {
        requirePositive("createIntSet(" + min + ", " + step + ", " + max + ")", step);
        return new OrderedIntSet(OrderedIntSet.koratRange(min, step, max));
    }

    @Override
    public IIntSet createIntSteps(int min, int step, int max) {
        requirePositive("createIntSteps(" + min + ", " + step + ", " + max + ")", step);
        int count = max < min ? 0 : (int) (((long) max - min) / step + 1);
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = min + i * step;
        }
        return new OrderedIntSet(values);
    }

    static void requirePositive(String call, int step) {
        if (step <= 0) {
            throw new FinitizationException(call + ": the step must be positive");
        }
    }

    @Override
    public IIntSet createIntSet(int value) {
        return new OrderedIntSet(new int[] {value});
    }

    @Override
    public IIntSet createIntSetOf(int... values) {
        int[] copy = values.clone();
        int[] sorted = copy.clone();
        Arrays.sort(sorted);
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1]) {
                throw new FinitizationException("createIntSetOf" + Arrays.toString(values) + ": the value " + sorted[i] + " occurs twice");
            }
        }
        return new OrderedIntSet(copy);
    }

    @Override
    public IBooleanSet createBooleanSet() {
        return new BooleanSet();
    }

    @Override
    public <E extends Enum<E>> IEnumSet createEnumSet(Class<E> enumClass) {
        return new EnumSet(enumClass, List.of(enumClass.getEnumConstants()));
    }

    @SafeVarargs
    @Override
    public final <E extends Enum<E>> IEnumSet createEnumSet(Class<E> enumClass, E... constants) {
        if (new LinkedHashSet<>(Arrays.asList(constants)).size() != constants.length) {
            throw new FinitizationException("createEnumSet(" + enumClass.getSimpleName() + ", ...): a constant occurs twice");
        }
        return new EnumSet(enumClass, List.of(constants));
    }

    @Override
    public void set(String field, IFieldDomain domain) {
        if (field == null || field.isBlank()) {
            throw new FinitizationException("set: the field name is empty");
        }
        if (domain == null) {
            throw new FinitizationException("set(\"" + field + "\", null): the domain is null");
        }
        if (!boundFields.add(field)) {
            throw new FinitizationException("set(\"" + field + "\", ...): the field is bounded twice");
        }
        bindings.add(new FieldBinding(field, ownSet("set(\"" + field + "\", ...)", domain), callerFrame()));
    }

    @Override
    public void set(Class<?> owner, String field, IFieldDomain domain) {
        if (owner == null) {
            throw new FinitizationException("set(null, \"" + field + "\", ...): the class is null");
        }
        if (field == null || field.isBlank() || field.contains(".")) {
            throw new FinitizationException("set(" + owner.getSimpleName() + ".class, \"" + field + "\", ...): give a field name without a class");
        }
        if (domain == null) {
            throw new FinitizationException("set(" + owner.getSimpleName() + ".class, \"" + field + "\", null): the domain is null");
        }
        String text = owner.getName() + "." + field;
        if (!boundFields.add(text)) {
            throw new FinitizationException("set(" + owner.getSimpleName() + ".class, \"" + field + "\", ...): the field is bounded twice");
        }
        bindings.add(new FieldBinding(text, ownSet("set(" + owner.getSimpleName() + ".class, \"" + field + "\", ...)", domain), callerFrame(), owner));
    }

    @Override
    public void set(String className, String field, IFieldDomain domain) {
        set(resolveClass("set", className), field, domain);
    }

    private static IFinSet ownSet(String call, IFieldDomain domain) {
        if (domain instanceof IFinSet set) {
            return set;
        }
        throw new FinitizationException(call + ": the domain " + domain.getClass().getName() + " was not made by a finitization");
    }

    @Override
    public IFieldDomain getFieldDomain(String field) {
        int dot = field == null ? -1 : field.lastIndexOf('.');
        return dot < 0 ? getFieldDomain(rootClass, field) : getFieldDomain(field.substring(0, dot), field.substring(dot + 1));
    }

    @Override
    public IFieldDomain getFieldDomain(String className, String field) {
        return getFieldDomain(resolveClass("getFieldDomain", className), field);
    }

    @Override
    public IFieldDomain getFieldDomain(Class<?> owner, String field) {
        for (FieldBinding b : bindings) {
            String text = b.field();
            int dot = text.lastIndexOf('.');
            if (!text.substring(dot + 1).equals(field)) {
                continue;
            }
            Class<?> bound = b.owner() != null ? b.owner() : dot < 0 ? rootClass : resolveOrNull(text.substring(0, dot));
            if (bound == owner) {
                return b.domain();
            }
        }
        return null;
    }

    private Class<?> resolveOrNull(String className) {
        try {
            return resolveClass("getFieldDomain", className);
        } catch (FinitizationException e) {
            return null;
        }
    }

    @Override
    public void addAll(String field, IObjSet objSet) {
        int dot = field == null ? -1 : field.lastIndexOf('.');
        if (dot < 0) {
            addAll(rootClass, field, objSet);
        } else {
            addAll(field.substring(0, dot), field.substring(dot + 1), objSet);
        }
    }

    @Override
    public void addAll(String className, String field, IObjSet objSet) {
        addAll(resolveClass("addAll", className), field, objSet);
    }

    @Override
    public void addAll(Class<?> owner, String field, IObjSet objSet) {
        String call = "addAll(" + (owner == null ? "null" : owner.getSimpleName()) + "." + field + ", ...)";
        if (owner == null || field == null || field.isBlank() || objSet == null) {
            throw new FinitizationException(call + ": give a class, a field name and an object set");
        }
        if (!objSets.contains(objSet)) {
            throw new FinitizationException(call + ": the object set belongs to another finitization");
        }
        fills.add(new CollectionFill(owner, field, objSet, callerFrame()));
    }

    @Override
    public List<CollectionFill> getCollectionFills() {
        return Collections.unmodifiableList(fills);
    }

    @Override
    public void handleArraysAsObjects(boolean handleAsObjects) {
        if (handleAsObjects) {
            throw new FinitizationException("handleArraysAsObjects(true): arrays shared between fields are not supported;"
                    + " each array field owns one array of its array set");
        }
    }

    @Override
    public boolean includeFinitization(IFinitization other) {
        throw new FinitizationException("includeFinitization: merging finitizations is not supported; create the class domains and"
                + " set the fields in this finitization (a static helper method can do it for both)");
    }

    @Override
    public void require(IConstraint... constraints) {
        if (constraints == null) {
            throw new FinitizationException("require(null): give one or more constraints");
        }
        for (int i = 0; i < constraints.length; i++) {
            if (constraints[i] == null) {
                throw new FinitizationException("require(...): constraint " + (i + 1) + " of " + constraints.length + " is null");
            }
        }
        this.constraints.addAll(Arrays.asList(constraints));
    }

    @Override
    public List<IConstraint> getConstraints() {
        return Collections.unmodifiableList(constraints);
    }

    private static StackTraceElement callerFrame() {
        return CallerFrames.caller();
    }

    @Override
    public List<FieldBinding> getBindings() {
        return Collections.unmodifiableList(bindings);
    }

    @Override
    public List<IObjSet> getObjSets() {
        return Collections.unmodifiableList(objSets);
    }

    @Override
    public List<IClassDomain> getClassDomains() {
        return Collections.unmodifiableList(classDomains);
    }

    @Override
    public List<IArraySet> getArraySets() {
        return Collections.unmodifiableList(arraySets);
    }
}
