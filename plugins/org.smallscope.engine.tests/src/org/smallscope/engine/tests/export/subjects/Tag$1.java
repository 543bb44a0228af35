package org.smallscope.engine.tests.export.subjects;

/** A tag of {@link Heap$Kt}'s cells: a top-level class whose name has {@code $} before a digit, as an anonymous class's binary name does. */
public class Tag$1 {
}
