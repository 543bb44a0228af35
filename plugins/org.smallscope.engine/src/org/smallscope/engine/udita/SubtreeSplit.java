package org.smallscope.engine.udita;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.search.Watchdog;

/**
 * Splits a generator's choice tree into subtrees for parallel exploration: the prefixes of the first choice points'
 * values, in depth-first order, found by probing (one execution per prefix that is split further).
 */
final class SubtreeSplit {

    /** Choice points deeper than this are never split on. */
    private static final int MAX_DEPTH = 4;

    private final GeneratorMethod generator;
    private final ChoiceMode mode;
    private final Watchdog dog;

    SubtreeSplit(GeneratorMethod generator, ChoiceMode mode, Watchdog dog) {
        this.generator = generator;
        this.mode = mode;
        this.dog = dog;
    }

    /** @return at least {@code wanted} prefixes covering the tree in depth-first order (fewer if the tree is too shallow) */
    List<int[]> split(int wanted) {
        List<int[]> prefixes = List.of(new int[0]);
        for (int depth = 0; depth < MAX_DEPTH && prefixes.size() < wanted; depth++) {
            List<int[]> next = new ArrayList<>();
            boolean grew = false;
            for (int[] prefix : prefixes) {
                int count = prefix.length == depth ? valuesAt(prefix) : 0;
                if (count <= 0) {
                    next.add(prefix);
                    continue;
                }
                grew = true;
                for (int v = 0; v < count; v++) {
                    int[] longer = java.util.Arrays.copyOf(prefix, depth + 1);
                    longer[depth] = v;
                    next.add(longer);
                }
            }
            prefixes = next;
            if (!grew) {
                break;
            }
        }
        return prefixes;
    }

    /** @return the number of values of the choice point after {@code prefix}, or 0 if the probe's execution ends before it */
    private int valuesAt(int[] prefix) {
        PathExplorer probe = new PathExplorer(generator, mode, prefix);
        if (dog != null) {
            dog.watch(probe);
        }
        try {
            probe.probe();
        } catch (RuntimeException e) {
            return 0; // the subtree's exploration meets the failure again and reports it
        } finally {
            if (dog != null) {
                dog.unwatch(probe);
            }
        }
        ChoiceTrail t = probe.trail();
        return t.length() > prefix.length ? t.countAt(prefix.length) : 0;
    }
}
