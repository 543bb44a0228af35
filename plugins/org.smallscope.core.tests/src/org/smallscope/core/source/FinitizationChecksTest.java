package org.smallscope.core.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.SmallscopeException;

/**
 * Finitization calls that make the run fail are found on source, marked at the offending call (the line ending in
 * {@code // here}) and worded as the engine's (or the API's) error, which the test obtains by compiling the subject and
 * loading it with the engine: the finding's text must appear in the engine's message.
 */
class FinitizationChecksTest {

    private static String subject(String body) {
        return """
                package checks;

                import org.smallscope.api.*;

                public class S {
                    public abstract static class Shape { public int size; }
                    public static class Circle extends Shape { public Shape next; }
                    public static class Node { public Node next; public int key; public int[] keys; }
                    public static class Other { public int x; }
                    public int size;
                    public int[] array;
                    public int[] second;
                    public Node head;
                    public Shape shape;
                    public boolean flag;

                    public boolean repOk() {
                        return size >= 0 && array != null && second != null && (head != null || shape != null) && flag;
                    }

                    public static IFinitization finS(int n) {
                        IFinitization f = FinitizationFactory.create(S.class);
                %s
                        return f;
                    }
                }
                """.formatted(body.indent(8));
    }

    static Stream<Arguments> failingFinitizations() {
        return Stream.of(
                Arguments.of("an array set bound to a non-array field", """
                        IArraySet arrays = f.createArraySet(int[].class, f.createIntSet(0, n), f.createIntSet(0, n), 2);
                        f.set("array", arrays);
                        f.set("size", arrays); // here""", "Field S.size is of type int, but set(\"size\", ...) at S.java:25 gives it arrays of type int[]"),
                Arguments.of("an element domain of the wrong type", """
                        IArraySet arrays = f.createArraySet(int[].class, f.createIntSet(0, n), f.createBooleanSet(), 1); // here
                        f.set("array", arrays);""",
                        "createArraySet(int[].class, ...) at S.java:23: its elements are of type int, but the element domain gives boolean values"),
                Arguments.of("object elements of another class", """
                        IObjSet others = f.createObjSet(Other.class, n, true);
                        IArraySet arrays = f.createArraySet(int[].class, f.createIntSet(0, n), others, 1); // here
                        f.set("array", arrays);""",
                        "createArraySet(int[].class, ...) at S.java:24: its elements are of type int, but the element domain gives objects of checks.S$Other"),
                Arguments.of("a negative length", """
                        IArraySet arrays = f.createArraySet(int[].class, f.createIntSet(-1, n), f.createIntSet(0, n), 1); // here
                        f.set("array", arrays);""", "createArraySet(int[].class, ...): the length domain holds the negative length -1"),
                Arguments.of("an abstract class given to createClassDomain", """
                        IClassDomain shapes = f.createClassDomain(Shape.class, n); // here
                        f.set("shape", f.createObjSet(shapes, true));""",
                        "createClassDomain(checks.S$Shape, 3): objects must be of a concrete class; for a field of an abstract type use "
                                + "createObjSet(Shape.class, includeNull) and addClassDomain for each concrete subclass"),
                Arguments.of("an abstract class given to createObjSet", """
                        f.set("shape", f.createObjSet(Shape.class, n, true)); // here""",
                        "createObjSet(checks.S$Shape, 3): objects must be of a concrete class"),
                Arguments.of("two array sets of one array type", """
                        IArraySet a = f.createArraySet(int[].class, f.createIntSet(0, n), f.createIntSet(0, n), 1);
                        IArraySet b = f.createArraySet(int[].class, f.createIntSet(0, 1), f.createIntSet(0, n), 1); // here
                        f.set("array", a);
                        f.set("second", b);""", "createArraySet(int[].class, ...): an array set of int[] exists already; use one per array type"),
                Arguments.of("fewer arrays than array fields", """
                        IArraySet arrays = f.createArraySet(int[].class, f.createIntSet(0, n), f.createIntSet(0, n), 3); // here
                        f.set("array", arrays);
                        f.set("second", arrays);
                        f.set("head", f.createObjSet(Node.class, 2, true));
                        f.set("Node.keys", arrays);""",
                        "Finitization of checks.S is not usable: field Node.keys of Node1 (set at S.java:27) needs array number 4 of the array set of int[], which "
                                + "holds 3; each array-typed field of each object owns one array: raise the count of createArraySet"),
                Arguments.of("a class domain of another type added to an object set", """
                        IObjSet shapes = f.createObjSet(Shape.class, true);
                        shapes.addClassDomain(f.createClassDomain(Other.class, 1)); // here
                        f.set("shape", shapes);""", "addClassDomain(checks.S$Other): its objects are not of the set's type checks.S$Shape"),
                Arguments.of("a field of a class without objects", """
                        f.set("Node.key", f.createIntSet(0, n)); // here""",
                        "set(\"Node.key\", ...) at S.java:23: no object set or root of class Node"),
                Arguments.of("a field that does not exist", """
                        f.set("head", f.createObjSet(Node.class, n, true));
                        f.set(Node.class, "value", f.createIntSet(0, n)); // here""",
                        "Unknown field 'value' in class checks.S$Node (set(\"checks.S$Node.value\", ...) at S.java:24); its fields are: next, key, keys"),
                Arguments.of("ints given to a boolean field", """
                        f.set("flag", f.createIntSet(0, 1)); // here""",
                        "Field S.flag is of type boolean, but set(\"flag\", ...) at S.java:23 gives it int values [0, 1]"),
                Arguments.of("an empty domain", """
                        f.set("size", f.createIntSetOf()); // here""",
                        "Finitization of checks.S is not usable: field S.size of this has an empty domain"),
                Arguments.of("a long set given to an int field", """
                        f.set("size", f.createLongSet(0, n)); // here""",
                        "Field S.size is of type int, but set(\"size\", ...) at S.java:23 gives it long values [0L, 1L, 2L, 3L]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("failingFinitizations")
    void theRunFailsWithTheEnginesWordsAtTheOffendingCall(String what, String body, String expected) {
        String source = subject(body);
        List<Lints.Finding> errors = Lints.of(SourceModel.parse(source, "S"), null, 3).stream()
                .filter(f -> f.kind() == Lints.Kind.FINITIZATION_ERROR).toList();
        assertEquals(1, errors.size(), () -> "one error: " + errors);
        Lints.Finding error = errors.get(0);
        assertEquals(lineOf(source, "// here"), error.line(), error::message);
        assertTrue(error.message().startsWith("the run of finS(3) fails: "), error.message());
        assertTrue(error.message().contains(expected), () -> "expected " + expected + "\nin " + error.message());

        SmallscopeException engine = assertThrows(SmallscopeException.class, () -> EngineSubjects.load("checks.S", source, 3));
        String words = error.message().substring("the run of finS(3) fails: ".length());
        assertTrue(engine.getMessage().contains(words), () -> "the engine says: " + engine.getMessage() + "\nthe source check: " + words);
    }

    @Test
    void aFinitizationThatLoadsHasNoErrors() {
        String source = subject("""
                IObjSet shapes = f.createObjSet(Shape.class, true);
                shapes.addClassDomain(f.createClassDomain(Circle.class, n));
                IArraySet arrays = f.createArraySet(int[].class, f.createIntSet(0, n), f.createIntSet(0, n), 4);
                f.set("shape", shapes);
                f.set(Shape.class, "size", f.createIntSet(0, 1));
                f.set("Circle.next", shapes);
                f.set("array", arrays);
                f.set("second", arrays);
                f.set("head", f.createObjSet(Node.class, 2, true));
                f.set("Node.keys", arrays);""");
        assertEquals(List.of(), Lints.of(SourceModel.parse(source, "S"), null, 3).stream()
                .filter(f -> f.kind() == Lints.Kind.FINITIZATION_ERROR).toList());
        EngineSubjects.load("checks.S", source, 3);
    }

    private static int lineOf(String source, String marker) {
        String before = source.substring(0, source.indexOf(marker));
        return (int) before.chars().filter(c -> c == '\n').count() + 1;
    }
}
