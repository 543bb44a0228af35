package org.smallscope.engine.export.model;

import java.util.Locale;

import org.smallscope.engine.export.ExportException;

/** Which JUnit the generated tests are written for. */
public enum JUnitFlavour {
    /** JUnit 5 (Jupiter): {@code @ParameterizedTest} with {@code @MethodSource}. */
    JUNIT5,
    /** JUnit 4: {@code @RunWith(Parameterized.class)} with {@code @Parameters}. */
    JUNIT4;

    /** @return the flavour named {@code junit5} or {@code junit4} (case-insensitive) */
    public static JUnitFlavour parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        for (JUnitFlavour f : values()) {
            if (f.name().toLowerCase(Locale.ROOT).equals(t)) {
                return f;
            }
        }
        throw new ExportException(ExportException.Kind.USAGE, "unknown JUnit flavour '" + text + "'; use junit5 or junit4");
    }

    /** @return {@code junit5} or {@code junit4} */
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
