package org.smallscope.core.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Consumer;

import org.smallscope.core.GenerationRun;
import org.smallscope.core.RunHistory;
import org.smallscope.engine.io.AtomicFile;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Keeps the newest {@link #MAX_RUNS} ended runs in one versioned JSON file (in the core bundle's state location),
 * written atomically; a missing file is an empty history, a damaged or newer one is an empty history and a warning.
 */
public final class RunStore implements RunHistory.Store {

    /** The file's format name and version, checked when it is read. */
    static final String FORMAT = "smallscope-run-history";
    static final int VERSION = 1;

    /** Runs kept in the file, the newest. */
    static final int MAX_RUNS = 20;

    private final Path file;
    private final Consumer<String> warn;
    /** Each ended run's JSON, made once (an ended run no longer changes): a save writes only the new run afresh. */
    private final Map<GenerationRun, JsonObject> written = new WeakHashMap<>();

    /**
     * @param file the history file
     * @param warn where a warning goes (a damaged file, a run that cannot be read or written)
     */
    public RunStore(Path file, Consumer<String> warn) {
        this.file = file;
        this.warn = warn;
    }

    @Override
    public List<GenerationRun> load() {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return List.of();
        } catch (IOException e) {
            warn.accept("Smallscope run history " + file + " cannot be read (" + AtomicFile.describe(e) + "): starting with an empty history");
            return List.of();
        }
        JsonArray runs;
        try {
            JsonObject json = JsonParser.parseString(text).getAsJsonObject();
            if (!FORMAT.equals(json.get("format").getAsString()) || json.get("version").getAsInt() != VERSION) {
                warn.accept("Smallscope run history " + file + " is not of version " + VERSION + " (format " + json.get("format") + ", version "
                        + json.get("version") + "): starting with an empty history");
                return List.of();
            }
            runs = json.getAsJsonArray("runs");
        } catch (RuntimeException e) {
            warn.accept("Smallscope run history " + file + " is damaged (" + e.getMessage() + "): starting with an empty history");
            return List.of();
        }
        List<GenerationRun> loaded = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            try {
                JsonObject json = runs.get(i).getAsJsonObject();
                GenerationRun run = RunJson.read(json);
                loaded.add(run);
                synchronized (this) {
                    written.put(run, json);
                }
            } catch (RuntimeException e) {
                warn.accept("Smallscope run history " + file + ": run " + (i + 1) + " cannot be read (" + e + "): left out");
            }
        }
        return loaded;
    }

    @Override
    public synchronized void save(List<GenerationRun> runs) {
        JsonArray array = new JsonArray();
        for (GenerationRun run : runs.subList(Math.max(0, runs.size() - MAX_RUNS), runs.size())) {
            try {
                array.add(written.computeIfAbsent(run, RunJson::write));
            } catch (RuntimeException e) {
                warn.accept("Smallscope run history: run " + run + " cannot be saved (" + e + "): left out");
            }
        }
        JsonObject json = new JsonObject();
        json.addProperty("format", FORMAT);
        json.addProperty("version", VERSION);
        json.add("runs", array);
        try {
            AtomicFile.write(file, new GsonBuilder().serializeNulls().disableHtmlEscaping().create().toJson((JsonElement) json));
        } catch (IOException e) {
            warn.accept("Smallscope run history cannot be saved to " + file + ": " + AtomicFile.describe(e));
        }
    }

    /** @return the history file */
    public Path file() {
        return file;
    }
}
