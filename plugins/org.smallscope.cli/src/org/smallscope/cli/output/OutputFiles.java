package org.smallscope.cli.output;

import java.io.BufferedWriter;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.io.AtomicFile;

/**
 * The files of {@code --out <dir>}, written as the search finds valid candidates (nothing is
 * held in memory): {@code valid.cvs}, one candidate vector per line, and
 * {@code structures.txt}, the same candidates rendered as structures, line for line.
 */
public final class OutputFiles implements RunListener, AutoCloseable {

    /** The candidate vectors file. */
    public static final String VECTORS = "valid.cvs";
    /** The rendered structures file. */
    public static final String STRUCTURES = "structures.txt";

    private final Path dir;
    private BufferedWriter vectors;
    private BufferedWriter structures;

    private OutputFiles(Path dir, BufferedWriter vectors, BufferedWriter structures) {
        this.dir = dir;
        this.vectors = vectors;
        this.structures = structures;
    }

    /** @return open files in {@code dir} (created if missing; existing files are replaced) */
    public static OutputFiles open(Path dir) {
        BufferedWriter vectors = null;
        try {
            Files.createDirectories(dir);
            vectors = writer(dir.resolve(VECTORS));
            BufferedWriter structures = writer(dir.resolve(STRUCTURES));
            return new OutputFiles(dir, vectors, structures);
        } catch (IOException e) {
            closeQuietly(vectors);
            throw new UncheckedIOException("cannot write to --out " + dir + ": " + AtomicFile.describe(e), e);
        }
    }

    /**
     * A plain file stream, not a channel: {@link org.smallscope.engine.search.Search#cancel()} interrupts
     * the search thread, and an interrupted write to a channel would close the file.
     */
    private static BufferedWriter writer(Path file) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file.toFile()), StandardCharsets.UTF_8), 1 << 16);
    }

    /** Writes each valid candidate; an incremental run that falls back to a full search starts both files afresh. */
    @Override
    public void accept(RunEvent event) {
        if (event instanceof RunEvent.Valid valid) {
            write(valid);
        } else if (event instanceof RunEvent.Restarted) {
            restart();
        }
    }

    private void write(RunEvent.Valid valid) {
        try {
            vectors.write(Structures.formatVector(valid.vector()));
            vectors.newLine();
            structures.write(valid.structure());
            structures.newLine();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to --out " + dir + ": " + AtomicFile.describe(e), e);
        }
    }

    private void restart() {
        close();
        try {
            vectors = writer(dir.resolve(VECTORS));
            structures = writer(dir.resolve(STRUCTURES));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to --out " + dir + ": " + AtomicFile.describe(e), e);
        }
    }

    /** Flushes and closes both files. */
    @Override
    public void close() {
        IOException first = null;
        for (BufferedWriter w : new BufferedWriter[] {vectors, structures}) {
            try {
                w.close();
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw new UncheckedIOException("cannot write to --out " + dir + ": " + AtomicFile.describe(first), first);
        }
    }

    private static void closeQuietly(BufferedWriter w) {
        if (w != null) {
            try {
                w.close();
            } catch (IOException e) {
                // reporting the first error is enough
            }
        }
    }
}
