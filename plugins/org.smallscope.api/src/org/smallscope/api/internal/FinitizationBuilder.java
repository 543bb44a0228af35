package org.smallscope.api.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.smallscope.api.FieldBinding;
import org.smallscope.api.FinitizationException;
import org.smallscope.api.IBooleanSet;
import org.smallscope.api.IEnumSet;
import org.smallscope.api.IFinSet;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IIntSet;
import org.smallscope.api.IObjSet;

/** The finitization a user's finitization method builds: object sets and field bindings in call order. */
public final class FinitizationBuilder implements IFinitization {

    private final Class<?> rootClass;
    private final List<FieldBinding> bindings = new ArrayList<>();
    private final Set<String> boundFields = new LinkedHashSet<>();
    private final List<IObjSet> objSets = new ArrayList<>();

    /** @param rootClass the class declaring repOk */
    public FinitizationBuilder(Class<?> rootClass) {
        this.rootClass = rootClass;
    }

    @Override
    public Class<?> getRootClass() {
        return rootClass;
    }

    @Override
    public IObjSet createObjSet(Class<?> cls, int num) {
        return createObjSet(cls, num, true);
    }

    @Override
    public IObjSet createObjSet(Class<?> cls, int num, boolean includeNull) {
        if (cls == null) {
            throw new FinitizationException("createObjSet: the class is null");
        }
        if (num < 0) {
            throw new FinitizationException("createObjSet(" + cls.getName() + ", " + num + "): the number of objects must not be negative");
        }
        if (cls.isPrimitive() || cls.isArray() || cls.isInterface() || java.lang.reflect.Modifier.isAbstract(cls.getModifiers())) {
            throw new FinitizationException("createObjSet(" + cls.getName() + "): objects must be of a concrete class");
        }
        ObjSet set = new ObjSet(cls, num, includeNull);
        objSets.add(set);
        return set;
    }

    @Override
    public IObjSet createObjSet(String className, int num, boolean includeNull) {
        return createObjSet(resolveClass(className), num, includeNull);
    }

    private Class<?> resolveClass(String className) {
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
        throw new FinitizationException("createObjSet(\"" + className + "\"): no class of that name is nested in "
                + rootClass.getName() + " or found on the class path");
    }

    @Override
    public IIntSet createIntSet(int min, int max) {
        return createIntSet(min, 1, max);
    }

    @Override
    public IIntSet createIntSet(int min, int step, int max) {
        if (step <= 0) {
            throw new FinitizationException("createIntSet(" + min + ", " + step + ", " + max + "): the step must be positive");
        }
        int count = max < min ? 0 : (int) (((long) max - min) / step + 1);
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = min + i * step;
        }
        return new IntSet(values);
    }

    @Override
    public IIntSet createIntSet(int value) {
        return new IntSet(new int[] {value});
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
        return new IntSet(copy);
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
    public void set(String field, IFinSet domain) {
        if (field == null || field.isBlank()) {
            throw new FinitizationException("set: the field name is empty");
        }
        if (domain == null) {
            throw new FinitizationException("set(\"" + field + "\", null): the domain is null");
        }
        if (!boundFields.add(field)) {
            throw new FinitizationException("set(\"" + field + "\", ...): the field is bounded twice");
        }
        bindings.add(new FieldBinding(field, domain, callerFrame()));
    }

    private static StackTraceElement callerFrame() {
        for (StackTraceElement frame : new Throwable().getStackTrace()) {
            if (!frame.getClassName().startsWith("org.smallscope.api.")) {
                return frame;
            }
        }
        return null;
    }

    @Override
    public List<FieldBinding> getBindings() {
        return Collections.unmodifiableList(bindings);
    }

    @Override
    public List<IObjSet> getObjSets() {
        return Collections.unmodifiableList(objSets);
    }
}
