package org.smallscope.cli.output;


import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

import picocli.CommandLine.IVersionProvider;

/** The tool's version, read from the command-line bundle's manifest ({@code Bundle-Version}). */
public final class VersionProvider implements IVersionProvider {

    private static volatile String cached;

    @Override
    public String[] getVersion() {
        return new String[] {
            "smallscope " + toolVersion(),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ", "
                    + System.getProperty("java.vendor") + "), " + System.getProperty("os.name") + " " + System.getProperty("os.arch")};
    }

    /** @return e.g. {@code 0.1.0.202611211605}, or {@code 0.1.0.qualifier} in a development tree, or {@code unknown} */
    public static String toolVersion() {
        String v = cached;
        if (v == null) {
            v = readVersion();
            cached = v;
        }
        return v;
    }

    private static String readVersion() {
        String fromPackage = VersionProvider.class.getPackage() == null ? null : VersionProvider.class.getPackage().getImplementationVersion();
        URL self = VersionProvider.class.getResource("VersionProvider.class");
        if (self != null) {
            String text = self.toString();
            String classPath = "org/smallscope/cli/output/VersionProvider.class";
            int at = text.lastIndexOf(classPath);
            if (at >= 0) {
                String base = text.substring(0, at);
                // a jar or bundle: META-INF next to the classes; a Tycho tree: target/classes/../../META-INF
                for (String manifest : new String[] {base + "META-INF/MANIFEST.MF", base + "../../META-INF/MANIFEST.MF"}) {
                    String version = bundleVersion(manifest);
                    if (version != null) {
                        return version;
                    }
                }
            }
        }
        return fromPackage != null ? fromPackage : "unknown";
    }

    private static String bundleVersion(String url) {
        try (InputStream in = URI.create(url).normalize().toURL().openStream()) {
            Attributes main = new Manifest(in).getMainAttributes();
            if (!"org.smallscope.cli".equals(symbolicName(main.getValue("Bundle-SymbolicName")))) {
                return null;
            }
            return main.getValue("Bundle-Version");
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static String symbolicName(String header) {
        if (header == null) {
            return null;
        }
        int semi = header.indexOf(';');
        return (semi < 0 ? header : header.substring(0, semi)).trim();
    }
}
