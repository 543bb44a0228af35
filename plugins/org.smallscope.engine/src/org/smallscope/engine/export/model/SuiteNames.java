package org.smallscope.engine.export.model;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names the classes of an export so that every one ends in {@code Test}, as the default includes of Surefire
 * ({@code **}{@code /*Test.java}, ...) expect: class 1 is the base name ({@code BSTExhaustiveTest}), class n &gt; 1 puts its
 * number before {@code Test} ({@code BSTExhaustive2Test}); and names the JUnit 5 tag all classes of one export carry.
 */
public final class SuiteNames {

    private static final String SUFFIX = "Test";

    private SuiteNames() {
    }

    /** @return the simple name of class number {@code n} (from 1) of the export whose first class is {@code baseName} */
    public static String className(String baseName, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("classes are numbered from 1, not " + n);
        }
        if (n == 1) {
            return baseName;
        }
        return stem(baseName) + n + SUFFIX;
    }

    /**
     * @return the number of the class {@code simpleName} in the export whose first class is {@code baseName}, also for the
     *         names earlier versions gave (class n &gt; 1 as {@code BSTExhaustiveTest2}, which Surefire never ran), or 0 when it
     *         is none of them
     */
    public static int number(String baseName, String simpleName) {
        if (simpleName.equals(baseName)) {
            return 1;
        }
        Matcher m = Pattern.compile(Pattern.quote(stem(baseName)) + "([1-9][0-9]*)" + SUFFIX + "|" + Pattern.quote(baseName) + "([1-9][0-9]*)")
                .matcher(simpleName);
        if (!m.matches()) {
            return 0;
        }
        String digits = m.group(1) != null ? m.group(1) : m.group(2);
        return digits.length() > 9 ? 0 : Integer.parseInt(digits);
    }

    /**
     * @return the tag of the JUnit 5 classes of the export whose first class is {@code packageName.baseName}:
     *         {@code smallscope:demo.BSTExhaustiveTest}, so that a run filtered by it (Eclipse's JUnit launch of the package,
     *         {@code mvn test -Dgroups=...}) runs exactly that suite, all its classes
     */
    public static String tag(String packageName, String baseName) {
        return "smallscope:" + (packageName.isEmpty() ? "" : packageName + ".") + baseName;
    }

    private static String stem(String baseName) {
        return baseName.endsWith(SUFFIX) ? baseName.substring(0, baseName.length() - SUFFIX.length()) : baseName;
    }
}
