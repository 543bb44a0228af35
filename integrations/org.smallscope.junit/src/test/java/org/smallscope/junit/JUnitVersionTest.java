package org.smallscope.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** The JUnit version the messages about an unsuitable JUnit name (OldJUnitTest checks it on older JUnit versions). */
class JUnitVersionTest {

    @Test
    void theVersionOfTheParamsJarOnTheClassPath() {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Pattern jar = Pattern.compile("junit-jupiter-params-([0-9][^" + Pattern.quote(File.separator) + "]*)\\.jar$");
        String onClassPath = Stream.of(classPath.split(File.pathSeparator)).map(jar::matcher).filter(Matcher::find)
                .map(m -> m.group(1)).findFirst().orElseThrow();
        assertEquals(onClassPath, JUnitVersion.found());
    }

    @Test
    void theMessageNamesTheVersionFoundAndTheOneNeeded() {
        String message = JUnitVersion.unsupported("org/junit/jupiter/params/support/ParameterDeclarations");
        assertTrue(message.contains("junit-jupiter-params " + JUnitVersion.found() + ", which lacks org/junit/jupiter/params/support/"
                + "ParameterDeclarations"), message);
        assertTrue(message.contains("use JUnit 5.13 or newer"), message);
    }
}
