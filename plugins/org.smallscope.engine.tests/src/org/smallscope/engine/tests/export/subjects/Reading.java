package org.smallscope.engine.tests.export.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/**
 * A subject bounded by value sets of many types, for exporting their constants as literals: a long, a private char
 * (quote and newline among its values), a double, a package-private String (with quotes and a backslash), a boxed
 * Integer (null among its values), a private float, an Object holding a long, a private short and a record; the
 * constructor initializes some fields, so only values that differ are written.
 */
public class Reading {

    /** A point of the plane, a record rebuilt by its canonical constructor. */
    public record Point(int x, long y) {
    }

    /** Ticks since the start, -1 when unknown. */
    public long ticks;
    private char unit = 'm';
    /** The value read. */
    public double value = 2.0;
    String label = "";
    /** How many readings were averaged, null when the time is unknown. */
    public Integer count;
    private float weight;
    /** A tag, holding a Long. */
    public Object tag;
    private short scale;
    /** Where the reading was taken. */
    public Point origin;

    /**
     * @return whether the count is known exactly when the ticks are, a newline unit has a positive value, the label is
     *         empty exactly when the weight is one half, the scale is 2 exactly when the ticks are below 1, and the origin
     *         is at x=0 exactly when the unit is metres
     */
    public boolean repOk() {
        if (label == null || origin == null || !(tag instanceof Long)) {
            return false;
        }
        if ((ticks < 0) != (count == null)) {
            return false;
        }
        if (unit == '\n' && value < 0) {
            return false;
        }
        if (label.isEmpty() != (weight == 0.5f)) {
            return false;
        }
        if ((scale == 2) != (ticks < 1)) {
            return false;
        }
        return (origin.x() == 0) == (unit == 'm');
    }

    /** @return the value, doubled if the unit is not metres, as text with the label */
    public String describe(String prefix, double factor) {
        return prefix + label + (value * factor) + unit;
    }

    /** Moves the ticks by {@code by} and sets the unit; breaks repOk when the ticks cross into or out of the unknown without the count. */
    public void retune(long by, char newUnit) {
        ticks += by;
        unit = newUnit;
    }

    /** @return bounds: ticks -1..1, units m, quote and newline, values -0.5 and 2.0, two labels, counts null and 1000, two weights, one tag, scales 2..3, two origins */
    public static IFinitization finReading() {
        IFinitization f = FinitizationFactory.create(Reading.class);
        f.set("ticks", f.createLongSet(-1, 1));
        f.set("unit", f.createCharSetOf('m', '\'', '\n'));
        f.set("value", f.createDoubleSetOf(-0.5, 2.0));
        f.set("label", f.createStringSet("", "say \"hi\"\\"));
        f.set("count", f.createValueSet(Integer.class, null, 1000));
        f.set("weight", f.createFloatSet(0.5f, 0.5f, 1f));
        f.set("tag", f.createLongSet(7, 7));
        f.set("scale", f.createShortSet((short) 2, (short) 3));
        f.set("origin", f.createValueSet(Point.class, new Point(0, 0L), new Point(-1, 5_000_000_000L)));
        return f;
    }
}
