package org.smallscope.engine.incremental;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.CRC32;

import org.smallscope.engine.io.Digests;
import org.smallscope.engine.search.checkpoint.Checkpoint;
import org.smallscope.engine.subject.Subject;

/**
 * The checkpoints of a snapshot store, {@code <store>/checkpoints/}: one file per subject class, finitization and
 * arguments, holding what an interrupted generation of it had reported. For one generation, opens the checkpoint of
 * each search it runs (full, or incremental from a base), keyed by the subject's fingerprint (bounds and predicate),
 * the mode, the base snapshot and the tool version, so that only the same run resumes it.
 */
public final class Checkpoints {

    /** The store's sub-folder of checkpoints. */
    public static final String FOLDER = "checkpoints";
    /** The file name ending of checkpoints. */
    public static final String SUFFIX = ".ckpt";

    private final Path file;
    private final Subject subject;
    private final String toolVersion;
    private final List<String> warnings;
    private boolean resume;

    /**
     * @param store the snapshot store
     * @param resume whether the generation resumes its subject's checkpoint (only its first search does)
     * @param warnings hears why a checkpoint was not resumed or written
     */
    public Checkpoints(SnapshotStore store, Subject subject, String toolVersion, boolean resume, List<String> warnings) {
        this.file = file(store.directory(), subject.className(), subject.finitizationName(), subject.args());
        this.subject = subject;
        this.toolVersion = toolVersion;
        this.resume = resume;
        this.warnings = warnings;
    }

    /** @return the checkpoint file of a subject in the store {@code storeDirectory}: {@code checkpoints/BST-10-1a2b3c4d.ckpt} */
    public static Path file(Path storeDirectory, String className, String finitization, int[] args) {
        String simple = org.smallscope.engine.subject.ClassNames.simple(className);
        String argText = String.join("_", Arrays.stream(args).mapToObj(Integer::toString).toList());
        String id = className + "|" + finitization + "|" + argText;
        return storeDirectory.resolve(FOLDER).resolve(simple + "-" + argText + "-" + Digests.sha256Hex(id, 4) + SUFFIX);
    }

    /**
     * @return the checkpoint an interrupted generation of this subject left in the store, if there is one whose header
     *         is readable (for IDEs, which then resume it); whether it matches the subject as it is now, the run decides
     */
    public static Optional<Path> interrupted(Path storeDirectory, String className, String finitization, int[] args) {
        Path f = file(storeDirectory, className, finitization, args);
        return Files.isRegularFile(f) && Checkpoint.header(f) != null ? Optional.of(f) : Optional.empty();
    }

    /** @return the checkpoint file of this generation's subject */
    public Path file() {
        return file;
    }

    private final List<Checkpoint> opened = new java.util.ArrayList<>();

    /** @return whether a search of this generation took over ranges from a stored checkpoint (what repOk ran for them is unknown) */
    boolean resumedRanges() {
        return opened.stream().anyMatch(c -> c.resumed() != null && c.resumed().ranges() > 0);
    }

    /** The mode recorded for incremental runs over floor-pinned ranges. */
    private static final String PINNED = "incremental-pinned";

    /**
     * @return the checkpoint of the search from {@code base} (null: a full search), which {@code fallbackReason} (or null)
     *         says a full search replaced; it resumes the stored one if this is the generation's first search and asked to
     */
    Checkpoint open(SnapshotFile.Contents base, String fallbackReason) {
        return open(base, fallbackReason, base == null || fallbackReason != null ? "full" : "incremental");
    }

    /** @return the checkpoint of an incremental run from {@code base} that searches floor-pinned ranges (PinnedPlan) */
    Checkpoint openPinned(SnapshotFile.Contents base) {
        return open(base, null, PINNED);
    }

    /** @return whether this generation resumes a run from {@code base} that searched floor-pinned ranges (so it goes straight to them) */
    boolean resumesPinned(SnapshotFile.Contents base) {
        if (!resume || !Files.isRegularFile(file)) {
            return false;
        }
        Map<String, String> header = Checkpoint.header(file);
        return header != null && PINNED.equals(header.get("mode")) && identity(base).equals(header.get("base"))
                && SubjectDescriptor.of(subject).fingerprint().equals(header.get("fingerprint"));
    }

    private Checkpoint open(SnapshotFile.Contents base, String fallbackReason, String mode) {
        Map<String, String> key = new LinkedHashMap<>();
        SubjectDescriptor d = SubjectDescriptor.of(subject);
        key.put("subject", d.describe());
        key.put("class", subject.className());
        key.put("finitization", subject.finitizationName());
        key.put("fingerprint", d.fingerprint());
        key.put("mode", mode);
        key.put("base", base == null ? "none" : identity(base));
        key.put("tool", toolVersion == null ? "unknown" : toolVersion);
        if (fallbackReason != null) {
            key.put("fallback", fallbackReason);
        }
        Checkpoint c = new Checkpoint(file, key, resume, warnings::add);
        resume = false;
        opened.add(c);
        return c;
    }

    /**
     * @return the reason a full search replaced the incremental one from {@code base}, if this generation resumes such a
     *         full search (so it goes straight to it), else null
     */
    String resumedFallback(SnapshotFile.Contents base) {
        if (!resume || !Files.isRegularFile(file)) {
            return null;
        }
        Map<String, String> header = Checkpoint.header(file);
        return header != null && "full".equals(header.get("mode")) && identity(base).equals(header.get("base"))
                && SubjectDescriptor.of(subject).fingerprint().equals(header.get("fingerprint")) ? header.get("fallback") : null;
    }

    /** Deletes this subject's checkpoint (its generation completed and saved its snapshot). */
    public void delete() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            warnings.add("checkpoint " + file + " could not be deleted: " + e.getMessage());
            return;
        }
        try {
            Files.deleteIfExists(file.getParent()); // only if no other subject's checkpoint is there
        } catch (IOException e) {
            // another checkpoint is kept there
        }
    }

    /** @return what identifies a base's suite: id, counts and a checksum of its body */
    private static String identity(SnapshotFile.Contents base) {
        CRC32 crc = new CRC32();
        crc.update(base.body());
        return base.header().id() + "," + base.header().valid() + "," + base.header().explored() + "," + Long.toHexString(crc.getValue());
    }
}
