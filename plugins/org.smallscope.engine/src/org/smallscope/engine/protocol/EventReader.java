package org.smallscope.engine.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * Reads the JSON lines of an {@link EventWriter} back into events; a line it cannot read becomes a
 * {@link RunEvent.Unknown}, and a broken stream reads as its end, so reading never throws.
 */
public final class EventReader implements AutoCloseable {

    private final BufferedReader in;

    /** @param in the stream the events arrive on (UTF-8) */
    public EventReader(InputStream in) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    }

    /** @return the next event, or null at the end of the stream (or when it broke); blank lines are skipped */
    public RunEvent next() {
        try {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.isBlank()) {
                    return parse(line);
                }
            }
        } catch (IOException e) {
            // a broken connection ends the stream
        }
        return null;
    }

    /** @return the event on one line, or {@link RunEvent.Unknown} if it is not one */
    public static RunEvent parse(String line) {
        return EventCodec.fromLine(line);
    }

    /** Closes the stream, quietly. */
    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            // nothing left to read anyway
        }
    }
}
