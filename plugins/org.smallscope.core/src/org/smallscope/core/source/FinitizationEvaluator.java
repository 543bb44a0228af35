package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.Assignment;
import org.eclipse.jdt.core.dom.Block;
import org.eclipse.jdt.core.dom.EmptyStatement;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.ExpressionStatement;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.Name;
import org.eclipse.jdt.core.dom.PostfixExpression;
import org.eclipse.jdt.core.dom.PrefixExpression;
import org.eclipse.jdt.core.dom.ReturnStatement;
import org.eclipse.jdt.core.dom.SimpleName;
import org.eclipse.jdt.core.dom.SingleVariableDeclaration;
import org.eclipse.jdt.core.dom.Statement;
import org.eclipse.jdt.core.dom.StringLiteral;
import org.eclipse.jdt.core.dom.TypeLiteral;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;
import org.eclipse.jdt.core.dom.VariableDeclarationStatement;

/**
 * Evaluates a finitization symbolically for given int arguments, without running user code: straight-line statements,
 * locals assigned once, domains held in locals, same-unit static helpers (inlined), and the API's calls (class domains,
 * object, array, int, boolean, enum and value sets, {@code set}); anything else becomes an unknown bound with its line and
 * reason. The class domains, bounds and slots come out as the engine lays them out, with the calls that make the run fail.
 */
public final class FinitizationEvaluator implements Expressions.Calls {

    private static final int MAX_DEPTH = 12;
    /** Calls that create or change class domains and object sets: their effect is lost when the evaluator cannot follow them. */
    private static final Set<String> LAYOUT_CALLS = Set.of("createClassDomain", "createObjSet", "createArraySet", "addClassDomain",
            "setNullAllowed");
    /**
     * Korat's calls that change class domains, object or value sets in place, or fill collections ({@code addAll}): the
     * evaluator does not follow them, so the bounds are unknown where they are made.
     */
    private static final Set<String> UNFOLLOWED_CALLS = Set.of("addObject", "addObjects", "includeInIsomorphismCheck", "removeClassDomain",
            "addAll", "addInt", "addRange", "removeInt", "addLong", "removeLong", "addShort", "removeShort", "addByte", "removeByte",
            "addFloat", "removeFloat", "addDouble", "removeDouble", "setArraySizes", "setComponentsSet", "includeFinitization",
            "handleArraysAsObjects");
    /** Calls that change neither bounds nor layout: dedicated generators only prune the search, wherever they are required. */
    private static final String REQUIRE = "require";

    private final UnitIndex index;
    private final Types types;
    private final Expressions expressions;
    private final SourceFinitization fin;
    private final List<SetBinding> bindings = new ArrayList<>();
    private final List<EvaluatedBounds.Unknown> unknowns = new ArrayList<>();
    private final List<EvaluatedBounds.Failure> failures = new ArrayList<>();
    private final Map<String, String> bound = new HashMap<>();
    private int depth;

    private FinitizationEvaluator(SourceModel.Ast ast) {
        this.index = ast.index();
        this.types = ast.types();
        this.expressions = new Expressions(index, types, this);
        this.fin = new SourceFinitization(index, this::fail);
    }

    /** @return the bounds the model's finitization gives for {@code args}; throws IllegalArgumentException for a model read from JSON */
    public static EvaluatedBounds evaluate(SourceModel model, int... args) {
        if (!model.hasSource()) {
            throw new IllegalArgumentException("the source model of " + model.typeName() + " was read from JSON: it has no source to evaluate");
        }
        String name = model.finitizations().isEmpty() ? "fin" + model.typeName() : model.finitizations().get(0).name();
        SourceModel.Finitization f = model.finitization(args.length);
        if (f == null) {
            String problem = model.finitizations().isEmpty()
                    ? "finitization: " + model.typeName() + " declares no static method " + name + " returning IFinitization"
                    : "finitization: " + model.typeName() + " has no " + name + " taking " + args.length + " int" + (args.length == 1 ? "" : "s")
                            + " (it has " + String.join(", ", model.finitizations().stream().map(SourceModel.Finitization::signature).toList()) + ")";
            return new EvaluatedBounds(name, args.clone(), List.of(), List.of(), List.of(), List.of(), List.of(), problem);
        }
        for (SourceModel.Parameter p : f.parameters()) {
            if (!p.type().equals("int")) {
                return new EvaluatedBounds(name, args.clone(), List.of(), List.of(), List.of(), List.of(), List.of(),
                        "finitization: parameter " + p.name() + " of " + f.signature() + " (line " + f.line() + ") is not an int");
            }
        }
        FinitizationEvaluator e = new FinitizationEvaluator(model.ast());
        MethodDeclaration m = model.ast().finitizations().get(f);
        List<Value> values = new ArrayList<>();
        for (int a : args) {
            values.add(new Value.Int(a));
        }
        e.run(m, values);
        return e.finish(name, args);
    }

    /** @return the evaluation's outcome, after the checks and the layout the engine makes once the finitization returns */
    private EvaluatedBounds finish(String name, int[] args) {
        List<ClassDom> domains = fin.classDomains();
        new BindingChecks(index, this::fail).check(domains, bindings);
        for (ClassDom d : domains) {
            if (!d.isArray() && index.type(d.simpleName()) == null
                    && bindings.stream().anyMatch(b -> !b.onRoot() && !b.ownerType().equals(d.simpleName()))) {
                unknowns.add(new EvaluatedBounds.Unknown(null, d.line(), d.start(), d.length(), "class " + d.simpleName()
                        + " is not declared in this file: which bounded fields its objects have is known only to a run"));
            }
        }
        List<String> slots = unknowns.isEmpty() ? new Slots(index, this::fail).of(bindings, domains) : List.of();
        List<EvaluatedBounds.Bound> fields = bindings.stream().map(b -> new EvaluatedBounds.Bound(b.qualifiedName(), b.domain().signature(),
                b.domain().size(), b.line(), b.start(), b.length())).toList();
        List<EvaluatedBounds.ClassDomain> classDomains = domains.stream()
                .map(d -> new EvaluatedBounds.ClassDomain(d.simpleName(), d.count(), d.line())).toList();
        return new EvaluatedBounds(name, args.clone(), fields, classDomains, unknowns.isEmpty() && failures.isEmpty() ? slots : List.of(),
                List.copyOf(unknowns), List.copyOf(failures), null);
    }

    private void fail(int start, int length, String message) {
        EvaluatedBounds.Failure f = new EvaluatedBounds.Failure(index.line(start), start, length, message);
        if (!failures.contains(f)) {
            failures.add(f);
        }
    }

    /** Runs a method's body with its parameters bound to {@code args}; @return the value it returns (null if none) */
    private Value run(MethodDeclaration m, List<Value> args) {
        Map<String, Value> env = new HashMap<>();
        for (int i = 0; i < m.parameters().size(); i++) {
            SingleVariableDeclaration p = (SingleVariableDeclaration) m.parameters().get(i);
            env.put(p.getName().getIdentifier(), i < args.size() ? args.get(i) : Expressions.unknown("a missing argument", m));
        }
        depth++;
        try {
            return block(m.getBody().statements(), env);
        } finally {
            depth--;
        }
    }

    private Value block(List<?> statements, Map<String, Value> env) {
        for (Object o : statements) {
            Statement s = (Statement) o;
            if (s instanceof ReturnStatement r) {
                return r.getExpression() == null ? null : expressions.eval(r.getExpression(), env);
            } else if (s instanceof Block b) {
                Value v = block(b.statements(), env);
                if (v != null) {
                    return v;
                }
            } else if (s instanceof VariableDeclarationStatement d) {
                for (Object f : d.fragments()) {
                    VariableDeclarationFragment v = (VariableDeclarationFragment) f;
                    env.put(v.getName().getIdentifier(), v.getInitializer() == null
                            ? Expressions.unknown(v.getName().getIdentifier() + " is declared without a value", v) : expressions.eval(v.getInitializer(), env));
                }
            } else if (s instanceof ExpressionStatement x) {
                statement(x.getExpression(), env);
            } else if (!(s instanceof EmptyStatement)) {
                opaque(s, env);
            }
        }
        return null;
    }

    private void statement(Expression x, Map<String, Value> env) {
        if (x instanceof Assignment a && a.getLeftHandSide() instanceof SimpleName target && env.containsKey(target.getIdentifier())) {
            String name = target.getIdentifier();
            Value old = env.get(name);
            boolean unset = old instanceof Value.Unknown u && u.reason().endsWith("is declared without a value");
            env.put(name, unset && a.getOperator() == Assignment.Operator.ASSIGN ? expressions.eval(a.getRightHandSide(), env)
                    : Expressions.unknown(name + " is assigned more than once (line " + index.line(a.getStartPosition()) + ")", a));
        } else if (x instanceof MethodInvocation mi) {
            invoke(mi, env);
        } else {
            opaque(x, env);
        }
    }

    /** A statement the evaluator does not follow (loops, conditions, ...): its set calls and the locals it assigns become unknown. */
    private void opaque(ASTNode s, Map<String, Value> env) {
        String kind = kind(s);
        s.accept(new ASTVisitor() {
            @Override
            public void endVisit(MethodInvocation mi) {
                String name = mi.getName().getIdentifier();
                if (name.equals("set") && (mi.arguments().size() == 2 || mi.arguments().size() == 3)) {
                    unknownSet(mi, "set inside " + kind);
                } else if (LAYOUT_CALLS.contains(name)) {
                    unknowns.add(unknownAt(null, mi, "calls " + name + "(...) inside " + kind));
                } else if (!name.startsWith("create") && !name.equals(REQUIRE) && mentionsFinitization(mi, env)) {
                    unknowns.add(unknownAt(null, mi, "calls " + name + "(...) inside " + kind));
                }
            }

            @Override
            public void endVisit(Assignment a) {
                forget(a.getLeftHandSide());
            }

            @Override
            public void endVisit(PostfixExpression p) {
                forget(p.getOperand());
            }

            @Override
            public void endVisit(PrefixExpression p) {
                forget(p.getOperand());
            }

            private void forget(Expression target) {
                if (target instanceof SimpleName n && env.containsKey(n.getIdentifier())) {
                    env.put(n.getIdentifier(), Expressions.unknown(n.getIdentifier() + " is assigned inside " + kind, n));
                }
            }
        });
    }

    private String kind(ASTNode s) {
        String simple = s.getClass().getSimpleName().replace("Statement", "").replace("Enhanced", "for-each ").toLowerCase(java.util.Locale.ROOT);
        return (simple.matches("^[aeiou].*") ? "an " : "a ") + simple + " statement (line " + index.line(s.getStartPosition()) + ")";
    }

    private boolean mentionsFinitization(MethodInvocation mi, Map<String, Value> env) {
        boolean[] found = new boolean[1];
        mi.accept(new ASTVisitor() {
            @Override
            public boolean visit(SimpleName n) {
                Value v = env.get(n.getIdentifier());
                found[0] |= v instanceof Value.Fin || v instanceof Value.Domain || v instanceof Value.Classes;
                return false;
            }
        });
        return found[0] || !types.callees(mi).isEmpty();
    }

    @Override
    public Value invoke(MethodInvocation mi, Map<String, Value> env) {
        String name = mi.getName().getIdentifier();
        if (name.equals(REQUIRE) && mi.getExpression() != null && expressions.eval(mi.getExpression(), env) instanceof Value.Fin) {
            return null;
        }
        int line = index.line(mi.getStartPosition());
        List<Value> args = new ArrayList<>();
        for (int i = 0; i < mi.arguments().size(); i++) {
            Expression a = (Expression) mi.arguments().get(i);
            boolean enumConstant = name.equals("createEnumSet") && i > 0 && a instanceof Name;
            args.add(enumConstant ? new Value.EnumConst(null, TypeNames.rawSimple(a.toString())) : expressions.eval(a, env));
        }
        if (UNFOLLOWED_CALLS.contains(name) && mi.getExpression() != null && types.callees(mi).isEmpty()) {
            unknowns.add(unknownAt(null, mi, "calls " + name + "(...), which is not evaluated"));
            return Expressions.unknown("calls " + name + "(...)", mi);
        }
        switch (name) {
            case "set":
                set(mi, args);
                return null;
            case "createObjSet":
                return layout(fin.createObjSet(args, mi), mi);
            case "createClassDomain":
                return layout(fin.createClassDomain(args, mi), mi);
            case "createArraySet":
                return layout(fin.createArraySet(args, mi), mi);
            case "addClassDomain", "setNullAllowed":
                changeObjSet(mi, name, args, env);
                return null;
            case "createIntSet":
                return Domains.intRange(args, mi, this::fail);
            case "createIntSteps":
                return Domains.intSteps(args, mi, this::fail);
            case "createIntSetOf":
                return Domains.intValues(args, mi, this::fail);
            case "createBooleanSet":
                return Domains.booleans();
            case "createEnumSet":
                return Domains.enums(args, index, mi, this::fail);
            case "create":
                if (mi.getExpression() != null && TypeNames.rawSimple(mi.getExpression().toString()).equals("FinitizationFactory")) {
                    return new Value.Fin();
                }
                break;
            case "min", "max", "abs":
                if (mi.getExpression() != null && mi.getExpression().toString().equals("Math")) {
                    return math(name, args, mi);
                }
                break;
            default:
                Value values = Domains.valueSet(name, args, mi, this::fail);
                if (values != null) {
                    return values;
                }
                break;
        }
        List<MethodDeclaration> callees = types.callees(mi);
        if (callees.size() == 1 && depth < MAX_DEPTH && org.eclipse.jdt.core.dom.Modifier.isStatic(callees.get(0).getModifiers())) {
            Value v = run(callees.get(0), args);
            return v == null ? Expressions.unknown(name + "(...) returns nothing", mi) : v;
        }
        Value.Unknown u = Expressions.unknown("calls " + name + "(...)", mi);
        if (args.stream().anyMatch(a -> a instanceof Value.Fin || a instanceof Value.Domain || a instanceof Value.Classes) || callees.size() > 0) {
            unknowns.add(unknownAt(null, mi, "calls " + name + "(...), which is not evaluated"));
        }
        return u;
    }

    private static Value math(String name, List<Value> args, ASTNode at) {
        if (args.stream().anyMatch(a -> a.asInt() == null)) {
            return args.stream().filter(a -> a instanceof Value.Unknown).findFirst().orElse(Expressions.unknown("Math." + name + " of non-ints", at));
        }
        int a = args.get(0).asInt();
        return switch (name) {
            case "abs" -> new Value.Int(Math.abs(a));
            case "min" -> args.size() == 2 ? new Value.Int(Math.min(a, args.get(1).asInt())) : Expressions.unknown("Math.min arguments", at);
            default -> args.size() == 2 ? new Value.Int(Math.max(a, args.get(1).asInt())) : Expressions.unknown("Math.max arguments", at);
        };
    }

    /** A call that makes class domains: when it cannot be evaluated, nor can the vector's layout. */
    private Value layout(Value v, MethodInvocation mi) {
        if (v instanceof Value.Unknown u) {
            unknowns.add(unknownAt(null, mi, "the class domains are not evaluated: " + u.reason()));
        }
        return v;
    }

    /** {@code set.addClassDomain(d)} and {@code set.setNullAllowed(b)} on an object set held in a local. */
    private void changeObjSet(MethodInvocation mi, String name, List<Value> args, Map<String, Value> env) {
        Value receiver = mi.getExpression() == null ? null : expressions.eval(mi.getExpression(), env);
        Value.Unknown problem;
        if (receiver instanceof Value.Domain d && d.domain() instanceof SourceDomain.Objects set && args.size() == 1) {
            if (name.equals("addClassDomain")) {
                problem = fin.addClassDomain(set, args.get(0), mi);
            } else if (args.get(0) instanceof Value.Bool b) {
                set.setNullAllowed(b.value());
                problem = null;
            } else {
                problem = args.get(0) instanceof Value.Unknown u ? u : Expressions.unknown("setNullAllowed of a non-constant", mi);
            }
        } else {
            problem = receiver instanceof Value.Unknown u ? u : Expressions.unknown(name + " on something that is not an object set", mi);
        }
        if (problem != null) {
            unknowns.add(unknownAt(null, mi, "the object sets are not evaluated: " + problem.reason()));
        }
    }

    /** {@code set("field", domain)} and {@code set(Owner.class, "field", domain)}. */
    private void set(MethodInvocation mi, List<Value> args) {
        if (args.size() != 2 && args.size() != 3) {
            return;
        }
        boolean withClass = args.size() == 3;
        Value fieldArg = args.get(withClass ? 1 : 0);
        Value domain = args.get(withClass ? 2 : 1);
        if (withClass && !(args.get(0) instanceof Value.Cls)) {
            unknowns.add(unknownAt(null, mi, "the class " + mi.arguments().get(0) + " is not a class literal"));
            return;
        }
        if (!(fieldArg instanceof Value.Str field)) {
            unknowns.add(unknownAt(null, mi, "the field name " + mi.arguments().get(withClass ? 1 : 0) + " is not a string constant"));
            return;
        }
        String qualified;
        String written;
        String call;
        if (withClass) {
            String owner = ((Value.Cls) args.get(0)).simpleName();
            call = "set(" + owner + ".class, \"" + field.value() + "\", ";
            if (field.value().isBlank() || field.value().contains(".")) {
                fail(mi.getStartPosition(), mi.getLength(), call + "...): give a field name without a class");
                unknowns.add(unknownAt(null, mi, "the field name " + field.value() + " is not a plain field name (the run fails)"));
                return;
            }
            qualified = (owner.equals(index.rootName()) ? "this" : owner) + "." + field.value();
            written = fin.binaryName(owner) + "." + field.value();
        } else {
            call = "set(\"" + field.value() + "\", ";
            qualified = ModelBuilder.qualifiedName(field.value(), index.rootName());
            written = field.value();
        }
        if (domain instanceof Value.Null) {
            fail(mi.getStartPosition(), mi.getLength(), call + "null): the domain is null");
            unknowns.add(unknownAt(qualified, mi, "the domain is null (the run fails)"));
            return;
        }
        String before = bound.putIfAbsent(qualified, written);
        if (before != null) {
            String owner = qualified.substring(0, qualified.lastIndexOf('.'));
            fail(mi.getStartPosition(), mi.getLength(), before.equals(written) ? call + "...): the field is bounded twice"
                    : org.smallscope.engine.EngineError.BAD_FINITIZATION.format(index.binaryName(index.rootName()), "field "
                            + (owner.equals("this") ? index.rootName() : owner) + "." + qualified.substring(qualified.lastIndexOf('.') + 1)
                            + " is bounded twice"));
            unknowns.add(unknownAt(qualified, mi, "the field is bounded twice (the run fails)"));
        } else if (domain instanceof Value.Unknown u) {
            unknowns.add(unknownAt(qualified, mi, u.reason()));
        } else if (domain instanceof Value.Domain d) {
            String owner = qualified.substring(0, qualified.lastIndexOf('.'));
            String classPart = !withClass && written.contains(".") ? written.substring(0, written.lastIndexOf('.')) : null;
            bindings.add(new SetBinding(qualified, owner.equals("this") ? index.rootName() : owner, qualified.substring(qualified.lastIndexOf('.') + 1),
                    written, classPart, d.domain(), index.line(mi.getStartPosition()), mi.getStartPosition(), mi.getLength()));
        } else {
            unknowns.add(unknownAt(qualified, mi, "the domain " + mi.arguments().get(withClass ? 2 : 1) + " is not a domain"));
        }
    }

    private void unknownSet(MethodInvocation mi, String reason) {
        boolean withClass = mi.arguments().size() == 3;
        Expression f = (Expression) mi.arguments().get(withClass ? 1 : 0);
        String qualified = null;
        if (f instanceof StringLiteral s) {
            if (!withClass) {
                qualified = ModelBuilder.qualifiedName(s.getLiteralValue(), index.rootName());
            } else if (mi.arguments().get(0) instanceof TypeLiteral t) {
                String owner = TypeNames.rawSimple(t.getType().toString());
                qualified = (owner.equals(index.rootName()) ? "this" : owner) + "." + s.getLiteralValue();
            }
        }
        bound.putIfAbsent(qualified == null ? "?" : qualified, "?");
        unknowns.add(unknownAt(qualified, mi, reason));
    }

    private EvaluatedBounds.Unknown unknownAt(String qualified, ASTNode at, String reason) {
        return new EvaluatedBounds.Unknown(qualified, index.line(at.getStartPosition()), at.getStartPosition(), at.getLength(), reason);
    }
}
