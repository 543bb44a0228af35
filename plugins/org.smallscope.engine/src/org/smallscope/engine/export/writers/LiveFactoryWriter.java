package org.smallscope.engine.export.writers;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.Literals;
import org.smallscope.engine.export.LiveGraph;
import org.smallscope.engine.export.Names;
import org.smallscope.engine.subject.Instances;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;

/**
 * Writes the factory method of one returned input by plain code: every reachable object created once ({@code new C()},
 * arrays with their length, value arrays with their elements, {@code java.util} collections empty), then fields and
 * object elements assigned (values the constructor already set left out; private and final fields through the
 * reflective setter), then collections and maps filled, inner ones first, so that hashing sees finished elements.
 */
public final class LiveFactoryWriter {

    private final Access access;
    private final TypeName inputType;
    private final String whole;
    private final Map<Class<?>, Object> fresh = new HashMap<>();
    private boolean usedSetter;
    private boolean usedAllocator;
    private boolean usedConstructor;

    /** @param inputType the type the factories return (the generator's return type, or Object when the tests cannot name it) */
    public LiveFactoryWriter(Access access, TypeName inputType) {
        this(access, inputType, LiveGraph.INPUT);
    }

    /** @param whole what the objects written are, in messages ({@value LiveGraph#INPUT}, {@code an object the finitization made}) */
    public LiveFactoryWriter(Access access, TypeName inputType, String whole) {
        this.access = access;
        this.inputType = inputType;
        this.whole = whole;
    }

    /** @return whether some factory written so far needs the reflective setter */
    public boolean usedSetter() {
        return usedSetter;
    }

    /** @return whether some factory written so far makes an object without a constructor (the generated allocator) */
    public boolean usedAllocator() {
        return usedAllocator;
    }

    /** @return whether some factory written so far calls a constructor the tests cannot call directly (the generated caller) */
    public boolean usedConstructor() {
        return usedConstructor;
    }

    /** @return {@code static Input <name>()} building {@code input} (test number {@code ordinal}) */
    public MethodSpec factory(String name, Object input, int ordinal) {
        CodeBlock.Builder body = CodeBlock.builder();
        int statements = 1;
        boolean raw = false;
        if (LiveGraph.isValue(input)) {
            body.addStatement("return $L", literal(input, !inputType.isPrimitive()));
        } else {
            LiveGraph graph = new LiveGraph(input, whole);
            List<Object> order = graph.order();
            String[] variables = variables(order);
            for (int i = 0; i < order.size(); i++) {
                statements += create(body, order.get(i), variables[i]);
                raw |= order.get(i) instanceof java.util.Collection<?> || order.get(i) instanceof Map<?, ?>;
            }
            for (int i = 0; i < order.size(); i++) {
                statements += link(body, order.get(i), variables[i], graph, variables);
            }
            for (int i = order.size() - 1; i >= 0; i--) {
                statements += fill(body, order.get(i), variables[i], graph, variables);
            }
            body.addStatement("return $L", variables[0]);
        }
        if (statements > FactoryWriter.MAX_STATEMENTS) {
            throw new ExportException(ExportException.Kind.SUBJECT, "generated input #" + ordinal + " needs " + statements
                    + " statements, more than fit in one Java method (64 KB); use smaller bounds");
        }
        MethodSpec.Builder m = MethodSpec.methodBuilder(name).addModifiers(javax.lang.model.element.Modifier.STATIC).returns(inputType);
        if (raw) {
            m.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "{$S, $S}", "unchecked", "rawtypes").build());
        }
        return m.addCode(body.build()).build();
    }

    private static String[] variables(List<Object> order) {
        Map<String, Integer> perClass = new HashMap<>();
        Set<String> used = new HashSet<>();
        String[] names = new String[order.size()];
        for (int i = 0; i < order.size(); i++) {
            String simple = order.get(i).getClass().getSimpleName();
            String n = Names.numbered(simple, perClass.merge(simple, 1, Integer::sum) - 1);
            while (!used.add(n)) {
                n = n + "_";
            }
            names[i] = n;
        }
        return names;
    }

    /** Declares node {@code o}; @return the number of statements (a value array's elements counted) */
    private int create(CodeBlock.Builder body, Object o, String variable) {
        Class<?> c = o.getClass();
        switch (LiveGraph.shape(o)) {
            case ARRAY: {
                TypeName type = nameable(c, "array type");
                Class<?> base = c;
                int dims = 0;
                while (base.isArray()) {
                    base = base.getComponentType();
                    dims++;
                }
                int length = Array.getLength(o);
                if (c.getComponentType().isPrimitive() && length > 0) {
                    CodeBlock values = CodeBlock.join(java.util.stream.IntStream.range(0, length)
                            .mapToObj(i -> literal(Array.get(o, i), false)).toList(), ", ");
                    body.addStatement("$T $L = new $T {$L}", type, variable, type, values);
                    return 1 + length;
                }
                body.addStatement("$T $L = new $T[$L]$L", type, variable, typeOf(base), length, "[]".repeat(dims - 1));
                return 1;
            }
            case COLLECTION:
            case MAP:
                body.addStatement("$T $L = new $T()", ClassName.get(c), variable, ClassName.get(c));
                return 1;
            default:
                TypeName type = nameable(c, "class");
                ConstructionModel.Creation how = creation(c);
                if (how == ConstructionModel.Creation.NEW) {
                    body.addStatement("$T $L = new $T()", type, variable, type);
                } else if (how == ConstructionModel.Creation.CONSTRUCT) {
                    body.addStatement("$T $L = $L($T.class)", type, variable, ReflectiveHelpers.CONSTRUCTOR, type);
                    usedConstructor = true;
                } else {
                    body.addStatement("$T $L = $L($T.class)", type, variable, ReflectiveHelpers.ALLOCATOR, type);
                    usedAllocator = true;
                }
                return 1;
        }
    }

    /** Assigns the fields of an object and the elements of an object array; @return the number of statements */
    private int link(CodeBlock.Builder body, Object o, String variable, LiveGraph graph, String[] variables) {
        int count = 0;
        if (LiveGraph.shape(o) == LiveGraph.Shape.ARRAY && !o.getClass().getComponentType().isPrimitive()) {
            for (int i = 0; i < Array.getLength(o); i++) {
                Object e = Array.get(o, i);
                if (e != null) {
                    body.addStatement("$L[$L] = $L", variable, i, reference(e, true, graph, variables));
                    count++;
                }
            }
        } else if (LiveGraph.shape(o) == LiveGraph.Shape.OBJECT) {
            Object initial = fresh.computeIfAbsent(o.getClass(), ConstructionModel::construct);
            for (Field f : LiveGraph.fields(o.getClass())) {
                Object value = LiveGraph.read(f, o);
                Object before = LiveGraph.read(f, initial);
                boolean same = LiveGraph.isValue(value) ? Objects.equals(value, before) && (value == null || value.getClass() == before.getClass())
                        : false;
                if (same) {
                    continue;
                }
                int mod = f.getModifiers();
                boolean direct = !Modifier.isFinal(mod) && access.visible(mod, f.getDeclaringClass()) && access.canName(f.getDeclaringClass());
                CodeBlock v = reference(value, !direct || !f.getType().isPrimitive(), graph, variables);
                if (direct) {
                    body.addStatement("$L.$L = $L", variable, f.getName(), v);
                } else {
                    usedSetter = true;
                    body.addStatement("$L($L, $S, $L)", FactoryWriter.SETTER, variable, f.getName(), v);
                }
                count++;
            }
        }
        return count;
    }

    /** Adds the elements of a collection, the entries of a map; @return the number of statements */
    private int fill(CodeBlock.Builder body, Object o, String variable, LiveGraph graph, String[] variables) {
        LiveGraph.Shape shape = LiveGraph.shape(o);
        if (shape != LiveGraph.Shape.COLLECTION && shape != LiveGraph.Shape.MAP) {
            return 0;
        }
        List<Object> children = LiveGraph.children(o);
        int step = shape == LiveGraph.Shape.MAP ? 2 : 1;
        for (int i = 0; i < children.size(); i += step) {
            if (step == 1) {
                body.addStatement("$L.add($L)", variable, reference(children.get(i), true, graph, variables));
            } else {
                body.addStatement("$L.put($L, $L)", variable, reference(children.get(i), true, graph, variables),
                        reference(children.get(i + 1), true, graph, variables));
            }
        }
        return children.size() / step;
    }

    private CodeBlock reference(Object value, boolean exact, LiveGraph graph, String[] variables) {
        return LiveGraph.isValue(value) ? literal(value, exact) : CodeBlock.of("$L", variables[graph.number(value)]);
    }

    private CodeBlock literal(Object value, boolean exact) {
        if (value instanceof Enum<?> e) {
            nameable(e.getDeclaringClass(), "enum");
        }
        return Literals.constant(value, exact);
    }

    /** @return the type name of {@code c}; @throws ExportException if the tests cannot name it */
    private TypeName nameable(Class<?> c, String what) {
        Class<?> base = c;
        while (base.isArray()) {
            base = base.getComponentType();
        }
        if (!base.isPrimitive() && !access.canName(base)) {
            throw new ExportException(ExportException.Kind.SUBJECT, "the generated tests in package " + describe() + " cannot name the "
                    + what + " " + c.getTypeName() + " of " + whole + " (it or an enclosing class is private, or not public in"
                    + " another package)");
        }
        return typeOf(c);
    }

    /** @return the JavaPoet name of class, array or primitive type {@code c} */
    public static TypeName typeOf(Class<?> c) {
        return c.isPrimitive() ? TypeName.get(c) : c.isArray() ? ArrayTypeName.of(typeOf(c.getComponentType()))
                : Names.typeName(c);
    }

    /**
     * @return how generated code makes objects of {@code c}, as the fresh objects its fields are compared with are made
     *         ({@link ConstructionModel#construct}); fails when no object of it can be made at all
     */
    private ConstructionModel.Creation creation(Class<?> c) {
        String why = Instances.cannotMake(c);
        if (why != null) {
            throw new ExportException(ExportException.Kind.SUBJECT, "the generated tests build " + whole + " of class " + c.getName()
                    + ", but no object of it can be made: " + why);
        }
        if (!Instances.byConstructor(c)) {
            return ConstructionModel.Creation.ALLOCATE;
        }
        try {
            return access.visible(c.getDeclaredConstructor().getModifiers(), c) ? ConstructionModel.Creation.NEW : ConstructionModel.Creation.CONSTRUCT;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(c.getName() + " has no constructor without parameters", e);
        }
    }

    private String describe() {
        return access.testPackage().isEmpty() ? "(default)" : access.testPackage();
    }
}
