package org.smallscope.cli.commands;

import org.smallscope.cli.output.TerminalSink;

import org.smallscope.engine.protocol.Outcome;
import java.io.PrintStream;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.run.SubjectRun;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.examples.Examples;

/**
 * One full search of a bundled example at one size, as {@code demo} and {@code bench} run it.
 *
 * @param subject the loaded example
 * @param result how the search ended and its counts
 * @param firstStructure the first valid structure, rendered (null if none, or not asked for)
 */
public record ExampleRun(Subject subject, SearchResult result, String firstStructure) {

    /** @return the example loaded from {@code files} with its own finitization and {@code size} */
    public static Subject load(String example, int size, ClassFiles files) {
        return SubjectLoader.load(request(example, new int[] {size}, files));
    }

    /** @return the example loaded from {@code files} with its own finitization given {@code args} */
    public static Subject load(String example, int[] args, ClassFiles files) {
        return SubjectLoader.load(request(example, args, files));
    }

    /** @return the example as {@link #load} gives it, but on its classes as compiled: no read recording (the floor benchmark) */
    public static Subject loadUnmonitored(String example, int size, ClassFiles files) {
        return SubjectLoader.loadUnmonitored(request(example, new int[] {size}, files));
    }

    private static SubjectRequest request(String example, int[] args, ClassFiles files) {
        String className = Examples.className(example).orElseThrow(() -> new IllegalArgumentException("unknown example " + example));
        if (!files.has(className)) {
            throw EngineError.CLASS_NOT_FOUND.exception(className, " (the example " + example + " is not part of this build)");
        }
        return new SubjectRequest(className, null, args, files.source());
    }

    /** Runs a full search of {@code subject}, cancellable through {@code guard}, with a progress line if asked. */
    public static ExampleRun run(Subject subject, long timeoutMillis, InterruptGuard guard, boolean progress, PrintStream err,
            boolean renderFirst) {
        return run(subject, 1, timeoutMillis, guard, progress, err, renderFirst);
    }

    /** Runs a full search of {@code subject} on {@code threads} workers (subtrees in Korat order). */
    public static ExampleRun run(Subject subject, int threads, long timeoutMillis, InterruptGuard guard, boolean progress, PrintStream err,
            boolean renderFirst) {
        String[] first = new String[1];
        SearchListener listener = !renderFirst ? SearchListener.NONE : new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                if (ordinal == 1) {
                    first[0] = Structures.render(subject, candidate);
                }
            }
        };
        SubjectRun run = new SubjectRun(SubjectRun.Request.full(subject, threads, timeoutMillis).sending(false, progress, false));
        guard.watch(run);
        SearchResult result;
        try (TerminalSink terminal = new TerminalSink(err, progress)) {
            result = run.run(terminal, listener).search();
        }
        return new ExampleRun(subject, result, first[0]);
    }

    /** @return whether the search was cancelled (Ctrl-C) */
    public boolean cancelled() {
        return result.outcome() == Outcome.CANCELLED;
    }
}
