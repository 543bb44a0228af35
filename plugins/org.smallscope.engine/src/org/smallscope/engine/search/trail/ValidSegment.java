package org.smallscope.engine.search.trail;

import java.io.Serializable;

/**
 * A batch's valid candidates and successors as one {@link ValidEncoder} encoded them: the first valid candidate (which
 * the receiving listener encodes itself, against what it holds before), the last vector encoded, how many valid
 * candidates there are, whether the last one still awaits its successor, and the encoded bytes of everything after the
 * first candidate (opaque to the engine).
 */
public record ValidSegment(int[] first, int[] last, long count, boolean awaiting, byte[] bytes) implements Serializable {
}
