package org.smallscope.engine.incremental;

import com.google.gson.JsonObject;

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
 * @param sourceModel what the IDE knew about the subject's source when it asked for the run (its JSON, kept as given), or null
 *        (always null in snapshots written before it existed)
 * @param fullReads when repOk read every field of every stored candidate: how many of its leading conjuncts a
 *        predicate that adds conjuncts after them may skip on these candidates while keeping an exact conjunct trail
 *        (the run's {@code SearchListener.fullReads}); null when some candidate left a field unread, or unknown (no
 *        conjunct trail, or a snapshot written before it existed)
 * @param fullExplored about how many candidates a full search of this subject explores: the run's own count for a full
 *        run, the base's estimate (or more) for a run that reused one; null in snapshots written before it existed
 * @param trailPasses with a conjunct trail: per {@code m} from 0 to the conjunct count, how many of the run's explored
 *        candidates passed the first {@code m} conjuncts (exact for each prefix the trail serves): what a weakened
 *        predicate keeping {@code m} conjuncts explores again of this run; null without a trail or in older snapshots
 */
public record SnapshotHeader(int format, String tool, long created, SubjectDescriptor descriptor, String mode, long explored, long valid,
        long millis, int width, JsonObject sourceModel, Integer fullReads, Long fullExplored, long[] trailPasses) {

    /** A header without the trail's pass counts. */
    public SnapshotHeader(int format, String tool, long created, SubjectDescriptor descriptor, String mode, long explored, long valid,
            long millis, int width, JsonObject sourceModel, Integer fullReads, Long fullExplored) {
        this(format, tool, created, descriptor, mode, explored, valid, millis, width, sourceModel, fullReads, fullExplored, null);
    }

    /** A header without a full search's estimate. */
    public SnapshotHeader(int format, String tool, long created, SubjectDescriptor descriptor, String mode, long explored, long valid,
            long millis, int width, JsonObject sourceModel, Integer fullReads) {
        this(format, tool, created, descriptor, mode, explored, valid, millis, width, sourceModel, fullReads, null);
    }

    /**
     * @return about how many candidates a full search of this subject explores: {@link #fullExplored}, else the run's own
     *         count (exact for a full run; for an incremental run made before the estimate was kept, only what it explored)
     */
    public long fullSearchEstimate() {
        return fullExplored != null ? fullExplored : explored;
    }

    /** A header without a source model. */
    public SnapshotHeader(int format, String tool, long created, SubjectDescriptor descriptor, String mode, long explored, long valid,
            long millis, int width) {
        this(format, tool, created, descriptor, mode, explored, valid, millis, width, null);
    }

    /** A header without what {@link #fullReads} says. */
    public SnapshotHeader(int format, String tool, long created, SubjectDescriptor descriptor, String mode, long explored, long valid,
            long millis, int width, JsonObject sourceModel) {
        this(format, tool, created, descriptor, mode, explored, valid, millis, width, sourceModel, null);
    }

    /** @return the snapshot's id: the subject's fingerprint */
    public String id() {
        return descriptor.fingerprint();
    }
}
