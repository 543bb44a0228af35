package org.smallscope.interactions;

import java.util.Comparator;

/** A line of the program: its class (binary name), source file name and line number. */
public record Location(String className, String source, int line) implements Comparable<Location> {

    private static final Comparator<Location> ORDER = Comparator.comparing(Location::className).thenComparingInt(Location::line);

    @Override
    public int compareTo(Location o) {
        return ORDER.compare(this, o);
    }

    @Override
    public String toString() {
        return source + ":" + line;
    }
}
