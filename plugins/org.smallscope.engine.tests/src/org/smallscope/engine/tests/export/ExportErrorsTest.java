package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.export.subjects.Buckets;
import org.smallscope.engine.tests.export.subjects.IntSet;
import org.smallscope.engine.tests.export.subjects.Opaque;
import org.smallscope.engine.tests.export.subjects.PrivateConstructor;
import org.smallscope.engine.tests.export.subjects.Reading;

/** Requests an export or method mode cannot serve fail with a message naming the class, method or parameter. */
class ExportErrorsTest {

    private static String resolveFails(Subject subject, String method, List<String> values) {
        ExportException e = assertThrows(ExportException.class, () -> MethodUnderTest.resolve(subject, method, values));
        assertEquals(ExportException.Kind.USAGE, e.kind());
        return e.getMessage();
    }

    @Test
    void aPrivateConstructorTheSearchCallsIsCalledByTheGeneratedConstructorCallerNotSkippedByTheAllocator() {
        Exports.Searched s = Exports.search(PrivateConstructor.class, 2);
        String source = SuiteExport.render(s.request()).get(0).source();
        assertTrue(source.contains("PrivateConstructor privateConstructor = construct(PrivateConstructor.class);"), source);
        assertTrue(source.contains("c.setAccessible(true);") && !source.contains("ObjenesisStd"), source);
    }

    @Test
    void methodErrorsNameTheMethodAndParameter() {
        Subject set = Exports.search(IntSet.class, 2).subject();
        String unknown = resolveFails(set, "nope", List.of());
        assertTrue(unknown.contains("has no method named nope"), unknown);
        String overloaded = resolveFails(set, "add", List.of());
        assertTrue(overloaded.contains("IntSet.add is overloaded: add(int), add(int,int)"), overloaded);
        String wrongTypes = resolveFails(set, "add(long)", List.of());
        assertTrue(wrongTypes.contains("no method add(long)") && wrongTypes.contains("add(int), add(int,int)"), wrongTypes);
        String objectParameter = resolveFails(set, "addAll", List.of());
        assertTrue(objectParameter.contains("parameter 1 (IntSet) of IntSet.addAll(IntSet)"), objectParameter);
        String isStatic = resolveFails(set, "finIntSet", List.of());
        assertTrue(isStatic.contains("finIntSet(int) is static"), isStatic);
        String badValues = resolveFails(set, "remove", List.of("1..x"));
        assertTrue(badValues.contains("parameter 1 (int) of IntSet.remove(int)") && badValues.contains("'1..x'"), badValues);
        String tooMany = resolveFails(set, "remove", List.of("1", "2"));
        assertTrue(tooMany.contains("takes 1 parameter(s), but 2 value list(s)"), tooMany);
    }

    @Test
    void aConstantWithoutALiteralFailsTheExportNamingTheFieldAndValue() {
        Exports.Searched s = Exports.search(Opaque.class);
        assertEquals(1, s.instances().size());
        ExportException e = assertThrows(ExportException.class, () -> SuiteExport.render(s.request()));
        assertEquals(ExportException.Kind.SUBJECT, e.kind());
        assertTrue(e.getMessage().contains("field Opaque.token takes the constant 41 (a java.util.concurrent.atomic.AtomicInteger), which the"
                + " generated tests cannot rebuild field by field: it is an object of JDK class java.util.concurrent.atomic.AtomicInteger"),
                e.getMessage());
    }

    @Test
    void arrayParameterErrorsNameTheParameter() {
        Subject buckets = Exports.search(Buckets.class, 2).subject();
        String range = resolveFails(buckets, "addAll", List.of("[1..2]"));
        assertTrue(range.contains("parameter 1 (int[]) of Buckets.addAll(int[])") && range.contains("single values"), range);
        String unclosed = resolveFails(buckets, "addAll", List.of("[1, 2"));
        assertTrue(unclosed.contains("parameter 1 (int[])") && unclosed.contains("unclosed bracket"), unclosed);
        String notArray = resolveFails(buckets, "addAll", List.of("1, 2"));
        assertTrue(notArray.contains("'1' is not an array like [] or [1, 2]"), notArray);
        String element = resolveFails(buckets, "addAll", List.of("[1, x]"));
        assertTrue(element.contains("'x' is not an integer"), element);
        String nullInt = resolveFails(buckets, "addAll", List.of("[null]"));
        assertTrue(nullInt.contains("null is not a value of int"), nullInt);
        Subject reading = Exports.search(Reading.class).subject();
        String decimal = resolveFails(reading, "describe", List.of("a", "1.x"));
        assertTrue(decimal.contains("parameter 2 (double) of Reading.describe(String,double)") && decimal.contains("'1.x' is not a number"), decimal);
        String quote = resolveFails(reading, "describe", List.of("\"a", "1"));
        assertTrue(quote.contains("parameter 1 (String)") && quote.contains("unclosed quote"), quote);
    }
}
