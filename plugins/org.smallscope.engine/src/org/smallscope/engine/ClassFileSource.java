package org.smallscope.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;

/** Where the class files of a subject (and the user code it calls) are read from. */
@FunctionalInterface
public interface ClassFileSource {

    /** @return the class file of {@code binaryName} ({@code a.b.C$D}), or {@code null} if not here */
    byte[] read(String binaryName);

    /** @return the URL of a resource, or {@code null}; used for user code's own resource lookups */
    default URL resource(String name) {
        return null;
    }

    /** @return a source reading class files as resources of {@code loader} */
    static ClassFileSource of(ClassLoader loader) {
        return new ClassFileSource() {
            @Override
            public byte[] read(String binaryName) {
                try (InputStream in = loader.getResourceAsStream(binaryName.replace('.', '/') + ".class")) {
                    return in == null ? null : in.readAllBytes();
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot read the class file of " + binaryName, e);
                }
            }

            @Override
            public URL resource(String name) {
                return loader.getResource(name);
            }
        };
    }
}
