package org.smallscope.core.source;

import java.util.Locale;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.InfixExpression;

/** Java's number rules for the evaluator: literals, binary numeric promotion for {@code + - * / %}, casts and type limits. */
final class Numbers {

    private Numbers() {
    }

    /** @return whether {@code v} is an int, long, float, double or char */
    static boolean isNumber(Value v) {
        return v instanceof Value.Int || v instanceof Value.LongInt || v instanceof Value.Real || v instanceof Value.Char;
    }

    /** @return the value of a number literal's token ({@code 7}, {@code 0x1F}, {@code 10L}, {@code 2.5f}, {@code 1e3}), or null */
    static Value literal(String token) {
        String t = token.replace("_", "").toLowerCase(Locale.ROOT);
        try {
            boolean hex = t.startsWith("0x");
            if (hex && t.contains("p") || !hex && (t.endsWith("f") || t.endsWith("d") || t.contains(".") || t.contains("e"))) {
                return t.endsWith("f") ? new Value.Real(Float.parseFloat(t), true) : new Value.Real(Double.parseDouble(t), false);
            }
            boolean isLong = t.endsWith("l");
            if (isLong) {
                t = t.substring(0, t.length() - 1);
            }
            long v;
            if (t.startsWith("0b")) {
                v = Long.parseUnsignedLong(t.substring(2), 2);
            } else if (hex) {
                v = Long.parseUnsignedLong(t.substring(2), 16);
            } else if (t.length() > 1 && t.startsWith("0")) {
                v = Long.parseUnsignedLong(t.substring(1), 8);
            } else {
                v = Long.parseUnsignedLong(t);
            }
            if (isLong) {
                return new Value.LongInt(v);
            }
            return v > 0xFFFFFFFFL || v < 0 ? null : new Value.Int((int) v);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** @return {@code -v}, promoted as Java does ({@code -'a'} is an int) */
    static Value negate(Value v) {
        if (v instanceof Value.Real r) {
            return new Value.Real(r.isFloat() ? -(float) r.value() : -r.value(), r.isFloat());
        }
        if (v instanceof Value.LongInt l) {
            return new Value.LongInt(-l.value());
        }
        return new Value.Int(-v.asInt());
    }

    /** @return {@code a op b} for numbers with binary numeric promotion; null for an integer division by zero or another operator */
    static Value apply(InfixExpression.Operator op, Value a, Value b) {
        if (a instanceof Value.Real || b instanceof Value.Real) {
            boolean single = !(a instanceof Value.Real ra && !ra.isFloat()) && !(b instanceof Value.Real rb && !rb.isFloat());
            double x = a.asDouble();
            double y = b.asDouble();
            Double r = op == InfixExpression.Operator.PLUS ? x + y : op == InfixExpression.Operator.MINUS ? x - y
                    : op == InfixExpression.Operator.TIMES ? x * y : op == InfixExpression.Operator.DIVIDE ? x / y
                    : op == InfixExpression.Operator.REMAINDER ? x % y : null;
            if (r == null) {
                return null;
            }
            if (single) {
                float fx = (float) x;
                float fy = (float) y;
                float f = op == InfixExpression.Operator.PLUS ? fx + fy : op == InfixExpression.Operator.MINUS ? fx - fy
                        : op == InfixExpression.Operator.TIMES ? fx * fy : op == InfixExpression.Operator.DIVIDE ? fx / fy : fx % fy;
                return new Value.Real(f, true);
            }
            return new Value.Real(r, false);
        }
        boolean wide = a instanceof Value.LongInt || b instanceof Value.LongInt;
        long x = a.asLong();
        long y = b.asLong();
        Long r;
        if (op == InfixExpression.Operator.PLUS) {
            r = wide ? x + y : (long) ((int) x + (int) y);
        } else if (op == InfixExpression.Operator.MINUS) {
            r = wide ? x - y : (long) ((int) x - (int) y);
        } else if (op == InfixExpression.Operator.TIMES) {
            r = wide ? x * y : (long) ((int) x * (int) y);
        } else if ((op == InfixExpression.Operator.DIVIDE || op == InfixExpression.Operator.REMAINDER) && y == 0) {
            r = null;
        } else if (op == InfixExpression.Operator.DIVIDE) {
            r = wide ? x / y : (long) ((int) x / (int) y);
        } else if (op == InfixExpression.Operator.REMAINDER) {
            r = wide ? x % y : (long) ((int) x % (int) y);
        } else {
            r = null;
        }
        return r == null ? null : wide ? new Value.LongInt(r) : new Value.Int((int) (long) r);
    }

    /** @return {@code (type) v}: numeric conversions as Java makes them; reference casts keep the value */
    static Value cast(String type, Value v, ASTNode at) {
        if (v instanceof Value.Unknown || !isNumber(v)) {
            return v instanceof Value.Unknown || !isPrimitive(type) ? v : Expressions.unknown("a cast of a non-number to " + type, at);
        }
        double d = v.asDouble();
        long l = v instanceof Value.Real ? (long) d : v.asLong();
        switch (type) {
            case "int":
                return new Value.Int(v instanceof Value.Real ? (int) d : (int) l);
            case "long":
                return new Value.LongInt(l);
            case "short":
                return new Value.Int(v instanceof Value.Real ? (short) (int) d : (short) l);
            case "byte":
                return new Value.Int(v instanceof Value.Real ? (byte) (int) d : (byte) l);
            case "char":
                return new Value.Char(v instanceof Value.Real ? (char) (int) d : (char) l);
            case "float":
                return new Value.Real(v instanceof Value.Real ? (float) d : (float) l, true);
            case "double":
                return new Value.Real(v instanceof Value.Real ? d : (double) l, false);
            default:
                return v;
        }
    }

    private static boolean isPrimitive(String type) {
        return switch (type) {
            case "int", "long", "short", "byte", "char", "float", "double", "boolean" -> true;
            default -> false;
        };
    }

    /** @return {@code Integer.MAX_VALUE} and the other limits of the number wrappers, or null for another name */
    static Value limit(String wrapper, String name) {
        boolean max = name.equals("MAX_VALUE");
        if (!max && !name.equals("MIN_VALUE")) {
            return null;
        }
        return switch (wrapper) {
            case "Integer" -> new Value.Int(max ? Integer.MAX_VALUE : Integer.MIN_VALUE);
            case "Long" -> new Value.LongInt(max ? Long.MAX_VALUE : Long.MIN_VALUE);
            case "Short" -> new Value.Int(max ? Short.MAX_VALUE : Short.MIN_VALUE);
            case "Byte" -> new Value.Int(max ? Byte.MAX_VALUE : Byte.MIN_VALUE);
            case "Character" -> new Value.Char(max ? Character.MAX_VALUE : Character.MIN_VALUE);
            default -> null;
        };
    }

    /** @return the text Java's string concatenation gives a number */
    static String text(Value v) {
        if (v instanceof Value.Real r) {
            return r.isFloat() ? Float.toString((float) r.value()) : Double.toString(r.value());
        }
        if (v instanceof Value.Char c) {
            return String.valueOf(c.value());
        }
        return Long.toString(v.asLong());
    }
}
