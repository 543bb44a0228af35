package org.smallscope.core.internal;

import java.io.File;
import java.io.IOException;
import java.util.Optional;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;

/** Where an installed bundle lives on disk (a jar, or a folder in development), for class paths outside OSGi. */
public final class BundleFiles {

    private BundleFiles() {
    }

    /** @return the jar or folder of the newest resolved bundle {@code symbolicName} */
    public static Optional<File> of(String symbolicName) {
        Bundle bundle = Platform.getBundle(symbolicName);
        return bundle == null ? Optional.empty() : of(bundle);
    }

    /** @return the jar or folder of {@code bundle} (the very bundle a wiring names, whatever other versions are installed) */
    public static Optional<File> of(Bundle bundle) {
        try {
            File file = FileLocator.getBundleFileLocation(bundle).orElse(null);
            if (file == null) {
                return Optional.empty();
            }
            if (file.isDirectory()) {
                File classes = new File(file, "target/classes");
                if (classes.isDirectory()) {
                    return Optional.of(classes);
                }
                File bin = new File(file, "bin");
                if (bin.isDirectory()) {
                    return Optional.of(bin);
                }
            }
            return Optional.of(file.getCanonicalFile());
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
