package org.smallscope.core.architecture;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The OSGi manifests of the modules that are bundles: each one's name, its host if it is a fragment, and how it exports each package. */
final class BundleManifests {

    /** How a bundle exports one package: to all, to no other bundle ({@code x-internal}), or to the bundles it names ({@code x-friends}). */
    record Export(boolean internal, List<String> friends) {

        /** @return whether a bundle named {@code name} may use the package (a plain-Maven module passes {@code null}: it is no friend) */
        boolean allows(String name) {
            if (!friends.isEmpty()) {
                return name != null && friends.contains(name);
            }
            return !internal;
        }
    }

    /** One bundle's manifest: its module folder, {@code Bundle-SymbolicName}, {@code Fragment-Host} (or null) and {@code Export-Package}. */
    record Bundle(String module, String name, String host, Map<String, Export> exports) {
    }

    private static final Pattern ENTRY = Pattern.compile("([\\w.]+)((?:;[^,\"]*(?:\"[^\"]*\")?)*)");

    private BundleManifests() {
    }

    /** @return the bundle of each module under {@code root} that has a {@code META-INF/MANIFEST.MF}, by module */
    static Map<String, Bundle> of(Path root, List<String> modules) {
        Map<String, Bundle> bundles = new LinkedHashMap<>();
        for (String module : modules) {
            Path mf = root.resolve(module).resolve("META-INF/MANIFEST.MF");
            if (Files.isRegularFile(mf)) {
                bundles.put(module, parse(module, read(mf)));
            }
        }
        return bundles;
    }

    /** @return the bundle the manifest text {@code text} of {@code module} describes */
    static Bundle parse(String module, String text) {
        Map<String, String> headers = headers(text);
        String name = headers.getOrDefault("Bundle-SymbolicName", "").split(";")[0].trim();
        String host = headers.containsKey("Fragment-Host") ? headers.get("Fragment-Host").split(";")[0].trim() : null;
        Map<String, Export> exports = new LinkedHashMap<>();
        Matcher m = ENTRY.matcher(headers.getOrDefault("Export-Package", ""));
        while (m.find()) {
            String attributes = m.group(2);
            Matcher friends = Pattern.compile("x-friends:=\"([^\"]*)\"").matcher(attributes);
            exports.put(m.group(1), new Export(attributes.contains("x-internal:=true"),
                    friends.find() ? List.of(friends.group(1).replace(" ", "").split(",")) : List.of()));
        }
        return new Bundle(module, name, host, exports);
    }

    /** @return the manifest's headers, continuation lines (starting with a space) joined to the line before */
    private static Map<String, String> headers(String text) {
        Map<String, String> headers = new LinkedHashMap<>();
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\r?\n")) {
            if (line.startsWith(" ") && !lines.isEmpty()) {
                lines.set(lines.size() - 1, lines.get(lines.size() - 1) + line.substring(1));
            } else if (!line.isBlank()) {
                lines.add(line);
            }
        }
        for (String line : lines) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                headers.put(line.substring(0, colon).trim(), line.substring(colon + 1).trim());
            }
        }
        return headers;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
