package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The JSON form of a {@link SourceModel}:
 * <pre>
 * {"format": 1, "type": "BST", "package": "org.smallscope.examples",
 *  "repOk": {"name": "repOk", "line": 29, "start": 812, "length": 5, "shape": "CONJUNCTION", "statementForm": false},   (or null)
 *  "conjuncts": [{"name": "isAcyclic()", "text": "isAcyclic()", "hash": "9f...", "line": 30, "start": 840, "length": 11,
 *                 "reads": ["this.root", "Node.left", "Node.right"], "helpers": {"isAcyclic()": "3a..."}}],
 *  "finitizations": [{"name": "finBST", "line": 83, "start": 2500, "length": 6, "parameters": [{"type": "int", "name": "n"}],
 *                     "sets": [{"field": "root", "qualifiedName": "this.root", "line": 86, "start": 2610, "length": 20, "domain": "nodes"}]}]}
 * </pre>
 */
final class SourceModelJson {

    private SourceModelJson() {
    }

    static JsonObject write(SourceModel m) {
        JsonObject o = new JsonObject();
        o.addProperty("format", SourceModel.FORMAT);
        o.addProperty("type", m.typeName());
        o.addProperty("package", m.packageName());
        if (m.repOk() == null) {
            o.add("repOk", com.google.gson.JsonNull.INSTANCE);
        } else {
            JsonObject r = new JsonObject();
            r.addProperty("name", m.repOk().name());
            place(r, m.repOk().line(), m.repOk().start(), m.repOk().length());
            r.addProperty("shape", m.repOk().shape());
            r.addProperty("statementForm", m.repOk().statementForm());
            if (m.repOk().note() != null) {
                r.addProperty("note", m.repOk().note());
            }
            o.add("repOk", r);
        }
        JsonArray conjuncts = new JsonArray();
        for (SourceModel.Conjunct c : m.conjuncts()) {
            JsonObject j = new JsonObject();
            j.addProperty("name", c.name());
            j.addProperty("text", c.text());
            j.addProperty("hash", c.hash());
            place(j, c.line(), c.start(), c.length());
            j.add("reads", strings(c.reads()));
            JsonObject helpers = new JsonObject();
            c.helpers().forEach(helpers::addProperty);
            j.add("helpers", helpers);
            conjuncts.add(j);
        }
        o.add("conjuncts", conjuncts);
        JsonArray fins = new JsonArray();
        for (SourceModel.Finitization f : m.finitizations()) {
            JsonObject j = new JsonObject();
            j.addProperty("name", f.name());
            place(j, f.line(), f.start(), f.length());
            JsonArray params = new JsonArray();
            for (SourceModel.Parameter p : f.parameters()) {
                JsonObject pj = new JsonObject();
                pj.addProperty("type", p.type());
                pj.addProperty("name", p.name());
                params.add(pj);
            }
            j.add("parameters", params);
            JsonArray sets = new JsonArray();
            for (SourceModel.SetCall s : f.sets()) {
                JsonObject sj = new JsonObject();
                sj.addProperty("field", s.field());
                sj.addProperty("qualifiedName", s.qualifiedName());
                place(sj, s.line(), s.start(), s.length());
                sj.addProperty("domain", s.domain());
                sets.add(sj);
            }
            j.add("sets", sets);
            fins.add(j);
        }
        o.add("finitizations", fins);
        return o;
    }

    static SourceModel read(JsonObject o) {
        try {
            int format = o.get("format").getAsInt();
            if (format != SourceModel.FORMAT) {
                throw new IllegalArgumentException("source model format " + format + " is not " + SourceModel.FORMAT);
            }
            SourceModel.Predicate repOk = null;
            if (o.has("repOk") && o.get("repOk").isJsonObject()) {
                JsonObject r = o.getAsJsonObject("repOk");
                repOk = new SourceModel.Predicate(str(r, "name"), num(r, "line"), num(r, "start"), num(r, "length"), str(r, "shape"),
                        r.has("statementForm") && r.get("statementForm").getAsBoolean(), r.has("note") ? str(r, "note") : null);
            }
            List<SourceModel.Conjunct> conjuncts = new ArrayList<>();
            for (JsonElement e : o.getAsJsonArray("conjuncts")) {
                JsonObject j = e.getAsJsonObject();
                Map<String, String> helpers = new LinkedHashMap<>();
                if (j.has("helpers")) {
                    j.getAsJsonObject("helpers").entrySet().forEach(h -> helpers.put(h.getKey(), h.getValue().getAsString()));
                }
                conjuncts.add(new SourceModel.Conjunct(str(j, "name"), str(j, "text"), str(j, "hash"), num(j, "line"), num(j, "start"),
                        num(j, "length"), strings(j.getAsJsonArray("reads")), helpers));
            }
            List<SourceModel.Finitization> fins = new ArrayList<>();
            for (JsonElement e : o.getAsJsonArray("finitizations")) {
                JsonObject j = e.getAsJsonObject();
                List<SourceModel.Parameter> params = new ArrayList<>();
                for (JsonElement p : j.getAsJsonArray("parameters")) {
                    params.add(new SourceModel.Parameter(str(p.getAsJsonObject(), "type"), str(p.getAsJsonObject(), "name")));
                }
                List<SourceModel.SetCall> sets = new ArrayList<>();
                for (JsonElement s : j.getAsJsonArray("sets")) {
                    JsonObject sj = s.getAsJsonObject();
                    sets.add(new SourceModel.SetCall(str(sj, "field"), str(sj, "qualifiedName"), num(sj, "line"), num(sj, "start"),
                            num(sj, "length"), str(sj, "domain")));
                }
                fins.add(new SourceModel.Finitization(str(j, "name"), num(j, "line"), num(j, "start"), num(j, "length"), params, sets));
            }
            return new SourceModel(str(o, "type"), o.has("package") ? str(o, "package") : "", repOk, conjuncts, fins, null);
        } catch (RuntimeException e) {
            if (e instanceof IllegalArgumentException) {
                throw e;
            }
            throw new IllegalArgumentException("malformed source model: " + e, e);
        }
    }

    /** @return the model of a JSON text (as a snapshot header may hold it) */
    static SourceModel read(String text) {
        return read(JsonParser.parseString(text).getAsJsonObject());
    }

    private static void place(JsonObject o, int line, int start, int length) {
        o.addProperty("line", line);
        o.addProperty("start", start);
        o.addProperty("length", length);
    }

    private static JsonArray strings(List<String> values) {
        JsonArray a = new JsonArray();
        values.forEach(a::add);
        return a;
    }

    private static List<String> strings(JsonArray a) {
        List<String> out = new ArrayList<>();
        if (a != null) {
            a.forEach(e -> out.add(e.getAsString()));
        }
        return out;
    }

    private static String str(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e == null || e.isJsonNull() ? null : e.getAsString();
    }

    private static int num(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e == null || e.isJsonNull() ? -1 : e.getAsInt();
    }
}
