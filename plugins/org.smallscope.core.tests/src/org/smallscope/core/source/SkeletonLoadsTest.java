package org.smallscope.core.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.TypeDeclaration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.incremental.SubjectDescriptor;

/**
 * The finitization-skeleton quick fix on subjects whose finitization is removed (bundled examples and the test subjects
 * with arrays, class domains and value fields): the skeleton's text is inserted with its imports, the source is compiled
 * and loaded by the engine, and its bounds and slots evaluated on source equal the engine's.
 */
class SkeletonLoadsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({"org.smallscope.examples.everyday.HeapArray, example:HeapArray", "org.smallscope.examples.BST, example:BST",
        "org.smallscope.examples.RBT, example:RBT", "subjects.Expr, subjects/Expr", "subjects.UF, subjects/UF", "subjects.Pools, subjects/Pools",
        "subjects.Values, subjects/Values", "subjects.Shared, subjects/Shared"})
    void theSkeletonCompilesAndLoads(String className, String from) {
        String simple = className.substring(className.lastIndexOf('.') + 1);
        String original = from.startsWith("example:") ? ExampleSources.example(from.substring(8)) : SourceCheckGolden.read(from + ".java.txt");
        String source = withoutFinitization(original, simple);
        TypeDeclaration type = type(JavaSource.parse(source), simple);

        String completed = insert(source, type, FinitizationSkeleton.render(type), FinitizationSkeleton.imports(type));
        EvaluatedBounds bounds = FinitizationEvaluator.evaluate(SourceModel.parse(completed, simple), 3);
        assertTrue(bounds.complete(), () -> "the skeleton evaluates:\n" + completed + "\n" + bounds);
        SubjectDescriptor d = SubjectDescriptor.of(EngineSubjects.load(className, completed, 3));
        assertEquals(d.fields().stream().map(f -> f.qualifiedName() + "=" + f.bounds()).toList(),
                bounds.fields().stream().map(b -> b.qualifiedName() + "=" + b.bounds()).toList());
        assertEquals(d.slots(), bounds.slots());
        assertTrue(d.fields().size() > 1, "the skeleton bounds fields");
    }

    private static String withoutFinitization(String source, String simple) {
        TypeDeclaration type = type(JavaSource.parse(source), simple);
        for (MethodDeclaration m : type.getMethods()) {
            if (m.getName().getIdentifier().equals("fin" + simple)) {
                int start = m.getStartPosition();
                return withoutFinitization(source.substring(0, start) + source.substring(start + m.getLength()), simple);
            }
        }
        return source;
    }

    private static TypeDeclaration type(CompilationUnit unit, String simple) {
        for (Object t : unit.types()) {
            if (((AbstractTypeDeclaration) t).getName().getIdentifier().equals(simple)) {
                return (TypeDeclaration) t;
            }
        }
        throw new AssertionError("no type " + simple);
    }

    /** @return the source with the method added at the end of the type and the imports after the package declaration */
    static String insert(String source, TypeDeclaration type, String method, List<String> imports) {
        CompilationUnit unit = (CompilationUnit) type.getRoot();
        int close = type.getStartPosition() + type.getLength() - 1;
        int afterPackage = unit.getPackage() == null ? 0 : unit.getPackage().getStartPosition() + unit.getPackage().getLength();
        StringBuilder sb = new StringBuilder(source.substring(0, afterPackage));
        imports.forEach(i -> sb.append("\nimport ").append(i).append(';'));
        return sb.append(source, afterPackage, close).append('\n').append(method).append(source.substring(close)).toString();
    }
}
