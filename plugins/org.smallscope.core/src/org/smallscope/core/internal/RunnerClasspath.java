package org.smallscope.core.internal;

import java.io.File;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;
import org.osgi.framework.wiring.FrameworkWiring;
import org.smallscope.core.CoreStatus;

/**
 * The class path of the search JVM: the command-line bundle (found by name: core runs its jar, it does not require it) and
 * every bundle it is wired to, as jars or folders.
 */
final class RunnerClasspath {

    /** The bundle whose Main runs the search. */
    static final String RUNNER_BUNDLE = "org.smallscope.cli";

    private RunnerClasspath() {
    }

    /** @return the runner's class path entries */
    static List<File> entries() throws CoreException {
        Bundle cli = Platform.getBundle(RUNNER_BUNDLE);
        if (cli == null) {
            throw new CoreException(CoreStatus.RUNNER_INCOMPLETE.status(RUNNER_BUNDLE));
        }
        if (cli.adapt(BundleWiring.class) == null) { // core does not require it (it only runs its jar): resolve it on first use
            Bundle system = FrameworkUtil.getBundle(RunnerClasspath.class).getBundleContext().getBundle(0);
            system.adapt(FrameworkWiring.class).resolveBundles(List.of(cli));
        }
        Set<Bundle> seen = new LinkedHashSet<>();
        Deque<Bundle> work = new ArrayDeque<>(List.of(cli));
        while (!work.isEmpty()) {
            Bundle b = work.pop();
            if (b.getBundleId() == 0 || !seen.add(b)) {
                continue;
            }
            BundleWiring wiring = b.adapt(BundleWiring.class);
            if (wiring == null) {
                throw new CoreException(CoreStatus.RUNNER_INCOMPLETE.status(b.getSymbolicName()));
            }
            for (BundleWire wire : wiring.getRequiredWires(null)) {
                Bundle provider = wire.getProvider().getBundle();
                if (!provider.getSymbolicName().startsWith("org.eclipse.") && !provider.getSymbolicName().startsWith("org.junit")) {
                    work.push(provider);
                }
            }
        }
        Set<File> files = new LinkedHashSet<>();
        for (Bundle b : seen) {
            File file = BundleFiles.of(b).orElse(null);
            if (file == null) {
                throw new CoreException(CoreStatus.RUNNER_INCOMPLETE.status(b.getSymbolicName()));
            }
            files.add(file);
        }
        return List.copyOf(files);
    }
}
