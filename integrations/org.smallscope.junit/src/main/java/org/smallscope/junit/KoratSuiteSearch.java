package org.smallscope.junit;

import java.nio.file.Path;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.door.LoadedSubject;
import org.smallscope.engine.door.SuiteGeneration;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;

/** Finds a suite by a generation against the snapshot store, as {@code smallscope generate} runs it: incremental when it can be. */
final class KoratSuiteSearch implements SuiteSearch {

    /** Written into the snapshots this extension saves. */
    static final String TOOL = "smallscope-junit " + version();

    @Override
    public Suite search(SuiteRequest request, Path store, SuiteGeneration.Reuse policy) {
        LoadedSubject subject;
        try {
            subject = LoadedSubject.load(request.subject().getName(), request.finitization(), request.args(), ClassFileSource.of(request.classes()));
        } catch (SmallscopeException e) {
            throw SuiteRequest.bad(request.where(), e.getMessage());
        }
        SuiteGeneration.Result result;
        try {
            result = SuiteGeneration.in(store).base(request.base()).incremental(request.incremental()).reuse(policy).threads(request.threads())
                    .timeout(request.timeoutMillis()).tool(TOOL).progressTicks(true).run(subject, new ProgressLines(request.describe(), System.out));
        } catch (SmallscopeException e) {
            throw SuiteRequest.bad(request.where(), e.getMessage());
        }
        if (result.outcome() != Outcome.COMPLETED) {
            String why = result.failure() != null ? result.failure().getMessage() : "the search was " + result.outcome().name().toLowerCase();
            throw new IllegalStateException("smallscope: the search of " + request.describe() + " for " + request.where()
                    + " did not complete: " + why, result.failure());
        }
        return new Suite(subject, result.instances(), summary(request, result, store));
    }

    /** @return {@code smallscope: BST(5) incremental from snapshot ...: 42 valid, 14 reused, 826 explored, ...} with warnings on further lines */
    private static String summary(SuiteRequest request, SuiteGeneration.Result r, Path store) {
        Mode mode = r.mode();
        StringBuilder sb = new StringBuilder("smallscope: ").append(request.describe()).append(' ');
        if (mode == Mode.FULL) {
            sb.append("full search: ");
        } else {
            sb.append(mode.wireName()).append(" from snapshot ").append(r.baseDescription()).append(" (").append(r.baseId()).append("): ");
        }
        sb.append(Counts.format(r.valid())).append(" valid, ");
        if (mode == Mode.INCREMENTAL) {
            sb.append(Counts.format(r.reusedTests())).append(" reused, ");
        } else if (mode == Mode.INCREMENTAL_BACKWARD) {
            sb.append(Counts.format(r.mixedRanges())).append(" stretches reused, ");
        }
        sb.append(Counts.format(r.explored())).append(" explored, ").append(r.millis()).append(" ms; snapshots in ").append(store);
        if (r.fallbackReason() != null) {
            sb.append("\nsmallscope: full search: snapshot ").append(r.baseId() == null ? "" : r.baseDescription() + " ")
                    .append("not reused: ").append(r.fallbackReason());
            if (r.fullSearchChosen() != null) {
                sb.append(" (").append(ExhaustiveArgumentsProvider.REUSE).append("=always replays it)");
            }
        }
        if (r.predicateExceptions() > 0) {
            sb.append("\nsmallscope: warning: repOk threw on ").append(Counts.format(r.predicateExceptions()))
                    .append(" candidate(s), counted invalid; the first: ").append(r.firstException()).append(" on ")
                    .append(LoadedSubject.formatVector(r.firstExceptionCandidate()));
        }
        r.warnings().forEach(w -> sb.append("\nsmallscope: warning: ").append(w));
        return sb.toString();
    }

    private static String version() {
        String v = KoratSuiteSearch.class.getPackage() == null ? null : KoratSuiteSearch.class.getPackage().getImplementationVersion();
        return v == null ? "development" : v;
    }
}
