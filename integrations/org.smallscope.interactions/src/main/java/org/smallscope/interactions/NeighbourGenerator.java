package org.smallscope.interactions;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;

/**
 * iGen's genNewConfigs: from a conjunction, the configurations that each disagree with it in exactly one conjunct,
 * the other options filled at random within their constraints.
 */
final class NeighbourGenerator {

    private final OptionSpace space;
    private final Random random;

    NeighbourGenerator(OptionSpace space, Random random) {
        this.space = space;
        this.random = random;
    }

    /**
     * @return for each constrained option of {@code box} and each value outside its constraint, a configuration with
     *         that value, the other options random within the box
     */
    List<Configuration> neighbours(Box box) {
        List<Configuration> result = new ArrayList<>();
        for (int flipped : box.constrained()) {
            BitSet outside = box.complement(flipped);
            for (int v = outside.nextSetBit(0); v >= 0; v = outside.nextSetBit(v + 1)) {
                int[] values = new int[space.size()];
                for (int o = 0; o < space.size(); o++) {
                    values[o] = o == flipped ? v : pick(box.values(o));
                }
                result.add(new Configuration(values));
            }
        }
        return result;
    }

    private int pick(BitSet values) {
        int n = random.nextInt(values.cardinality());
        int v = values.nextSetBit(0);
        for (int i = 0; i < n; i++) {
            v = values.nextSetBit(v + 1);
        }
        return v;
    }
}
