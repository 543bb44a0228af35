package org.smallscope.core.reports;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * The shared part of the report readers: parses a report file, checks its {@code format}, and reads typed fields, turning
 * each missing or mistyped field into the reader's exception with a message naming the file and the field.
 *
 * @param <E> the reader's exception type
 */
public final class ReportJson<E extends IOException> {

    /** Makes the reader's exception from a message and a cause (may be null). */
    @FunctionalInterface
    public interface Failure<E extends IOException> {
        E create(String message, Throwable cause);
    }

    private final Path file;
    private final String what;
    private final Failure<E> failure;

    /**
     * @param file the report file
     * @param what the report's kind as the messages start, e.g. {@code "Evaluation report"}
     * @param failure makes the reader's exception
     */
    public ReportJson(Path file, String what, Failure<E> failure) {
        this.file = file;
        this.what = what;
        this.failure = failure;
    }

    /** @return the file's top-level object, after checking that its {@code format} field is {@code format} */
    public JsonObject root(String format, String rerun) throws E {
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
            throw bad("is not " + article(what.toLowerCase(java.util.Locale.ROOT)) + ": expected a JSON object, found " + kind(root), null);
        }
        JsonObject o = root.getAsJsonObject();
        String found = string(o, "format", "format");
        if (!format.equals(found)) {
            throw bad("has format \"" + found + "\", but this version of Smallscope reads \"" + format + "\": " + rerun, null);
        }
        return o;
    }

    private static String article(String noun) {
        return ("aeiou".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ") + noun;
    }

    /** @return the field {@code key}, or null when it is missing or JSON null */
    public static JsonElement optional(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e == null || e.isJsonNull() ? null : e;
    }

    public JsonElement required(JsonObject o, String key, String where) throws E {
        JsonElement e = optional(o, key);
        if (e == null) {
            throw bad("field " + where + "." + key + " is missing", null);
        }
        return e;
    }

    public double number(JsonElement e, String where) throws E {
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
            return e.getAsDouble();
        }
        throw bad("field " + where + ": expected a number, found " + kind(e), null);
    }

    public String text(JsonElement e, String where) throws E {
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            return e.getAsString();
        }
        throw bad("field " + where + ": expected a string, found " + kind(e), null);
    }

    /** @return the string field {@code key}, or null when it is missing or JSON null */
    public String optionalText(JsonObject o, String key, String where) throws E {
        JsonElement e = optional(o, key);
        return e == null ? null : text(e, where);
    }

    public String string(JsonObject o, String key, String where) throws E {
        JsonElement e = optional(o, key);
        if (e == null) {
            throw bad("field " + where + " is missing", null);
        }
        return text(e, where);
    }

    public JsonArray array(JsonObject o, String key, String where) throws E {
        JsonElement e = optional(o, key);
        if (e == null) {
            throw bad("field " + where + " is missing", null);
        }
        if (!e.isJsonArray()) {
            throw bad("field " + where + ": expected an array, found " + kind(e), null);
        }
        return e.getAsJsonArray();
    }

    public JsonObject object(JsonElement e, String where) throws E {
        if (!e.isJsonObject()) {
            throw bad("field " + where + ": expected an object, found " + kind(e), null);
        }
        return e.getAsJsonObject();
    }

    public static String kind(JsonElement e) {
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

    /** @return the reader's exception: {@code what file problem} */
    public E bad(String problem, Throwable cause) {
        return failure.create(what + " " + file + " " + problem, cause);
    }
}
