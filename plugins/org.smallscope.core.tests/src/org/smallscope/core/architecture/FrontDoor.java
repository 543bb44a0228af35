package org.smallscope.core.architecture;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.smallscope.core.architecture.BundleManifests.Bundle;
import org.smallscope.core.architecture.BundleManifests.Export;

/**
 * The engine's front door: the packages its manifest exports to every module (neither {@code x-internal} nor
 * {@code x-friends}) and the public top-level types declared in them, which is all a module outside the engine's friends may use.
 */
final class FrontDoor {

    /** The engine's module folder. */
    static final String ENGINE = "plugins/org.smallscope.engine";

    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "^public\\s+(?:(?:final|abstract|sealed|non-sealed|strictfp|static)\\s+)*(?:class|interface|record|enum|@interface)\\s+(\\w+)",
            Pattern.MULTILINE);

    private FrontDoor() {
    }

    /** @return the packages {@code engine}'s manifest exports to all */
    static Set<String> packages(Bundle engine) {
        Set<String> open = new TreeSet<>();
        for (Map.Entry<String, Export> e : engine.exports().entrySet()) {
            if (!e.getValue().internal() && e.getValue().friends().isEmpty()) {
                open.add(e.getKey());
            }
        }
        return open;
    }

    /** @return {@code package.Type} for each public top-level type declared directly in one of {@code packages} of the engine's sources under {@code root} */
    static List<String> types(Path root, Set<String> packages) {
        List<String> types = new ArrayList<>();
        for (String pkg : packages) {
            Path dir = root.resolve(ENGINE).resolve("src").resolve(pkg.replace('.', '/'));
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                    var m = PUBLIC_TYPE.matcher(JavaText.code(Files.readString(f)));
                    if (m.find()) {
                        types.add(pkg + "." + m.group(1));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return types;
    }
}
