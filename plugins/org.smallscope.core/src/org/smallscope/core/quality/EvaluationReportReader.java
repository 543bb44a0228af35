package org.smallscope.core.quality;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.smallscope.core.quality.EvaluationResults.Metric;
import org.smallscope.core.quality.EvaluationResults.Scope;
import org.smallscope.core.reports.ReportException;
import org.smallscope.core.reports.ReportJson;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * Reads an evaluation report file: tolerant of unknown fields and of missing mutation data, and on a damaged file or another
 * format throws a {@link BadReportException} whose message names the file and the field (or the line) at fault.
 */
public final class EvaluationReportReader {

    /** A report that cannot be shown; the message says why, naming the file and the field or line. */
    public static final class BadReportException extends ReportException {
        private static final long serialVersionUID = 1L;

        BadReportException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final Path file;
    private final ReportJson<BadReportException> json;

    private EvaluationReportReader(Path file) {
        this.file = file;
        this.json = new ReportJson<>(file, "Evaluation report", BadReportException::new);
    }

    /** @return the report in {@code file} */
    public static EvaluationResults read(Path file) throws BadReportException {
        return new EvaluationReportReader(file).read();
    }

    private EvaluationResults read() throws BadReportException {
        JsonObject o = json.root(EvaluationResults.FORMAT, "re-run the evaluation with this version");
        String subject = json.string(o, "subject", "subject");
        List<String> methods = new ArrayList<>();
        if (ReportJson.optional(o, "methods") != null) {
            JsonArray array = json.array(o, "methods", "methods");
            for (int i = 0; i < array.size(); i++) {
                methods.add(json.text(array.get(i), "methods[" + i + "]"));
            }
        }
        JsonArray array = json.array(o, "scopes", "scopes");
        List<Scope> scopes = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            scopes.add(scope(array.get(i), "scopes[" + i + "]"));
        }
        Map<Metric, Integer> smallest = new EnumMap<>(Metric.class);
        JsonElement full = ReportJson.optional(o, "smallest_full");
        if (full != null) {
            JsonObject f = json.object(full, "smallest_full");
            for (Metric m : Metric.values()) {
                JsonElement v = ReportJson.optional(f, m.key());
                if (v != null) {
                    smallest.put(m, (int) json.number(v, "smallest_full." + m.key()));
                }
            }
        }
        Path chart = null;
        String c = json.optionalText(o, "chart", "chart");
        if (c != null) {
            chart = file.toAbsolutePath().getParent().resolve(c).normalize();
        }
        String finishedAt = json.optionalText(o, "finished_at", "finished_at");
        return new EvaluationResults(file, subject, List.copyOf(methods), finishedAt, List.copyOf(scopes), Map.copyOf(smallest), chart);
    }

    private Scope scope(JsonElement e, String where) throws BadReportException {
        JsonObject s = json.object(e, where);
        int scope = (int) json.number(json.required(s, "scope", where), where + ".scope");
        JsonElement args = ReportJson.optional(s, "args");
        String argText = args == null ? Integer.toString(scope) : json.text(args, where + ".args");
        long inputs = (long) json.number(json.required(s, "inputs", where), where + ".inputs");
        JsonElement millis = ReportJson.optional(s, "generation_millis");
        long generation = millis == null ? 0 : (long) json.number(millis, where + ".generation_millis");
        double statement = share(json.required(s, Metric.STATEMENT.key(), where), where + "." + Metric.STATEMENT.key());
        double branch = share(json.required(s, Metric.BRANCH.key(), where), where + "." + Metric.BRANCH.key());
        Double mutation = ReportJson.optional(s, Metric.MUTATION.key()) == null ? null : share(s.get(Metric.MUTATION.key()), where + "." + Metric.MUTATION.key());
        Integer mutants = ReportJson.optional(s, "mutants") == null ? null : (int) json.number(s.get("mutants"), where + ".mutants");
        Integer killed = ReportJson.optional(s, "killed") == null ? null : (int) json.number(s.get("killed"), where + ".killed");
        List<EvaluationResults.Lines> lines = new ArrayList<>();
        if (ReportJson.optional(s, "lines") != null) {
            JsonArray array = json.array(s, "lines", where + ".lines");
            for (int i = 0; i < array.size(); i++) {
                lines.add(lines(array.get(i), where + ".lines[" + i + "]"));
            }
        }
        return new Scope(scope, argText, inputs, generation, statement, branch, mutation, mutants, killed, List.copyOf(lines));
    }

    private EvaluationResults.Lines lines(JsonElement e, String where) throws BadReportException {
        JsonObject o = json.object(e, where);
        String className = json.string(o, "class", where + ".class");
        String source = json.optionalText(o, "source", where + ".source");
        return new EvaluationResults.Lines(className, source, lineNumbers(o, "covered", where), lineNumbers(o, "partly", where),
                lineNumbers(o, "missed", where));
    }

    private List<Integer> lineNumbers(JsonObject o, String key, String where) throws BadReportException {
        List<Integer> numbers = new ArrayList<>();
        if (ReportJson.optional(o, key) != null) {
            JsonArray array = json.array(o, key, where + "." + key);
            for (int i = 0; i < array.size(); i++) {
                double v = json.number(array.get(i), where + "." + key + "[" + i + "]");
                if (v < 1 || v != Math.rint(v)) {
                    throw json.bad("field " + where + "." + key + "[" + i + "]: " + v + " is not a line number", null);
                }
                numbers.add((int) v);
            }
        }
        return List.copyOf(numbers);
    }

    private double share(JsonElement e, String where) throws BadReportException {
        double v = json.number(e, where);
        if (v < 0 || v > 1) {
            throw json.bad("field " + where + ": " + v + " is not a share between 0 and 1", null);
        }
        return v;
    }

}
