package org.smallscope.maven;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The checks of a {@code <subject>} before anything is loaded, and the messages that name what is wrong. */
class SubjectConfigTest {

    @Test
    void argsAreCommaSeparatedInts() {
        assertArrayEquals(new int[] {3, 4}, SubjectConfig.of("a.B", " 3, 4 ").argValues());
        assertArrayEquals(new int[0], SubjectConfig.of("a.B", null).argValues());
    }

    @Test
    void badArgsNameTheSubject() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SubjectConfig.of("a.B", "3,x").validate(1));
        assertTrue(e.getMessage().contains("a.B(3,x)") && e.getMessage().contains("<args>"), e.getMessage());
    }

    @Test
    void aMissingClassNameSaysWhichSubject() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SubjectConfig.of(" ", "3").validate(2));
        assertTrue(e.getMessage().startsWith("<subject> #2 has no <className>"), e.getMessage());
    }

    @Test
    void aClassNameMustBeABinaryName() {
        IllegalArgumentException slash = assertThrows(IllegalArgumentException.class, () -> SubjectConfig.of("a/B", "3").validate(1));
        assertTrue(slash.getMessage().contains("'a/B' is not a binary class name"), slash.getMessage());
    }

    @Test
    void paramsNeedAMethodAndThreadsArePositive() {
        SubjectConfig params = SubjectConfig.of("a.B", "3");
        params.params.add("0..2");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> params.validate(1)).getMessage().contains("add <method>"));
        SubjectConfig threads = SubjectConfig.of("a.B", "3");
        threads.threads = 0;
        assertTrue(assertThrows(IllegalArgumentException.class, () -> threads.validate(1)).getMessage().contains("<threads> must be at least 1"));
        assertEquals(4, SubjectConfig.of("a.B", "3").threads(4));
    }

    @Test
    void describeNamesClassArgsAndMethod() {
        assertEquals("a.B(3).add", SubjectConfig.of("a.B", "3").withMethod("add").describe());
    }

    @Test
    void apiModeTakesOneSizeAndItsOwnElementsOnlyWithApi() {
        SubjectConfig api = SubjectConfig.of("a.B", "4").withApi(" insert , remove,");
        api.validate(1);
        assertEquals(java.util.List.of("insert", "remove"), api.builderNames());
        assertEquals("a.B(4) api", api.describe());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> SubjectConfig.of("a.B", "3,2").withApi("").validate(1)).getMessage()
                .contains("a.B(3,2) api: with <api>true</api>, <args> is one size n"));
        SubjectConfig builders = SubjectConfig.of("a.B", "3");
        builders.builders = "insert";
        assertEquals("a.B(3): <builders>, <exclude>, <calls> and <crossCheck> are API mode's; add <api>true</api>",
                assertThrows(IllegalArgumentException.class, () -> builders.validate(1)).getMessage());
        SubjectConfig method = SubjectConfig.of("a.B", "3").withMethod("add").withApi("");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> method.validate(1)).getMessage().contains("<method> (method mode) is not"
                + " available with <api>true</api>"));
        SubjectConfig calls = SubjectConfig.of("a.B", "3").withApi("");
        calls.calls = -1;
        assertTrue(assertThrows(IllegalArgumentException.class, () -> calls.validate(1)).getMessage().contains("<calls> must be 0 or more, not -1"));
        SubjectConfig fin = SubjectConfig.of("a.B", "3").withApi("");
        fin.finitization = "finSmall";
        assertTrue(assertThrows(IllegalArgumentException.class, () -> fin.validate(1)).getMessage().contains("<finitization> bounds only"));
        fin.crossCheck = true;
        fin.validate(1);
    }
}
