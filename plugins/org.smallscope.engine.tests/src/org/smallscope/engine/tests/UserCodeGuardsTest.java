package org.smallscope.engine.tests;

import org.smallscope.engine.protocol.Outcome;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.runtime.UserExitError;
import org.smallscope.engine.tests.bad.Stubborn;

/** User code cannot take the run down: endless loops are stopped, System.exit fails the candidate, cancel works. */
class UserCodeGuardsTest {

    @Test
    void anEndlessLoopIsStoppedByTheWatchdogNamingTheCandidate() {
        Subject subject = SubjectLoader.load(SubjectRequest.of(Stubborn.class, 2));

        SearchResult result = Search.over(subject).candidateTimeoutMillis(300).build().run();

        assertEquals(Outcome.FAILED, result.outcome());
        assertEquals(EngineError.CANDIDATE_TIMEOUT, result.failure().error());
        assertTrue(result.failure().getMessage().contains("[2,0]"), result.failure().getMessage());
        assertEquals(3, result.valid(), "what was found before the loop is kept");
    }

    @Test
    void systemExitInRepOkFailsTheCandidateNotTheJvm() {
        Subject subject = SubjectLoader.load(SubjectRequest.of(Stubborn.class, 3));

        SearchResult result = Search.over(subject).from(new int[] {3, 0}).build().run();

        assertEquals(Outcome.COMPLETED, result.outcome());
        assertEquals(1, result.predicateExceptions());
        assertTrue(result.firstException() instanceof UserExitError, String.valueOf(result.firstException()));
    }

    @Test
    void runtimeHaltInRepOkFailsTheCandidateAndIsCalledByItsName() {
        Subject subject = SubjectLoader.load(SubjectRequest.of(org.smallscope.engine.tests.bad.Halting.class, 3));

        SearchResult result = Search.over(subject).build().run();

        assertEquals(Outcome.COMPLETED, result.outcome());
        assertEquals(1, result.predicateExceptions());
        assertEquals(3, result.valid(), "values 0, 1 and 3");
        assertEquals("user code called Runtime.halt(7); Smallscope does not let it end the JVM", result.firstException().getMessage());
    }

    @Test
    void aStaticInitializerThatThrowsIsNamedWithItsCause() {
        org.smallscope.engine.SmallscopeException e = org.junit.jupiter.api.Assertions.assertThrows(org.smallscope.engine.SmallscopeException.class,
                () -> SubjectLoader.load(SubjectRequest.of(org.smallscope.engine.tests.bad.BrokenStatics.class, 2)));
        assertTrue(e.getMessage().startsWith("Class org.smallscope.engine.tests.bad.BrokenStatics could not be loaded: its static "
                + "initializer threw java.lang.NumberFormatException: For input string: \"none\" (at BrokenStatics.java:10)"), e.getMessage());
    }

    @Test
    void cancelStopsALoopingCandidateAndKeepsTheCounts() throws InterruptedException {
        Subject subject = SubjectLoader.load(SubjectRequest.of(Stubborn.class, 2));
        Search search = Search.over(subject).candidateTimeoutMillis(0).build();
        AtomicReference<SearchResult> result = new AtomicReference<>();
        Thread runner = new Thread(() -> result.set(search.run()));
        runner.start();
        while (search.exploredSoFar() < 4) {
            Thread.sleep(5);
        }

        search.cancel();
        runner.join(5_000);

        assertEquals(Outcome.CANCELLED, result.get().outcome());
        assertEquals(3, result.get().valid());
    }
}
