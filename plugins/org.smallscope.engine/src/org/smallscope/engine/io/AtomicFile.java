package org.smallscope.engine.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * Writes a whole file so that readers see the old content or the new, never a half-written file:
 * the content goes to a temporary file in the same folder, which is then moved over the target
 * (atomically where the file system can, else by a plain replace).
 */
public final class AtomicFile {

    private AtomicFile() {
    }

    /** Writes {@code text} (UTF-8) to {@code target} atomically, creating its folder if needed. */
    public static void write(Path target, String text) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code bytes} to {@code target} atomically, creating its folder if needed. */
    public static void write(Path target, byte[] bytes) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + absolute.getFileName() + ".", ".tmp");
        boolean moved = false;
        try {
            Files.write(tmp, bytes);
            try {
                Files.move(tmp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
        } finally {
            if (!moved) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException e) {
                    // best effort: the write failed already
                }
            }
        }
    }

    /**
     * Writes {@code text} (UTF-8) as {@link #write(Path, String)} does; an IO error becomes an
     * {@link UncheckedIOException} saying {@code cannot write <target>: <}{@link #describe}{@code >}.
     */
    public static void writeUnchecked(Path target, String text) {
        try {
            write(target, text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + describe(e), e);
        }
    }

    /** @return e.g. an {@code AccessDeniedException} for /x/y as {@code access denied: /x/y} */
    public static String describe(IOException e) {
        if (e instanceof FileSystemException && e.getClass() != FileSystemException.class) {
            FileSystemException fs = (FileSystemException) e;
            String words = e.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2")
                    .toLowerCase(Locale.ROOT);
            return words + ": " + fs.getFile() + (fs.getReason() == null ? "" : " (" + fs.getReason() + ")");
        }
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }
}
