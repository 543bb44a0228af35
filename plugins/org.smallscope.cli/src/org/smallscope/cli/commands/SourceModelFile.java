package org.smallscope.cli.commands;

import org.smallscope.cli.output.Formats;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.smallscope.engine.io.AtomicFile;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** Reads {@code --source-model}: the JSON object in which the IDE describes repOk's source, kept as it is in the run's snapshot. */
public final class SourceModelFile {

    private SourceModelFile() {
    }

    /** @return the object in {@code file}; a missing file or one without a JSON object is a usage error naming the file */
    public static JsonObject read(Path file, CommandLine cl) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ParameterException(cl, "cannot read --source-model " + file + ": " + AtomicFile.describe(e));
        }
        JsonElement json;
        try {
            json = JsonParser.parseString(text);
        } catch (JsonParseException e) {
            throw new ParameterException(cl, "--source-model " + file + " is not JSON: " + Formats.oneLine(e.getMessage()));
        }
        if (!json.isJsonObject()) {
            throw new ParameterException(cl, "--source-model " + file + " must hold a JSON object {...}, not " + (json.isJsonNull() ? "nothing"
                    : json.isJsonArray() ? "an array" : "a single value"));
        }
        return json.getAsJsonObject();
    }
}
