package org.smallscope.engine.protocol;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;

/**
 * Writes a domain's labels as a JSON array of strings, or, for an {@link IntLabels} of more than {@link #LISTED} values,
 * as {@code {"int_runs":[first,last,first,last,...]}}, the runs of consecutive values (two numbers per run, not a string
 * per value); reads both back.
 */
final class LabelsAdapter extends TypeAdapter<List<String>> {

    /** The most int labels sent one by one. */
    static final int LISTED = 256;
    private static final String RUNS = "int_runs";

    @Override
    public void write(JsonWriter out, List<String> labels) throws IOException {
        if (labels == null) {
            out.nullValue();
            return;
        }
        if (labels instanceof IntLabels ints && ints.size() > LISTED) {
            out.beginObject().name(RUNS).beginArray();
            for (int v : IntRuns.of(ints.values(), Integer.MAX_VALUE)) {
                out.value(v);
            }
            out.endArray().endObject();
            return;
        }
        out.beginArray();
        for (String label : labels) {
            out.value(label);
        }
        out.endArray();
    }

    @Override
    public List<String> read(JsonReader in) throws IOException {
        JsonToken token = in.peek();
        if (token == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        if (token == JsonToken.BEGIN_OBJECT) {
            return readRuns(in);
        }
        List<String> labels = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
            if (in.peek() == JsonToken.NULL) {
                in.nextNull();
                labels.add(null);
            } else {
                labels.add(in.nextString());
            }
        }
        in.endArray();
        return labels;
    }

    private static IntLabels readRuns(JsonReader in) throws IOException {
        int[] values = new int[16];
        int n = 0;
        in.beginObject();
        while (in.hasNext()) {
            if (!in.nextName().equals(RUNS)) {
                in.skipValue();
                continue;
            }
            in.beginArray();
            while (in.hasNext()) {
                int first = in.nextInt();
                int last = in.nextInt();
                if (last < first) {
                    throw new IOException("a run of int labels ends below its start: " + first + ".." + last);
                }
                long count = (long) last - first + 1;
                if (n + count > Integer.MAX_VALUE - 8) {
                    throw new IOException("too many int labels");
                }
                if (n + count > values.length) {
                    values = java.util.Arrays.copyOf(values, (int) Math.max(n + count, Math.min(Integer.MAX_VALUE - 8, 2L * values.length)));
                }
                for (long v = first; v <= last; v++) {
                    values[n++] = (int) v;
                }
            }
            in.endArray();
        }
        in.endObject();
        return new IntLabels(java.util.Arrays.copyOf(values, n));
    }
}
