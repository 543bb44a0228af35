package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.run.Coverage;

/** What a run's share done is made of: regions of the space, or pieces of its plan, and which one the time left follows. */
class CoverageTest {

    /** @return a region covering {@code 2^log2} candidates */
    private static Region covering(double log2) {
        return new Region(new int[] {0}, 1, 0, log2, 0);
    }

    @Test
    void aStreamedSearchIsMeasuredByTheSpaceCovered() {
        Coverage c = new Coverage(10);

        c.add(covering(8));
        c.add(covering(8));

        assertEquals(0.5, c.fraction());
        assertEquals(0.5, c.work());
    }

    @Test
    void aSearchCutIntoSubtreesShowsTheSpaceButIsTimedByItsPieces() {
        Coverage c = new Coverage(10);
        c.rangesPlanned(4, true);

        c.add(covering(9)); // root = null: half the space at once
        c.rangesDone(1);

        assertEquals(0.5, c.fraction(), "the space covered");
        assertEquals(0.25, c.work(), "one of four pieces");
    }

    @Test
    void anIncrementalRunIsMeasuredByItsRanges() {
        Coverage c = new Coverage(40);
        c.rangesPlanned(8, false);

        c.add(covering(3));
        c.rangesDone(6);

        assertEquals(0.75, c.fraction());
        assertEquals(0.75, c.work());
    }

    @Test
    void sharesWithinRoundingOfAllAreAllAndARestartForgets() {
        Coverage c = new Coverage(Coverage.log2(java.math.BigInteger.TEN.pow(400)));
        c.add(covering(Coverage.log2(java.math.BigInteger.TEN.pow(400)) - 1e-12));

        assertEquals(1.0, c.fraction(), 0.0, "10^400 candidates, beyond a double, all covered");
        c.reset();
        assertEquals(0.0, c.fraction());
    }
}
