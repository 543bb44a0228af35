package org.smallscope.interactions;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.GsonBuilder;

/** The outcome of one {@code interactions} run: the terminal table and the JSON report ({@code smallscope-interactions/1}). */
public final class InteractionsReport {

    /** The run's facts besides the search result. */
    public record Run(String program, List<String> tests, long seed, boolean exhaustive, long millis, Double fScore) {
    }

    private final Run run;
    private final InteractionSearch.Result result;
    private final SourceLabels labels;
    private final List<Configuration> minimal;

    InteractionsReport(Run run, InteractionSearch.Result result, SourceLabels labels) {
        this.run = run;
        this.result = result;
        this.labels = labels;
        this.minimal = MinimalConfigurations.of(result.explored());
    }

    /** Prints location -> formula and the counts. */
    void print(PrintStream out) {
        out.printf("%-24s %-5s %-9s %-8s %s%n", "location", "label", "kind", "covering", "interaction");
        result.locations().forEach((l, i) -> out.printf("%-24s %-5s %-9s %-8d %s%n", l, labels.label(l) == null ? "" : labels.label(l),
                i.interaction().kind().label(), result.coveringConfigurations(l), i.interaction()));
        out.printf("configurations run: %d of %d (%d iterations, %d ms)%s%n", result.explored().size(), result.space().configurationCount(),
                result.iterations(), run.millis(), run.exhaustive() ? ", exhaustive" : "");
        out.println("minimal covering configurations: " + minimal.size());
        minimal.forEach(c -> out.println("  " + result.space().describe(c)));
        if (run.fScore() != null) {
            out.printf("f-score against exhaustive: %.3f%n", run.fScore());
        }
    }

    /** Writes the JSON report. */
    void write(Path file) throws IOException {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("format", "smallscope-interactions/1");
        json.put("program", run.program());
        json.put("tests", String.join(",", run.tests()));
        json.put("seed", run.seed());
        json.put("exhaustive", run.exhaustive());
        List<Map<String, Object>> options = new ArrayList<>();
        for (OptionDomain o : result.space().options()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", o.name());
            m.put("kind", o.kind());
            m.put("values", o.values());
            options.add(m);
        }
        json.put("options", options);
        json.put("configuration_space", result.space().configurationCount());
        json.put("configurations_run", result.explored().size());
        json.put("iterations", result.iterations());
        json.put("millis", run.millis());
        json.put("finished_at", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        List<Map<String, Object>> locations = new ArrayList<>();
        result.locations().forEach((l, i) -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("class", l.className());
            m.put("source", l.source());
            m.put("line", l.line());
            m.put("label", labels.label(l));
            m.put("formula", i.interaction().toString());
            m.put("kind", i.interaction().kind().label());
            m.put("length", i.interaction().length());
            m.put("covering_configurations", result.coveringConfigurations(l));
            locations.add(m);
        });
        json.put("locations", locations);
        json.put("minimal_configurations", minimal.stream().map(c -> result.space().describe(c)).toList());
        json.put("f_score", run.fScore());
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(json) + "\n",
                StandardCharsets.UTF_8);
    }
}
