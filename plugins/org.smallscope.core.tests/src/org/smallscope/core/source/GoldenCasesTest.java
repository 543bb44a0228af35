package org.smallscope.core.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.TypeDeclaration;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.incremental.Compatibility;
import org.smallscope.engine.incremental.SnapshotHeader;
import org.smallscope.engine.incremental.SubjectDescriptor;

/**
 * Golden cases of the source compatibility check, lints and quick fixes: each directory under
 * {@code golden/} (listed in {@code golden/cases.txt}) holds {@code case.properties}, the sources
 * ({@code Base.java.txt}, {@code Edited.java.txt}: not {@code .java}, so no build compiles them) and
 * {@code expected.txt}. The base snapshot is made the way a run makes it: the base source is compiled,
 * loaded and searched by the engine, and its header holds the base's source model (unless the case
 * says {@code sourceModel=false}); the edited source is checked on source, and the engine's own check of
 * the compiled edited subject is printed next to it and must agree. On a mismatch the test prints a
 * line diff; run with {@code -Dsmallscope.golden.update=true} (and {@code -Dsmallscope.golden.dir=<src dir of golden/>}
 * unless the working directory is this fragment) to rewrite the expected files.
 */
class GoldenCasesTest {

    @TestFactory
    Stream<DynamicTest> goldenCases() {
        return SourceCheckGolden.lines("cases.txt").stream().map(c -> DynamicTest.dynamicTest(c, () -> run(c)));
    }

    private static void run(String name) {
        Properties p = SourceCheckGolden.properties(name + "/case.properties");
        String kind = p.getProperty("kind", "verdict");
        String actual = switch (kind) {
            case "verdict" -> verdictCase(name, p);
            case "lints" -> lintCase(name, p);
            case "skeleton" -> skeletonCase(name, p);
            default -> throw new AssertionError("case " + name + ": unknown kind " + kind);
        };
        SourceCheckGolden.assertMatches(name + "/expected.txt", actual);
    }

    private static String verdictCase(String name, Properties p) {
        String className = p.getProperty("class");
        String simple = className.substring(className.lastIndexOf('.') + 1);
        int[] args = Arrays.stream(p.getProperty("args", "3").split(",")).map(String::strip).mapToInt(Integer::parseInt).toArray();
        String baseSource = SourceCheckGolden.read(name + "/Base.java.txt");
        String editedSource = SourceCheckGolden.read(name + "/Edited.java.txt");
        boolean withModel = Boolean.parseBoolean(p.getProperty("sourceModel", "true"));
        SourceModel baseModel = SourceModel.parse(baseSource, simple);
        Subject baseSubject = EngineSubjects.load(className, baseSource, args);
        SnapshotHeader header = EngineSubjects.fullRun(baseSubject, withModel ? baseModel.toJson() : null);
        String editedClass = p.getProperty("editedClass", className);
        SourceModel edited = SourceModel.parse(editedSource, editedClass.substring(editedClass.lastIndexOf('.') + 1));
        SourceVerdict verdict = SourceCompatibility.check(edited, header);

        StringBuilder sb = new StringBuilder();
        sb.append("base: ").append(header.descriptor().describe()).append(", ").append(header.valid()).append(" valid tests, source model: ")
                .append(withModel ? "yes" : "no").append('\n');
        sb.append("verdict: ").append(verdict.render().replace(header.id(), "<id>"));
        SourceVerdict.Problem primary = verdict.primary();
        if (primary != null && primary.start() >= 0) {
            sb.append("marker: line ").append(primary.line()).append(" `").append(slice(editedSource, primary.start(), primary.length()))
                    .append("`\n");
        }
        String engine = engineVerdict(header, editedClass, editedSource, args, verdict);
        sb.append("engine: ").append(engine).append('\n');
        ConjunctReorder.Edit fix = withModel ? ConjunctReorder.edit(editedSource, edited, baseModel) : null;
        if (fix != null) {
            String fixed = editedSource.substring(0, fix.start()) + fix.text() + editedSource.substring(fix.start() + fix.length());
            SourceVerdict after = SourceCompatibility.check(SourceModel.parse(fixed, edited.typeName()), header);
            sb.append("reorder: return ").append(fix.text()).append(";\n");
            sb.append("after reorder: ").append(after.status()).append('\n');
            assertEquals(SourceVerdict.Status.AVAILABLE, after.status(), "the reordered repOk must be reusable:\n" + after.render());
        }
        appendLints(sb, Lints.of(edited, withModel ? baseModel : null, args), editedSource);
        return sb.toString();
    }

    /** @return the engine's verdict on the compiled edited subject; asserts that it agrees with the source verdict where that is decided */
    private static String engineVerdict(SnapshotHeader header, String editedClass, String editedSource, int[] args, SourceVerdict verdict) {
        Subject editedSubject;
        try {
            editedSubject = EngineSubjects.load(editedClass, editedSource, args);
        } catch (RuntimeException e) {
            assertTrue(verdict.status() != SourceVerdict.Status.AVAILABLE, "source says available, but the engine cannot load the edit: " + e);
            return "cannot load the edited subject: " + e.getMessage();
        }
        Compatibility c = Compatibility.check(header.descriptor(), editedSubject);
        boolean same = SubjectDescriptor.of(editedSubject).fingerprint().equals(header.id());
        switch (verdict.status()) {
            case AVAILABLE -> assertTrue(c.compatible() && !same, "source says available, engine: " + c.reasons() + ", same subject " + same);
            case NOT_AVAILABLE -> assertTrue(!c.compatible() || !header.descriptor().simpleName().equals(editedSubject.simpleName()),
                    "source says not available, but the engine finds the edit compatible");
            case UNCHANGED -> assertTrue(same, "source says unchanged, but the engine's fingerprint differs");
            default -> {
                // unknown on source: the engine decides
            }
        }
        return same ? "unchanged (same fingerprint: a run replaces the snapshot)"
                : c.compatible() ? "compatible" : "incompatible: " + String.join("; ", c.reasons());
    }

    private static String lintCase(String name, Properties p) {
        String simple = p.getProperty("class").substring(p.getProperty("class").lastIndexOf('.') + 1);
        String source = SourceCheckGolden.read(name + "/Edited.java.txt");
        int[] args = p.containsKey("args") ? Arrays.stream(p.getProperty("args").split(",")).map(String::strip).mapToInt(Integer::parseInt).toArray()
                : new int[0];
        StringBuilder sb = new StringBuilder();
        appendLints(sb, Lints.of(SourceModel.parse(source, simple), null, args), source);
        return sb.toString();
    }

    private static String skeletonCase(String name, Properties p) {
        String className = p.getProperty("class");
        String simple = className.substring(className.lastIndexOf('.') + 1);
        String source = SourceCheckGolden.read(name + "/Edited.java.txt");
        CompilationUnit unit = JavaSource.parse(source);
        TypeDeclaration type = null;
        for (Object t : unit.types()) {
            if (((AbstractTypeDeclaration) t).getName().getIdentifier().equals(simple)) {
                type = (TypeDeclaration) t;
            }
        }
        String method = FinitizationSkeleton.render(type);
        List<String> imports = FinitizationSkeleton.imports(type);
        // the skeleton must be a finitization the evaluator and the engine both accept, bounding every field it sets
        int close = type.getStartPosition() + type.getLength() - 1;
        StringBuilder withImports = new StringBuilder();
        int afterPackage = unit.getPackage() == null ? 0 : unit.getPackage().getStartPosition() + unit.getPackage().getLength();
        withImports.append(source, 0, afterPackage);
        imports.forEach(i -> withImports.append("\nimport ").append(i).append(';'));
        withImports.append(source, afterPackage, close).append('\n').append(method).append(source.substring(close));
        String completed = withImports.toString();
        EvaluatedBounds bounds = FinitizationEvaluator.evaluate(SourceModel.parse(completed, simple), 3);
        assertTrue(bounds.complete(), "the skeleton's bounds must evaluate: " + bounds);
        long sets = method.lines().filter(l -> l.strip().startsWith("f.set(")).count();
        assertEquals(sets, bounds.fields().size(), "every set call of the skeleton is evaluated");
        Subject loaded = EngineSubjects.load(className, completed, 3);
        SubjectDescriptor d = SubjectDescriptor.of(loaded);
        assertEquals(bounds.fields().stream().map(b -> b.qualifiedName() + "=" + b.bounds()).toList(),
                d.fields().stream().map(f -> f.qualifiedName() + "=" + f.bounds()).toList());
        assertEquals(d.slots(), bounds.slots(), "the skeleton's slots on source and in the engine");
        assertEquals(List.of(), Lints.of(SourceModel.parse(completed, simple), null, 3).stream()
                .filter(f -> f.kind() == Lints.Kind.FINITIZATION_ERROR).toList(), "the skeleton has no finitization errors");
        return "imports: " + imports + "\n" + method + "evaluated at 3: "
                + bounds.fields().stream().map(b -> b.qualifiedName() + "=" + b.bounds()).toList() + "\n";
    }

    private static void appendLints(StringBuilder sb, List<Lints.Finding> findings, String source) {
        sb.append("lints:").append(findings.isEmpty() ? " none" : "").append('\n');
        for (Lints.Finding f : findings) {
            sb.append("  ").append(f.kind()).append(" line ").append(f.line()).append(" `").append(slice(source, f.start(), f.length()))
                    .append("`: ").append(f.message()).append('\n');
        }
    }

    /** @return the source text of a range, on one line */
    private static String slice(String source, int start, int length) {
        List<String> lines = new ArrayList<>(List.of(source.substring(start, start + length).split("\n")));
        lines.replaceAll(String::strip);
        String s = String.join(" ", lines);
        return s.length() > 80 ? s.substring(0, 77) + "..." : s;
    }
}
