package org.smallscope.junit;

import java.net.URL;
import java.security.CodeSource;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.params.provider.ArgumentsProvider;

/** The version of the junit-jupiter-params the extension runs with, as the messages about an unsuitable JUnit name it. */
public final class JUnitVersion {

    /** The JUnit the extension is compiled against: the first with {@code provideArguments(ParameterDeclarations, ExtensionContext)}. */
    static final String BUILT_AGAINST = "5.13";

    /** The oldest JUnit the extension is checked with ({@code OldJUnitTest}): Spring Boot 3.2's. */
    static final String OLDEST_CHECKED = "5.10";

    private static final Pattern JAR = Pattern.compile("junit-jupiter-params-([0-9][^/]*?)\\.jar$");

    private JUnitVersion() {
    }

    /**
     * @return what to tell a user whose JUnit lacks {@code missing} (a class or method the extension uses): the version
     *         found and the one needed
     */
    static String unsupported(String missing) {
        return "Smallscope's JUnit extension is built against JUnit " + BUILT_AGAINST + " (and checked down to " + OLDEST_CHECKED
                + "), but this test runs with junit-jupiter-params " + found() + ", which lacks " + missing
                + ": use JUnit " + BUILT_AGAINST + " or newer (e.g. junit-bom " + BUILT_AGAINST + ".4)";
    }

    /**
     * @return junit-jupiter-params' version: its package's Implementation-Version, else the version in its jar's name,
     *         else {@code "unknown"}
     */
    public static String found() {
        Package p = ArgumentsProvider.class.getPackage();
        String version = p == null ? null : p.getImplementationVersion();
        if (version != null && !version.isBlank()) {
            return version;
        }
        CodeSource source = ArgumentsProvider.class.getProtectionDomain().getCodeSource();
        URL location = source == null ? null : source.getLocation();
        Matcher m = JAR.matcher(location == null ? "" : location.getPath());
        return m.find() ? m.group(1) : "unknown";
    }
}
