package org.smallscope.engine.protocol.channel;

import java.util.Locale;
import java.util.Optional;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/** What the reader of an event stream may send back to the run, one JSON line each: {@code {"command":"stop"}}. */
public enum RunCommand {

    /** Cancel the run, as Ctrl-C does: it ends with a {@code finished} event of outcome {@code CANCELLED} and the counts so far. */
    STOP;

    /** @return the command as a JSON line, without the line break */
    public String line() {
        JsonObject json = new JsonObject();
        json.addProperty("command", name().toLowerCase(Locale.ROOT));
        return json.toString();
    }

    /** @return the command on {@code line}, or empty if it is none (never throws) */
    public static Optional<RunCommand> parse(String line) {
        try {
            JsonElement json = JsonParser.parseString(line);
            JsonElement command = json.isJsonObject() ? json.getAsJsonObject().get("command") : null;
            if (command == null || !command.isJsonPrimitive()) {
                return Optional.empty();
            }
            for (RunCommand c : values()) {
                if (c.name().equalsIgnoreCase(command.getAsString())) {
                    return Optional.of(c);
                }
            }
        } catch (JsonParseException | IllegalStateException e) {
            // not a command
        }
        return Optional.empty();
    }
}
