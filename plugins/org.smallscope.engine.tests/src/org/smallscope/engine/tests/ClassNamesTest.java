package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.subject.ClassNames;

/** People see a class by its own simple name, whether the engine holds the class or only its binary name. */
class ClassNamesTest {

    static final class Member {
    }

    @Test
    void fromTheClass() {
        final class Local {
        }
        Object anonymous = new Object() {
        };
        assertEquals("Member", ClassNames.simple(Member.class));
        assertEquals("Local", ClassNames.simple(Local.class));
        assertEquals("ClassNamesTest$1", ClassNames.simple(anonymous.getClass()));
        assertEquals("Member[][]", ClassNames.simple(Member[][].class));
        assertEquals("int[]", ClassNames.simple(int[].class));
    }

    @Test
    void fromTheBinaryName() {
        assertEquals("Node", ClassNames.simple("a.b.BST$Node"));
        assertEquals("Local", ClassNames.simple("a.b.Test$1Local"));
        assertEquals("Test$1", ClassNames.simple("a.b.Test$1"));
        assertEquals("BST", ClassNames.simple("BST"));
        assertEquals("Odd$", ClassNames.simple("a.Odd$"));
    }
}
