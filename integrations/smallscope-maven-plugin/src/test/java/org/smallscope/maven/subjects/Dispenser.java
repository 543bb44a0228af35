package org.smallscope.maven.subjects;

/** A counter for API mode whose {@link #take} throws at zero and whose {@link #stall(int)} never returns for 1 on a non-zero count. */
public class Dispenser {

    /** The count. */
    public int count;

    /** Counts up. */
    public void fill() {
        count++;
    }

    /** Counts down; throws at zero. */
    public void take() {
        if (count == 0) {
            throw new IllegalStateException("empty");
        }
        count--;
    }

    /** With {@code v == 1} on a non-zero count, never returns (it sleeps, ignoring interrupts). */
    public void stall(int v) {
        while (v == 1 && count > 0) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // ignored on purpose: a call that cannot be stopped
            }
        }
    }
}
