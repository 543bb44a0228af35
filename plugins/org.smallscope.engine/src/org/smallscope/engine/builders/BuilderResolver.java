package org.smallscope.engine.builders;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.smallscope.engine.EngineError;

/**
 * Finds the builders a {@link BuilderSpec} asks for: every public constructor, and the named public instance methods (all
 * overloads of each name, in the order named) or, when none are named, every public instance method with int or boolean
 * parameters except repOk, the methods of {@code Object} and the excluded ones (by name, then parameter types).
 */
final class BuilderResolver {

    /** The methods never found automatically: the predicates and those of {@code Object}. */
    private static final Set<String> NEVER = Set.of("repOk", "repOK", "equals", "hashCode", "toString");

    private BuilderResolver() {
    }

    /** @return the constructors, then the methods */
    static List<Builder> resolve(BuilderSpec spec) {
        Class<?> c = spec.subject();
        String cls = c.getName();
        if (!Modifier.isPublic(c.getModifiers()) || Modifier.isAbstract(c.getModifiers()) || c.isInterface()) {
            throw EngineError.NO_BUILDERS.exception(cls, "it is not a public concrete class");
        }
        List<Builder> out = new ArrayList<>();
        List<Constructor<?>> constructors = new ArrayList<>(Arrays.asList(c.getConstructors()));
        constructors.sort(Comparator.comparing(BuilderResolver::descriptor));
        for (Constructor<?> k : constructors) {
            String bad = unsupported(k);
            if (bad == null) {
                out.add(Builder.of(k, spec.minInt(), spec.maxInt()));
            }
        }
        if (out.isEmpty()) {
            throw EngineError.NO_BUILDERS.exception(cls, constructors.isEmpty() ? "it has no public constructor"
                    : "no public constructor takes only int and boolean parameters (" + unsupported(constructors.get(0)) + ")");
        }
        List<Method> methods = new ArrayList<>();
        for (Method m : c.getMethods()) {
            if (!Modifier.isStatic(m.getModifiers()) && m.getDeclaringClass() != Object.class && !m.isSynthetic() && !m.isBridge()) {
                methods.add(m);
            }
        }
        methods.sort(Comparator.comparing(Method::getName).thenComparing(BuilderResolver::descriptor));
        for (String name : spec.exclude()) {
            if (methods.stream().noneMatch(m -> m.getName().equals(name))) {
                throw EngineError.NO_BUILDERS.exception(cls, "--exclude names " + name + ", but it has no public instance method " + name
                        + " (" + names(methods) + ")");
            }
        }
        if (spec.builders().isEmpty()) {
            for (Method m : methods) {
                if (!NEVER.contains(m.getName()) && !spec.exclude().contains(m.getName()) && unsupported(m) == null) {
                    out.add(Builder.of(m, spec.minInt(), spec.maxInt()));
                }
            }
            return List.copyOf(out);
        }
        Set<String> named = new LinkedHashSet<>(spec.builders());
        for (String name : named) {
            List<Method> overloads = methods.stream().filter(m -> m.getName().equals(name)).toList();
            if (overloads.isEmpty()) {
                throw EngineError.NO_BUILDERS.exception(cls, "it has no public instance method " + name + " (its public instance methods: "
                        + names(methods) + ")");
            }
            for (Method m : overloads) {
                String bad = unsupported(m);
                if (bad != null) {
                    throw EngineError.NO_BUILDERS.exception(cls, "builder " + bad + "; API mode varies int and boolean arguments only");
                }
                out.add(Builder.of(m, spec.minInt(), spec.maxInt()));
            }
        }
        return List.copyOf(out);
    }

    /** @return e.g. {@code parameter 1 (Node n) of method add(Node) is of type Node}, or null when every parameter is an int or boolean */
    private static String unsupported(Executable e) {
        Parameter[] ps = e.getParameters();
        for (int i = 0; i < ps.length; i++) {
            Class<?> t = ps[i].getType();
            if (t != int.class && t != Integer.class && t != boolean.class && t != Boolean.class) {
                return "parameter " + (i + 1) + " (" + ps[i].getName() + ") of " + (e instanceof Constructor<?> ? "constructor " : "method ")
                        + Builder.of(e, 0, -1).signature() + " is of type " + t.getTypeName();
            }
        }
        return null;
    }

    private static String descriptor(Executable e) {
        return Arrays.toString(e.getParameterTypes());
    }

    private static String names(List<Method> methods) {
        return String.join(", ", methods.stream().map(Method::getName).distinct().toList());
    }
}
