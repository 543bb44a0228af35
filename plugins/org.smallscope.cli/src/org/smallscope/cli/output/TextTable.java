package org.smallscope.cli.output;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** A small table for the terminal (aligned columns) and for Markdown (a pipe table). */
public final class TextTable {

    private final String[] headers;
    private final boolean[] right;
    private final List<String[]> rows = new ArrayList<>();

    public TextTable(String... headers) {
        this.headers = headers.clone();
        this.right = new boolean[headers.length];
    }

    /** Right-aligns the given columns (numbers). @return this */
    public TextTable rightAligned(int... columns) {
        for (int c : columns) {
            right[c] = true;
        }
        return this;
    }

    /** Adds a row; {@code null} cells print empty. */
    public void row(Object... cells) {
        String[] row = new String[headers.length];
        for (int c = 0; c < row.length; c++) {
            row[c] = c < cells.length && cells[c] != null ? String.valueOf(cells[c]) : "";
        }
        rows.add(row);
    }

    /** @return whether the table has no rows */
    public boolean isEmpty() {
        return rows.isEmpty();
    }

    /** Prints the table with columns separated by two spaces. */
    public void print(PrintStream out) {
        int[] width = new int[headers.length];
        for (int c = 0; c < headers.length; c++) {
            width[c] = headers[c].length();
            for (String[] row : rows) {
                width[c] = Math.max(width[c], row[c].length());
            }
        }
        out.println(line(headers, width));
        for (String[] row : rows) {
            out.println(line(row, width));
        }
    }

    private String line(String[] cells, int[] width) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < cells.length; c++) {
            String pad = " ".repeat(width[c] - cells[c].length());
            sb.append(c == 0 ? "" : "  ").append(right[c] ? pad + cells[c] : cells[c] + (c == cells.length - 1 ? "" : pad));
        }
        return sb.toString().stripTrailing();
    }

    /** @return the table as a Markdown pipe table (numbers right-aligned) */
    public String markdown() {
        StringBuilder sb = new StringBuilder("|");
        for (String h : headers) {
            sb.append(' ').append(h).append(" |");
        }
        sb.append("\n|");
        for (int c = 0; c < headers.length; c++) {
            sb.append(right[c] ? "---:|" : "---|");
        }
        sb.append('\n');
        for (String[] row : rows) {
            sb.append('|');
            for (String cell : row) {
                sb.append(' ').append(cell.replace("|", "\\|")).append(" |");
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
