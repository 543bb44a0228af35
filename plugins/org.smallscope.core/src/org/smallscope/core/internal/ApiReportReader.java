package org.smallscope.core.internal;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.core.ApiResults;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/** Reads the {@code "api"} part of an API-mode run's JSON report ({@code generate --api --report}) into {@link ApiResults}. */
final class ApiReportReader {

    private ApiReportReader() {
    }

    /** @return the results in {@code report}, or null when it has no API part (the run failed before it started) */
    static ApiResults read(Path report) throws IOException {
        JsonObject root;
        try (Reader in = Files.newBufferedReader(report, StandardCharsets.UTF_8)) {
            root = JsonParser.parseReader(in).getAsJsonObject();
        } catch (JsonParseException | IllegalStateException e) {
            throw new IOException("The API-mode report " + report + " is not a JSON object: " + e.getMessage(), e);
        }
        return parse(root);
    }

    /** @return the results in a report's root object, or null when it has no API part with states */
    static ApiResults parse(JsonObject root) {
        JsonObject api = root.has("api") && root.get("api").isJsonObject() ? root.getAsJsonObject("api") : null;
        if (api == null || !api.has("states_per_length")) {
            return null;
        }
        List<Long> perLength = new ArrayList<>();
        for (JsonElement e : api.getAsJsonArray("states_per_length")) {
            perLength.add(e.getAsLong());
        }
        long sequences = api.has("sequences") ? api.get("sequences").getAsLong() : 0;
        JsonObject cross = api.has("cross_check") && api.get("cross_check").isJsonObject() ? api.getAsJsonObject("cross_check") : null;
        if (cross == null) {
            return new ApiResults(perLength, sequences, false, ApiResults.Difference.NONE, ApiResults.Difference.NONE);
        }
        return new ApiResults(perLength, sequences, true, difference(cross, "rejected_by_repok"), difference(cross, "unreached_by_builders"));
    }

    private static ApiResults.Difference difference(JsonObject cross, String name) {
        JsonObject d = cross.has(name) && cross.get(name).isJsonObject() ? cross.getAsJsonObject(name) : null;
        if (d == null || !d.has("count") || d.get("count").getAsLong() == 0 || !d.has("smallest")) {
            return ApiResults.Difference.NONE;
        }
        JsonObject s = d.getAsJsonObject("smallest");
        return new ApiResults.Difference(d.get("count").getAsLong(), text(s, "structure"), s.has("objects") ? s.get("objects").getAsInt() : -1,
                text(s, "sequence"), text(s, "candidate"));
    }

    private static String text(JsonObject o, String name) {
        return o.has(name) && !o.get(name).isJsonNull() ? o.get(name).getAsString() : null;
    }
}
