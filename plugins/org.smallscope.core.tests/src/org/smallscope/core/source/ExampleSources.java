package org.smallscope.core.source;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The source files of the bundled examples, read from the examples bundle's own source folder (the build copies
 * them next to this fragment's classes as {@code examples/<path>.java}), so the tests parse exactly what ships.
 */
final class ExampleSources {

    private ExampleSources() {
    }

    /** @return the source of the bundled example {@code name} ({@code BST}, {@code TreeMap}) */
    static String example(String name) {
        String className = org.smallscope.examples.Examples.className(name).orElseThrow(() -> new AssertionError("no example " + name));
        return read(className.substring("org.smallscope.examples.".length()).replace('.', '/'));
    }

    /** @return the source of example file {@code path} ({@code BST}, {@code library/TreeBag}); AssertionError if missing */
    static String read(String path) {
        String resource = "examples/" + path + ".java";
        try (InputStream in = ExampleSources.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new AssertionError("missing " + resource + ": the build copies it from org.smallscope.examples/src");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n");
        } catch (IOException e) {
            throw new AssertionError("cannot read " + resource, e);
        }
    }
}
