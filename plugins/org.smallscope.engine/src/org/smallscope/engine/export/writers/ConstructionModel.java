package org.smallscope.engine.export.writers;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.export.CandidateGraph;
import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.Literals;
import org.smallscope.engine.export.Names;
import org.smallscope.engine.internal.SubjectClassLoader;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.CollectionFilling;
import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.FieldSpec;
import org.smallscope.engine.subject.Instances;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;

/**
 * What generated source may do with a subject's classes from the subject's own package: read on
 * the classes as the user wrote them (not instrumented), which fields can be assigned directly,
 * whether each class can be created with {@code new}, and what a fresh object's fields hold
 * after its constructor, so that only values that differ are written.
 */
public final class ConstructionModel {

    private final Subject subject;
    private final String testPackage;
    private final Access access;
    private final ClassLoader plainLoader;
    private final Class<?> plainRoot;
    private final CandidateHeap heap;
    private final Map<FieldSpec, Integer> fieldIndex = new HashMap<>();
    private final boolean[] direct;
    private final Map<String, Held> initial = new HashMap<>();
    private final Map<Class<?>, Object> freshObjects = new HashMap<>();
    private final Method repOk;
    private final ObjectConstants objectConstants;

    /** @param source where the subject's class files are read (the request's source), or null for the subject's own loader */
    ConstructionModel(Subject subject, ClassFileSource source) {
        this.subject = subject;
        String name = subject.className();
        this.testPackage = Access.packageOf(name);
        this.access = new Access(testPackage);
        this.heap = subject.newHeap();
        ClassFileSource files = source != null ? source : ClassFileSource.of(heap.root().getClass().getClassLoader());
        this.plainLoader = new SubjectClassLoader(files, SubjectLoader.class.getClassLoader(), UnaryOperator.identity());
        this.plainRoot = plain(name);
        checkRoot(plainRoot);
        this.objectConstants = new ObjectConstants(access);
        WritableConstants constants = new WritableConstants(this);
        for (ObjectClass cls : subject.objectClasses()) {
            if (cls.count() > 0 && cls.isArray()) {
                checkNameable(cls);
                constants.check(cls.array().elements(), "the elements of " + cls.simpleName() + " arrays");
            } else if (cls.count() > 0) {
                checkCreatable(plain(cls.className()));
            }
        }
        List<FieldSpec> fields = subject.fields();
        direct = new boolean[fields.size()];
        for (int f = 0; f < fields.size(); f++) {
            FieldSpec spec = fields.get(f);
            fieldIndex.put(spec, f);
            Field field = declaredField(plain(spec.declaringClassName()), spec.fieldName());
            int mod = field.getModifiers();
            direct[f] = !Modifier.isFinal(mod) && visible(mod, field.getDeclaringClass()) && canName(field.getDeclaringClass());
            constants.check(spec.domain(), "field " + spec.qualifiedName());
        }
        for (CollectionFilling fill : subject.fillings()) {
            constants.check(fill.values(), "the addAll of field " + fill.declaringClass() + "." + fill.field());
        }
        this.repOk = findRepOk(plainRoot);
    }

    /** @return the objects the finitization gave as constants (addObject, value sets) that generated code rebuilds field by field */
    ObjectConstants objectConstants() {
        return objectConstants;
    }

    /** @return the package of the subject, where the tests go */
    String testPackage() {
        return testPackage;
    }

    /** @return the class loaded without instrumentation */
    Class<?> plain(String binaryName) {
        try {
            return Class.forName(binaryName, false, plainLoader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw EngineError.CLASS_LOAD_FAILED.exception(e, binaryName, e.toString());
        }
    }

    /** @return the root class as written by the user */
    Class<?> plainRoot() {
        return plainRoot;
    }

    /**
     * @return whether generated code may assign and read {@code field} directly on a variable of its class (else through the
     *         reflective setter and getter): the field is not final, and it and its declaring class are accessible
     */
    boolean isDirect(FieldSpec field) {
        return direct[fieldIndex.get(field)];
    }

    /**
     * @return whether owner {@code owner} ({@link CandidateGraph#ROOT} or an object number) holds a collection in the field
     *         {@code fill} fills, as the search makes it (Korat's {@code addAll} leaves a field the constructor left null alone)
     */
    boolean holdsCollection(int owner, CollectionFilling fill) {
        Object fresh = owner == CandidateGraph.ROOT ? heap.root() : heap.object(owner);
        for (Class<?> c = fresh.getClass(); c != null; c = c.getSuperclass()) {
            if (c.getName().equals(fill.declaringClass())) {
                try {
                    Field f = c.getDeclaredField(fill.field());
                    f.setAccessible(true);
                    return f.get(fresh) != null;
                } catch (ReflectiveOperationException | RuntimeException e) {
                    throw new IllegalStateException("cannot read field " + fill.declaringClass() + "." + fill.field() + " of a new "
                            + fresh.getClass().getName(), e);
                }
            }
        }
        throw new IllegalStateException("class " + fresh.getClass().getName() + " has no field " + fill.declaringClass() + "." + fill.field());
    }

    /** @return whether generated code may read the field {@code fill} fills directly on a variable of its class (else reflectively) */
    boolean isReadable(CollectionFilling fill) {
        Field field = declaredField(plain(fill.declaringClass()), fill.field());
        return visible(field.getModifiers(), field.getDeclaringClass()) && canName(field.getDeclaringClass());
    }

    /** @return the name of the predicate ({@code repOk} or {@code repOK}) */
    String repOkName() {
        return repOk.getName();
    }

    /** @return whether generated code may call the predicate directly (else reflectively) */
    boolean isRepOkDirect() {
        return visible(repOk.getModifiers(), repOk.getDeclaringClass());
    }

    /** @return whether a member with {@code modifiers} declared in {@code owner} is accessible from the test package */
    boolean visible(int modifiers, Class<?> owner) {
        return access.visible(modifiers, owner);
    }

    /** @return whether generated code can name {@code c} (it and every enclosing class accessible) */
    boolean canName(Class<?> c) {
        return access.canName(c);
    }

    /** @return whether the value at {@code index} is what a freshly constructed owner already holds in the slot's field */
    boolean isInitial(int owner, Slot slot, int index) {
        FieldSpec spec = slot.field();
        Object fresh = owner == CandidateGraph.ROOT ? heap.root() : heap.object(owner);
        String key = fresh.getClass().getName() + "#" + spec.declaringClassName() + "." + spec.fieldName();
        Object before = initial.computeIfAbsent(key, k -> new Held(readFresh(fresh.getClass(), spec))).value();
        Domain d = slot.domain();
        switch (d.kind()) {
            case OBJECTS:
                return d.objectIndexAt(index) < 0 && before == null;
            case BOOLEANS:
                return Boolean.valueOf(index == 1).equals(before);
            case ENUMS:
                Enum<?> constant = d.enumAt(index);
                return before instanceof Enum<?> e && e.name().equals(constant.name())
                        && e.getDeclaringClass().getName().equals(constant.getDeclaringClass().getName());
            case VALUES:
                return sameValue(before, spec.typeName(), d.valueAt(index));
            default:
                return sameInt(before, spec.typeName(), d.intAt(index));
        }
    }

    /** @return whether a fresh field holding {@code before} already holds constant {@code value} as the engine stores it (same class, equal) */
    private static boolean sameValue(Object before, String type, Object value) {
        Class<?> primitive = Literals.primitiveOf(type);
        Object stored = primitive == null ? value : Literals.converted(value, primitive);
        if (ObjectConstants.isObject(stored)) {
            return before == stored; // an object the finitization added: generated code rebuilds it unless the field holds that very object
        }
        if (stored instanceof Enum<?> e) {
            return before instanceof Enum<?> b && b.name().equals(e.name())
                    && b.getDeclaringClass().getName().equals(e.getDeclaringClass().getName());
        }
        if (before == null || stored == null) {
            return before == stored;
        }
        return before.getClass().getName().equals(stored.getClass().getName()) && before.equals(stored);
    }

    /** A field value that may be null, as a map entry. */
    private record Held(Object value) {
    }

    private static boolean sameInt(Object before, String type, int i) {
        switch (type) {
            case "long": case "int": case "short": case "byte":
                return before instanceof Number n && n.longValue() == i;
            case "float": case "double":
                return before instanceof Number n && n.doubleValue() == i;
            case "char":
                return before instanceof Character c && c.charValue() == (char) i;
            case "java.lang.Long":
                return Objects.equals(before, (long) i);
            case "java.lang.Short":
                return Objects.equals(before, (short) i);
            case "java.lang.Byte":
                return Objects.equals(before, (byte) i);
            case "java.lang.Character":
                return Objects.equals(before, (char) i);
            default:
                return Objects.equals(before, i);
        }
    }

    /** @return the field's value in a new object of the (instrumented) class {@code cls}, made by its constructor */
    private Object readFresh(Class<?> cls, FieldSpec spec) {
        Object fresh = freshObjects.computeIfAbsent(cls, ConstructionModel::construct);
        for (Class<?> c = cls; c != null; c = c.getSuperclass()) {
            if (c.getName().equals(spec.declaringClassName())) {
                try {
                    Field f = c.getDeclaredField(spec.fieldName());
                    f.setAccessible(true);
                    return f.get(fresh);
                } catch (ReflectiveOperationException | RuntimeException e) {
                    throw new IllegalStateException("cannot read field " + spec.qualifiedName() + " of a new " + cls.getName(), e);
                }
            }
        }
        throw new IllegalStateException("class " + cls.getName() + " has no field " + spec.qualifiedName());
    }

    /** @return a new object of {@code cls} made as the search makes it ({@link Instances}) */
    public static Object construct(Class<?> cls) {
        try {
            return Instances.make(cls);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw EngineError.NO_CONSTRUCTOR.exception(e.getCause(), cls.getName(), "its constructor threw " + e.getCause());
        } catch (RuntimeException e) {
            throw EngineError.NO_CONSTRUCTOR.exception(e, cls.getName(), e.getMessage());
        }
    }

    /**
     * Generated code builds the root with {@code new C()} or, when the search made it otherwise or the test package cannot call
     * that constructor, through a generated helper ({@link #creation}); the tests name the root's class, so it must be nameable.
     */
    private void checkRoot(Class<?> c) {
        if (!canName(c)) {
            throw EngineError.NO_CONSTRUCTOR.exception(c.getName(), "the generated tests in package " + describePackage() + " cannot name it"
                    + " (it or an enclosing class is private, local or anonymous, or not public in another package); make it and its"
                    + " enclosing classes accessible from that package");
        }
        checkCreatable(c);
    }

    /**
     * Generated code builds objects of a class it cannot name reflectively, by its binary name ({@link #named}): the class
     * must be concrete and not hidden (hidden classes have no name to load them by).
     */
    private static void checkCreatable(Class<?> c) {
        String why = c.isHidden() ? "it is a hidden class, which generated tests cannot load by name" : Instances.cannotMake(c);
        if (why != null) {
            throw EngineError.NO_CONSTRUCTOR.exception(c.getName(), why);
        }
    }

    /** How generated code makes an object, as the search makes it ({@link Instances}). */
    enum Creation {
        /** {@code new C()}: the class's constructor without parameters, which the test package can call. */
        NEW,
        /** Through the generated reflective constructor caller: that constructor, which the test package cannot call directly. */
        CONSTRUCT,
        /** Through the generated allocator (Objenesis): no constructor runs, as the search makes objects of classes without one. */
        ALLOCATE
    }

    /** @return how generated code makes an object of class {@code binaryName}, as the search makes it */
    Creation creation(String binaryName) {
        Class<?> p = plain(binaryName);
        if (!Instances.byConstructor(p)) {
            return Creation.ALLOCATE;
        }
        try {
            return canName(p) && visible(p.getDeclaredConstructor().getModifiers(), p) ? Creation.NEW : Creation.CONSTRUCT;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(binaryName + " has no constructor without parameters", e);
        }
    }

    /** Generated code declares {@code T[]} variables: the component type must be nameable from the test package. */
    private void checkNameable(ObjectClass pool) {
        String component = pool.array().componentTypeName();
        if (javaType(component).isPrimitive()) {
            return;
        }
        Class<?> c = plain(component);
        if (!canName(c)) {
            throw new ExportException(ExportException.Kind.SUBJECT, "the generated tests in package " + describePackage()
                    + " cannot name the element type " + component + " of " + pool.simpleName()
                    + " arrays (it or an enclosing class is private, or not public in another package)");
        }
    }

    /** @return the test package, for messages ({@code (default)} for the default package) */
    String describePackage() {
        return testPackage.isEmpty() ? "(default)" : testPackage;
    }

    private static Field declaredField(Class<?> owner, String name) {
        try {
            return owner.getDeclaredField(name);
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("class " + owner.getName() + " does not declare field " + name, e);
        }
    }

    private static Method findRepOk(Class<?> root) {
        for (Class<?> c = root; c != null; c = c.getSuperclass()) {
            for (String name : new String[] {"repOk", "repOK"}) {
                try {
                    return c.getDeclaredMethod(name);
                } catch (NoSuchMethodException e) {
                    // the other spelling, then the superclass
                }
            }
        }
        throw EngineError.NO_REPOK.exception(root.getName());
    }

    /** @return the JavaPoet name of the subject's class {@code binaryName} (see {@link Names#typeName(Class)}) */
    ClassName typeName(String binaryName) {
        return Names.typeName(plain(binaryName));
    }

    /**
     * @return the type of a variable holding an object of {@code cls}: the class, {@code T[]} for an array pool, or
     *         {@code Object} for a class the test package cannot name (see {@link #named})
     */
    TypeName variableType(ObjectClass cls) {
        if (cls.isArray()) {
            return ArrayTypeName.of(javaType(cls.array().componentTypeName()));
        }
        return named(cls.className()) ? typeName(cls.className()) : ClassName.OBJECT;
    }

    /**
     * @return the simple name of the class of {@code cls}'s objects as its source declares it, for variable names: {@code Tag$1} for
     *         a top-level {@code Tag$1}, {@code Local} for a local class, empty for an anonymous one, {@code int[]} for an int array pool
     */
    String simpleName(ObjectClass cls) {
        return cls.isArray() ? cls.simpleName() : plain(cls.className()).getSimpleName();
    }

    /** @return whether generated code names class {@code binaryName} (else it holds its objects as {@code Object}, made reflectively) */
    boolean named(String binaryName) {
        return canName(plain(binaryName));
    }

    /** @return the JavaPoet name of a Java type name: a primitive ({@code int}) or a binary class name */
    TypeName javaType(String name) {
        Class<?> primitive = Literals.primitiveOf(name);
        if (primitive != null && name.indexOf('.') < 0) {
            return TypeName.get(primitive);
        }
        return typeName(name);
    }
}
