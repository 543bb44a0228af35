package org.smallscope.core.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.incremental.SnapshotHeader;

import com.google.gson.JsonObject;

/** The source check against headers of real engine runs of the bundled BST: where it reads the base's source model, and what it reports. */
class SourceCompatibilityTest {

    private static final String BST = ExampleSources.example("BST");
    private static final String BSTP_AS_BST = ExampleSources.example("BSTP").replace("BSTP", "BST");

    @Test
    void readsTheBaseSourceModelFromTheSnapshotHeader() {
        SnapshotHeader header = EngineSubjects.fullRun(EngineSubjects.example("BST", 3), SourceModel.parse(BST, "BST").toJson());
        SourceVerdict v = SourceCompatibility.check(SourceModel.parse(BSTP_AS_BST, "BST"), header);
        assertEquals(SourceVerdict.Status.AVAILABLE, v.status(), v.render());
        assertEquals(header.valid(), v.validTests());
        assertEquals(header.id(), v.snapshotId());
        assertEquals("BST(3)", v.subject());
        assertTrue(v.summary().contains("reuses the " + header.valid() + " valid tests of BST(3)"), v.summary());
    }

    @Test
    void aRepOkWrittenWithGuardClausesIsAvailableAsItsConjunctionIs() {
        SnapshotHeader header = EngineSubjects.fullRun(EngineSubjects.example("BST", 3), SourceModel.parse(BST, "BST").toJson());
        String guards = BSTP_AS_BST.replace("return isAcyclic() && sizeOk() && ordersOk() && parentsOk();",
                "if (!isAcyclic()) {\n            return false;\n        }\n        if (!sizeOk())\n            return false;\n"
                        + "        if (!(ordersOk())) {\n            return false;\n        }\n        return parentsOk();");

        SourceVerdict v = SourceCompatibility.check(SourceModel.parse(guards, "BST"), header);

        assertTrue(!guards.equals(BSTP_AS_BST));
        assertEquals(SourceVerdict.Status.AVAILABLE, v.status(), v.render());
        assertTrue(v.summary().contains("reuses the " + header.valid() + " valid tests of BST(3)"), v.summary());
    }

    @Test
    void aRepOkThatReturnsTrueEarlyIsRefusedSayingWhy() {
        SnapshotHeader header = EngineSubjects.fullRun(EngineSubjects.example("BST", 3), SourceModel.parse(BST, "BST").toJson());
        String early = BSTP_AS_BST.replace("return isAcyclic() && sizeOk() && ordersOk() && parentsOk();",
                "if (root == null) {\n            return size == 0;\n        }\n        if (!isAcyclic()) {\n            return false;\n        }\n"
                        + "        return sizeOk() && ordersOk() && parentsOk();");
        int line = early.substring(0, early.indexOf("if (root == null) {\n            return size == 0;")).split("\n", -1).length;

        SourceVerdict v = SourceCompatibility.check(SourceModel.parse(early, "BST"), header);

        assertEquals(SourceVerdict.Status.NOT_AVAILABLE, v.status(), v.render());
        assertTrue(v.primary().message().endsWith("; repOk returns true early at line " + line + ": not a conjunction"), v.primary().message());
    }

    @Test
    void anUnreadableSourceModelLeavesTheConjunctsUndecided() {
        JsonObject broken = new JsonObject();
        broken.addProperty("format", 1);
        SnapshotHeader header = EngineSubjects.fullRun(EngineSubjects.example("BST", 3), broken);
        SourceVerdict v = SourceCompatibility.check(SourceModel.parse(BSTP_AS_BST, "BST"), header);
        assertEquals(SourceVerdict.Status.UNKNOWN, v.status(), v.render());
        assertTrue(v.summary().contains("has an unreadable source model (malformed source model"), v.summary());
    }

    @Test
    void aFinitizationWithOtherParametersIsRefusedAtItsName() {
        SnapshotHeader header = EngineSubjects.fullRun(EngineSubjects.example("BST", 3), SourceModel.parse(BST, "BST").toJson());
        String twoArgs = BST.replace("finBST(int n)", "finBST(int n, int keys)").replace("f.createIntSet(0, n - 1)", "f.createIntSet(0, keys - 1)");
        SourceVerdict v = SourceCompatibility.check(SourceModel.parse(twoArgs, "BST"), header);
        assertEquals(SourceVerdict.Status.NOT_AVAILABLE, v.status());
        SourceVerdict.Problem p = v.primary();
        assertEquals(SourceVerdict.Rule.FINITIZATION, p.rule());
        assertEquals("finBST", twoArgs.substring(p.start(), p.start() + p.length()));
        assertTrue(p.message().contains("has no finBST taking 1 int (it has finBST(int n, int keys))"), p.message());
    }

    @Test
    void theStoreCheckSkipsTheUnchangedSnapshotForAnOlderReusableOne() {
        SnapshotHeader older = EngineSubjects.fullRun(EngineSubjects.example("BST", 3), SourceModel.parse(BST, "BST").toJson());
        SourceModel edited = SourceModel.parse(BSTP_AS_BST, "BST");
        SnapshotHeader newer = EngineSubjects.fullRun(EngineSubjects.load("org.smallscope.examples.BST", BSTP_AS_BST, 3), edited.toJson());
        SnapshotHeader otherClass = EngineSubjects.fullRun(EngineSubjects.example("DLL", 3), null);

        assertEquals(SourceVerdict.Status.UNCHANGED, SourceCompatibility.check(edited, newer).status());
        SourceVerdict picked = SourceCompatibility.checkStore(edited, java.util.List.of(otherClass, newer, older));
        assertEquals(SourceVerdict.Status.AVAILABLE, picked.status(), picked.render());
        assertEquals(older.id(), picked.snapshotId());
        assertEquals(SourceVerdict.Status.UNCHANGED, SourceCompatibility.checkStore(edited, java.util.List.of(newer, otherClass)).status());
        assertEquals(null, SourceCompatibility.checkStore(edited, java.util.List.of(otherClass)));
    }
}
