package org.smallscope.engine.tests.korat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.api.FinitizationException;
import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFieldDomain;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IIntSet;
import org.smallscope.api.IObjSet;

/** Every Korat-named factory method gives the domain Korat 1.0's source defines (korat.finitization.impl: IntSet, LongSet, DoubleSet, ObjSet, ClassDomain). */
class KoratDomainsTest {

    private static IFinitization fin() {
        return FinitizationFactory.create(HeadedList.class);
    }

    @Test
    void intRangesStepBelowMaxThenEndAtMax() {
        assertArrayEquals(new int[] {0, 2, 4, 5}, fin().createIntSet(0, 2, 5).values());
        assertArrayEquals(new int[] {0, 2, 4}, fin().createIntSet(0, 2, 4).values());
        assertArrayEquals(new int[] {0, 1, 2}, fin().createIntSet(0, 2).values());
        assertArrayEquals(new int[] {7}, fin().createIntSet(7).values());
        assertArrayEquals(new int[] {0, 2, 4}, fin().createIntSteps(0, 2, 5).values(), "the old meaning keeps a name of its own");
    }

    @Test
    void theWholeIntRangeIsRefusedSayingHowManyValuesItHas() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> fin().createIntSet(Integer.MIN_VALUE, Integer.MAX_VALUE));
        assertEquals("the range -2147483648..2147483647 has 4,294,967,296 values, more than one domain can hold (2,147,483,639); narrow it",
                e.getMessage());
        assertEquals(3, fin().createIntSet(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).values().length, "no overflow at the top");
        assertArrayEquals(new int[] {Integer.MIN_VALUE, -(1 << 30), 0, 1 << 30, Integer.MAX_VALUE}, fin().createIntSet(Integer.MIN_VALUE, 1 << 30,
                Integer.MAX_VALUE).values(), "steps as longs");
    }

    @Test
    void anIntRangeWithMinAboveMaxIsJustMax() {
        assertArrayEquals(new int[] {-1}, fin().createIntSet(0, -1).values());
        assertArrayEquals(new int[] {2}, fin().createIntSet(5, 3, 2).values());
        assertArrayEquals(new int[0], fin().createIntSteps(0, 1, -1).values());
    }

    @Test
    void intSetsAppendAndRemoveAsKorats() {
        IIntSet set = fin().createIntSet(0, 1);
        set.addInt(9);
        set.addRange(3, 2, 6);
        set.removeInt(0);
        assertArrayEquals(new int[] {1, 9, 3, 5, 6}, set.values());
    }

    @Test
    void otherNumberRangesEndAtMaxAndAreEmptyWithMinAboveMax() {
        assertEquals(List.of(0L, 2L, 4L, 5L), fin().createLongSet(0, 2, 5).values());
        assertEquals(List.of(), fin().createLongSet(3, 1).values());
        assertEquals(List.of(4L), fin().createLongSet(4).values());
        assertEquals(List.of((short) 1, (short) 4, (short) 5), fin().createShortSet((short) 1, (short) 3, (short) 5).values());
        assertEquals(List.of((byte) 2), fin().createByteSet((byte) 2).values());
        assertEquals(List.of(0.0, 0.1, 0.2, 0.3), fin().createDoubleSet(0, 0.1, 0.3).values());
        assertEquals(List.of(1.0, 2.0, 2.5), fin().createDoubleSet(1, 2.5).values());
        assertEquals(List.of(0f, 1.5f, 2f), fin().createFloatSet(0f, 1.5f, 2f).values());
        assertEquals(List.of(), fin().createDoubleSet(1, 0).values());
    }

    @Test
    void theTwoArgumentObjectSetExcludesNullAndTheThreeArgumentOneIncludesItIfAsked() {
        IFinitization f = fin();
        IObjSet without = f.createObjSet(HeadedList.Node.class, 3);
        IObjSet with = f.createObjSet(HeadedList.Node.class, 3, true);

        assertFalse(without.isNullAllowed());
        assertEquals(3, without.size());
        assertTrue(with.includesNull());
        assertEquals(4, with.getNumberOfElements());
        assertEquals(1, f.getClassDomains().size(), "one class domain per class");
    }

    @Test
    void theOneArgumentObjectSetHasNothingUntilClassDomainsAreAdded() {
        IFinitization f = fin();
        IObjSet set = f.createObjSet(HeadedList.Node.class);
        IClassDomain empty = f.createClassDomain(HeadedList.Node.class);

        assertEquals(0, set.size());
        assertFalse(set.addClassDomain(empty), "Korat adds no domain without objects");
        assertTrue(set.addClassDomain(f.createClassDomain(HeadedList.Node.class, 2)));
        assertFalse(set.addClassDomain(empty), "a domain is added once");
        assertEquals(2, set.size());
        assertEquals(1, set.getNumOfClassDomains());
    }

    @Test
    void integersAddedToAClassDomainFollowNullInOrder() {
        IFinitization f = fin();
        IObjSet s = f.createObjSet(Integer.class);
        IClassDomain d = f.createClassDomain(Integer.class);
        d.includeInIsomorphismCheck(false);
        for (int i = 0; i < 3; i++) {
            d.addObject(Integer.valueOf(i));
        }
        d.addObjects(new Object[] {"not an Integer", 7}); // Korat leaves out objects of another class
        s.addClassDomain(d);
        s.setNullAllowed(true);
        IFieldDomain field = s;
        f.set("size", f.createIntSet(0, 1));

        assertEquals(Arrays.asList(null, 0, 1, 2, 7), Arrays.asList(s.getAllObjects()));
        assertEquals(5, field.getNumberOfElements());
        assertFalse(d.isIncludedInIsomorphismChecking());
        assertEquals(Integer.class, d.getClassOfObjects());
        assertThrows(FinitizationException.class, () -> f.createClassDomain(Integer.class, 2), "Korat refuses to enlarge a domain filled by hand");
    }

    @Test
    void theFieldDomainIsTheCommonSupertypeOfEverySet() {
        IFinitization f = fin();
        IFieldDomain size = f.createIntSet(0, 2);
        f.set("size", size);
        f.set("header", (IFieldDomain) f.createObjSet(HeadedList.Node.class, 2));

        assertEquals(size, f.getFieldDomain("size"));
        assertEquals(int.class, size.getClassOfField());
        assertTrue(size.isPrimitiveType());
        assertFalse(f.getFieldDomain("header").isPrimitiveType());
        assertEquals(f.getFinClass(), f.getRootClass());
    }
}
