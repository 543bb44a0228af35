package org.smallscope.evaluation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.function.Function;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;

/** The evaluation report (format {@code smallscope-evaluation/1}, read by the IDE's Suite Quality view) and its maxima. */
public final class EvaluationReport {

    /** The report's format name. */
    public static final String FORMAT = "smallscope-evaluation/1";

    private final String subject;
    private final List<String> methods;
    private final List<ScopeResult> scopes;

    /** @param scopes the results in increasing scope order */
    public EvaluationReport(String subject, List<String> methods, List<ScopeResult> scopes) {
        this.subject = subject;
        this.methods = List.copyOf(methods);
        this.scopes = List.copyOf(scopes);
    }

    /** @return the highest statement coverage, branch coverage and mutation score (null when none was measured) */
    public Double maximum(Function<ScopeResult, Double> measure) {
        return scopes.stream().map(measure).filter(v -> v != null).max(Double::compare).orElse(null);
    }

    /** @return the smallest scope reaching {@link #maximum} of {@code measure}, or null when nothing was measured */
    public Integer smallestFull(Function<ScopeResult, Double> measure) {
        Double max = maximum(measure);
        return max == null ? null
                : scopes.stream().filter(s -> measure.apply(s) != null && measure.apply(s) >= max - 1e-12).map(ScopeResult::scope).findFirst()
                        .orElse(null);
    }

    /** Statement coverage of a scope. */
    public static Double statement(ScopeResult s) {
        return s.coverage().statement();
    }

    /** Branch coverage of a scope. */
    public static Double branch(ScopeResult s) {
        return s.coverage().branch();
    }

    /** Mutation score of a scope (null when skipped). */
    public static Double mutation(ScopeResult s) {
        return s.mutationScore();
    }

    /** Writes the report as JSON to {@code file}; {@code chart} is the chart's path relative to the report, or null. */
    public void write(Path file, String chart) throws IOException {
        JsonObject root = new JsonObject();
        root.addProperty("format", FORMAT);
        root.addProperty("subject", subject);
        JsonArray ms = new JsonArray();
        methods.forEach(ms::add);
        root.add("methods", ms);
        root.addProperty("finished_at", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        JsonArray rows = new JsonArray();
        for (ScopeResult s : scopes) {
            JsonObject o = new JsonObject();
            o.addProperty("scope", s.scope());
            o.addProperty("args", s.args());
            o.addProperty("inputs", s.inputs());
            o.addProperty("generation_millis", s.generationMillis());
            o.addProperty("statement_coverage", s.coverage().statement());
            o.addProperty("branch_coverage", s.coverage().branch());
            o.addProperty("covered_lines", s.coverage().coveredLines());
            o.addProperty("total_lines", s.coverage().totalLines());
            o.addProperty("covered_branches", s.coverage().coveredBranches());
            o.addProperty("total_branches", s.coverage().totalBranches());
            o.addProperty("mutation_score", s.mutationScore());
            o.addProperty("mutants", s.mutants());
            o.addProperty("killed", s.killed());
            JsonArray lines = new JsonArray();
            s.coverage().lines().forEach(l -> lines.add(l.toJson()));
            o.add("lines", lines);
            rows.add(o);
        }
        root.add("scopes", rows);
        root.add("smallest_full", triple(this::smallestFull));
        root.add("maximum", triple(this::maximum));
        if (chart == null) {
            root.add("chart", JsonNull.INSTANCE);
        } else {
            root.addProperty("chart", chart);
        }
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Files.writeString(file, new GsonBuilder().serializeNulls().setPrettyPrinting().create().toJson(root) + "\n", StandardCharsets.UTF_8);
    }

    private static JsonObject triple(Function<Function<ScopeResult, Double>, Number> of) {
        JsonObject o = new JsonObject();
        o.addProperty("statement_coverage", of.apply(EvaluationReport::statement));
        o.addProperty("branch_coverage", of.apply(EvaluationReport::branch));
        o.addProperty("mutation_score", of.apply(EvaluationReport::mutation));
        return o;
    }
}
