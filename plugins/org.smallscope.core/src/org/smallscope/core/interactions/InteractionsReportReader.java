package org.smallscope.core.interactions;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.smallscope.core.interactions.InteractionsResults.Location;
import org.smallscope.core.interactions.InteractionsResults.Option;
import org.smallscope.core.reports.ReportException;
import org.smallscope.core.reports.ReportJson;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * Reads an interactions report file: tolerant of unknown and of optional missing fields, and on a damaged file or another
 * format throws a {@link ReportException} whose message names the file and the field at fault.
 */
public final class InteractionsReportReader {

    private final Path file;
    private final ReportJson<ReportException> json;

    private InteractionsReportReader(Path file) {
        this.file = file;
        this.json = new ReportJson<>(file, "Interactions report", ReportException::new);
    }

    /** @return the report in {@code file} */
    public static InteractionsResults read(Path file) throws ReportException {
        return new InteractionsReportReader(file).read();
    }

    private InteractionsResults read() throws ReportException {
        JsonObject o = json.root(InteractionsResults.FORMAT, "re-run the inference with this version");
        String program = json.string(o, "program", "program");
        String tests = json.optionalText(o, "tests", "tests");
        JsonElement seedField = ReportJson.optional(o, "seed");
        Long seed = seedField == null ? null : (long) json.number(seedField, "seed");
        JsonElement exhaustiveField = ReportJson.optional(o, "exhaustive");
        boolean exhaustive = exhaustiveField != null && bool(exhaustiveField, "exhaustive");
        List<Option> options = new ArrayList<>();
        if (ReportJson.optional(o, "options") != null) {
            JsonArray array = json.array(o, "options", "options");
            for (int i = 0; i < array.size(); i++) {
                options.add(option(array.get(i), "options[" + i + "]"));
            }
        }
        long space = count(o, "configuration_space");
        long run = count(o, "configurations_run");
        JsonArray array = json.array(o, "locations", "locations");
        List<Location> locations = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            locations.add(location(array.get(i), "locations[" + i + "]"));
        }
        List<Map<String, String>> minimal = new ArrayList<>();
        if (ReportJson.optional(o, "minimal_configurations") != null) {
            JsonArray configurations = json.array(o, "minimal_configurations", "minimal_configurations");
            for (int i = 0; i < configurations.size(); i++) {
                minimal.add(configuration(configurations.get(i), "minimal_configurations[" + i + "]"));
            }
        }
        JsonElement f = ReportJson.optional(o, "f_score");
        Double fScore = f == null ? null : json.number(f, "f_score");
        return new InteractionsResults(file, program, tests, seed, exhaustive, List.copyOf(options), space, run,
                (int) optionalNumber(o, "iterations"), (long) optionalNumber(o, "millis"), json.optionalText(o, "finished_at", "finished_at"),
                List.copyOf(locations), List.copyOf(minimal), fScore);
    }

    private Option option(JsonElement e, String where) throws ReportException {
        JsonObject o = json.object(e, where);
        String name = json.string(o, "name", where + ".name");
        String kind = json.optionalText(o, "kind", where + ".kind");
        List<String> values = new ArrayList<>();
        if (ReportJson.optional(o, "values") != null) {
            JsonArray array = json.array(o, "values", where + ".values");
            for (int i = 0; i < array.size(); i++) {
                values.add(value(array.get(i), where + ".values[" + i + "]"));
            }
        }
        return new Option(name, kind == null ? "?" : kind, List.copyOf(values));
    }

    private Location location(JsonElement e, String where) throws ReportException {
        JsonObject o = json.object(e, where);
        String className = json.string(o, "class", where + ".class");
        int line = (int) json.number(json.required(o, "line", where), where + ".line");
        if (line < 1) {
            throw json.bad("field " + where + ".line: " + line + " is not a line number", null);
        }
        String formula = json.string(o, "formula", where + ".formula");
        String kind = json.string(o, "kind", where + ".kind");
        if (!InteractionsResults.KINDS.contains(kind)) {
            throw json.bad("field " + where + ".kind: \"" + kind + "\" is not one of " + InteractionsResults.KINDS, null);
        }
        int length = (int) json.number(json.required(o, "length", where), where + ".length");
        JsonElement covering = ReportJson.optional(o, "covering_configurations");
        return new Location(className, json.optionalText(o, "source", where + ".source"), line, json.optionalText(o, "label", where + ".label"),
                formula, kind, length, covering == null ? -1 : (int) json.number(covering, where + ".covering_configurations"));
    }

    private Map<String, String> configuration(JsonElement e, String where) throws ReportException {
        JsonObject o = json.object(e, where);
        Map<String, String> c = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> entry : o.entrySet()) {
            c.put(entry.getKey(), value(entry.getValue(), where + "." + entry.getKey()));
        }
        return java.util.Collections.unmodifiableMap(c);
    }

    /** @return an option value as text: a string, or a number or boolean as written */
    private String value(JsonElement e, String where) throws ReportException {
        if (e.isJsonPrimitive()) {
            return e.getAsString();
        }
        throw json.bad("field " + where + ": expected a value, found " + ReportJson.kind(e), null);
    }

    private boolean bool(JsonElement e, String where) throws ReportException {
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isBoolean()) {
            return e.getAsBoolean();
        }
        throw json.bad("field " + where + ": expected true or false, found " + ReportJson.kind(e), null);
    }

    private long count(JsonObject o, String key) throws ReportException {
        JsonElement e = ReportJson.optional(o, key);
        if (e == null) {
            throw json.bad("field " + key + " is missing", null);
        }
        double v = json.number(e, key);
        if (v < 0) {
            throw json.bad("field " + key + ": " + (long) v + " is negative", null);
        }
        return (long) v;
    }

    private double optionalNumber(JsonObject o, String key) throws ReportException {
        JsonElement e = ReportJson.optional(o, key);
        return e == null ? -1 : json.number(e, key);
    }
}
