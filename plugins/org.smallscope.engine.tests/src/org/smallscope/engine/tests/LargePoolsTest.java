package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.domains.LongVectors;
import org.smallscope.engine.tests.domains.NodePool;

/** A pool of thousands of objects costs memory per value, not per slot and value: slots of one domain share its tables. */
class LargePoolsTest {

    @TempDir
    Path dir;

    @Test
    void slotsOfOneDomainShareItsValueTables() {
        Subject subject = Generations.subject(NodePool.class.getName(), 50);
        List<Slot> next = subject.slots().stream().filter(slot -> slot.name().endsWith(".next")).toList();
        Slot first = next.get(0);
        for (Slot slot : next) {
            assertSame(first.domain(), slot.domain(), "every node's next draws from the one pool");
            int s = slot.index();
            assertSame(subject.valueObject()[first.index()], subject.valueObject()[s], slot.name());
            assertSame(subject.isoClass()[first.index()], subject.isoClass()[s], slot.name());
            assertSame(subject.isoIndex()[first.index()], subject.isoIndex()[s], slot.name());
            assertSame(subject.nextDomain()[first.index()], subject.nextDomain()[s], slot.name());
        }
        assertEquals(50, next.size());
        assertEquals(51, subject.valueObject()[first.index()].length, "50 nodes and null");
    }

    /** An int field has no classes, objects or next domains: its four tables are one array of -1. */
    @Test
    void aPrimitiveDomainsTablesAreOneArray() {
        Subject subject = Generations.subject(LongVectors.class.getName(), "finManyNumbers", 10, 70_000, 10_000);
        int s = subject.slots().stream().filter(slot -> slot.name().endsWith("number")).findFirst().orElseThrow().index();
        int[] none = subject.isoClass()[s];
        assertEquals(70_000, none.length);
        assertTrue(java.util.Arrays.stream(none).allMatch(v -> v == -1));
        assertSame(none, subject.isoIndex()[s]);
        assertSame(none, subject.valueObject()[s]);
        assertSame(none, subject.nextDomain()[s]);
    }

    @Test
    void aPoolOfFiveThousandNodesIsSearchedOnTwoThreadsAndSaved() {
        Subject subject = Generations.subject(NodePool.class.getName(), 5_000);
        SearchResult sequential = Subjects.searchAll(subject).result();

        Generations.Run run = Generations.generate(subject, new Generation.Options(new SnapshotStore(dir), null, false, 2, 0, "test", null),
                SearchListener.NONE);

        assertEquals(4, sequential.explored(), "no list; one node; one node pointing to itself; to a second node");
        assertEquals(2, sequential.valid());
        assertEquals(List.of(), run.report().warnings());
        assertEquals(2, run.suite().size());
        assertEquals(sequential.valid(), run.report().outcome().result().valid());
    }
}
