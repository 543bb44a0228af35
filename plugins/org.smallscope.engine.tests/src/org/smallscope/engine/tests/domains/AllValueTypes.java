package org.smallscope.engine.tests.domains;

import java.math.BigDecimal;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** Fields of every value type a finitization can bound; repOk accepts what passes one check per field. */
public class AllValueTypes {

    /** A long beyond the int range. */
    public long big;
    /** A short. */
    public short small;
    /** A byte. */
    public byte tiny;
    /** A char. */
    public char letter;
    /** A float. */
    public float ratio;
    /** A double. */
    public double weight;
    /** A string. */
    public String name;
    /** A boxed int. */
    public Integer count;
    /** An object holding boxed ints. */
    public Object any;
    /** A decimal constant. */
    public BigDecimal price;
    /** A long field given a char set (chars widen to long). */
    public long code;

    /** @return whether every field passes its check (so exactly the listed values are valid) */
    public boolean repOk() {
        return big != 0 && small >= -1 && tiny <= 1 && letter != 'b' && ratio < 1f && weight >= 0 && name != null && count != null
                && any instanceof Integer && price.scale() == 1 && code >= 'x';
    }

    /** @return a few values per field */
    public static IFinitization finAllValueTypes() {
        IFinitization f = FinitizationFactory.create(AllValueTypes.class);
        f.set("big", f.createLongSet(0, 3_000_000_000L, 6_000_000_000L));
        f.set("small", f.createShortSet((short) -2, (short) 0));
        f.set("tiny", f.createByteSet((byte) 0, (byte) 2));
        f.set("letter", f.createCharSetOf('a', 'b', 'c'));
        f.set("ratio", f.createFloatSet(0f, 0.5f, 1f));
        f.set("weight", f.createDoubleSetOf(-0.5, 2.25));
        f.set("name", f.createStringSet(null, "x", "\"quoted\""));
        f.set("count", f.createValueSet(Integer.class, null, 7));
        f.set("any", f.createIntSet(3, 4));
        f.set("price", f.createValueSet(BigDecimal.class, new BigDecimal("1.5"), new BigDecimal("2")));
        f.set("code", f.createCharSet('x', 'y'));
        return f;
    }
}
