package org.smallscope.cli;

import java.io.BufferedWriter;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.smallscope.engine.CandidateHeap;
import org.smallscope.engine.SearchListener;
import org.smallscope.engine.Structures;
import org.smallscope.engine.Subject;
import org.smallscope.engine.io.AtomicFile;

/**
 * The files of {@code --out <dir>}, written as the search finds valid candidates (nothing is
 * held in memory): {@code valid.cvs}, one candidate vector per line, and
 * {@code structures.txt}, the same candidates rendered as structures, line for line.
 */
final class OutputFiles implements SearchListener, AutoCloseable {

    /** The candidate vectors file. */
    static final String VECTORS = "valid.cvs";
    /** The rendered structures file. */
    static final String STRUCTURES = "structures.txt";

    private final Subject subject;
    private final Path dir;
    private BufferedWriter vectors;
    private BufferedWriter structures;

    private OutputFiles(Subject subject, Path dir, BufferedWriter vectors, BufferedWriter structures) {
        this.subject = subject;
        this.dir = dir;
        this.vectors = vectors;
        this.structures = structures;
    }

    /** @return open files in {@code dir} (created if missing; existing files are replaced) */
    static OutputFiles open(Subject subject, Path dir) {
        BufferedWriter vectors = null;
        try {
            Files.createDirectories(dir);
            vectors = writer(dir.resolve(VECTORS));
            BufferedWriter structures = writer(dir.resolve(STRUCTURES));
            return new OutputFiles(subject, dir, vectors, structures);
        } catch (IOException e) {
            closeQuietly(vectors);
            throw new UncheckedIOException("cannot write to --out " + dir + ": " + AtomicFile.describe(e), e);
        }
    }

    /**
     * A plain file stream, not a channel: {@link org.smallscope.engine.Search#cancel()} interrupts
     * the search thread, and an interrupted write to a channel would close the file.
     */
    private static BufferedWriter writer(Path file) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file.toFile()), StandardCharsets.UTF_8), 1 << 16);
    }

    @Override
    public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
        try {
            vectors.write(Structures.formatVector(candidate));
            vectors.newLine();
            structures.write(Structures.render(subject, candidate));
            structures.newLine();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to --out " + dir + ": " + AtomicFile.describe(e), e);
        }
    }

    /** An incremental run fell back to a full search: start both files afresh. */
    @Override
    public void searchRestarted(String reason) {
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
