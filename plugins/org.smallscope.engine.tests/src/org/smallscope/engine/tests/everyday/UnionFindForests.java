package org.smallscope.engine.tests.everyday;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

import org.smallscope.engine.subject.Subject;
import org.smallscope.examples.everyday.UnionFind;

/**
 * An oracle for UnionFind: every parent and rank array of {@code n} elements, enumerated directly and kept when this
 * class's own reading of the rules holds (parents reach roots, ranks grow toward roots, a root of rank r has at least
 * 2^r members). Array positions are not interchangeable, so each pair of arrays is one structure.
 */
final class UnionFindForests {

    /** One union-find: the parent and rank of each element. */
    record Forest(int[] parent, int[] rank) {

        /** @return the number of roots */
        int roots() {
            int roots = 0;
            for (int i = 0; i < parent.length; i++) {
                roots += parent[i] == i ? 1 : 0;
            }
            return roots;
        }

        /** @return {@code count=2 parent=[0, 0, 2] rank=[1, 0, 0]} */
        String text() {
            return UnionFindForests.text(roots(), parent, rank);
        }

        /** @return a new, ordinary (not instrumented) union-find of this shape, made by {@code make} */
        <T extends UnionFind> T build(Supplier<T> make) {
            T uf = make.get();
            uf.elements = new UnionFind.Record[parent.length];
            for (int i = 0; i < parent.length; i++) {
                uf.elements[i] = new UnionFind.Record();
                uf.elements[i].parent = parent[i];
                uf.elements[i].rank = rank[i];
            }
            uf.count = roots();
            return uf;
        }
    }

    private UnionFindForests() {
    }

    static String text(int count, int[] parent, int[] rank) {
        return "count=" + count + " parent=" + Arrays.toString(parent) + " rank=" + Arrays.toString(rank);
    }

    /** @return every valid union-find of {@code n} elements with ranks up to {@code maxRank} */
    static List<Forest> all(int n, int maxRank) {
        List<Forest> valid = new ArrayList<>();
        int[] parent = new int[n];
        int[] rank = new int[n];
        long parents = (long) Math.pow(n, n);
        long ranks = (long) Math.pow(maxRank + 1, n);
        for (long p = 0; p < parents; p++) {
            digits(p, n, parent);
            if (!reachesRoots(parent)) {
                continue;
            }
            for (long r = 0; r < ranks; r++) {
                digits(r, maxRank + 1, rank);
                if (ranksOk(parent, rank)) {
                    valid.add(new Forest(parent.clone(), rank.clone()));
                }
            }
        }
        return valid;
    }

    /** Writes {@code value} in base {@code base} into {@code out}, least significant digit last. */
    private static void digits(long value, int base, int[] out) {
        long v = value;
        for (int i = out.length - 1; i >= 0; i--) {
            out[i] = (int) (v % base);
            v /= base;
        }
    }

    private static boolean reachesRoots(int[] parent) {
        for (int i = 0; i < parent.length; i++) {
            int e = i;
            for (int steps = 0; parent[e] != e; steps++) {
                if (steps == parent.length) {
                    return false;
                }
                e = parent[e];
            }
        }
        return true;
    }

    private static boolean ranksOk(int[] parent, int[] rank) {
        int[] members = new int[parent.length];
        for (int i = 0; i < parent.length; i++) {
            if (parent[i] != i && rank[parent[i]] <= rank[i]) {
                return false;
            }
            int e = i;
            while (parent[e] != e) {
                e = parent[e];
            }
            members[e]++;
        }
        for (int i = 0; i < parent.length; i++) {
            if (parent[i] == i && members[i] < (1 << rank[i])) {
                return false;
            }
        }
        return true;
    }

    /** @return the text of candidate {@code cv} of a UnionFind subject, read field by field */
    static String decode(Subject subject, int[] cv) {
        UnionFindAndExprSearches.Reader r = new UnionFindAndExprSearches.Reader(subject, cv);
        int array = r.object(-1, "elements");
        int length = r.intValue(array, "length");
        int[] parent = new int[length];
        int[] rank = new int[length];
        for (int i = 0; i < length; i++) {
            int record = r.object(array, Integer.toString(i));
            parent[i] = r.intValue(record, "parent");
            rank[i] = r.intValue(record, "rank");
        }
        return text(r.intValue(-1, "count"), parent, rank);
    }
}
