package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.protocol.SlotValues;
import org.smallscope.engine.run.SubjectEvents;
import org.smallscope.engine.subject.IntsSignature;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.domains.LongVectors;

/**
 * The bounds signature of an int domain lists short domains value by value (as snapshots made before have them), and
 * writes long ones as runs of consecutive values or, without few runs, as a digest.
 */
class IntsSignatureTest {

    @Test
    void shortDomainsAreListedValueByValue() {
        assertEquals("ints[0, 1, 2]", IntsSignature.of(new int[] {0, 1, 2}));
        assertEquals("ints[]", IntsSignature.of(new int[0]));
        int[] listed = IntStream.range(0, 256).toArray();
        assertTrue(IntsSignature.of(listed).startsWith("ints[0, 1, 2, 3, "), IntsSignature.of(listed));
    }

    @Test
    void longDomainsAreWrittenAsRunsOfConsecutiveValues() {
        assertEquals("ints[0..4999999]", IntsSignature.of(IntStream.range(0, 5_000_000).toArray()));
        assertEquals("ints[-5..-1, 10..304]", IntsSignature.of(IntStream.concat(IntStream.range(-5, 0), IntStream.range(10, 305)).toArray()));
        int[] wraps = IntStream.concat(IntStream.rangeClosed(Integer.MAX_VALUE - 299, Integer.MAX_VALUE), IntStream.of(Integer.MIN_VALUE)).toArray();
        assertEquals("ints[" + (Integer.MAX_VALUE - 299) + ".." + Integer.MAX_VALUE + ", " + Integer.MIN_VALUE + "]", IntsSignature.of(wraps),
                "MAX_VALUE + 1 does not continue a run");
    }

    @Test
    void longDomainsOfManyRunsAreDigested() {
        int[] evens = IntStream.range(0, 600).map(i -> 2 * i).toArray();
        int[] reversed = IntStream.range(0, 600).map(i -> 2 * (599 - i)).toArray();
        String signature = IntsSignature.of(evens);
        assertTrue(signature.matches("ints\\[600 values, 0 first, 1198 last, sha-256 [0-9a-f]{16}\\]"), signature);
        assertNotEquals(signature, IntsSignature.of(reversed), "the same values in another search order are other bounds");
        assertEquals(signature, IntsSignature.of(evens.clone()));
    }

    @Test
    void aLongDomainsLabelsAreItsValues() {
        Subject subject = Generations.subject(LongVectors.class.getName(), "finManyNumbers", 10, 70_000, 10_000);
        SlotValues values = SubjectEvents.slotValues(subject);
        SlotValues.ValueDomain numbers = values.domains().stream().filter(d -> d.labels().size() == 70_000).findFirst().orElseThrow();
        List<String> expected = new ArrayList<>();
        for (int v = 0; v < 70_000; v++) {
            expected.add(Integer.toString(v));
        }
        assertEquals(expected, numbers.labels());
        assertEquals("69999", numbers.labels().get(69_999));
        assertEquals(SubjectEvents.slotValues(subject), values, "equal domains, described again, are equal");
    }
}
