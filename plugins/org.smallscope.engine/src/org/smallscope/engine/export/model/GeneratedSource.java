package org.smallscope.engine.export.model;

/**
 * One generated test class.
 *
 * @param packageName its package (the subject's)
 * @param className its simple name ({@code BSTExhaustiveTest}, {@code BSTExhaustive2Test}, ...)
 * @param source the Java source
 * @param tests how many tests it runs
 */
public record GeneratedSource(String packageName, String className, String source, int tests) {

    /** @return {@code org/smallscope/examples/BSTExhaustiveTest.java} */
    public String relativePath() {
        return (packageName.isEmpty() ? "" : packageName.replace('.', '/') + "/") + className + ".java";
    }
}
