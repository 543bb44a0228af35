package org.smallscope.engine.export.generator;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.export.Names;
import org.smallscope.engine.export.methods.MethodInput;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.model.GeneratedSource;
import org.smallscope.engine.export.model.TestEntry;
import org.smallscope.engine.export.writers.Access;
import org.smallscope.engine.export.writers.SourceFiles;

/**
 * Exports the inputs a generator program returned as JUnit 5 test classes, each input built by plain code in a factory
 * method, like the export of a repOk subject: same header marker, same files policy (atomic writes, unchanged files
 * untouched, stale split classes deleted).
 */
public final class GeneratorExport {

    private GeneratorExport() {
    }

    /** @return the test classes of {@code request}, in order (none when the generator returned nothing) */
    public static List<GeneratedSource> render(GeneratorExportRequest request) {
        GeneratorClassWriter writer = new GeneratorClassWriter(request);
        List<TestEntry> entries = new ArrayList<>();
        if (request.methodRun() == null) {
            for (int i = 0; i < request.inputs().size(); i++) {
                entries.add(new TestEntry(i + 1, i, null, "#" + (i + 1) + " " + LiveTerms.of(request.inputs().get(i)), null));
            }
        } else {
            for (MethodInput input : request.methodRun().passing()) {
                int n = entries.size() + 1;
                entries.add(new TestEntry(n, input.instance(), input.choice(), "#" + n + " " + request.methodRun().method().call(input.choice())
                        + " on " + LiveTerms.of(request.inputs().get(input.instance())), input));
            }
        }
        int per = request.perClass();
        int count = (entries.size() + per - 1) / per;
        List<GeneratedSource> sources = new ArrayList<>();
        for (int n = 1; n <= count; n++) {
            sources.add(writer.write(entries.subList((n - 1) * per, Math.min(entries.size(), n * per)), entries.size(), n, count));
        }
        return sources;
    }

    /** Renders and writes {@code request} into {@code testSourceRoot}; @return what was written */
    public static ExportResult write(GeneratorExportRequest request, Path testSourceRoot) {
        List<GeneratedSource> sources = render(request);
        SourceFiles.Outcome outcome = SourceFiles.write(testSourceRoot, Access.packageOf(request.generatorClass()), baseName(request),
                request.generator(), sources);
        int tests = sources.stream().mapToInt(GeneratedSource::tests).sum();
        return new ExportResult(outcome.files(), outcome.deleted(), tests,
                request.methodRun() == null ? List.of() : request.methodRun().counterexamples());
    }

    /** @return the simple name of the (first) test class: {@code SortedListGenGenerateExhaustiveTest}, with {@code --method add}: {@code ...GenerateAddExhaustiveTest} */
    public static String baseName(GeneratorExportRequest request) {
        return Names.namePath(request.generatorClass()) + Names.capitalized(request.method())
                + (request.methodRun() == null ? "" : request.methodRun().method().classNamePart()) + "ExhaustiveTest";
    }
}
