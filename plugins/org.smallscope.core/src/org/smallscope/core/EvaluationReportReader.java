package org.smallscope.core;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.smallscope.core.EvaluationReport.Metric;
import org.smallscope.core.EvaluationReport.Scope;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * Reads an evaluation report file: tolerant of unknown fields and of missing mutation data, and on a damaged file or another
 * format throws a {@link BadReportException} whose message names the file and the field (or the line) at fault.
 */
public final class EvaluationReportReader {

    /** A report that cannot be shown; the message says why, naming the file and the field or line. */
    public static final class BadReportException extends IOException {
        private static final long serialVersionUID = 1L;

        BadReportException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final Path file;

    private EvaluationReportReader(Path file) {
        this.file = file;
    }

    /** @return the report in {@code file} */
    public static EvaluationReport read(Path file) throws BadReportException {
        return new EvaluationReportReader(file).read();
    }

    private EvaluationReport read() throws BadReportException {
        JsonElement root;
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            root = JsonParser.parseReader(in);
        } catch (NoSuchFileException e) {
            throw bad("the file does not exist", e);
        } catch (IOException e) {
            throw bad("cannot be read: " + e.getMessage(), e);
        } catch (JsonParseException e) {
            throw bad("is not valid JSON: " + rootMessage(e), e);
        }
        if (!root.isJsonObject()) {
            throw bad("is not an evaluation report: expected a JSON object, found " + kind(root), null);
        }
        JsonObject o = root.getAsJsonObject();
        String format = string(o, "format", "format");
        if (!EvaluationReport.FORMAT.equals(format)) {
            throw bad("has format \"" + format + "\", but this version of Smallscope reads \"" + EvaluationReport.FORMAT
                    + "\": re-run the evaluation with this version", null);
        }
        String subject = string(o, "subject", "subject");
        List<String> methods = new ArrayList<>();
        if (o.has("methods") && !o.get("methods").isJsonNull()) {
            JsonArray array = array(o, "methods", "methods");
            for (int i = 0; i < array.size(); i++) {
                methods.add(text(array.get(i), "methods[" + i + "]"));
            }
        }
        JsonArray array = array(o, "scopes", "scopes");
        List<Scope> scopes = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            scopes.add(scope(array.get(i), "scopes[" + i + "]"));
        }
        Map<Metric, Integer> smallest = new EnumMap<>(Metric.class);
        JsonElement full = o.get("smallest_full");
        if (full != null && !full.isJsonNull()) {
            if (!full.isJsonObject()) {
                throw bad("field smallest_full: expected an object, found " + kind(full), null);
            }
            for (Metric m : Metric.values()) {
                JsonElement v = full.getAsJsonObject().get(m.key());
                if (v != null && !v.isJsonNull()) {
                    smallest.put(m, (int) number(v, "smallest_full." + m.key()));
                }
            }
        }
        Path chart = null;
        JsonElement c = o.get("chart");
        if (c != null && !c.isJsonNull()) {
            Path parent = file.toAbsolutePath().getParent();
            chart = parent.resolve(text(c, "chart")).normalize();
        }
        JsonElement finished = o.get("finished_at");
        String finishedAt = finished == null || finished.isJsonNull() ? null : text(finished, "finished_at");
        return new EvaluationReport(file, subject, List.copyOf(methods), finishedAt, List.copyOf(scopes), Map.copyOf(smallest), chart);
    }

    private Scope scope(JsonElement e, String where) throws BadReportException {
        if (!e.isJsonObject()) {
            throw bad("field " + where + ": expected an object, found " + kind(e), null);
        }
        JsonObject s = e.getAsJsonObject();
        int scope = (int) number(required(s, "scope", where), where + ".scope");
        JsonElement args = s.get("args");
        String argText = args == null || args.isJsonNull() ? Integer.toString(scope) : text(args, where + ".args");
        long inputs = (long) number(required(s, "inputs", where), where + ".inputs");
        JsonElement millis = s.get("generation_millis");
        long generation = millis == null || millis.isJsonNull() ? 0 : (long) number(millis, where + ".generation_millis");
        double statement = share(required(s, Metric.STATEMENT.key(), where), where + "." + Metric.STATEMENT.key());
        double branch = share(required(s, Metric.BRANCH.key(), where), where + "." + Metric.BRANCH.key());
        Double mutation = optional(s, Metric.MUTATION.key()) == null ? null : share(s.get(Metric.MUTATION.key()), where + "." + Metric.MUTATION.key());
        Integer mutants = optional(s, "mutants") == null ? null : (int) number(s.get("mutants"), where + ".mutants");
        Integer killed = optional(s, "killed") == null ? null : (int) number(s.get("killed"), where + ".killed");
        return new Scope(scope, argText, inputs, generation, statement, branch, mutation, mutants, killed);
    }

    private static JsonElement optional(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e == null || e.isJsonNull() ? null : e;
    }

    private JsonElement required(JsonObject o, String key, String where) throws BadReportException {
        JsonElement e = optional(o, key);
        if (e == null) {
            throw bad("field " + where + "." + key + " is missing", null);
        }
        return e;
    }

    private double share(JsonElement e, String where) throws BadReportException {
        double v = number(e, where);
        if (v < 0 || v > 1) {
            throw bad("field " + where + ": " + v + " is not a share between 0 and 1", null);
        }
        return v;
    }

    private double number(JsonElement e, String where) throws BadReportException {
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
            return e.getAsDouble();
        }
        throw bad("field " + where + ": expected a number, found " + kind(e), null);
    }

    private String text(JsonElement e, String where) throws BadReportException {
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            return e.getAsString();
        }
        throw bad("field " + where + ": expected a string, found " + kind(e), null);
    }

    private String string(JsonObject o, String key, String where) throws BadReportException {
        JsonElement e = optional(o, key);
        if (e == null) {
            throw bad("field " + where + " is missing", null);
        }
        return text(e, where);
    }

    private JsonArray array(JsonObject o, String key, String where) throws BadReportException {
        JsonElement e = optional(o, key);
        if (e == null) {
            throw bad("field " + where + " is missing", null);
        }
        if (!e.isJsonArray()) {
            throw bad("field " + where + ": expected an array, found " + kind(e), null);
        }
        return e.getAsJsonArray();
    }

    private static String kind(JsonElement e) {
        if (e.isJsonNull()) {
            return "null";
        }
        if (e.isJsonObject()) {
            return "an object";
        }
        if (e.isJsonArray()) {
            return "an array";
        }
        return e.getAsJsonPrimitive().isString() ? "the string \"" + e.getAsString() + "\"" : e.toString();
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }

    private BadReportException bad(String what, Throwable cause) {
        return new BadReportException("Evaluation report " + file + " " + what, cause);
    }
}
