package org.smallscope.engine.protocol;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonWriter;

/** Turns events into single JSON lines and back: {@code "event"} first, then the record's components in snake case. */
final class EventCodec {

    /** The discriminator field of every event line. */
    static final String EVENT = "event";

    private static final Gson GSON = new GsonBuilder().setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES).serializeNulls()
            .disableHtmlEscaping().create();

    /** Every event record by its kind, found from the sealed interface (all but {@link RunEvent.Unknown}). */
    private static final Map<String, Class<? extends RunEvent>> KINDS = kinds();

    private EventCodec() {
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Class<? extends RunEvent>> kinds() {
        Map<String, Class<? extends RunEvent>> kinds = new HashMap<>();
        for (Class<?> type : RunEvent.class.getPermittedSubclasses()) {
            if (type != RunEvent.Unknown.class) {
                kinds.put(RunEvent.kindOf(type), (Class<? extends RunEvent>) type);
            }
        }
        return Map.copyOf(kinds);
    }

    /** @return {@code event} as one line of JSON, without the line break */
    static String toLine(RunEvent event) {
        if (event instanceof RunEvent.Unknown unknown) {
            return unknown.line();
        }
        if (event instanceof RunEvent.Valid valid) {
            return validLine(valid);
        }
        JsonObject line = new JsonObject();
        line.addProperty(EVENT, event.kind());
        GSON.toJsonTree(event).getAsJsonObject().entrySet().forEach(e -> line.add(e.getKey(), e.getValue()));
        return GSON.toJson(line);
    }

    /** @return the line of a {@code valid} event, written directly: a run may send millions of them */
    private static String validLine(RunEvent.Valid valid) {
        StringWriter text = new StringWriter(64 + 4 * valid.vector().length + (valid.structure() == null ? 0 : valid.structure().length()));
        try (JsonWriter json = GSON.newJsonWriter(text)) {
            json.beginObject().name(EVENT).value(valid.kind()).name("ordinal").value(valid.ordinal()).name("vector").beginArray();
            for (int v : valid.vector()) {
                json.value(v);
            }
            json.endArray().name("structure").value(valid.structure()).endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return text.toString();
    }

    /** @return the event on {@code line}, or {@link RunEvent.Unknown} when it is not one this codec knows; never throws */
    static RunEvent fromLine(String line) {
        String kind = null;
        try {
            JsonElement json = JsonParser.parseString(line);
            if (!json.isJsonObject()) {
                return new RunEvent.Unknown(null, line);
            }
            JsonElement event = json.getAsJsonObject().get(EVENT);
            kind = event != null && event.isJsonPrimitive() ? event.getAsString() : null;
            Class<? extends RunEvent> type = kind == null ? null : KINDS.get(kind);
            if (type == null) {
                return new RunEvent.Unknown(kind, line);
            }
            RunEvent parsed = GSON.fromJson(json, type);
            return parsed != null ? parsed : new RunEvent.Unknown(kind, line);
        } catch (JsonParseException | IllegalStateException | UnsupportedOperationException | NumberFormatException e) {
            return new RunEvent.Unknown(kind, line);
        }
    }
}
