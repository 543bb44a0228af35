package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.Conjunct;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.compilers.TwoCompilers;
import org.smallscope.engine.tests.compilers.TwoCompilers.Compiler;
import org.smallscope.examples.Examples;

/** Conjunct hashes do not depend on the compiler: a snapshot made from javac's class files is reused by a run on ecj's, and back. */
class EitherCompilerTest {

    @TempDir
    static Path dir;

    private static TwoCompilers compiled;

    @BeforeAll
    static void compileTheExamplesWithBothCompilers() throws IOException {
        compiled = TwoCompilers.compileExamples(dir.resolve("compilers"));
    }

    static Stream<String> examples() {
        return Examples.all().keySet().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void everyExampleHasTheSameConjunctsFromJavacAndFromEcj(String example) {
        Subject javac = load(example, Compiler.JAVAC, 3);
        Subject ecj = load(example, Compiler.ECJ, 3);

        List<String> fromJavac = javac.conjuncts().stream().map(EitherCompilerTest::text).toList();
        List<String> fromEcj = ecj.conjuncts().stream().map(EitherCompilerTest::text).toList();

        assertFalse(fromJavac.isEmpty());
        assertEquals(fromJavac, fromEcj);
    }

    static Stream<Arguments> pairsInFourDirections() {
        List<String[]> pairs = List.of(new String[] {"BT", "BST"}, new String[] {"BST", "BSTP"}, new String[] {"BSTP", "RBT"},
                new String[] {"DLL", "DLLU"}, new String[] {"DLLU", "DLLS"}, new String[] {"TreeSet6", "TreeSet7"},
                new String[] {"TreeMap", "TreeBag"}, new String[] {"BST", "BSTPGuards"});
        return pairs.stream().flatMap(p -> Stream.of(Compiler.values()).flatMap(from -> Stream.of(Compiler.values())
                .map(to -> Arguments.of(p[0] + "->" + p[1], from, to))));
    }

    @ParameterizedTest(name = "{0} {1}->{2}")
    @MethodSource("pairsInFourDirections")
    void aSnapshotOfOneCompilersClassesIsReusedByARunOnEithers(String pair, Compiler baseCompiler, Compiler runCompiler) {
        String[] names = pair.split("->");
        SnapshotStore store = new SnapshotStore(dir.resolve(pair + "-" + baseCompiler + "-" + runCompiler));
        Subject base = load(names[0], baseCompiler, 4);
        Generations.generate(base, store, null, false, 1);
        Subject extended = load(names[1], runCompiler, 4);

        Generations.Run run = Generations.generate(extended, store, base.className(), true, 1);

        assertEquals(Mode.INCREMENTAL, run.report().outcome().mode(), String.valueOf(run.report().outcome().fallbackReason()));
        assertEquals(Generations.generate(extended, null, null, false, 1).suite(), run.suite());
    }

    private static Subject load(String example, Compiler compiler, int size) {
        String className = TwoCompilers.compiledName(Examples.className(example).orElseThrow());
        try {
            return SubjectLoader.load(new SubjectRequest(className, null, args(example, size), compiled.classes(compiler)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the bounds for {@code example}: {@code size} for each parameter of its finitization (IntList takes nodes and values) */
    private static int[] args(String example, int size) {
        try {
            Class<?> c = Class.forName(Examples.className(example).orElseThrow(), false, EitherCompilerTest.class.getClassLoader());
            int parameters = java.util.Arrays.stream(c.getDeclaredMethods())
                    .filter(m -> m.getName().equals("fin" + c.getSimpleName()) && java.lang.reflect.Modifier.isStatic(m.getModifiers()))
                    .mapToInt(java.lang.reflect.Method::getParameterCount).max().orElse(1);
            int[] args = new int[parameters];
            java.util.Arrays.fill(args, size);
            return args;
        } catch (ClassNotFoundException e) {
            throw new AssertionError(example + " is not on the test class path", e);
        }
    }

    private static String text(Conjunct c) {
        return c.name() + " " + c.hash();
    }

}
