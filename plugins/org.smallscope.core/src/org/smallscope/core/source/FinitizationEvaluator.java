package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
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
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;
import org.eclipse.jdt.core.dom.VariableDeclarationStatement;

/**
 * Evaluates a finitization's {@code set} calls symbolically for given int arguments, without running
 * user code: straight-line statements, locals assigned once, domains held in locals, same-unit static
 * helpers (inlined), and the API's {@code create*} calls; anything else becomes an unknown bound with its line and reason.
 */
public final class FinitizationEvaluator implements Expressions.Calls {

    private static final int MAX_DEPTH = 12;

    private final UnitIndex index;
    private final Types types;
    private final Expressions expressions;
    private final List<EvaluatedBounds.Bound> fields = new ArrayList<>();
    private final List<EvaluatedBounds.ObjectSet> objectSets = new ArrayList<>();
    private final List<EvaluatedBounds.Unknown> unknowns = new ArrayList<>();
    private final Set<String> bound = new LinkedHashSet<>();
    private int depth;

    private FinitizationEvaluator(SourceModel.Ast ast) {
        this.index = ast.index();
        this.types = ast.types();
        this.expressions = new Expressions(index, types, this);
    }

    /** @return the bounds the model's finitization gives for {@code args}; throws IllegalArgumentException for a model read from JSON */
    public static EvaluatedBounds evaluate(SourceModel model, int... args) {
        if (!model.hasSource()) {
            throw new IllegalArgumentException("the source model of " + model.typeName() + " was read from JSON: it has no source to evaluate");
        }
        String name = model.finitizations().isEmpty() ? "fin" + model.typeName() : model.finitizations().get(0).name();
        SourceModel.Finitization fin = model.finitization(args.length);
        if (fin == null) {
            String problem = model.finitizations().isEmpty()
                    ? "finitization: " + model.typeName() + " declares no static method " + name + " returning IFinitization"
                    : "finitization: " + model.typeName() + " has no " + name + " taking " + args.length + " int" + (args.length == 1 ? "" : "s")
                            + " (it has " + String.join(", ", model.finitizations().stream().map(SourceModel.Finitization::signature).toList()) + ")";
            return new EvaluatedBounds(name, args.clone(), List.of(), List.of(), List.of(), List.of(), problem);
        }
        for (SourceModel.Parameter p : fin.parameters()) {
            if (!p.type().equals("int")) {
                return new EvaluatedBounds(name, args.clone(), List.of(), List.of(), List.of(), List.of(),
                        "finitization: parameter " + p.name() + " of " + fin.signature() + " (line " + fin.line() + ") is not an int");
            }
        }
        FinitizationEvaluator e = new FinitizationEvaluator(model.ast());
        MethodDeclaration m = model.ast().finitizations().get(fin);
        List<Value> values = new ArrayList<>();
        for (int a : args) {
            values.add(new Value.Int(a));
        }
        e.run(m, values);
        List<String> slots = e.unknowns.isEmpty() ? new Slots(e.index).of(e.fields, e.objectSets) : List.of();
        return new EvaluatedBounds(name, args.clone(), List.copyOf(e.fields), List.copyOf(e.objectSets), slots, List.copyOf(e.unknowns), null);
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
                if (name.equals("set") && mi.arguments().size() == 2) {
                    unknownSet(mi, "set inside " + kind);
                } else if (!name.startsWith("create") && mentionsFinitization(mi, env)) {
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
                found[0] |= v instanceof Value.Fin || v instanceof Value.Domain;
                return false;
            }
        });
        return found[0] || !types.callees(mi).isEmpty();
    }

    @Override
    public Value invoke(MethodInvocation mi, Map<String, Value> env) {
        String name = mi.getName().getIdentifier();
        int line = index.line(mi.getStartPosition());
        List<Value> args = new ArrayList<>();
        for (int i = 0; i < mi.arguments().size(); i++) {
            Expression a = (Expression) mi.arguments().get(i);
            boolean enumConstant = name.equals("createEnumSet") && i > 0 && a instanceof Name;
            args.add(enumConstant ? new Value.EnumConst(null, TypeNames.rawSimple(a.toString())) : expressions.eval(a, env));
        }
        switch (name) {
            case "set":
                set(mi, args);
                return null;
            case "createObjSet":
                Value objects = Domains.objects(args, line, mi);
                if (objects instanceof Value.Domain d) {
                    if (objectSets.stream().anyMatch(s -> s.simpleName().equals(d.objects().simpleName()))) {
                        unknowns.add(unknownAt(null, mi, "a second object set of class " + d.objects().simpleName() + " (the run fails)"));
                    }
                    objectSets.add(d.objects());
                }
                return objects;
            case "createIntSet":
                return Domains.intRange(args, mi);
            case "createIntSetOf":
                return Domains.intValues(args, mi);
            case "createBooleanSet":
                return Domains.booleans();
            case "createEnumSet":
                return Domains.enums(args, index, mi);
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
                break;
        }
        List<MethodDeclaration> callees = types.callees(mi);
        if (callees.size() == 1 && depth < MAX_DEPTH && org.eclipse.jdt.core.dom.Modifier.isStatic(callees.get(0).getModifiers())) {
            Value v = run(callees.get(0), args);
            return v == null ? Expressions.unknown(name + "(...) returns nothing", mi) : v;
        }
        Value.Unknown u = Expressions.unknown("calls " + name + "(...)", mi);
        if (args.stream().anyMatch(a -> a instanceof Value.Fin || a instanceof Value.Domain) || callees.size() > 0) {
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

    private void set(MethodInvocation mi, List<Value> args) {
        if (args.size() != 2) {
            return;
        }
        if (!(args.get(0) instanceof Value.Str field)) {
            unknowns.add(unknownAt(null, mi, "the field name " + mi.arguments().get(0) + " is not a string constant"));
            return;
        }
        String qualified = ModelBuilder.qualifiedName(field.value(), index.rootName());
        if (!bound.add(qualified)) {
            unknowns.add(unknownAt(qualified, mi, "the field is bounded twice (the run fails)"));
        } else if (args.get(1) instanceof Value.Unknown u) {
            unknowns.add(unknownAt(qualified, mi, u.reason()));
        } else if (args.get(1) instanceof Value.Domain d) {
            fields.add(new EvaluatedBounds.Bound(qualified, d.bounds(), d.size(), index.line(mi.getStartPosition()), mi.getStartPosition(),
                    mi.getLength()));
        } else {
            unknowns.add(unknownAt(qualified, mi, "the domain " + mi.arguments().get(1) + " is not a domain"));
        }
    }

    private void unknownSet(MethodInvocation mi, String reason) {
        Expression f = (Expression) mi.arguments().get(0);
        String qualified = f instanceof StringLiteral s ? ModelBuilder.qualifiedName(s.getLiteralValue(), index.rootName()) : null;
        bound.add(qualified == null ? "?" : qualified);
        unknowns.add(unknownAt(qualified, mi, reason));
    }

    private EvaluatedBounds.Unknown unknownAt(String qualified, ASTNode at, String reason) {
        return new EvaluatedBounds.Unknown(qualified, index.line(at.getStartPosition()), at.getStartPosition(), at.getLength(), reason);
    }
}
