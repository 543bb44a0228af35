package org.smallscope.engine.incremental;

/**
 * The header of a snapshot file: which subject, which run, how many valid candidates.
 *
 * @param format the file format version
 * @param tool the Smallscope version that wrote it
 * @param created when it was written (epoch milliseconds)
 * @param descriptor the subject
 * @param mode {@code full} or {@code incremental}
 * @param explored candidates explored by the run that made it
 * @param valid valid candidates it holds
 * @param millis how long the run took
 * @param width bytes per vector value in the body (1, 2 or 4)
 */
public record SnapshotHeader(int format, String tool, long created, SubjectDescriptor descriptor, String mode, long explored, long valid,
        long millis, int width) {

    /** @return the snapshot's id: the subject's fingerprint */
    public String id() {
        return descriptor.fingerprint();
    }
}
