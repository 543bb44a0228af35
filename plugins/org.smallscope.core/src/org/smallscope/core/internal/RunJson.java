package org.smallscope.core.internal;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.RunEvent;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * One ended run as a JSON object and back: its request (the subject by its Java element handles), state and the
 * runner's events it was built from (the candidate space's regions, at most {@link #MAX_STRUCTURES} structures), so a
 * restored run is the same model replayed.
 */
final class RunJson {

    /** Structures kept per saved run (a restored run shows the first ones; its counts stay the run's). */
    static final int MAX_STRUCTURES = 1_000;

    /** Regions per saved {@code regions} event, as the runner sends them. */
    private static final int REGIONS_PER_EVENT = RunEvent.Regions.MOST;

    /** Writes and reads API mode's records ({@link GenerationRequest.Api}, {@link org.smallscope.core.ApiResults}) by their components. */
    private static final com.google.gson.Gson RECORDS = new com.google.gson.Gson();

    private RunJson() {
    }

    /** @return {@code run} (ended) as JSON */
    static JsonObject write(GenerationRun run) {
        GenerationRequest r = run.request();
        JsonObject json = new JsonObject();
        JsonObject subject = new JsonObject();
        subject.addProperty("type", handle(r.subject().type()));
        subject.addProperty("predicate", handle(r.subject().predicate()));
        subject.addProperty("finitization", handle(r.subject().finitization()));
        if (r.subject().isGenerator()) {
            subject.addProperty("generator", handle(r.subject().generator()));
            json.addProperty("delayed", r.delayed());
        }
        json.add("subject", subject);
        JsonArray args = new JsonArray();
        for (int a : r.args()) {
            args.add(a);
        }
        json.add("args", args);
        json.addProperty("reuse", r.reuse().name());
        json.addProperty("base_snapshot", r.baseSnapshot());
        json.addProperty("threads", r.threads());
        json.addProperty("timeout_millis", r.timeoutMillis());
        if (r.export() != null) {
            JsonObject export = new JsonObject();
            export.addProperty("flavour", r.export().flavour().name());
            export.addProperty("per_class", r.export().perClass());
            json.add("export", export);
        }
        json.addProperty("method", r.method());
        JsonArray params = new JsonArray();
        r.params().forEach(params::add);
        json.add("params", params);
        json.addProperty("eq_classes", r.eqClasses());
        if (r.isApi()) { // API mode: its builders, calls and cross-check, and what its report said
            json.add("api", RECORDS.toJsonTree(r.api()));
            if (run.apiResults() != null) {
                json.add("api_results", RECORDS.toJsonTree(run.apiResults()));
            }
        }
        json.addProperty("started_at", run.startedAt());
        json.addProperty("state", run.state().name());
        json.addProperty("message", run.message());
        json.addProperty("exit_code", run.exitCode());
        json.add("events", events(run));
        return json;
    }

    /**
     * @return the run saved as {@code json}, replayed from its events and ended as it ended
     * @throws RuntimeException (a gson, state or argument exception) when {@code json} is not a saved run
     */
    static GenerationRun read(JsonObject json) {
        JsonObject subject = json.getAsJsonObject("subject");
        IType type = (IType) element(subject.get("type"));
        if (type == null) {
            throw new IllegalArgumentException("no subject type in " + subject);
        }
        WorkspaceSubject s = new WorkspaceSubject(type, (IMethod) element(subject.get("predicate")), (IMethod) element(subject.get("finitization")),
                subject.has("generator") ? (IMethod) element(subject.get("generator")) : null);
        JsonArray argsJson = json.getAsJsonArray("args");
        int[] args = new int[argsJson.size()];
        for (int i = 0; i < args.length; i++) {
            args[i] = argsJson.get(i).getAsInt();
        }
        GenerationRequest.Export export = null;
        if (json.has("export") && json.get("export").isJsonObject()) {
            JsonObject e = json.getAsJsonObject("export");
            export = new GenerationRequest.Export(GenerationRequest.Flavour.valueOf(e.get("flavour").getAsString()), e.get("per_class").getAsInt());
        }
        List<String> params = new ArrayList<>();
        json.getAsJsonArray("params").forEach(p -> params.add(p.getAsString()));
        GenerationRequest request = new GenerationRequest(s, args, GenerationRequest.Reuse.valueOf(json.get("reuse").getAsString()),
                text(json.get("base_snapshot")), json.get("threads").getAsInt(), json.get("timeout_millis").getAsLong(), export,
                text(json.get("method")), List.copyOf(params), json.has("eq_classes") && json.get("eq_classes").getAsBoolean(),
                json.has("delayed") && json.get("delayed").getAsBoolean(),
                json.has("api") ? RECORDS.fromJson(json.get("api"), GenerationRequest.Api.class) : null);
        GenerationRun run = new GenerationRun(request, json.get("started_at").getAsLong());
        RunEvent finished = null;
        for (JsonElement line : json.getAsJsonArray("events")) {
            RunEvent event = EventReader.parse(line.toString());
            if (event instanceof RunEvent.Finished) {
                finished = event; // replayed last: the structures come before the final counts, as the runner sends them
            } else {
                run.apply(event);
            }
        }
        if (finished != null) {
            run.apply(finished);
        }
        if (json.has("api_results")) {
            run.apiResults(RECORDS.fromJson(json.get("api_results"), org.smallscope.core.ApiResults.class));
        }
        run.end(GenerationRun.State.valueOf(json.get("state").getAsString()), text(json.get("message")), json.get("exit_code").getAsInt());
        return run;
    }

    private static JsonArray events(GenerationRun run) {
        List<RunEvent> events = new ArrayList<>(run.summaryEvents());
        List<Region> regions = run.candidateSpace().picture().regions(); // at most CandidateSpace.CAPACITY: the view's strip
        for (int i = 0; i < regions.size(); i += REGIONS_PER_EVENT) {
            events.add(new RunEvent.Regions(regions.subList(i, Math.min(regions.size(), i + REGIONS_PER_EVENT))));
        }
        List<GenerationRun.Structure> structures = run.structures();
        for (GenerationRun.Structure s : structures.subList(0, Math.min(MAX_STRUCTURES, structures.size()))) {
            events.add(new RunEvent.Valid(s.ordinal(), s.vector(), s.text()));
        }
        for (GenerationRun.Counterexample c : run.counterexamples()) {
            events.add(new RunEvent.Counterexample(c.vector(), c.structure(), c.parameters(), c.problem()));
        }
        run.warnings().forEach(w -> events.add(new RunEvent.Warning(w)));
        run.notes().forEach(n -> events.add(new RunEvent.Note(n)));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (EventWriter writer = new EventWriter(out)) {
            events.forEach(writer::write);
        }
        JsonArray array = new JsonArray();
        out.toString(StandardCharsets.UTF_8).lines().forEach(line -> array.add(JsonParser.parseString(line)));
        return array;
    }

    private static String handle(IJavaElement element) {
        return element == null ? null : element.getHandleIdentifier();
    }

    private static IJavaElement element(JsonElement handle) {
        String text = text(handle);
        return text == null ? null : JavaCore.create(text);
    }

    private static String text(JsonElement e) {
        return e == null || e instanceof JsonNull ? null : e.getAsString();
    }
}
