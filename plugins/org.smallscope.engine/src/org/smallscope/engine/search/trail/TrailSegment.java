package org.smallscope.engine.search.trail;

import java.io.Serializable;

/**
 * A batch's conjunct trail as one {@link TrailEncoder} encoded it: the first entry's candidate (which the receiving
 * listener encodes itself, against the vector it holds), the last candidate encoded, how many entries there are and how
 * many begin a stretch of each prefix of conjuncts ({@code stretches[m]}), and the encoded bytes of everything after the
 * first candidate (opaque to the engine), compressed by the encoder ({@code deflated}) or left for the listener to.
 */
public record TrailSegment(int[] first, int[] last, long entries, long[] stretches, boolean deflated, byte[] bytes) implements Serializable {
}
