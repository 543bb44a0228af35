package org.smallscope.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IPackageFragment;
import org.eclipse.jdt.core.JavaCore;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.smallscope.core.internal.SubjectPropertyTester;

/**
 * Discovery of generator programs by JDT: methods with int bounds that return a value and use the generator API (by an
 * imported type, a static import or a qualified name) are generators; API names in comments or strings, void methods,
 * other parameters and a look-alike class of another package are not.
 */
class GeneratorMethodsTest {

    private static final String GENERATORS = """
            package gen;

            import java.util.ArrayList;
            import org.smallscope.api.udita.Choices;
            import org.smallscope.api.udita.ObjectPool;
            import static org.smallscope.api.udita.Choices.assume;

            public class Gens {
                static class Node { Node next; }

                static int[] queens(int n) {
                    int[] q = new int[n];
                    for (int i = 0; i < n; i++) {
                        q[i] = Choices.getInt(0, n - 1);
                    }
                    return q;
                }

                Node list(int size) {
                    ObjectPool<Node> pool = new ObjectPool<>(size, Node::new, true);
                    return pool.getAny();
                }

                static boolean anyFlag() {
                    assume(true);
                    return true;
                }

                static int qualified(int n) {
                    return org.smallscope.api.udita.Choices.getInt(0, n);
                }

                static int commented(int n) {
                    // Choices.getInt(0, n) is not called here
                    return n;
                }

                static String quoted(int n) {
                    return "Choices.getInt(0, n)";
                }

                static void noResult(int n) {
                    Choices.getInt(0, n);
                }

                static int textBound(String n) {
                    return Choices.getInt(0, n.length());
                }

                static ArrayList<Integer> plain(int n) {
                    return new ArrayList<>();
                }
            }
            """;

    private static final String LOOK_ALIKE = """
            package gen;

            class Other {
                static class Choices {
                    static int getInt(int lo, int hi) {
                        return lo;
                    }
                }

                static int local(int n) {
                    return Choices.getInt(0, n);
                }
            }
            """;

    private static IProject project;
    private static ICompilationUnit gens;
    private static ICompilationUnit other;

    @BeforeAll
    static void createProject() throws CoreException {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("generatorDiscovery");
        if (project.exists()) {
            project.delete(true, true, null);
        }
        project.create(null);
        project.open(null);
        IProjectDescription d = project.getDescription();
        d.setNatureIds(new String[] {JavaCore.NATURE_ID});
        project.setDescription(d, null);
        IJavaProject java = JavaCore.create(project);
        project.getFolder("src").create(true, true, null);
        java.setRawClasspath(new org.eclipse.jdt.core.IClasspathEntry[] {JavaCore.newSourceEntry(project.getFolder("src").getFullPath())},
                project.getFolder("bin").getFullPath(), null);
        IPackageFragment pkg = java.getPackageFragmentRoot(project.getFolder("src")).createPackageFragment("gen", true, null);
        gens = pkg.createCompilationUnit("Gens.java", GENERATORS, true, null);
        other = pkg.createCompilationUnit("Other.java", LOOK_ALIKE, true, null);
    }

    @AfterAll
    static void deleteProject() throws CoreException {
        project.delete(true, true, null);
    }

    private static List<String> names(List<IMethod> methods) {
        return methods.stream().map(IMethod::getElementName).toList();
    }

    @Test
    void onlyMethodsUsingTheApiWithIntBoundsAndAResultAreGenerators() throws Exception {
        assertEquals(List.of("queens", "list", "anyFlag", "qualified"), names(GeneratorMethods.scan(gens)));
        assertEquals(List.of(), names(GeneratorMethods.scan(other)), "a class named Choices of another package is not the API");
    }

    @Test
    void anElementInsideAGeneratorFindsItAndTheCommandIsEnabledThere() throws Exception {
        int inBody = GENERATORS.indexOf("q[i] = Choices");
        IMethod queens = GeneratorMethods.generatorAt(gens.getElementAt(inBody));
        assertEquals("queens", queens.getElementName());
        assertNull(GeneratorMethods.generatorAt(gens.getElementAt(GENERATORS.indexOf("return \"Choices"))), "quoted is no generator");
        SubjectPropertyTester tester = new SubjectPropertyTester();
        assertEquals(true, tester.test(queens, "isGeneratorMethod", new Object[0], null));
        assertEquals(false, tester.test(gens.getType("Gens").getMethod("plain", new String[] {"I"}), "isGeneratorMethod", new Object[0], null));
        assertEquals(true, tester.test(gens, "hasGenerator", new Object[0], null));
        assertEquals(false, tester.test(other, "hasGenerator", new Object[0], null));
    }
}
