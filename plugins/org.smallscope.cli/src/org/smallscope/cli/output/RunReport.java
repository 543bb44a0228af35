package org.smallscope.cli.output;


import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.file.Path;

import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.io.AtomicFile;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * The JSON report of one {@code generate} run ({@code --report}): what was searched, how it
 * ended, the counts, the time, the paper's counts when known, and the error if any. Written
 * pretty-printed (so {@code grep '"valid": 1430'} works) and atomically.
 */
public final class RunReport {

    private final JsonObject json = new JsonObject();

    public RunReport() {
        json.addProperty("tool_version", VersionProvider.toolVersion());
        json.addProperty("java_version", System.getProperty("java.version"));
    }

    /** Records the class asked for, before it is found. */
    public void requested(String className) {
        json.addProperty("class", className);
    }

    /** Records what was asked for, before loading. */
    public void request(SubjectRequest request, String example) {
        json.addProperty("subject", request.describe());
        json.addProperty("class", request.className());
        if (example != null) {
            json.addProperty("example", example);
        }
        JsonArray args = new JsonArray();
        for (int a : request.args()) {
            args.add(a);
        }
        json.add("args", args);
        String simple = org.smallscope.engine.subject.ClassNames.simple(request.className());
        json.addProperty("finitization", request.finitization() != null ? request.finitization() : "fin" + simple);
    }

    /** Records how a generation reused (or could not reuse) a snapshot, and where the new one went. */
    public void generation(org.smallscope.engine.incremental.Generation.Report g) {
        json.addProperty("mode", g.outcome().mode().wireName());
        json.addProperty("reused_tests", g.outcome().reusedTests());
        // the stored candidates the run decoded and set up as ranges (or stretches), work that `explored` does not count
        json.addProperty("replayed", g.outcome().mode() == org.smallscope.engine.protocol.Mode.FULL ? 0 : g.outcome().reusedTests());
        json.addProperty("mixed_ranges", g.outcome().mixedRanges());
        if (g.outcome().fallbackReason() != null) {
            json.addProperty("fallback_reason", g.outcome().fallbackReason());
        }
        if (g.outcome().estimate() != null) {
            org.smallscope.engine.incremental.ReuseEstimate e = g.outcome().estimate();
            JsonObject estimate = new JsonObject();
            estimate.addProperty("reuse", e.reuse());
            estimate.addProperty("full", e.full());
            estimate.addProperty("stored", e.stored());
            estimate.addProperty("base_explored", e.baseExplored());
            estimate.addProperty("chosen", e.chosen().wireName());
            estimate.addProperty("reason", e.reason());
            json.add("reuse_estimate", estimate);
        }
        if (g.outcome().mode() == org.smallscope.engine.protocol.Mode.INCREMENTAL_BACKWARD) {
            json.addProperty("backward_stretches", g.outcome().mixedRanges());
            json.addProperty("base_explored", g.base().explored());
        }
        if (g.base() != null) {
            json.addProperty("base_snapshot", g.base().id());
            json.addProperty("base_subject", g.base().descriptor().describe());
        }
        if (g.saved() != null) {
            json.addProperty("snapshot", g.saved().toString());
        }
        if (!g.warnings().isEmpty()) {
            JsonArray warnings = new JsonArray();
            g.warnings().forEach(warnings::add);
            json.add("warnings", warnings);
        }
    }

    /**
     * Records, for a run that streamed its events to a listener (the IDE), how many valid structures it did not send
     * because the listener read too slowly ({@code events_dropped}; the counts stay exact), and the warning saying so.
     */
    public void eventsDropped(long dropped, java.util.Optional<String> warning) {
        json.addProperty("events_dropped", dropped);
        warning.ifPresent(text -> {
            if (!json.has("warnings")) {
                json.add("warnings", new JsonArray());
            }
            json.getAsJsonArray("warnings").add(text);
        });
    }

    /** Records a note of the run on how it searches ({@link org.smallscope.engine.protocol.RunEvent.Note}), under {@code notes}. */
    public void note(String text) {
        if (!json.has("notes")) {
            json.add("notes", new JsonArray());
        }
        json.getAsJsonArray("notes").add(text);
    }

    /** Records what a resumed run took over from its checkpoint. */
    public void resumed(org.smallscope.engine.protocol.RunEvent.Resumed r) {
        json.addProperty("resumed_ranges", r.ranges());
        json.addProperty("resumed_total_ranges", r.totalRanges());
        json.addProperty("resumed_explored", r.explored());
        json.addProperty("resumed_valid", r.valid());
    }

    /** Records the checkpoint an unfinished run leaves for {@code --resume}. */
    public void checkpoint(Path file) {
        json.addProperty("checkpoint", file.toString());
    }

    /** Records Table III's verdict for an incremental run of one of the paper's pairs. */
    public void savings(TableIIICheck check, double saved) {
        JsonObject paper = new JsonObject();
        paper.addProperty("table", "III");
        paper.addProperty("pair", check.pair());
        paper.addProperty("size", check.size());
        paper.addProperty("saved_percent", Math.round(saved * 100) / 100.0);
        paper.addProperty("paper_saved_percent", check.paperSaved());
        paper.addProperty("matches", check.matches(saved));
        json.add("paper", paper);
    }

    /** Records the generator program asked for (--generator or a generator example), its bounds and choice mode. */
    public void generatorRequest(String generator, String example, int[] args, String mode) {
        json.addProperty("subject", generator);
        json.addProperty("class", generator.substring(0, Math.max(0, generator.indexOf('#'))));
        if (example != null) {
            json.addProperty("example", example);
        }
        JsonArray bounds = new JsonArray();
        for (int a : args) {
            bounds.add(a);
        }
        json.add("args", bounds);
        JsonObject g = new JsonObject();
        g.addProperty("method", generator);
        g.addProperty("mode", mode);
        json.add("generator", g);
    }

    /** Records an API-mode run's subject and bounds ({@code "mode": "api"}). */
    public void builderRequest(String className, String example, int n, org.smallscope.engine.builders.BuilderSpec spec) {
        json.addProperty("subject", spec.describe());
        json.addProperty("class", className);
        if (example != null) {
            json.addProperty("example", example);
        }
        JsonArray bounds = new JsonArray();
        bounds.add(n);
        json.add("args", bounds);
        json.addProperty("mode", "api");
        JsonObject a = new JsonObject();
        a.addProperty("max_objects", spec.maxObjects());
        a.addProperty("max_calls", spec.maxCalls());
        JsonArray ints = new JsonArray();
        ints.add(spec.minInt());
        ints.add(spec.maxInt());
        a.add("ints", ints);
        json.add("api", a);
    }

    /** Records what an API-mode run found: builders, states, sequences, states per length, failures. */
    public void builderResult(org.smallscope.engine.builders.BuilderResult r) {
        JsonObject a = json.getAsJsonObject("api");
        JsonArray builders = new JsonArray();
        r.builders().forEach(b -> builders.add(b.signature()));
        a.add("builders", builders);
        JsonArray unchanging = new JsonArray();
        r.unchanging().forEach(unchanging::add);
        a.add("left_out", unchanging);
        a.addProperty("states", r.states().size());
        a.addProperty("sequences", r.sequences());
        JsonArray perLength = new JsonArray();
        for (long k : r.statesPerLength()) {
            perLength.add(k);
        }
        a.add("states_per_length", perLength);
        a.addProperty("over_bound", r.overBound());
        JsonArray failures = new JsonArray();
        for (var f : r.failures()) {
            JsonObject one = new JsonObject();
            one.addProperty("builder", f.builder().signature());
            one.addProperty("exception", Formats.oneLine(f.thrown().toString()));
            one.addProperty("sequence", f.sequence().text());
            one.addProperty("occurrences", f.occurrences());
            failures.add(one);
        }
        a.add("failures", failures);
        if (r.stuck() != null) {
            JsonObject stuck = new JsonObject();
            stuck.addProperty("builder", r.stuck().builder().signature());
            stuck.addProperty("sequence", r.stuck().sequence().text());
            stuck.addProperty("limit_ms", r.stuck().limitMillis());
            a.add("stuck_call", stuck);
        }
    }

    /** Records the cross-check of an API-mode run against the repOk search of {@code subject}. */
    public void crossCheck(org.smallscope.engine.builders.CrossCheck.Result r, Subject subject) {
        JsonObject x = new JsonObject();
        x.addProperty("finitization", subject.finitizationName());
        x.addProperty("repok_valid", r.repOkValid());
        x.addProperty("repok_explored", r.search().explored());
        x.addProperty("repok_millis", r.search().millis());
        x.addProperty("api_states", r.apiStates());
        x.addProperty("out_of_bounds", r.outOfBounds());
        x.addProperty("agree", r.agree());
        x.add("rejected_by_repok", witnesses(r.rejected()));
        x.add("unreached_by_builders", witnesses(r.unreached()));
        json.getAsJsonObject("api").add("cross_check", x);
    }

    private static JsonObject witnesses(java.util.List<org.smallscope.engine.builders.CrossCheck.Witness> all) {
        JsonObject w = new JsonObject();
        w.addProperty("count", all.size());
        if (!all.isEmpty()) {
            var first = all.get(0);
            JsonObject smallest = new JsonObject();
            smallest.addProperty("structure", first.structure());
            smallest.addProperty("objects", first.objects());
            smallest.addProperty("candidate", Structures.formatVector(first.candidate()));
            if (first.sequence() != null) {
                smallest.addProperty("sequence", first.sequence().text());
                smallest.addProperty("java", first.sequence().java("t"));
            }
            w.add("smallest", smallest);
        }
        return w;
    }

    /**
     * Records a generator program's paths, and the UDITA paper's Fig. 13 row when known ({@code structs, JPF eager explored
     * (-1: out of memory), delayed explored}, else null).
     */
    public void generatorResult(long explored, long successful, int maxDepth, long[] figure13) {
        JsonObject g = json.getAsJsonObject("generator");
        g.addProperty("explored_paths", explored);
        g.addProperty("successful_paths", successful);
        g.addProperty("max_choice_points", maxDepth);
        if (figure13 != null) {
            JsonObject paper = new JsonObject();
            paper.addProperty("figure", "13");
            paper.addProperty("structs", figure13[0]);
            paper.addProperty("eager_explored", figure13[1] < 0 ? null : figure13[1]);
            paper.addProperty("delayed_explored", figure13[2]);
            paper.addProperty("valid_matches", figure13[0] == successful);
            json.add("paper", paper);
        }
    }

    /** Records the loaded subject: its finitization and the size of its space. */
    public void subject(Subject subject, long loadMillis) {
        json.addProperty("subject", subject.describe());
        json.addProperty("finitization", subject.finitizationName());
        BigInteger space = subject.spaceSize();
        json.addProperty("space_size", space.toString());
        json.addProperty("space_size_log2", BigDecimal.valueOf(Formats.log2(space)).setScale(2, RoundingMode.HALF_UP));
        json.addProperty("vector_length", subject.vectorLength());
        json.addProperty("load_millis", loadMillis);
    }

    /** Records the range of a partial search. */
    public void range(String from, String to) {
        if (from != null) {
            json.addProperty("from", from);
        }
        if (to != null) {
            json.addProperty("to", to);
        }
    }

    /** Records how the search pruned: {@code look-ahead} (fewer explored than Korat) or {@code korat-exact}. */
    public void pruning(String mode) {
        json.addProperty("pruning", mode);
    }

    /** Records how the search ended and its counts. */
    public void result(SearchResult r) {
        json.addProperty("outcome", r.outcome().name().toLowerCase(java.util.Locale.ROOT));
        json.addProperty("explored", r.explored());
        json.addProperty("valid", r.valid());
        json.addProperty("predicate_exceptions", r.predicateExceptions());
        json.addProperty("millis", r.millis());
        json.addProperty("candidates_per_second", BigDecimal.valueOf(r.candidatesPerSecond()).setScale(1, RoundingMode.HALF_UP));
        if (r.firstException() != null) {
            JsonObject first = new JsonObject();
            first.addProperty("text", Formats.oneLine(r.firstException().toString()));
            first.addProperty("candidate", r.firstExceptionCandidate() == null ? null : Structures.formatVector(r.firstExceptionCandidate()));
            JsonArray frames = new JsonArray();
            UserFrames.lines(r.firstException()).forEach(line -> frames.add(line.strip()));
            first.add("user_frames", frames);
            json.add("first_exception", first);
        }
        if (r.failure() != null) {
            error(r.failure());
        }
    }

    /** Records the paper's counts and whether the run matches them. */
    public void paper(PaperCheck check, long explored, long valid) {
        JsonObject paper = new JsonObject();
        paper.addProperty("table", "II");
        paper.addProperty("explored", check.explored());
        paper.addProperty("valid", check.valid());
        paper.addProperty("explored_matches", check.exploredMatches(explored));
        paper.addProperty("valid_matches", check.validMatches(valid));
        json.add("paper", paper);
    }

    /** Records an error that stopped the run before or during the search (counts stay as far as known). */
    public void failed(Throwable t) {
        if (!json.has("outcome")) {
            json.addProperty("outcome", "failed");
            json.addProperty("explored", 0);
            json.addProperty("valid", 0);
            json.addProperty("predicate_exceptions", 0);
            json.addProperty("millis", 0);
            json.addProperty("candidates_per_second", 0);
        } else {
            json.addProperty("outcome", "failed");
        }
        error(t);
    }

    private void error(Throwable t) {
        json.addProperty("error", Formats.oneLine(ErrorReporter.message(t)));
        json.addProperty("error_code", t instanceof SmallscopeException ? ((SmallscopeException) t).error().name() : t.getClass().getSimpleName());
    }

    /** Records the process exit status. */
    public void exitCode(int code) {
        json.addProperty("exit_code", code);
    }

    /** Records the equivalence classes an {@code --eq-class} run covered: each key with its count and first input. */
    public void eqClasses(java.util.List<org.smallscope.engine.search.prune.EqClasses.Covered> classes) {
        JsonArray all = new JsonArray();
        for (var c : classes) {
            JsonObject one = new JsonObject();
            one.addProperty("class", c.name());
            one.addProperty("count", c.count());
            JsonObject first = new JsonObject();
            first.addProperty("vector", Structures.formatVector(c.first()));
            first.addProperty("structure", c.firstStructure());
            one.add("first", first);
            all.add(one);
        }
        json.addProperty("classes_covered", classes.size());
        json.add("eq_classes", all);
    }

    /** @return the report as pretty-printed JSON */
    public String toJson() {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(json) + System.lineSeparator();
    }

    /** Writes the report atomically to {@code file}. */
    public void writeTo(Path file) {
        AtomicFile.writeUnchecked(file, toJson());
    }
}
