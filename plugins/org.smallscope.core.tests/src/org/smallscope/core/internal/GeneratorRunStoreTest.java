package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.junit.jupiter.api.Test;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.run.GeneratorRun;
import org.smallscope.engine.udita.ChoiceMode;
import org.smallscope.engine.udita.GeneratorExploration;
import org.smallscope.engine.udita.GeneratorMethod;
import org.smallscope.examples.udita.SortedListGen;

/**
 * A generator program's run in the IDE's model: fed with the engine's real events it draws each input (read back from
 * its {@code valid} event) and its choice tree, and it is saved and restored with its generator and its choice mode.
 */
class GeneratorRunStoreTest {

    @Test
    void aGeneratorRunDrawsItsInputsAndSurvivesARestart() {
        IJavaProject project = JavaCore.create(ResourcesPlugin.getWorkspace().getRoot().getProject("demo"));
        IType type = project.getPackageFragmentRoot(project.getProject().getFolder("src")).getPackageFragment("demo")
                .getCompilationUnit("SortedListGen.java").getType("SortedListGen");
        IMethod generate = type.getMethod("generate", new String[] {"I"});
        GenerationRequest request = new GenerationRequest(WorkspaceSubject.ofGenerator(generate), new int[] {3}, GenerationRequest.Reuse.AUTO,
                null, 1, 10_000, null, null, List.of()).withDelayed(true);
        GenerationRun run = new GenerationRun(request);
        GeneratorMethod generator = GeneratorMethod.load(SortedListGen.class.getName() + "#generate", new int[] {3},
                ClassFileSource.of(SortedListGen.class.getClassLoader()), ChoiceMode.EAGER);
        GeneratorExploration.Result result = new GeneratorRun(new GeneratorRun.Request(generator, ChoiceMode.EAGER, 1, 0, true, false))
                .run(run::apply, GeneratorRun.Inputs.NONE);
        run.apply(new RunEvent.Finished(Outcome.COMPLETED, result.explored(), result.successful(), result.millis(), 0, null, null, null));
        RunOutcome outcome = RunOutcome.decide(run, null, 0, "", false);
        run.end(outcome.state(), outcome.message(), 0);

        assertEquals(GenerationRun.State.COMPLETED, run.state(), run.message());
        assertEquals(20, run.structureCount());
        ObjectGraph last = run.graphOf(run.structure(19).vector());
        assertNotNull(last, "the Structures view draws a generated input");
        assertEquals(List.of("this", "Node0", "Node1", "Node2"), last.nodes().stream().map(ObjectGraph.Node::label).toList());
        assertEquals("Node", last.nodes().get(1).className());
        assertEquals(40, run.candidateSpace().picture().totals().explored(), "the regions cover the 40 explored paths");

        GenerationRun restored = RunJson.read(RunJson.write(run));

        assertTrue(restored.request().subject().isGenerator());
        assertEquals(generate, restored.request().subject().generator());
        assertTrue(restored.request().delayed(), "the choice mode is kept");
        assertEquals("SortedListGen.generate(3)", restored.request().describe());
        assertEquals(run.valid(), restored.valid());
        assertEquals(last, restored.graphOf(restored.structure(19).vector()));
        assertEquals(run.candidateSpace().picture().totals(), restored.candidateSpace().picture().totals());
    }
}
