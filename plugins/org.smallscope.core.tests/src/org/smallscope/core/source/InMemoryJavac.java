package org.smallscope.core.source;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

import org.smallscope.api.IFinitization;

/**
 * Compiles golden sources in memory with the running JDK's javac, against the Smallscope API classes
 * read from the API's own class loader (so it works on a plain class path and under OSGi alike).
 */
final class InMemoryJavac {

    private InMemoryJavac() {
    }

    /** @return binary class name to class file bytes; throws AssertionError with javac's messages on errors */
    static Map<String, byte[]> compile(String className, String source) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new AssertionError("no system Java compiler: the golden tests need a JDK, not a JRE");
        }
        Map<String, ByteArrayOutputStream> out = new HashMap<>();
        StringWriter messages = new StringWriter();
        StandardJavaFileManager standard = javac.getStandardFileManager(null, null, null);
        JavaFileManager files = new ForwardingJavaFileManager<>(standard) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String name, JavaFileObject.Kind kind, FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("mem:///" + name.replace('.', '/') + kind.extension), kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return out.computeIfAbsent(name, k -> new ByteArrayOutputStream());
                    }
                };
            }

            @Override
            public Iterable<JavaFileObject> list(Location location, String pkg, Set<JavaFileObject.Kind> kinds, boolean recurse)
                    throws IOException {
                if (location == StandardLocation.CLASS_PATH && pkg.equals("org.smallscope.api") && kinds.contains(JavaFileObject.Kind.CLASS)) {
                    return apiClasses();
                }
                return super.list(location, pkg, kinds, recurse);
            }

            @Override
            public String inferBinaryName(Location location, JavaFileObject file) {
                if (file instanceof ApiClass api) {
                    return api.binaryName;
                }
                return super.inferBinaryName(location, file);
            }
        };
        JavaFileObject unit = new SimpleJavaFileObject(URI.create("string:///" + className.replace('.', '/') + ".java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        boolean ok = javac.getTask(messages, files, null, List.of("-g", "-proc:none", "--release", "17", "-Xlint:none"), null, List.of(unit))
                .call();
        if (!ok) {
            throw new AssertionError("javac failed on " + className + ":\n" + messages);
        }
        Map<String, byte[]> classes = new HashMap<>();
        out.forEach((k, v) -> classes.put(k, v.toByteArray()));
        return classes;
    }

    /** A class file of the Smallscope API, read from the API's class loader. */
    private static final class ApiClass extends SimpleJavaFileObject {
        final String binaryName;

        ApiClass(String binaryName) {
            super(URI.create("api:///" + binaryName.replace('.', '/') + ".class"), JavaFileObject.Kind.CLASS);
            this.binaryName = binaryName;
        }

        @Override
        public InputStream openInputStream() throws IOException {
            InputStream in = IFinitization.class.getClassLoader().getResourceAsStream(binaryName.replace('.', '/') + ".class");
            if (in == null) {
                throw new IOException("cannot read " + binaryName);
            }
            return in;
        }
    }

    private static List<JavaFileObject> apiClasses() {
        List<JavaFileObject> found = new ArrayList<>();
        for (String name : apiClassNames()) {
            found.add(new ApiClass("org.smallscope.api." + name));
        }
        return found;
    }

    /** @return the simple names of the API's top-level classes (listed from the bundle under OSGi, else from the class path) */
    private static List<String> apiClassNames() {
        List<String> names = new ArrayList<>();
        org.osgi.framework.Bundle bundle = osgiBundle();
        if (bundle != null) {
            var wiring = bundle.adapt(org.osgi.framework.wiring.BundleWiring.class);
            for (String r : wiring.listResources("org/smallscope/api", "*.class", 0)) {
                names.add(r.substring(r.lastIndexOf('/') + 1, r.length() - 6));
            }
            return names;
        }
        try {
            var url = IFinitization.class.getResource("IFinitization.class");
            if ("file".equals(url.getProtocol())) {
                try (var dir = java.nio.file.Files.list(java.nio.file.Path.of(url.toURI()).getParent())) {
                    dir.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".class")).forEach(n -> names.add(n.substring(0, n.length() - 6)));
                }
            } else if ("jar".equals(url.getProtocol())) {
                String jar = url.getPath().substring(5, url.getPath().indexOf('!'));
                try (var zip = new java.util.zip.ZipFile(java.net.URLDecoder.decode(jar, java.nio.charset.StandardCharsets.UTF_8))) {
                    zip.stream().map(java.util.zip.ZipEntry::getName)
                            .filter(n -> n.startsWith("org/smallscope/api/") && n.endsWith(".class") && n.indexOf('/', 19) < 0)
                            .forEach(n -> names.add(n.substring(19, n.length() - 6)));
                }
            }
        } catch (IOException | java.net.URISyntaxException e) {
            throw new AssertionError("cannot list the Smallscope API classes: " + e, e);
        }
        return names;
    }

    private static org.osgi.framework.Bundle osgiBundle() {
        try {
            return org.osgi.framework.FrameworkUtil.getBundle(IFinitization.class);
        } catch (NoClassDefFoundError e) {
            return null;
        }
    }
}
