package org.smallscope.engine.tests.domains;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** Arrays of every primitive component type; repOk accepts what passes one check per array, reading every cell. */
public class PrimitiveCells {

    /** Longs beyond the int range. */
    public long[] longs;
    /** Flags. */
    public boolean[] flags;
    /** Bytes. */
    public byte[] bytes;
    /** Shorts. */
    public short[] shorts;
    /** Chars. */
    public char[] chars;
    /** Floats. */
    public float[] floats;
    /** Doubles. */
    public double[] doubles;

    /** @return whether the longs increase, some flag is set, bytes and shorts sum to 1, chars avoid 'b', floats stay below 1 and doubles are not negative */
    public boolean repOk() {
        for (int i = 1; i < longs.length; i++) {
            if (longs[i] <= longs[i - 1]) {
                return false;
            }
        }
        boolean any = false;
        for (boolean f : flags) {
            any |= f;
        }
        int sum = 0;
        for (byte b : bytes) {
            sum += b;
        }
        for (short s : shorts) {
            sum += s;
        }
        if (!any || sum != 1) {
            return false;
        }
        for (char c : chars) {
            if (c == 'b') {
                return false;
            }
        }
        for (float x : floats) {
            if (x >= 1f) {
                return false;
            }
        }
        for (double d : doubles) {
            if (d < 0) {
                return false;
            }
        }
        return true;
    }

    /** @return arrays of length 1..n (the longs 0..n), two or three values per cell */
    public static IFinitization finPrimitiveCells(int n) {
        IFinitization f = FinitizationFactory.create(PrimitiveCells.class);
        f.set("longs", f.createArraySet(long[].class, f.createIntSet(0, n), f.createLongSet(0, 3_000_000_000L, 6_000_000_000L), 1));
        f.set("flags", f.createArraySet(boolean[].class, f.createIntSet(1, n), f.createBooleanSet(), 1));
        f.set("bytes", f.createArraySet(byte[].class, f.createIntSet(1, n), f.createByteSet((byte) 0, (byte) 1), 1));
        f.set("shorts", f.createArraySet(short[].class, f.createIntSet(1), f.createShortSet((short) -1, (short) 1), 1));
        f.set("chars", f.createArraySet(char[].class, f.createIntSet(1, n), f.createCharSetOf('a', 'b'), 1));
        f.set("floats", f.createArraySet(float[].class, f.createIntSet(1), f.createFloatSet(0f, 0.5f, 1f), 1));
        f.set("doubles", f.createArraySet(double[].class, f.createIntSet(1), f.createDoubleSetOf(-0.5, 2.25), 1));
        return f;
    }
}
