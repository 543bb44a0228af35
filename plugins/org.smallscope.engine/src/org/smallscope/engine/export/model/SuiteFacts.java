package org.smallscope.engine.export.model;

/**
 * Facts about the run that made a suite, recorded in the generated header (never a timestamp, so
 * that regenerating gives the same bytes).
 *
 * @param toolVersion the Smallscope version
 * @param snapshotId the id of the snapshot the run saved, or null
 * @param explored candidates the search explored
 * @param valid valid candidates it found
 */
public record SuiteFacts(String toolVersion, String snapshotId, long explored, long valid) {
}
