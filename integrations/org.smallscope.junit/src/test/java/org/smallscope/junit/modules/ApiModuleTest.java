package org.smallscope.junit.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.api.IFinitization;

/**
 * The API jar a user's modular project compiles against (the one Maven resolves, as it is installed in the local
 * repository): it is the automatic module {@code org.smallscope.api}, and a module {@code requires} it by that name.
 */
class ApiModuleTest {

    @TempDir
    Path dir;

    private static Path apiJar() throws Exception {
        Path jar = Path.of(IFinitization.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertTrue(jar.toString().endsWith(".jar"), "the API comes from its jar here: " + jar);
        return jar;
    }

    @Test
    void theManifestNamesTheModule() throws Exception {
        try (JarFile jar = new JarFile(apiJar().toFile())) {
            assertEquals("org.smallscope.api", jar.getManifest().getMainAttributes().getValue("Automatic-Module-Name"));
        }
        ModuleReference module = ModuleFinder.of(apiJar()).findAll().iterator().next();
        ModuleDescriptor descriptor = module.descriptor();
        assertEquals("org.smallscope.api", descriptor.name());
        assertTrue(descriptor.isAutomatic());
        assertTrue(descriptor.packages().contains("org.smallscope.api"), descriptor.packages().toString());
    }

    @Test
    void aModuleRequiresItByName() throws Exception {
        String errors = compile(Map.of(
                "module-info.java", "module demo.subjects { requires org.smallscope.api; exports demo; }",
                "demo/SortedList.java", """
                        package demo;
                        import org.smallscope.api.FinitizationFactory;
                        import org.smallscope.api.IFinitization;
                        public class SortedList {
                            int size;
                            public boolean repOk() { return size >= 0; }
                            public static IFinitization finSortedList(int n) {
                                IFinitization f = FinitizationFactory.create(SortedList.class);
                                f.set("size", f.createIntSet(0, n));
                                return f;
                            }
                        }
                        """));
        assertEquals("", errors);
    }

    @Test
    void anotherNameDoesNotResolve() throws Exception {
        String errors = compile(Map.of("module-info.java", "module demo.subjects { requires smallscope.api; }"));
        assertFalse(errors.isEmpty());
        assertTrue(errors.contains("smallscope.api"), errors);
    }

    /** @return javac's messages for {@code sources} (file name to text) compiled with the API jar on the module path; empty if it compiled */
    private String compile(Map<String, String> sources) throws Exception {
        Path src = dir.resolve("src");
        List<Path> files = new ArrayList<>();
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path p = src.resolve(e.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, e.getValue());
            files.add(p);
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "no system Java compiler (javax.tools.ToolProvider): run the tests on a JDK");
        StringWriter out = new StringWriter();
        List<String> options = List.of("--release", "17", "-proc:none", "-encoding", "UTF-8", "--module-path", apiJar().toString(),
                "-d", dir.resolve("classes").toString());
        boolean ok;
        try (var files0 = javac.getStandardFileManager(null, null, null)) {
            ok = javac.getTask(out, files0, null, options, null, files0.getJavaFileObjectsFromPaths(files)).call();
        } catch (IOException e) {
            throw e;
        }
        return ok ? "" : out.toString().isEmpty() ? "javac failed without a message" : out.toString();
    }
}
