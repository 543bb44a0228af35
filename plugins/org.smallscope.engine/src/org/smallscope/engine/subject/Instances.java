package org.smallscope.engine.subject;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;

import org.objenesis.Objenesis;
import org.objenesis.ObjenesisStd;
import org.objenesis.instantiator.ObjectInstantiator;

/**
 * Makes the objects of a subject's classes: by the class's constructor without parameters when it has one (so field
 * initializers and that constructor run, as the user wrote them), else, for a class with only constructors that take
 * parameters or a non-static inner class, without running any constructor (Objenesis), every field at its default, as
 * Korat makes them.
 */
public final class Instances {

    /** Objenesis without its cache: that cache is keyed by class name, and one name can be several classes here (class loaders). */
    private static final Objenesis OBJENESIS = new ObjenesisStd(false);
    private static final ClassValue<ObjectInstantiator<?>> INSTANTIATORS = new ClassValue<>() {
        @Override
        protected ObjectInstantiator<?> computeValue(Class<?> type) {
            return OBJENESIS.getInstantiatorOf(type);
        }
    };

    private Instances() {
    }

    /** @return whether objects of {@code cls} are made by its own constructor without parameters (a static or top-level class that has one) */
    public static boolean byConstructor(Class<?> cls) {
        if (cls.isMemberClass() && !Modifier.isStatic(cls.getModifiers()) || cls.isLocalClass() || cls.isAnonymousClass()) {
            return false;
        }
        try {
            cls.getDeclaredConstructor();
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /**
     * @return a new object of {@code cls}
     * @throws IllegalArgumentException when no object of it can be made (abstract, an interface, an enum, an array or a record), saying why
     * @throws InvocationTargetException when its constructor threw
     */
    public static Object make(Class<?> cls) throws InvocationTargetException {
        String why = cannotMake(cls);
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
        if (byConstructor(cls)) {
            try {
                Constructor<?> c = cls.getDeclaredConstructor();
                c.setAccessible(true);
                return c.newInstance();
            } catch (InvocationTargetException e) {
                throw e;
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw new IllegalArgumentException("its constructor without parameters cannot be called (" + e + ")", e);
            }
        }
        return INSTANTIATORS.get(cls).newInstance();
    }

    /** @return why no object of {@code cls} can be made, or null when one can */
    public static String cannotMake(Class<?> cls) {
        if (cls.isInterface()) {
            return "it is an interface";
        }
        if (cls.isArray() || cls.isPrimitive()) {
            return "it is not a class of objects";
        }
        if (Modifier.isAbstract(cls.getModifiers())) {
            return "it is abstract: give the field objects of concrete subclasses (addClassDomain)";
        }
        if (cls.isEnum()) {
            return "it is an enum: bound the field with its constants (createEnumSet) instead";
        }
        if (cls.isRecord()) {
            return "it is a record: its fields are final and cannot be set; bound it with a value set (createValueSet)";
        }
        return null;
    }
}
