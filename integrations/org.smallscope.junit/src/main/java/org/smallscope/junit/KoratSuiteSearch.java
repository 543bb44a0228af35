package org.smallscope.junit;

import java.nio.file.Path;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.export.model.ValidCollector;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.run.RunSpec;
import org.smallscope.engine.run.SubjectRun;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/** Finds a suite by a generation against the snapshot store, as {@code smallscope generate} runs it: incremental when it can be. */
final class KoratSuiteSearch implements SuiteSearch {

    /** Written into the snapshots this extension saves. */
    static final String TOOL = "smallscope-junit " + version();

    @Override
    public Suite search(SuiteRequest request, Path store, ReuseEstimate.Policy policy) {
        Subject subject;
        try {
            subject = SubjectLoader.load(new SubjectRequest(request.subject().getName(), request.finitization(), request.args(),
                    ClassFileSource.of(request.classes())));
        } catch (SmallscopeException e) {
            throw SuiteRequest.bad(request.where(), e.getMessage());
        }
        ValidCollector collect = new ValidCollector();
        RunSpec spec = RunSpec.defaults().withThreads(request.threads())
                .withStore(new RunSpec.Store(store, request.base(), request.incremental(), policy, Generation.Checkpointing.OFF))
                .withLimits(RunSpec.Limits.DEFAULT.timeout(request.timeoutMillis()));
        Generation.Report report;
        try {
            SubjectRun run = new SubjectRun(SubjectRun.Request.of(subject, spec, TOOL, null, null).sending(false, true, false));
            report = run.run(new ProgressLines(request.describe(), System.out), collect).generation();
        } catch (SmallscopeException e) {
            throw SuiteRequest.bad(request.where(), e.getMessage());
        }
        SearchResult result = report.outcome().result();
        if (result.outcome() != Outcome.COMPLETED) {
            String why = result.failure() != null ? result.failure().getMessage() : "the search was " + result.outcome().name().toLowerCase();
            throw new IllegalStateException("smallscope: the search of " + request.describe() + " for " + request.where()
                    + " did not complete: " + why, result.failure());
        }
        return new Suite(subject, collect.instances(), summary(request, report, subject, store));
    }

    /** @return {@code smallscope: BST(5) incremental from snapshot ...: 42 valid, 14 reused, 826 explored, ...} with warnings on further lines */
    private static String summary(SuiteRequest request, Generation.Report report, Subject subject, Path store) {
        SearchResult r = report.outcome().result();
        Mode mode = report.outcome().mode();
        StringBuilder sb = new StringBuilder("smallscope: ").append(request.describe()).append(' ');
        if (mode == Mode.FULL) {
            sb.append("full search: ");
        } else {
            sb.append(mode.wireName()).append(" from snapshot ").append(report.base().descriptor().describe()).append(" (")
                    .append(report.base().id()).append("): ");
        }
        sb.append(Counts.format(r.valid())).append(" valid, ");
        if (mode == Mode.INCREMENTAL) {
            sb.append(Counts.format(report.outcome().reusedTests())).append(" reused, ");
        } else if (mode == Mode.INCREMENTAL_BACKWARD) {
            sb.append(Counts.format(report.outcome().mixedRanges())).append(" stretches reused, ");
        }
        sb.append(Counts.format(r.explored())).append(" explored, ").append(r.millis()).append(" ms; snapshots in ").append(store);
        if (report.outcome().fallbackReason() != null) {
            sb.append("\nsmallscope: full search: snapshot ").append(report.base() == null ? "" : report.base().descriptor().describe() + " ")
                    .append("not reused: ").append(report.outcome().fallbackReason());
            if (report.outcome().estimate() != null && report.outcome().estimate().chosen() == ReuseEstimate.Choice.FULL) {
                sb.append(" (").append(ExhaustiveArgumentsProvider.REUSE).append("=always replays it)");
            }
        }
        if (r.predicateExceptions() > 0) {
            sb.append("\nsmallscope: warning: repOk threw on ").append(Counts.format(r.predicateExceptions()))
                    .append(" candidate(s), counted invalid; the first: ").append(r.firstException()).append(" on ")
                    .append(Structures.formatVector(r.firstExceptionCandidate()));
        }
        report.warnings().forEach(w -> sb.append("\nsmallscope: warning: ").append(w));
        return sb.toString();
    }

    private static String version() {
        String v = KoratSuiteSearch.class.getPackage() == null ? null : KoratSuiteSearch.class.getPackage().getImplementationVersion();
        return v == null ? "development" : v;
    }
}
