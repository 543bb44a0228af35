package org.smallscope.engine.search.prune;

/**
 * What a pruning is told about a range when it begins ({@link Pruning#rangeBegins}).
 *
 * @param from the first candidate
 * @param to the range's end (exclusive), or null
 * @param prefix the subtree's fixed fields (empty for none)
 * @param floor the stack entries a step keeps (from the prefix or the floor)
 * @param floorHeight the height of a floor-pinned range, or 0
 * @param newSlots per field, whether it is new to a mixed range; null for a range that is not mixed
 * @param regions whether the search measures regions
 * @param trail whether the search records the conjunct trail
 */
public record RangeStart(int[] from, int[] to, int[] prefix, int floor, int floorHeight, boolean[] newSlots, boolean regions, boolean trail) {
}
