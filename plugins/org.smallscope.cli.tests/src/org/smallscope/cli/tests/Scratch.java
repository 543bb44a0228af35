package org.smallscope.cli.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Fresh directories for the snapshot stores of {@link Cli#run}, all under one root deleted when the test JVM exits. */
final class Scratch {

    private static Path root;

    private Scratch() {
    }

    /** @return a new empty directory */
    static synchronized Path create() {
        try {
            if (root == null) {
                root = Files.createTempDirectory("smallscope-cli-tests-");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(root)));
            }
            return Files.createTempDirectory(root, "store-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // best effort: a temporary directory
        }
    }
}
