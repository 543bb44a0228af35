package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jdt.core.dom.ArrayCreation;
import org.eclipse.jdt.core.dom.ArrayType;
import org.eclipse.jdt.core.dom.ArrayInitializer;
import org.eclipse.jdt.core.dom.BooleanLiteral;
import org.eclipse.jdt.core.dom.CastExpression;
import org.eclipse.jdt.core.dom.CharacterLiteral;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.InfixExpression;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.NullLiteral;
import org.eclipse.jdt.core.dom.NumberLiteral;
import org.eclipse.jdt.core.dom.ParenthesizedExpression;
import org.eclipse.jdt.core.dom.PrefixExpression;
import org.eclipse.jdt.core.dom.QualifiedName;
import org.eclipse.jdt.core.dom.SimpleName;
import org.eclipse.jdt.core.dom.StringLiteral;
import org.eclipse.jdt.core.dom.TypeLiteral;

/**
 * Evaluates finitization expressions: number and char literals, arithmetic ({@code + - * / %}, parentheses) and
 * numeric casts as Java does them, parameters and locals, constants of the unit, strings, booleans, null, class
 * literals and enum constants;
 * calls are handed to the evaluator that owns the state.
 */
final class Expressions {

    /** Evaluates the calls an expression makes. */
    interface Calls {
        /** @return the value of the call */
        Value invoke(MethodInvocation call, Map<String, Value> env);
    }

    private final UnitIndex index;
    private final Types types;
    private final Calls calls;
    private final Set<Object> constantsInProgress = new HashSet<>();

    Expressions(UnitIndex index, Types types, Calls calls) {
        this.index = index;
        this.types = types;
        this.calls = calls;
    }

    /** @return the value of {@code e} with the locals and parameters {@code env} */
    Value eval(Expression e, Map<String, Value> env) {
        if (e instanceof NumberLiteral n) {
            return number(n);
        } else if (e instanceof CharacterLiteral c) {
            return new Value.Char(c.charValue());
        } else if (e instanceof StringLiteral s) {
            return new Value.Str(s.getLiteralValue());
        } else if (e instanceof BooleanLiteral b) {
            return new Value.Bool(b.booleanValue());
        } else if (e instanceof TypeLiteral t) {
            return new Value.Cls(t.getType() instanceof ArrayType a
                    ? TypeNames.rawSimple(a.getElementType().toString()) + "[]".repeat(a.getDimensions())
                    : TypeNames.rawSimple(t.getType().toString()));
        } else if (e instanceof NullLiteral) {
            return new Value.Null();
        } else if (e instanceof ParenthesizedExpression p) {
            return eval(p.getExpression(), env);
        } else if (e instanceof CastExpression c) {
            return Numbers.cast(c.getType().toString(), eval(c.getExpression(), env), e);
        } else if (e instanceof PrefixExpression p) {
            return prefix(p, env);
        } else if (e instanceof InfixExpression in) {
            return infix(in, env);
        } else if (e instanceof SimpleName s) {
            return name(s, env);
        } else if (e instanceof QualifiedName q) {
            return qualified(q);
        } else if (e instanceof MethodInvocation mi) {
            return calls.invoke(mi, env);
        } else if (e instanceof ArrayCreation a && a.getInitializer() != null) {
            return eval(a.getInitializer(), env);
        } else if (e instanceof ArrayInitializer a) {
            List<Value> values = new ArrayList<>();
            for (Object x : a.expressions()) {
                values.add(eval((Expression) x, env));
            }
            return new Value.Array(values);
        }
        return unknown("the expression " + CodeHash.printed(e), e);
    }

    private static Value number(NumberLiteral n) {
        Value v = Numbers.literal(n.getToken());
        return v != null ? v : unknown("the literal " + n.getToken() + " is not a number the evaluator reads", n);
    }

    private Value prefix(PrefixExpression p, Map<String, Value> env) {
        Value v = eval(p.getOperand(), env);
        if (v instanceof Value.Unknown) {
            return v;
        }
        if (p.getOperator() == PrefixExpression.Operator.MINUS && Numbers.isNumber(v)) {
            return Numbers.negate(v);
        }
        if (p.getOperator() == PrefixExpression.Operator.PLUS && Numbers.isNumber(v)) {
            return v instanceof Value.Char ? new Value.Int(v.asInt()) : v;
        }
        if (p.getOperator() == PrefixExpression.Operator.NOT && v instanceof Value.Bool b) {
            return new Value.Bool(!b.value());
        }
        return unknown("the operator " + p.getOperator(), p);
    }

    private Value infix(InfixExpression in, Map<String, Value> env) {
        List<Expression> operands = new ArrayList<>();
        operands.add(in.getLeftOperand());
        operands.add(in.getRightOperand());
        for (Object o : in.extendedOperands()) {
            operands.add((Expression) o);
        }
        Value acc = eval(operands.get(0), env);
        for (int k = 1; k < operands.size(); k++) {
            Value next = eval(operands.get(k), env);
            if (acc instanceof Value.Unknown) {
                return acc;
            }
            if (next instanceof Value.Unknown) {
                return next;
            }
            acc = apply(in, acc, next);
        }
        return acc;
    }

    private static Value apply(InfixExpression in, Value a, Value b) {
        InfixExpression.Operator op = in.getOperator();
        if (op == InfixExpression.Operator.PLUS && (a instanceof Value.Str || b instanceof Value.Str)) {
            return new Value.Str(text(a) + text(b));
        }
        if (!Numbers.isNumber(a) || !Numbers.isNumber(b)) {
            return unknown("the operator " + op + " on " + CodeHash.printed(in), in);
        }
        Value v = Numbers.apply(op, a, b);
        return v != null ? v : unknown((op == InfixExpression.Operator.DIVIDE || op == InfixExpression.Operator.REMAINDER
                ? "a division by zero in " : "the operator " + op + " in ") + CodeHash.printed(in), in);
    }

    private static String text(Value v) {
        return v instanceof Value.Str s ? s.value() : v instanceof Value.Bool b ? Boolean.toString(b.value())
                : v instanceof Value.Char c ? String.valueOf(c.value()) : v instanceof Value.Null ? "null"
                : Numbers.isNumber(v) ? Numbers.text(v) : String.valueOf(v);
    }

    private Value name(SimpleName s, Map<String, Value> env) {
        if (env.containsKey(s.getIdentifier())) {
            return env.get(s.getIdentifier());
        }
        UnitIndex.FieldDecl f = types.fieldOf(s);
        if (f != null) {
            return constant(f, s.getIdentifier(), s);
        }
        return unknown(s.getIdentifier() + " is not a parameter, a local assigned once or a constant of this file", s);
    }

    private Value qualified(QualifiedName q) {
        String owner = TypeNames.rawSimple(q.getQualifier().toString());
        String name = q.getName().getIdentifier();
        Value limit = Numbers.limit(q.getQualifier().toString(), name);
        if (limit != null) {
            return limit;
        }
        List<String> constants = index.enumConstants(owner);
        if (constants != null && constants.contains(name)) {
            return new Value.EnumConst(owner, name);
        }
        UnitIndex.FieldDecl f = index.type(owner) == null ? null : index.field(owner, name);
        if (f != null) {
            return constant(f, q.getFullyQualifiedName(), q);
        }
        return unknown(q.getFullyQualifiedName() + " is not a constant of this file", q);
    }

    private Value constant(UnitIndex.FieldDecl f, String shown, Expression at) {
        Expression init = f.fragment().getInitializer();
        if (!f.isStatic() || !f.isFinal() || init == null) {
            return unknown(shown + " is a field, not a constant", at);
        }
        if (!constantsInProgress.add(f.fragment())) {
            return unknown(shown + " is defined through itself", at);
        }
        try {
            Value v = eval(init, Map.of());
            return v instanceof Value.Unknown ? unknown(shown + " is not a constant expression", at) : v;
        } finally {
            constantsInProgress.remove(f.fragment());
        }
    }

    static Value.Unknown unknown(String reason, org.eclipse.jdt.core.dom.ASTNode where) {
        return new Value.Unknown(reason, where);
    }
}
