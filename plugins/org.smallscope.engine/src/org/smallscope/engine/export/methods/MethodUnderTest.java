package org.smallscope.engine.export.methods;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.Names;
import org.smallscope.engine.subject.Subject;

/**
 * The method of Korat's black-box mode: an instance method of the subject's class, picked by
 * name or by {@code name(types)} among overloads, and the values tried for each parameter.
 * Inputs are every valid instance (the receiver) times every combination of parameter values.
 */
public final class MethodUnderTest {

    private static final Pattern SPEC = Pattern.compile("\\s*([\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*)\\s*(?:\\((.*)\\))?\\s*");

    private final String ownerName;
    private final Method method;
    private final List<ParameterDomain> domains;
    private final boolean overloaded;
    private final Oracles oracles;

    private MethodUnderTest(String ownerName, Method method, List<ParameterDomain> domains, boolean overloaded, Oracles oracles) {
        this.ownerName = ownerName;
        this.oracles = oracles;
        this.method = method;
        this.domains = List.copyOf(domains);
        this.overloaded = overloaded;
    }

    /**
     * @param spec {@code add} or {@code add(int)} ({@code add(int,int)} for overloads; simple or qualified type names)
     * @param values one text per parameter in order ({@code 0..5}, {@code 1,3,7}, {@code true,false}, enum names,
     *        {@code a,"b c"}, {@code []|[1]|[1,2]}: see {@link ParameterText}), or an empty list for the defaults
     *        ({@link ParameterDefaults})
     * @return the method of the subject's class that {@code spec} names
     * @throws ExportException naming the method and parameter when the method is missing, ambiguous or static, a
     *         parameter's type has no values, or {@code values} do not fit
     */
    public static MethodUnderTest resolve(Subject subject, String spec, List<String> values) {
        return resolve(subject.newHeap().root().getClass(), subject.className(), subject.simpleName(), spec, values, () -> SubjectValues.of(subject));
    }

    /**
     * Method mode on the inputs a generator program returned: as {@link #resolve(Subject, String, List)}, the method of
     * {@code type} (the inputs' class); default parameter values are drawn from the values the inputs hold.
     */
    public static MethodUnderTest resolveOn(Class<?> type, String spec, List<String> values, List<Object> inputs) {
        return resolve(type, type.getName(), type.getSimpleName(), spec, values, () -> SubjectValues.ofInputs(inputs));
    }

    private static MethodUnderTest resolve(Class<?> root, String className, String owner, String spec, List<String> values,
            java.util.function.Supplier<SubjectValues> defaults) {
        Matcher m = SPEC.matcher(spec);
        if (!m.matches()) {
            throw usage("--method '" + spec + "' is not a method name or name(types), e.g. add or add(int)");
        }
        String name = m.group(1);
        List<String> types = m.group(2) == null ? null
                : m.group(2).isBlank() ? List.of() : Arrays.stream(m.group(2).split(",")).map(String::trim).toList();
        List<Method> named = new ArrayList<>(methods(root, name).values());
        named.sort(java.util.Comparator.comparingInt(Method::getParameterCount).thenComparing(MethodUnderTest::signature));
        if (named.isEmpty()) {
            throw usage("class " + className + " has no method named " + name);
        }
        List<Method> matching = named.stream().filter(x -> types == null || matches(x, types)).toList();
        if (matching.isEmpty()) {
            throw usage("class " + className + " has no method " + spec.trim() + "; its methods named " + name + " are: "
                    + signatures(named));
        }
        if (matching.size() > 1) {
            throw usage(owner + "." + name + " is overloaded: " + signatures(matching) + "; pick one, e.g. --method '"
                    + signature(matching.get(0)) + "'");
        }
        Method chosen = matching.get(0);
        if (Modifier.isStatic(chosen.getModifiers())) {
            throw usage(owner + "." + signature(chosen) + " is static; method mode calls the method on every valid instance");
        }
        Class<?>[] params = chosen.getParameterTypes();
        if (!values.isEmpty() && values.size() != params.length) {
            throw usage(owner + "." + signature(chosen) + " takes " + params.length + " parameter(s), but " + values.size()
                    + " value list(s) were given (--param, in parameter order)");
        }
        List<ParameterDomain> domains = new ArrayList<>();
        SubjectValues constants = values.isEmpty() ? defaults.get() : null;
        for (int p = 0; p < params.length; p++) {
            String where = "parameter " + (p + 1) + " (" + params[p].getSimpleName() + ") of " + owner + "." + signature(chosen);
            if (ParameterDomain.Kind.of(params[p]) == null) {
                throw usage(where + ": method mode supplies only int-like, char, float, double, boolean, String, enum and Object"
                        + " values and arrays of them, not " + params[p].getTypeName());
            }
            domains.add(values.isEmpty() ? ParameterDefaults.of(p + 1, params[p], constants, where)
                    : ParameterText.parse(values.get(p), p + 1, params[p], where));
        }
        chosen.setAccessible(true);
        return new MethodUnderTest(owner, chosen, domains, named.size() > 1, Oracles.of(root, chosen));
    }

    /** @return the instance methods named {@code name} of {@code cls} and its superclasses, overridden ones left out */
    private static Map<String, Method> methods(Class<?> cls, String name) {
        Map<String, Method> found = new LinkedHashMap<>();
        for (Class<?> c = cls; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Method x : c.getDeclaredMethods()) {
                if (x.getName().equals(name) && !x.isSynthetic() && !x.isBridge()) {
                    found.putIfAbsent(signature(x), x);
                }
            }
        }
        return found;
    }

    private static boolean matches(Method m, List<String> types) {
        Class<?>[] params = m.getParameterTypes();
        if (params.length != types.size()) {
            return false;
        }
        for (int i = 0; i < params.length; i++) {
            String t = types.get(i);
            String canonical = params[i].getCanonicalName() == null ? params[i].getName() : params[i].getCanonicalName();
            if (!(t.equals(params[i].getSimpleName()) || t.equals(params[i].getName()) || t.equals(canonical)
                    || canonical.endsWith("." + t))) {
                return false;
            }
        }
        return true;
    }

    private static String signatures(List<Method> methods) {
        StringJoiner j = new StringJoiner(", ");
        methods.forEach(x -> j.add(signature(x)));
        return j.toString();
    }

    /** @return {@code add(int,int)} */
    static String signature(Method m) {
        StringJoiner j = new StringJoiner(",", m.getName() + "(", ")");
        for (Class<?> p : m.getParameterTypes()) {
            j.add(p.getSimpleName());
        }
        return j.toString();
    }

    private static ExportException usage(String message) {
        return new ExportException(ExportException.Kind.USAGE, message);
    }

    /** @return the method's name */
    public String name() {
        return method.getName();
    }

    /** @return {@code add(int)} */
    public String signature() {
        return signature(method);
    }

    /** @return {@code BST.add(int)} */
    public String qualifiedSignature() {
        return ownerName + "." + signature();
    }

    /** @return the values tried per parameter, in parameter order */
    public List<ParameterDomain> domains() {
        return domains;
    }

    /** @return the number of argument combinations tried on each receiver */
    public long combinations() {
        long n = 1;
        for (ParameterDomain d : domains) {
            n *= d.values().size();
        }
        return n;
    }

    /** @return the argument texts of combination {@code choice} (one value index per parameter) */
    public List<String> arguments(int[] choice) {
        List<String> texts = new ArrayList<>();
        for (int p = 0; p < choice.length; p++) {
            texts.add(domains.get(p).display(choice[p]));
        }
        return texts;
    }

    /** @return {@code add(3)}: the call with combination {@code choice} */
    public String call(int[] choice) {
        return name() + "(" + String.join(", ", arguments(choice)) + ")";
    }

    /** @return {@code Add} for {@code add}, {@code AddIntInt} for an overloaded {@code add(int,int)}: the method's part of test class names */
    public String classNamePart() {
        StringBuilder sb = new StringBuilder(Names.capitalized(name()));
        if (overloaded) {
            for (Class<?> p : method.getParameterTypes()) {
                sb.append(Names.capitalized(p.getSimpleName()));
            }
        }
        return sb.toString();
    }

    /** @return the postcondition, abstraction function and model operation the subject declares for the method */
    public Oracles oracles() {
        return oracles;
    }

    /** @return the method on the instrumented class (accessible) */
    public Method method() {
        return method;
    }

    /** @return the runtime arguments of combination {@code choice} */
    public Object[] runtimeArguments(int[] choice) {
        return argumentValues(choice, method.getParameterTypes());
    }

    /**
     * @return the arguments of combination {@code choice} for parameters of {@code types} (e.g. the method's as another
     *         class loader has it: enum constants are looked up there); arrays are new each call
     */
    public Object[] argumentValues(int[] choice, Class<?>[] types) {
        Object[] args = new Object[choice.length];
        for (int p = 0; p < choice.length; p++) {
            args[p] = domains.get(p).argument(choice[p], types[p]);
        }
        return args;
    }

    /** @return every combination of value indexes, the last parameter varying fastest */
    public List<int[]> choices() {
        List<int[]> all = new ArrayList<>();
        int[] c = new int[domains.size()];
        while (true) {
            all.add(c.clone());
            int p = c.length - 1;
            while (p >= 0 && ++c[p] == domains.get(p).values().size()) {
                c[p--] = 0;
            }
            if (p < 0) {
                return all;
            }
        }
    }
}
