package org.smallscope.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/** Writes a whole text file so that readers see the old content or the new, never a half-written file. */
final class AtomicFiles {

    private AtomicFiles() {
    }

    /** Writes {@code text} (UTF-8) to a temporary file next to {@code target}, then moves it over {@code target}. */
    static void write(Path target, String text) {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            tmp = Files.createTempFile(dir, "." + absolute.getFileName() + ".", ".tmp");
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            tmp = null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + describe(e), e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException e) {
                    // best effort
                }
            }
        }
    }

    /** @return e.g. an {@code AccessDeniedException} for /x/y as {@code access denied: /x/y} */
    static String describe(IOException e) {
        if (e instanceof FileSystemException && e.getClass() != FileSystemException.class) {
            FileSystemException fs = (FileSystemException) e;
            String words = e.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2")
                    .toLowerCase(Locale.ROOT);
            return words + ": " + fs.getFile() + (fs.getReason() == null ? "" : " (" + fs.getReason() + ")");
        }
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }
}
