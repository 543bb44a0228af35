package org.smallscope.engine.tests.fuzz;

import java.util.ArrayList;
import java.util.List;

/** A line diff of two small sources (longest common subsequence), written as {@code -}/{@code +} lines with a line of context. */
public final class SourceDiff {

    private SourceDiff() {
    }

    /** @return the lines of {@code before} and {@code after} that differ, with their line numbers and one line of context */
    public static String of(String before, String after) {
        String[] a = before.split("\n", -1);
        String[] b = after.split("\n", -1);
        int[][] lcs = new int[a.length + 1][b.length + 1];
        for (int i = a.length - 1; i >= 0; i--) {
            for (int j = b.length - 1; j >= 0; j--) {
                lcs[i][j] = a[i].equals(b[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        List<String> lines = new ArrayList<>();
        List<Boolean> changed = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.length || j < b.length) {
            if (i < a.length && j < b.length && a[i].equals(b[j])) {
                lines.add(String.format("  %4d %s", j + 1, b[j]));
                changed.add(false);
                i++;
                j++;
            } else if (i < a.length && (j == b.length || lcs[i + 1][j] >= lcs[i][j + 1])) {
                lines.add(String.format("- %4d %s", i + 1, a[i]));
                changed.add(true);
                i++;
            } else {
                lines.add(String.format("+ %4d %s", j + 1, b[j]));
                changed.add(true);
                j++;
            }
        }
        StringBuilder out = new StringBuilder();
        boolean gap = false;
        for (int k = 0; k < lines.size(); k++) {
            boolean near = changed.get(k) || k > 0 && changed.get(k - 1) || k + 1 < lines.size() && changed.get(k + 1);
            if (near) {
                if (gap && out.length() > 0) {
                    out.append("  ...\n");
                }
                out.append(lines.get(k)).append('\n');
                gap = false;
            } else {
                gap = true;
            }
        }
        return out.length() == 0 ? "  (no difference)\n" : out.toString();
    }
}
