package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ImportDeclaration;

/**
 * The class domains, object sets and array sets of a finitization evaluated on source, made as the API's
 * {@code FinitizationBuilder} makes them: one class domain per class in creation order (later calls raise its count),
 * array pools among them, and the API's checks with its words when a call makes the finitization throw.
 */
final class SourceFinitization {

    private static final Set<String> JAVA_LANG_VALUES = Set.of("Integer", "Long", "Short", "Byte", "Double", "Float", "Number", "String",
            "Character", "Boolean");
    private static final Set<String> PRIMITIVES = Set.of("int", "long", "short", "byte", "char", "float", "double", "boolean", "void");

    private final UnitIndex index;
    private final Domains.Failures failures;
    private final List<ClassDom> classDomains = new ArrayList<>();

    SourceFinitization(UnitIndex index, Domains.Failures failures) {
        this.index = index;
        this.failures = failures;
    }

    /** @return the class domains in creation order, array pools included */
    List<ClassDom> classDomains() {
        return classDomains;
    }

    /** @return {@code createClassDomain(C.class, n)} or {@code createClassDomain(C.class)} (n = 0) */
    Value createClassDomain(List<Value> args, ASTNode at) {
        Value.Unknown first = Domains.firstUnknown(args);
        if (first != null) {
            return first;
        }
        String cls = className(args.isEmpty() ? null : args.get(0));
        Integer num = args.size() == 2 ? args.get(1).asInt() : args.size() == 1 ? Integer.valueOf(0) : null;
        if (cls == null || num == null) {
            return Expressions.unknown("createClassDomain arguments that are not a class and an int", at);
        }
        if (num == 0 && index.type(cls) == null && JAVA_LANG_VALUES.contains(cls)) {
            return Expressions.unknown("a class domain of " + cls + " constants (filled with addObject) is not evaluated", at);
        }
        String problem = requireConcrete("createClassDomain(" + binaryName(cls) + ", " + num + ")", cls, num);
        return problem != null ? Domains.failed(failures, at, problem) : new Value.Classes(domainOf(cls, num, at));
    }

    /**
     * @return any {@code createObjSet} overload: (class or name, n[, includeNull]), (type[, includeNull]), (class domain[,
     *         includeNull]); null is left out unless asked for, as in Korat
     */
    Value createObjSet(List<Value> args, ASTNode at) {
        Value.Unknown first = Domains.firstUnknown(args);
        if (first != null) {
            return first;
        }
        if (args.size() == 1) {
            return createObjSet(List.of(args.get(0), new Value.Bool(false)), at);
        }
        if (args.size() == 2 && args.get(1) instanceof Value.Bool nul) {
            if (args.get(0) instanceof Value.Classes d) {
                SourceDomain.Objects set = new SourceDomain.Objects(d.domain().simpleName(), d.domain().binaryName(), nul.value());
                if (d.domain().count() > 0) { // as in Korat, a class domain without objects yet is not added
                    set.add(d.domain());
                }
                return new Value.Domain(set);
            }
            String type = className(args.get(0));
            if (type == null) {
                return Expressions.unknown("createObjSet arguments that are not a type (or class domain) and a boolean", at);
            }
            if (PRIMITIVES.contains(type) || type.endsWith("[]")) {
                return Domains.failed(failures, at, "createObjSet(" + binaryName(type) + ", " + nul.value() + "): the type must be a class or interface");
            }
            return new Value.Domain(new SourceDomain.Objects(type, binaryName(type), nul.value()));
        }
        if (args.size() < 2 || args.size() > 3) {
            return Expressions.unknown("createObjSet with " + args.size() + " arguments", at);
        }
        String cls = className(args.get(0));
        Integer num = args.get(1).asInt();
        Boolean includeNull = args.size() == 2 ? Boolean.FALSE : args.get(2) instanceof Value.Bool b ? b.value() : null;
        if (cls == null || num == null || includeNull == null) {
            return Expressions.unknown("createObjSet arguments that are not a class, an int and a boolean", at);
        }
        String problem = requireConcrete("createObjSet(" + binaryName(cls) + ", " + num + ")", cls, num);
        if (problem != null) {
            return Domains.failed(failures, at, problem);
        }
        SourceDomain.Objects set = new SourceDomain.Objects(cls, binaryName(cls), includeNull);
        ClassDom domain = domainOf(cls, num, at);
        if (domain.count() > 0) { // as in Korat, a class domain without objects yet is not added
            set.add(domain);
        }
        return new Value.Domain(set);
    }

    /**
     * {@code set.addClassDomain(d)}: checks that d's objects are of the set's type, when both are declared in the unit.
     *
     * @return null when added, else the unknown value standing for the call (reported as a failure when the API throws)
     */
    Value.Unknown addClassDomain(SourceDomain.Objects set, Value domain, ASTNode at) {
        if (domain instanceof Value.Unknown u) {
            return u;
        }
        if (!(domain instanceof Value.Classes d)) {
            return Expressions.unknown("addClassDomain of something that is not a class domain", at);
        }
        String cls = d.domain().simpleName();
        if (index.type(cls) != null && index.type(set.type()) != null && !index.implementsOrExtends(cls, set.type())) {
            return Domains.failed(failures, at, "addClassDomain(" + d.domain().binaryName() + "): its objects are not of the set's type "
                    + set.binaryType());
        }
        if (d.domain().count() > 0) { // as in Korat, a domain without objects at the time of the call is not added
            set.add(d.domain());
        }
        return null;
    }

    /** @return {@code createArraySet(T[].class, lengths, elements, count)} */
    Value createArraySet(List<Value> args, ASTNode at) {
        Value.Unknown first = Domains.firstUnknown(args);
        if (first != null) {
            return first;
        }
        if (args.size() != 4) {
            return Expressions.unknown("createArraySet with " + args.size() + " arguments", at);
        }
        String type = className(args.get(0));
        if (type == null) {
            return Expressions.unknown("createArraySet of a type that is not a class literal", at);
        }
        String call = "createArraySet(" + type + ".class, ...)";
        if (!type.endsWith("[]")) {
            return Domains.failed(failures, at, call + ": the first argument must be an array type such as int[].class");
        }
        if (args.get(1) instanceof Value.Null || args.get(2) instanceof Value.Null) {
            return Domains.failed(failures, at, call + ": the length and element domains must not be null");
        }
        if (!(args.get(1) instanceof Value.Domain l && l.domain() instanceof SourceDomain.Ints lengths)) {
            return Expressions.unknown(call + " with lengths that are not an int set", at);
        }
        if (!(args.get(2) instanceof Value.Domain elements)) {
            return Expressions.unknown(call + " with elements that are not a domain", at);
        }
        Integer count = args.get(3).asInt();
        if (count == null) {
            return Expressions.unknown(call + " with a count that is not an int", at);
        }
        for (int length : lengths.values()) {
            if (length < 0) {
                return Domains.failed(failures, at, call + ": the length domain holds the negative length " + length);
            }
        }
        if (lengths.values().length == 0) {
            return Domains.failed(failures, at, call + ": the length domain is empty");
        }
        if (count < 1) {
            return Domains.failed(failures, at, call + ": the number of arrays must be at least 1, not " + count);
        }
        if (classDomains.stream().anyMatch(d -> d.simpleName().equals(type))) {
            return Domains.failed(failures, at, call + ": an array set of " + type + " exists already; use one per array type");
        }
        String component = type.substring(0, type.length() - 2);
        ClassDom pool = new ClassDom(type, null, count, index.line(at.getStartPosition()), at.getStartPosition(), at.getLength(),
                new ClassDom.ArrayShape(component, lengths.values(), elements.domain()));
        classDomains.add(pool);
        return new Value.Domain(new SourceDomain.Arrays(pool));
    }

    private ClassDom domainOf(String cls, int num, ASTNode at) {
        for (ClassDom d : classDomains) {
            if (d.simpleName().equals(cls)) {
                d.raiseTo(num);
                return d;
            }
        }
        ClassDom d = new ClassDom(cls, index.binaryName(cls), num, index.line(at.getStartPosition()), at.getStartPosition(), at.getLength(), null);
        classDomains.add(d);
        return d;
    }

    /** @return why the API refuses objects of {@code cls} ({@code FinitizationBuilder.requireConcrete}'s words), or null */
    private String requireConcrete(String call, String cls, int num) {
        if (num < 0) {
            return call + ": the number of objects must not be negative";
        }
        if (cls.endsWith("[]")) {
            return call + ": arrays are bounded with createArraySet(" + cls + ".class, lengths, elements, count)";
        }
        if (PRIMITIVES.contains(cls) || Boolean.TRUE.equals(index.isAbstract(cls))) {
            return call + ": objects must be of a concrete class; for a field of an abstract type use createObjSet(" + cls
                    + ".class, includeNull) and addClassDomain for each concrete subclass";
        }
        if (num > 0 && index.type(cls) == null && JAVA_LANG_VALUES.contains(cls)) {
            return call + ": java.lang." + cls + " is a value, not an object the search creates; use createIntSet, createStringSet or createValueSet("
                    + cls + ".class, ...)";
        }
        if (cls.equals(index.rootName())) {
            return call + ": the root class " + binaryName(cls) + " has exactly one object, the one repOk runs on";
        }
        return null;
    }

    private static String className(Value v) {
        return v instanceof Value.Cls c ? c.simpleName() : v instanceof Value.Str s ? TypeNames.rawSimple(s.value()) : null;
    }

    /**
     * @return {@code Class.getName()} as far as the source tells it: the binary name of a type of this unit, {@code java.lang.X}
     *         for java.lang's values, the primitive's name, an imported or same-package name otherwise
     */
    String binaryName(String simple) {
        String own = index.binaryName(simple);
        if (own != null || PRIMITIVES.contains(simple) || simple.endsWith("[]")) {
            return own != null ? own : simple;
        }
        if (JAVA_LANG_VALUES.contains(simple) || simple.equals("Object")) {
            return "java.lang." + simple;
        }
        for (Object o : index.unit().imports()) {
            ImportDeclaration i = (ImportDeclaration) o;
            String name = i.getName().getFullyQualifiedName();
            if (!i.isOnDemand() && !i.isStatic() && name.endsWith("." + simple)) {
                return name;
            }
        }
        String pkg = index.unit().getPackage() == null ? "" : index.unit().getPackage().getName().getFullyQualifiedName();
        return pkg.isEmpty() ? simple : pkg + "." + simple;
    }
}
