package org.smallscope.cli.output;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.RunEvent;

/**
 * The events of a run waiting for a reader that may be slower than the search: offering one never blocks; valid
 * structures (rendered as lines by the thread that offers them) beyond a budget of memory are dropped and counted,
 * waiting counts are replaced by the latest ones and waiting regions merged into one event (totals kept), and every other
 * event is kept, in order.
 */
final class EventBacklog {

    /** At most 32 MiB of valid structures' lines wait, and at most an eighth of the heap. */
    static final long VALID_BUDGET_CHARS = Math.min(32L << 20, Runtime.getRuntime().maxMemory() / 8);

    /**
     * One event waiting: a valid structure as its line (and never flushed alone), or any other event.
     *
     * @param event the event, or null for a valid structure's line
     * @param line the line of a valid structure, or null
     */
    record Entry(RunEvent event, String line) {
    }

    private final long validBudget;
    private final ArrayDeque<Entry> pending = new ArrayDeque<>();
    private long validChars;
    /** The counts and the regions waiting since the run (re)started, if any: later ones replace or join them. */
    private Entry progress;
    private Entry regions;
    private long dropped;
    private boolean closed;

    /** @param validBudget how many characters the lines of the valid structures waiting may hold */
    EventBacklog(long validBudget) {
        this.validBudget = validBudget;
    }

    /** @return {@link #VALID_BUDGET_CHARS}, or the {@code smallscope.events.backlogChars} property's value (to test the budget) */
    static long validBudget() {
        return Long.getLong("smallscope.events.backlogChars", VALID_BUDGET_CHARS);
    }

    /** Adds {@code event} (a valid structure is rendered here, and dropped if it does not fit); never blocks; ignored once closed. */
    void offer(RunEvent event) {
        if (event instanceof RunEvent.Valid valid) {
            offerValid(EventWriter.line(valid));
        } else {
            offerOther(event);
        }
    }

    private synchronized void offerValid(String line) {
        if (closed) {
            return;
        }
        if (validChars > 0 && validChars + line.length() > validBudget) {
            dropped++;
            return;
        }
        validChars += line.length();
        add(new Entry(null, line));
    }

    private synchronized void offerOther(RunEvent event) {
        if (closed) {
            return;
        }
        Entry kept = new Entry(event, null);
        if (event instanceof RunEvent.Progress) {
            removeWaiting(progress);
            progress = kept;
        } else if (event instanceof RunEvent.Regions r) {
            if (removeWaiting(regions)) {
                List<Region> both = new ArrayList<>(((RunEvent.Regions) regions.event()).regions());
                both.addAll(r.regions());
                kept = new Entry(new RunEvent.Regions(Region.coarsen(both, RunEvent.Regions.MOST)), null);
            }
            regions = kept;
        } else if (event instanceof RunEvent.Started || event instanceof RunEvent.Restarted) {
            progress = null; // what comes after is another run's: never merged with what came before
            regions = null;
            if (event instanceof RunEvent.Restarted) {
                dropped = 0; // the reader drops what it had
            }
        }
        add(kept);
    }

    private void add(Entry entry) {
        pending.addLast(entry);
        notifyAll();
    }

    /** @return the next entry, waiting for one; null once closed and empty */
    synchronized Entry take() throws InterruptedException {
        while (pending.isEmpty() && !closed) {
            wait();
        }
        Entry entry = pending.pollFirst();
        if (entry == null) {
            return null;
        }
        if (entry.line() != null) {
            validChars -= entry.line().length();
        } else if (entry == progress) {
            progress = null;
        } else if (entry == regions) {
            regions = null;
        }
        return entry;
    }

    /** @return whether no event is waiting */
    synchronized boolean isEmpty() {
        return pending.isEmpty();
    }

    /** @return the valid structures dropped since the run (re)started */
    synchronized long dropped() {
        return dropped;
    }

    /** Takes no more events: {@link #take} returns what is waiting, then null. */
    synchronized void close() {
        closed = true;
        notifyAll();
    }

    /** @return whether {@code entry} was waiting (and is no more) */
    private boolean removeWaiting(Entry entry) {
        if (entry == null) {
            return false;
        }
        for (Iterator<Entry> i = pending.descendingIterator(); i.hasNext();) {
            if (i.next() == entry) {
                i.remove();
                return true;
            }
        }
        return false;
    }
}
