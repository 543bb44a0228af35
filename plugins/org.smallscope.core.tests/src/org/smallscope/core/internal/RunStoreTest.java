package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.CandidateSpace;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.RunHistory;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.RunEvent;

/** The run history survives a restart of the core model: runs are saved when they end and found again, a damaged file is an empty history. */
class RunStoreTest {

    @TempDir
    Path dir;

    private final List<String> warnings = new ArrayList<>();

    /** @return a subject by Java element handles in project {@code demo} (which need not exist, as after a restart with the project gone) */
    private static WorkspaceSubject subject(String name) {
        IJavaProject project = JavaCore.create(ResourcesPlugin.getWorkspace().getRoot().getProject("demo"));
        IType type = project.getPackageFragmentRoot(project.getProject().getFolder("src")).getPackageFragment("demo")
                .getCompilationUnit(name + ".java").getType(name);
        return new WorkspaceSubject(type, type.getMethod("repOk", new String[0]), type.getMethod("fin" + name, new String[] {"I"}));
    }

    /** @return a run of {@code example} at {@code size} fed with the real runner's events and ended as the launcher ends it */
    private static GenerationRun realRun(String example, int size, GenerationRequest.Export export) throws Exception {
        GenerationRequest request = new GenerationRequest(subject(example), new int[] {size}, GenerationRequest.Reuse.FULL, null, 1, 10_000,
                export, null, List.of());
        GenerationRun run = new GenerationRun(request);
        RealRunner.eventLines(example, size).forEach(line -> run.apply(EventReader.parse(line)));
        if (export != null) { // the runner sends this when it writes the JUnit class
            run.apply(new RunEvent.Exported(List.of("/ws/demo/test/demo/" + example + "ExhaustiveTest.java"), List.of("demo." + example + "ExhaustiveTest"),
                    run.valid()));
        }
        RunOutcome outcome = RunOutcome.decide(run, null, 0, "", false);
        run.end(outcome.state(), outcome.message(), 0);
        return run;
    }

    private RunStore store() {
        return new RunStore(dir.resolve("run-history.json"), warnings::add);
    }

    @Test
    void previousRunsAreFoundAfterTheModelRestarts() throws Exception {
        RunHistory history = new RunHistory(store());
        List<GenerationRun> runs = List.of(realRun("BST", 3, GenerationRequest.Export.DEFAULT), realRun("SLL", 4, null));
        for (GenerationRun run : runs) {
            history.add(run);
            history.ended(run);
        }
        assertTrue(runs.get(0).notes().get(0).startsWith("a candidate's repOk starts past the conjuncts"), () -> "notes: " + runs.get(0).notes());
        RunHistory restarted = new RunHistory(store());
        assertEquals(runs.size(), restarted.all().size());
        for (int i = 0; i < runs.size(); i++) {
            assertSameRun(runs.get(i), restarted.all().get(i));
        }
        history.reload();
        assertSameRun(runs.get(1), history.newest().orElseThrow());
        assertEquals(List.of(), warnings);
    }

    private static void assertSameRun(GenerationRun before, GenerationRun after) {
        assertEquals(before.request().subject().binaryName(), after.request().subject().binaryName());
        assertEquals(before.request().subject().finitization(), after.request().subject().finitization());
        assertEquals(before.request().describe(), after.request().describe());
        assertArrayEquals(before.request().args(), after.request().args());
        assertEquals(before.request().export(), after.request().export());
        assertEquals(before.startedAt(), after.startedAt());
        assertEquals(before.state(), after.state());
        assertEquals(before.mode(), after.mode());
        assertEquals(before.explored(), after.explored());
        assertEquals(before.valid(), after.valid());
        assertEquals(before.snapshot(), after.snapshot());
        assertNotNull(after.snapshot());
        assertEquals(before.notes(), after.notes());
        assertNotNull(before.pruning(), "the runner says how it pruned");
        assertEquals(before.pruning(), after.pruning());
        assertEquals(before.exportedFiles(), after.exportedFiles());
        assertEquals(before.exportedTests(), after.exportedTests());
        assertEquals(before.slots(), after.slots());
        assertEquals(before.structureCount(), after.structureCount());
        assertTrue(after.structureCount() > 0);
        for (int i = 0; i < before.structureCount(); i++) {
            assertArrayEquals(before.structure(i).vector(), after.structure(i).vector());
            assertEquals(before.structure(i).text(), after.structure(i).text());
        }
        assertEquals(before.candidateSpace().picture().regions().size(), after.candidateSpace().picture().regions().size());
        assertTrue(after.candidateSpace().picture().regions().size() > 0);
        CandidateSpace.Totals was = before.candidateSpace().picture().totals();
        CandidateSpace.Totals is = after.candidateSpace().picture().totals();
        assertEquals(was.explored(), is.explored());
        assertEquals(was.valid(), is.valid());
        assertEquals(was.mixedRanges(), is.mixedRanges());
        assertEquals(was.coveredLog2(), is.coveredLog2(), 1e-9);
        assertEquals(before.candidateSpace().picture().complete(), after.candidateSpace().picture().complete());
        int last = after.structureCount() - 1;
        assertEquals(before.graphOf(before.structure(last).vector()), after.graphOf(after.structure(last).vector()));
    }

    @Test
    void aDamagedFileIsAnEmptyHistoryAndAWarning() throws Exception {
        Files.writeString(dir.resolve("run-history.json"), "{\"format\":\"smallscope-run-history\",\"version\":1,\"runs\":[{\"subj", StandardCharsets.UTF_8);
        RunHistory history = new RunHistory(store());
        assertEquals(List.of(), history.all());
        assertEquals(1, warnings.size(), warnings::toString);
        assertTrue(warnings.get(0).contains("damaged"), warnings::toString);
    }

    @Test
    void aFileOfAnotherVersionIsAnEmptyHistoryAndAWarning() throws Exception {
        Files.writeString(dir.resolve("run-history.json"), "{\"format\":\"smallscope-run-history\",\"version\":99,\"runs\":[]}", StandardCharsets.UTF_8);
        assertEquals(List.of(), new RunHistory(store()).all());
        assertTrue(warnings.get(0).contains("version 99"), warnings::toString);
    }

    @Test
    void aRunThatCannotBeReadIsLeftOutAndTheOthersAreKept() throws Exception {
        RunHistory history = new RunHistory(store());
        GenerationRun run = realRun("BST", 3, null);
        history.add(run);
        history.ended(run);
        Path file = dir.resolve("run-history.json");
        String text = Files.readString(file, StandardCharsets.UTF_8);
        Files.writeString(file, text.replaceFirst("\"runs\":\\[", "\"runs\":[{\"subject\":{}},"), StandardCharsets.UTF_8);
        List<GenerationRun> restored = new RunHistory(store()).all();
        assertEquals(1, restored.size());
        assertSameRun(run, restored.get(0));
        assertEquals(1, warnings.size(), warnings::toString);
        assertTrue(warnings.get(0).contains("run 1 cannot be read"), warnings::toString);
    }

    @Test
    void onlyTheNewestRunsAreKeptAndRunningOnesAreNotSaved() throws Exception {
        RunHistory history = new RunHistory(store());
        GenerationRun done = realRun("BST", 3, null);
        for (int i = 0; i < RunStore.MAX_RUNS + 1; i++) {
            history.add(done);
        }
        GenerationRun running = new GenerationRun(done.request());
        history.add(running);
        history.ended(done);
        assertFalse(running.ended());
        assertEquals(RunStore.MAX_RUNS, new RunHistory(store()).all().size());
    }

    @Test
    void aLargeRunKeepsItsCountsAndItsFirstStructures() throws Exception {
        RunHistory history = new RunHistory(store());
        GenerationRun large = realRun("BST", 8, null);
        assertTrue(large.structureCount() > RunJson.MAX_STRUCTURES, "more structures than are kept: " + large.structureCount());
        history.add(large);
        history.ended(large);
        GenerationRun restored = new RunHistory(store()).newest().orElseThrow();
        assertEquals(RunJson.MAX_STRUCTURES, restored.structureCount());
        assertEquals(large.valid(), restored.valid());
        assertEquals(large.explored(), restored.explored());
        for (int i : new int[] {0, RunJson.MAX_STRUCTURES - 1}) {
            assertArrayEquals(large.structure(i).vector(), restored.structure(i).vector());
        }
    }
    @Test
    void aKoratPlusRunKeepsItsEquivalenceClassesAndItsRequest() throws Exception {
        GenerationRequest request = new GenerationRequest(subject("ListAsSet"), new int[] {0, 4, 0, 4, 4, 4, 3}, GenerationRequest.Reuse.FULL, null,
                1, 10_000, null, null, List.of()).withEqClasses(true);
        GenerationRun run = new GenerationRun(request);
        RealRunner.eventLines("ListAsSet", "0-4,0-4,4,4,3", "--eq-class").forEach(line -> run.apply(EventReader.parse(line)));
        run.end(GenerationRun.State.COMPLETED, null, 0);
        assertEquals(10, run.classesCovered().size(), run.classesCovered().toString());
        assertEquals(80, run.valid());
        assertEquals(679, run.explored(), "Korat+ explores fewer than the plain search's 3,719");
        assertEquals(run.valid(), run.classesCovered().stream().mapToLong(RunEvent.Classes.Covered::count).sum());
        RunHistory history = new RunHistory(store());
        history.add(run);
        history.ended(run);
        GenerationRun restored = new RunHistory(store()).newest().orElseThrow();
        assertEquals(run.classesCovered(), restored.classesCovered());
        assertTrue(restored.request().eqClasses());
    }

    @Test
    void anApiRunKeepsItsModeItsStatesByCallsAndItsDrawings() throws Exception {
        GenerationRequest.Api api = new GenerationRequest.Api(List.of(), List.of("clear"), 2, true);
        GenerationRequest request = new GenerationRequest(subject("SortedLinkedList"), new int[] {3}, GenerationRequest.Reuse.AUTO, null, 0,
                10_000, null, null, List.of()).withApi(api);
        GenerationRun run = new GenerationRun(request);
        RealRunner.eventLines("SortedLinkedList", "3", "--api").forEach(line -> run.apply(EventReader.parse(line)));
        org.smallscope.core.ApiResults results = new org.smallscope.core.ApiResults(List.of(1L, 3L, 6L, 10L), 40, true,
                new org.smallscope.core.ApiResults.Difference(2, "first=Cell0 size=1 | Cell0{next=null value=0}", 1, "new X(); x.add(0);", null),
                org.smallscope.core.ApiResults.Difference.NONE);
        run.apiResults(results);
        run.end(GenerationRun.State.COMPLETED, null, 0);
        assertTrue(run.valid() > 0 && run.structureCount() == run.valid(), run.toString());
        assertEquals("SortedLinkedList(3) api", run.label());
        assertTrue(run.graphOf(run.structure(0)) != null, "an API state is drawn from its text");

        RunHistory history = new RunHistory(store());
        history.add(run);
        history.ended(run);
        GenerationRun restored = new RunHistory(store()).newest().orElseThrow();

        assertEquals(api, restored.request().api());
        assertEquals(results, restored.apiResults());
        assertEquals(run.label(), restored.label());
        assertEquals(run.valid(), restored.valid());
        assertEquals(run.structure(run.structureCount() - 1).text(), restored.structure(run.structureCount() - 1).text());
        assertEquals(run.graphOf(run.structure(1)).text(), restored.graphOf(restored.structure(1)).text());
    }
}
