package org.smallscope.engine.export.writers;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import javax.lang.model.element.Modifier;

import org.smallscope.engine.export.CandidateGraph;
import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.Literals;
import org.smallscope.engine.export.Names;
import org.smallscope.engine.subject.CollectionFilling;
import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.subject.Slot;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;

/**
 * Writes the factory method of one instance: every reachable object created once with
 * {@code new} (of its own class domain's class; arrays with exactly their current length, value
 * elements written in the array creation), then linked and filled field by field and element by
 * element (shared references and cycles need nothing special), values the constructor already
 * set left out, fields the test package cannot assign set through the generated reflective setter; collections Korat's
 * {@code addAll} filled get their values after the objects are made and before any field is set, as the search fills them.
 */
final class FactoryWriter {

    /** The name of the generated reflective setter. */
    static final String SETTER = "setFieldReflectively";

    /** Statements one factory may hold: far below the JVM's 64 KB per method at about 16 bytes each. */
    static final int MAX_STATEMENTS = 3500;

    private final CandidateGraph graph;
    private final ConstructionModel model;
    private final ClassName rootType;
    private final boolean[] named;
    private final java.util.EnumSet<ConstructionModel.Creation> creations = java.util.EnumSet.noneOf(ConstructionModel.Creation.class);
    private boolean usedSetter;
    private boolean usedGetter;
    private boolean usedFiller;
    private boolean usedClassLookup;
    private boolean usedConstants;
    /** The factory being written: the name of its variable holding the object constants, and whether it uses one. */
    private String constantsVariable;
    private boolean usesConstantsHere;

    FactoryWriter(CandidateGraph graph, ConstructionModel model) {
        this.graph = graph;
        this.model = model;
        this.rootType = Names.typeName(model.plainRoot());
        this.named = new boolean[graph.subject().objectClasses().size()];
        for (ObjectClass cls : graph.subject().objectClasses()) {
            named[cls.id()] = cls.isArray() || cls.count() == 0 || model.named(cls.className());
        }
    }

    /** @return the type the factories return */
    ClassName rootType() {
        return rootType;
    }

    /** @return whether some factory written so far needs the reflective setter */
    boolean usedSetter() {
        return usedSetter;
    }

    /** @return whether some factory written so far reads a field reflectively (a collection {@code addAll} filled) */
    boolean usedGetter() {
        return usedGetter;
    }

    /** @return whether some factory written so far fills a collection as Korat's {@code addAll} did (the generated filler) */
    boolean usedFiller() {
        return usedFiller;
    }

    /** @return whether some factory written so far makes an object without a constructor (the generated allocator) */
    boolean usedAllocator() {
        return creations.contains(ConstructionModel.Creation.ALLOCATE);
    }

    /** @return whether some factory written so far calls a constructor the tests cannot call directly (the generated caller) */
    boolean usedConstructor() {
        return creations.contains(ConstructionModel.Creation.CONSTRUCT);
    }

    /** @return whether some factory written so far uses an object the finitization added ({@link ObjectConstants}, the generated method) */
    boolean usedConstants() {
        return usedConstants;
    }

    /** @return whether some factory written so far loads a class the tests cannot name by its binary name (the generated lookup) */
    boolean usedClassLookup() {
        return usedClassLookup;
    }

    /** @return {@code static Root <name>()} building candidate {@code cv} (instance number {@code ordinal}) */
    MethodSpec factory(String name, int[] cv, int ordinal) {
        CandidateGraph.Discovery discovery = graph.discover(cv);
        Set<String> used = new HashSet<>();
        String[] variables = new String[graph.subject().objectCount()];
        for (int o : discovery.order()) {
            ObjectClass cls = graph.classOf(o);
            variables[o] = unique(Names.numbered(model.simpleName(cls), discovery.rank()[o]), used);
        }
        String root = unique(Names.variable(rootType.simpleName()), used);
        constantsVariable = unique(ObjectConstants.NAME, used);
        usesConstantsHere = false;
        CodeBlock.Builder body = CodeBlock.builder();
        int statements = 2;
        newObject(body, rootType, root, graph.subject().className());
        for (int o : discovery.order()) {
            statements += create(body, o, variables[o], cv);
        }
        statements += fillCollections(body, root, variables, discovery.rank());
        for (int o : discovery.order()) {
            statements += graph.isArray(o) ? fillElements(body, o, variables[o], cv, variables) : assign(body, o, variables[o], cv, variables);
        }
        statements += assign(body, CandidateGraph.ROOT, root, cv, variables);
        body.addStatement("return $L", root);
        if (statements > MAX_STATEMENTS) {
            throw new ExportException(ExportException.Kind.SUBJECT, "instance #" + ordinal + " of " + graph.subject().describe()
                    + " needs " + statements + " statements, more than fit in one Java method (64 KB); use smaller bounds");
        }
        CodeBlock.Builder code = CodeBlock.builder();
        if (usesConstantsHere) {
            usedConstants = true;
            code.addStatement("$T[] $L = $L()", Object.class, constantsVariable, ObjectConstants.NAME);
        }
        code.add(body.build());
        return MethodSpec.methodBuilder(name).addModifiers(Modifier.STATIC).returns(rootType).addCode(code.build()).build();
    }

    /**
     * Declares object {@code o}: {@code new C()} for an object of class domain C; for an array, {@code new int[] {2, 0, -1}}
     * when its elements are values, or {@code new Node[3]} when they are objects (filled by {@link #fillElements}).
     *
     * @return the number of statements (an array's elements counted as statements)
     */
    private int create(CodeBlock.Builder body, int o, String variable, int[] cv) {
        ObjectClass cls = graph.classOf(o);
        TypeName type = model.variableType(cls);
        if (!cls.isArray()) {
            newObject(body, type, variable, cls.className());
            return 1;
        }
        TypeName component = model.javaType(cls.array().componentTypeName());
        int[] elements = graph.elementSlots(o, cv);
        Domain values = cls.array().elements();
        if (values.kind() == Domain.Kind.OBJECTS) {
            body.addStatement("$T $L = new $T[$L]", type, variable, component, elements.length);
        } else if (elements.length == 0) {
            body.addStatement("$T $L = new $T[0]", type, variable, component);
        } else {
            String componentType = cls.array().componentTypeName();
            CodeBlock literals = java.util.Arrays.stream(elements).mapToObj(s -> isObjectConstant(values, cv[s])
                    ? CodeBlock.of("($T) $L", component, constant(values, cv[s])) : Literals.of(values, cv[s], componentType, false))
                    .collect(CodeBlock.joining(", "));
            body.addStatement("$T $L = new $T[] {$L}", type, variable, component, literals);
        }
        return 1 + elements.length;
    }

    /**
     * Declares {@code variable} as the search makes the object: {@code new C()}, {@code construct(C.class)} for a constructor the
     * tests cannot call, {@code allocate(C.class)} for a class without one; a class the tests cannot name is loaded by its binary
     * name ({@code classNamed("a.B$C")}) into an {@code Object} variable.
     */
    private void newObject(CodeBlock.Builder body, TypeName type, String variable, String className) {
        ConstructionModel.Creation how = model.creation(className);
        creations.add(how);
        if (how == ConstructionModel.Creation.NEW) {
            body.addStatement("$T $L = new $T()", type, variable, type);
            return;
        }
        String helper = how == ConstructionModel.Creation.ALLOCATE ? ReflectiveHelpers.ALLOCATOR : ReflectiveHelpers.CONSTRUCTOR;
        if (model.named(className)) {
            body.addStatement("$T $L = $L($T.class)", type, variable, helper, type);
        } else {
            usedClassLookup = true;
            body.addStatement("$T $L = $L($L($S))", type, variable, helper, ReflectiveHelpers.CLASS_LOOKUP, className);
        }
    }

    /**
     * Adds the values of each of Korat's {@code addAll} to the collections of the root and of the objects made, before any field is
     * set, in the order the search adds them ({@code addElements(shelter.residents, new Object[] {null, cat0, dog0})});
     *
     * @return the number of statements (each value counted)
     */
    private int fillCollections(CodeBlock.Builder body, String root, String[] variables, int[] rank) {
        int count = 0;
        for (CollectionFilling fill : graph.subject().fillings()) {
            Domain d = fill.values();
            List<CodeBlock> values = new ArrayList<>();
            for (int v = 0; v < d.size(); v++) {
                int o = d.objectNumberAt(v);
                values.add(d.kind() == Domain.Kind.OBJECTS ? o < 0 ? CodeBlock.of("null") : CodeBlock.of("$L", variables[o])
                        : isObjectConstant(d, v) ? constant(d, v) : Literals.constant(d.valueAt(v), true));
            }
            for (int owner : fill.owners()) {
                List<Integer> holders = new ArrayList<>();
                if (owner < 0) {
                    holders.add(CandidateGraph.ROOT);
                } else {
                    ObjectClass cls = graph.subject().objectClasses().get(owner);
                    for (int k = 0; k < cls.count(); k++) {
                        int o = graph.subject().objectNumber(cls, k);
                        if (rank[o] >= 0) {
                            holders.add(o);
                        }
                    }
                }
                for (int holder : holders) {
                    if (!model.holdsCollection(holder, fill)) {
                        continue;
                    }
                    String variable = holder == CandidateGraph.ROOT ? root : variables[holder];
                    boolean direct = model.isReadable(fill) && (holder == CandidateGraph.ROOT || isNamed(holder));
                    CodeBlock collection = direct ? CodeBlock.of("$L.$L", variable, fill.field())
                            : CodeBlock.of("$L($L, $S)", PostStateWriter.GETTER, variable, fill.field());
                    usedGetter |= !direct;
                    usedFiller = true;
                    body.addStatement("$L($L, new $T[] {$L})", ReflectiveHelpers.FILLER, collection, Object.class, CodeBlock.join(values, ", "));
                    count += 1 + values.size();
                }
            }
        }
        return count;
    }

    /** Writes the non-null elements of array {@code o} whose elements are objects; @return the number of statements */
    private int fillElements(CodeBlock.Builder body, int o, String variable, int[] cv, String[] variables) {
        if (graph.classOf(o).array().elements().kind() != Domain.Kind.OBJECTS) {
            return 0;
        }
        int count = 0;
        TypeName component = model.javaType(graph.classOf(o).array().componentTypeName());
        int[] elements = graph.elementSlots(o, cv);
        for (int i = 0; i < elements.length; i++) {
            int target = graph.target(elements[i], cv[elements[i]]);
            if (target >= 0 && !isNamed(target) && !component.equals(ClassName.OBJECT)) {
                body.addStatement("$L[$L] = ($T) $L", variable, i, component, variables[target]);
                count++;
            } else if (target >= 0) {
                body.addStatement("$L[$L] = $L", variable, i, variables[target]);
                count++;
            }
        }
        return count;
    }

    /** @return whether value {@code index} of {@code d} is an object the finitization added that generated code rebuilds ({@link ObjectConstants}) */
    private boolean isObjectConstant(Domain d, int index) {
        return d.kind() == Domain.Kind.VALUES && model.objectConstants().holds(d.valueAt(index));
    }

    /** @return {@code constants[i]}: the factory's rebuilt copy of object constant {@code index} of {@code d} */
    private CodeBlock constant(Domain d, int index) {
        usesConstantsHere = true;
        return model.objectConstants().reference(d.valueAt(index), constantsVariable);
    }

    /** @return whether object {@code o}'s variable has its own class's type (else {@code Object}: the tests cannot name its class) */
    private boolean isNamed(int o) {
        return named[graph.classOf(o).id()];
    }

    private static String unique(String name, Set<String> used) {
        String n = name;
        while (!used.add(n)) {
            n = n + "_";
        }
        return n;
    }

    /** Writes the owner's fields that differ from a new object's, scalars first; @return the number of statements */
    private int assign(CodeBlock.Builder body, int owner, String variable, int[] cv, String[] variables) {
        int count = 0;
        for (boolean references : new boolean[] {false, true}) {
            for (int s : graph.slotsOf(owner)) {
                Slot slot = graph.subject().slots().get(s);
                Domain d = slot.domain();
                if ((d.kind() == Domain.Kind.OBJECTS) != references || model.isInitial(owner, slot, cv[s])) {
                    continue;
                }
                int target = graph.target(s, cv[s]);
                boolean direct = model.isDirect(slot.field()) && (owner == CandidateGraph.ROOT || isNamed(owner)) && (target < 0 || isNamed(target))
                        && !isObjectConstant(d, cv[s]);
                CodeBlock value = target >= 0 ? CodeBlock.of("$L", variables[target])
                        : isObjectConstant(d, cv[s]) ? constant(d, cv[s]) : Literals.of(d, cv[s], slot.field().typeName(), !direct);
                if (direct) {
                    body.addStatement("$L.$L = $L", variable, slot.field().fieldName(), value);
                } else {
                    usedSetter = true;
                    body.addStatement("$L($L, $S, $L)", SETTER, variable, slot.field().fieldName(), value);
                }
                count++;
            }
        }
        return count;
    }
}
