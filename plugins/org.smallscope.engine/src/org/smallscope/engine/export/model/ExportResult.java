package org.smallscope.engine.export.model;

import java.nio.file.Path;
import java.util.List;

import org.smallscope.engine.export.methods.Counterexample;

/**
 * What an export wrote. Plain data, for summaries and events.
 *
 * @param files every generated class, in order, whether its file changed or not
 * @param deleted stale split classes of an earlier export of the same subject that were removed
 * @param tests the number of tests in all classes
 * @param counterexamples method mode's counterexamples (not exported as tests); empty otherwise
 */
public record ExportResult(List<WrittenFile> files, List<Path> deleted, int tests, List<Counterexample> counterexamples) {

    /**
     * One generated class on disk.
     *
     * @param className its simple name
     * @param path its file
     * @param tests how many tests it runs
     * @param changed false when the file already had exactly this content and was left untouched
     */
    public record WrittenFile(String className, Path path, int tests, boolean changed) {
    }

    /** @return how many files were written (new or changed) */
    public long changedFiles() {
        return files.stream().filter(WrittenFile::changed).count();
    }
}
