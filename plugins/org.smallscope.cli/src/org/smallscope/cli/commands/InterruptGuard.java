package org.smallscope.cli.commands;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.smallscope.engine.search.RunControl;

/**
 * Makes Ctrl-C stop a command cleanly: a shutdown hook cancels the running search and waits
 * (at most {@link #GRACE_MILLIS}) until the command has printed its partial statistics and
 * written its report, which it signals by closing this guard. The hook never calls
 * {@code System.exit}; the JVM then exits with the signal's status (130 for SIGINT), and
 * {@code org.smallscope.cli.Main.main} does not call {@code System.exit} either once a signal arrived (that would
 * block while the hooks run).
 */
public final class InterruptGuard implements AutoCloseable {

    /** How long the hook waits for the command to finish its output. */
    public static final long GRACE_MILLIS = 5_000;

    private static volatile boolean signalled;

    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;
    private volatile RunControl search;
    private volatile boolean fired;

    private InterruptGuard() {
        hook = new Thread(this::onShutdown, "smallscope-interrupt");
    }

    /** @return a guard whose hook is registered (if the JVM is not already shutting down) */
    public static InterruptGuard install() {
        InterruptGuard guard = new InterruptGuard();
        try {
            Runtime.getRuntime().addShutdownHook(guard.hook);
        } catch (IllegalStateException e) {
            guard.fired = true; // already shutting down: behave as if interrupted
        }
        return guard;
    }

    /** @return whether any guard's hook ran in this JVM (the JVM is exiting on a signal) */
    public static boolean signalled() {
        return signalled;
    }

    /** The search to cancel on Ctrl-C; cancelled at once if Ctrl-C came before it existed. */
    public void watch(RunControl s) {
        this.search = s;
        if (fired) {
            s.cancel();
        }
    }

    /** @return whether Ctrl-C (or another shutdown) arrived while this guard was installed */
    public boolean interrupted() {
        return fired;
    }

    /** The command's output is complete: lets a waiting hook return and removes the hook. */
    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // shutting down: the hook is running or ran
        }
    }

    private void onShutdown() {
        signalled = true;
        fired = true;
        RunControl s = search;
        if (s != null) {
            s.cancel();
        }
        try {
            finished.await(GRACE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
