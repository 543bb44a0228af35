package org.smallscope.engine;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.runtime.StopRequest;

/**
 * The Korat search over one range of a subject's candidate space: run repOk on a candidate
 * while recording first field reads, then backtrack on the last read field, skipping
 * isomorphic choices (at most one fresh object per choice). Valid candidates stream to a
 * {@link SearchListener}. Runs on the calling thread; {@link #cancel()} and the per-candidate
 * watchdog may stop it from other threads.
 */
public final class Search {

    private final Subject subject;
    private final CandidateHeap heap;
    private final SearchListener listener;
    private final int[] from;
    private final int[] to;
    private final long timeoutMillis;
    private final AtomicLong published = new AtomicLong();
    private final AtomicLong publishedValid = new AtomicLong();
    private volatile boolean stopRequested;
    private volatile boolean cancelled;
    private volatile String timedOutCandidate;
    private volatile Thread runner;
    private int[] cv;

    private Search(Builder b) {
        this.subject = b.subject;
        this.heap = b.heap != null ? b.heap : subject.newHeap();
        this.listener = b.listener;
        this.from = b.from == null ? new int[subject.vectorLength()] : subject.checkVector(b.from.clone(), Arrays.toString(b.from));
        this.to = b.to == null ? null : subject.checkVector(b.to.clone(), Arrays.toString(b.to));
        this.timeoutMillis = b.timeoutMillis;
    }

    /** @return a builder of a search over {@code subject} */
    public static Builder over(Subject subject) {
        return new Builder(subject);
    }

    /** Configures a {@link Search}. */
    public static final class Builder {
        private final Subject subject;
        private CandidateHeap heap;
        private SearchListener listener = SearchListener.NONE;
        private int[] from;
        private int[] to;
        private long timeoutMillis = 10_000;

        private Builder(Subject subject) {
            this.subject = subject;
        }

        /** Where valid candidates and other events go. */
        public Builder listener(SearchListener l) {
            this.listener = l;
            return this;
        }

        /** The first candidate to explore (default: all zeros). */
        public Builder from(int[] cv) {
            this.from = cv;
            return this;
        }

        /** The candidate at which to stop, not explored (default: explore to the end of the space). */
        public Builder to(int[] cv) {
            this.to = cv;
            return this;
        }

        /** How long repOk may run on one candidate before the run is stopped; 0 turns the watchdog off. */
        public Builder candidateTimeoutMillis(long millis) {
            this.timeoutMillis = millis;
            return this;
        }

        /** The heap to search with (default: a new one). */
        public Builder heap(CandidateHeap h) {
            this.heap = h;
            return this;
        }

        /** @return the configured search */
        public Search build() {
            return new Search(this);
        }
    }

    /** Asks the search to stop soon; it ends with {@link SearchResult.Outcome#CANCELLED} and its partial counts. */
    public void cancel() {
        cancelled = true;
        stopRequested = true;
        Thread t = runner;
        if (t != null) {
            t.interrupt();
        }
    }

    /** @return candidates explored so far (any thread) */
    public long exploredSoFar() {
        return published.get();
    }

    /** @return valid candidates found so far (any thread) */
    public long validSoFar() {
        return publishedValid.get();
    }

    /** Runs the search on the calling thread. */
    public SearchResult run() {
        runner = Thread.currentThread();
        Thread watchdog = timeoutMillis > 0 ? startWatchdog() : null;
        long start = System.nanoTime();
        long explored = 0;
        long valid = 0;
        long exceptions = 0;
        Throwable firstException = null;
        int[] firstExceptionCandidate = null;
        SearchResult.Outcome outcome = SearchResult.Outcome.COMPLETED;
        SmallscopeException failure = null;
        AccessRecorder rec = heap.recorder();
        rec.clear();
        cv = from.clone();
        heap.writeAll(cv);
        listener.searchStarted(subject, cv.clone());
        try {
            while (true) {
                if (stopRequested) {
                    break;
                }
                explored++;
                published.lazySet(explored);
                boolean ok;
                try {
                    ok = heap.repOk();
                } catch (StopRequest stop) {
                    break;
                } catch (Throwable t) {
                    if (stopRequested) {
                        break;
                    }
                    ok = false;
                    exceptions++;
                    if (firstException == null) {
                        firstException = t;
                        firstExceptionCandidate = cv.clone();
                    }
                    listener.predicateThrew(cv, t);
                }
                if (ok) {
                    valid++;
                    publishedValid.lazySet(valid);
                    listener.validFound(cv, heap, valid);
                    touchReachable(rec);
                }
                if (!advance(rec) || (to != null && Arrays.equals(cv, to))) {
                    break;
                }
            }
        } finally {
            runner = null;
            if (watchdog != null) {
                watchdog.interrupt();
            }
            Thread.interrupted();
        }
        if (timedOutCandidate != null) {
            outcome = SearchResult.Outcome.FAILED;
            failure = EngineError.CANDIDATE_TIMEOUT.exception(subject.className(), timeoutMillis, timedOutCandidate);
        } else if (cancelled) {
            outcome = SearchResult.Outcome.CANCELLED;
        }
        SearchResult result = new SearchResult(outcome, explored, valid, exceptions, System.nanoTime() - start, failure, firstException,
                firstExceptionCandidate);
        listener.searchFinished(result);
        return result;
    }

    /** Moves {@link #cv} to the next candidate in Korat order; false when the space is exhausted. */
    private boolean advance(AccessRecorder rec) {
        int[] sizes = subject.domainSize;
        int[][] isoClass = subject.isoClass;
        int[][] isoIndex = subject.isoIndex;
        while (rec.size() > 0) {
            int f = rec.top();
            rec.pop();
            int v = cv[f];
            if (v >= sizes[f] - 1) {
                cv[f] = 0;
                heap.write(f, 0);
                continue;
            }
            int cls = isoClass[f][v];
            if (cls >= 0) {
                int max = -1;
                for (int i = 0, n = rec.size(); i < n; i++) {
                    int g = rec.at(i);
                    int w = cv[g];
                    if (isoClass[g][w] == cls && isoIndex[g][w] > max) {
                        max = isoIndex[g][w];
                    }
                }
                if (isoIndex[f][v] > max) {
                    // a fresh object was tried: the other fresh objects are isomorphic to it
                    cv[f] = 0;
                    heap.write(f, 0);
                    continue;
                }
            }
            cv[f] = v + 1;
            heap.write(f, v + 1);
            return true;
        }
        return false;
    }

    /** After a valid candidate: every reachable field not read joins the stack, depth first, fields in vector order. */
    private void touchReachable(AccessRecorder rec) {
        boolean[] visited = new boolean[subject.objectCount()];
        touch(rec, subject.rootSlots, visited);
    }

    private void touch(AccessRecorder rec, int[] slots, boolean[] visited) {
        for (int s : slots) {
            rec.push(s);
            int o = subject.valueObject[s][cv[s]];
            if (o >= 0 && !visited[o]) {
                visited[o] = true;
                touch(rec, subject.objectSlots[o], visited);
            }
        }
    }

    private Thread startWatchdog() {
        Thread searchThread = Thread.currentThread();
        Thread t = new Thread(() -> {
            long last = -1;
            long since = System.nanoTime();
            long period = Math.max(10, Math.min(250, timeoutMillis / 4));
            try {
                while (!Thread.currentThread().isInterrupted()) {
                    Thread.sleep(period);
                    long now = published.get();
                    if (now != last) {
                        last = now;
                        since = System.nanoTime();
                    } else if ((System.nanoTime() - since) / 1_000_000L >= timeoutMillis && runner != null) {
                        int[] stuck = cv;
                        timedOutCandidate = stuck == null ? "?" : Arrays.toString(stuck.clone());
                        stopRequested = true;
                        while (runner != null) {
                            searchThread.interrupt();
                            Thread.sleep(50);
                        }
                        return;
                    }
                }
            } catch (InterruptedException e) {
                // the search ended
            }
        }, "smallscope-watchdog");
        t.setDaemon(true);
        t.start();
        return t;
    }
}
