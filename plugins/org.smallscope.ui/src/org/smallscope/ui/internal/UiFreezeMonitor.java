package org.smallscope.ui.internal;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.swt.widgets.Display;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.ui.SmallscopeUi;

/**
 * The UI-thread watchdog: while generation runs are going on, pings the UI thread every few
 * milliseconds (one daemon thread, idle between runs), keeps the longest time a ping waited
 * (per run), and logs the UI thread's stack when it is blocked for more than {@link #FREEZE_MILLIS}.
 */
public final class UiFreezeMonitor extends JobChangeAdapter {

    /** A block this long is a freeze: logged with the UI thread's stack. */
    public static final long FREEZE_MILLIS = 2000;

    /** Time between pings. */
    static final long PING_MILLIS = 10;

    private static final UiFreezeMonitor INSTANCE = new UiFreezeMonitor();

    private final Map<GenerationRun, AtomicLong> longest = new ConcurrentHashMap<>();
    private final Map<GenerationRun, AtomicLong> answered = new ConcurrentHashMap<>();
    private final AtomicLong pings = new AtomicLong();
    private volatile String worstStack = "";
    private volatile long worst;
    private volatile Thread pinger;
    private volatile Display display;

    private UiFreezeMonitor() {
    }

    /** @return the monitor */
    public static UiFreezeMonitor instance() {
        return INSTANCE;
    }

    /** Starts watching generation jobs on {@code watched}. */
    public void install(Display watched) {
        this.display = watched;
        Job.getJobManager().addJobChangeListener(this);
    }

    /** @return the longest time (ms) the UI thread kept a ping waiting during {@code run}, or -1 if it was not watched */
    public long longestBlockMillis(GenerationRun run) {
        AtomicLong l = longest.get(run);
        return l == null ? -1 : l.get();
    }

    /** @return diagnostics: pings answered so far and the UI thread's stack during the worst block over 200 ms */
    public String diagnostics() {
        return pings.get() + " pings; " + worstStack;
    }

    @Override
    public void aboutToRun(IJobChangeEvent event) {
        if (event.getJob() instanceof GenerationJob job) {
            longest.put(job.run(), new AtomicLong());
            answered.put(job.run(), new AtomicLong());
            startPinger();
        }
    }

    private synchronized void startPinger() {
        if (pinger != null || display == null) {
            return;
        }
        Thread t = new Thread(this::ping, "Smallscope UI watchdog");
        t.setDaemon(true);
        t.setPriority(Thread.MAX_PRIORITY);
        pinger = t;
        t.start();
    }

    /** Posts one ping at a time and measures how long the UI thread takes to run it. */
    private void ping() {
        Display d = display;
        while (!d.isDisposed()) {
            if (longest.keySet().stream().allMatch(GenerationRun::ended)) {
                if (!sleep(50)) {
                    return;
                }
                continue;
            }
            long sent = System.nanoTime();
            java.util.List<GenerationRun> during = longest.keySet().stream().filter(r -> !r.ended()).toList();
            AtomicLong answered = new AtomicLong(-1);
            d.asyncExec(() -> answered.set(System.nanoTime()));
            boolean logged = false;
            String stack = null;
            while (answered.get() < 0 && !d.isDisposed()) {
                long waited = (System.nanoTime() - sent) / 1_000_000;
                if (waited > 200 && stack == null) {
                    stack = stackOf(d.getThread(), waited);
                }
                if (waited > FREEZE_MILLIS && !logged) {
                    logFreeze(d.getThread(), waited);
                    logged = true;
                }
                if (!sleep(1)) {
                    return;
                }
            }
            long latency = (answered.get() - sent) / 1_000_000;
            if (stack != null && latency > worst) {
                worst = latency;
                worstStack = stack;
            }
            pings.incrementAndGet();
            record(during, latency);
            if (!sleep(PING_MILLIS)) {
                return;
            }
        }
    }

    /** Records a ping's wait for the runs that were going on when it was sent (a block that outlasts a run still counts for it). */
    private void record(java.util.List<GenerationRun> runs, long millis) {
        for (GenerationRun run : runs) {
            longest.get(run).accumulateAndGet(millis, Math::max);
            answered.get(run).incrementAndGet();
        }
    }

    /** @return how many pings were answered while {@code run} was going on */
    public long pings(GenerationRun run) {
        AtomicLong a = answered.get(run);
        return a == null ? 0 : a.get();
    }

    private static String stackOf(Thread ui, long waited) {
        StringBuilder sb = new StringBuilder("blocked over " + waited + " ms at:");
        for (StackTraceElement e : ui.getStackTrace()) {
            sb.append("\n  ").append(e);
        }
        return sb.toString();
    }

    private static void logFreeze(Thread ui, long waited) {
        Exception where = new Exception("UI thread stack");
        where.setStackTrace(ui.getStackTrace());
        ILog.of(org.eclipse.core.runtime.Platform.getBundle(SmallscopeUi.PLUGIN_ID)).log(new Status(IStatus.WARNING, SmallscopeUi.PLUGIN_ID,
                "The UI thread has been blocked for " + waited + " ms during a Smallscope run (" + SmallscopeCore.PLUGIN_ID + ")", where));
    }

    private static boolean sleep(long millis) {
        try {
            Thread.sleep(millis);
            return true;
        } catch (InterruptedException e) {
            return false;
        }
    }
}
