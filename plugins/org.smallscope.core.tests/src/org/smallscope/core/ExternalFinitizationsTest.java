package org.smallscope.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue #40 item 3 in the IDE: a subject whose finitization another class of its project declares (in a test source
 * folder, so the production class needs no API) gets it offered, named for the runner as {@code demo.CacheBounds#finCache};
 * methods that only mention the class, and finitizations of other subjects, are not offered.
 */
class ExternalFinitizationsTest {

    private static final String CACHE = """
            package demo;

            public class Cache {
                Entry head;
                int size;

                static class Entry {
                    Entry next;
                }

                boolean repOk() {
                    int n = 0;
                    for (Entry e = head; e != null && n <= size; e = e.next) {
                        n++;
                    }
                    return n == size;
                }
            }
            """;

    private static final String BOUNDS = """
            package demo;

            import org.smallscope.api.FinitizationFactory;
            import org.smallscope.api.IFinitization;

            public class CacheBounds {
                public static IFinitization finCache(int n) {
                    IFinitization f = FinitizationFactory.create(Cache.class);
                    f.set("size", f.createIntSet(0, n));
                    return f;
                }

                static Cache sample(int n) {
                    return new Cache();
                }

                public static IFinitization finOther(int n) {
                    return FinitizationFactory.create(Other.class);
                }

                public static class Other {
                    boolean repOk() {
                        return true;
                    }
                }
            }
            """;

    private static IProject project;
    private static IType cache;

    @BeforeAll
    static void createProject() throws CoreException {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("externalFinitizations");
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
        project.getFolder("test").create(true, true, null);
        java.setRawClasspath(new IClasspathEntry[] {JavaCore.newSourceEntry(project.getFolder("src").getFullPath()),
            JavaCore.newSourceEntry(project.getFolder("test").getFullPath())}, project.getFolder("bin").getFullPath(), null);
        java.getPackageFragmentRoot(project.getFolder("src")).createPackageFragment("demo", true, null).createCompilationUnit("Cache.java", CACHE,
                true, null);
        java.getPackageFragmentRoot(project.getFolder("test")).createPackageFragment("demo", true, null).createCompilationUnit("CacheBounds.java",
                BOUNDS, true, null);
        cache = java.findType("demo.Cache");
    }

    @AfterAll
    static void deleteProject() throws CoreException {
        project.delete(true, true, null);
    }

    @Test
    void aFinitizationInAnotherClassThatNamesTheSubjectIsOfferedQualified() throws Exception {
        List<IMethod> found = ExternalFinitizations.of(cache);

        assertEquals(List.of("CacheBounds.finCache"), found.stream().map(m -> m.getDeclaringType().getElementName() + "." + m.getElementName()).toList(),
                "sample(int) only mentions Cache, finOther bounds another class");
        IMethod repOk = cache.getMethod("repOk", new String[0]);
        WorkspaceSubject bare = new WorkspaceSubject(cache, repOk, null);
        assertEquals(found, bare.finitizations(), "the class has none of its own");
        WorkspaceSubject chosen = bare.withFinitization(found.get(0));
        assertEquals("demo.CacheBounds#finCache", chosen.finitizationName(), "what the runner's --finitization takes");
        assertTrue(chosen.finitizationOutside());
        assertEquals(1, chosen.withFinitizationTaking(1).finitizationArity());
    }

    @Test
    void aMemberClassBoundedByItsEnclosingClassGetsThatFinitizationQualified() throws Exception {
        IType other = JavaCore.create(project).findType("demo.CacheBounds.Other");
        WorkspaceSubject s = new WorkspaceSubject(other, other.getMethod("repOk", new String[0]), null);

        List<IMethod> found = s.finitizations();

        assertEquals(List.of("finOther"), found.stream().map(IMethod::getElementName).toList(), "finCache bounds Cache, not Other");
        assertEquals("demo.CacheBounds#finOther", s.withFinitization(found.get(0)).finitizationName());
        assertFalse(new WorkspaceSubject(cache, cache.getMethod("repOk", new String[0]), null).finitizations().contains(found.get(0)));
    }
}
