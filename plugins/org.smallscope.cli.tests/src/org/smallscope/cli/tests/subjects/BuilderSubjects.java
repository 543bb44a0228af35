package org.smallscope.cli.tests.subjects;

/**
 * Classes API mode refuses or reports: a builder taking an object, no public constructor, a builder that throws, and a
 * stack with a repOk whose methods method mode checks on the built objects.
 */
public final class BuilderSubjects {

    private BuilderSubjects() {
    }

    /** A class whose builder {@code hold} takes an object. */
    public static class Holder {
        /** What is held. */
        public Object held;

        /** Holds {@code o}. */
        public void hold(Object o) {
            held = o;
        }
    }

    /** A class without a public constructor. */
    public static class Hidden {
        private Hidden() {
        }

        /** Does nothing. */
        public void touch(int v) {
        }
    }

    /** A counter whose {@code add} never returns when called with 1 on a non-zero count (it sleeps, ignoring interrupts). */
    public static class Stall {
        /** The calls of add so far. */
        public int count;

        /** Counts one call; with {@code v == 1} after the first call, never returns. */
        public void add(int v) {
            while (v == 1 && count > 0) {
                try {
                    Thread.sleep(Long.MAX_VALUE);
                } catch (InterruptedException e) {
                    // ignored on purpose: a call that cannot be stopped
                }
            }
            count++;
        }
    }

    /** A counter whose {@code down} throws at zero. */
    public static class Countdown {
        /** The count. */
        public int count;

        /** Counts up. */
        public void up() {
            count++;
        }

        /** Counts down; throws at zero. */
        public void down() {
            if (count == 0) {
                throw new IllegalStateException("already zero");
            }
            count--;
        }
    }

    /** A stack of ints built by {@code push}, with a {@code dropTop} that forgets the size and a {@code pop} that throws when empty. */
    public static class Pile {
        /** A cell of the stack. */
        public static class Cell {
            /** The cell below, or null. */
            public Cell next;
            /** The value. */
            public int value;
        }

        /** The top cell, or null. */
        public Cell top;
        /** The number of cells. */
        public int size;

        /** Puts {@code v} on top. */
        public void push(int v) {
            Cell c = new Cell();
            c.value = v;
            c.next = top;
            top = c;
            size++;
        }

        /** Removes the top cell but leaves the size as it was (the planted bug). */
        public void dropTop() {
            if (top != null) {
                top = top.next;
            }
        }

        /** @return the top value, removed; throws when empty */
        public int pop() {
            if (top == null) {
                throw new java.util.NoSuchElementException("empty pile");
            }
            int v = top.value;
            top = top.next;
            size--;
            return v;
        }

        /** @return whether the cells end after exactly {@code size} of them */
        public boolean repOk() {
            int count = 0;
            for (Cell c = top; c != null; c = c.next) {
                if (++count > size) {
                    return false;
                }
            }
            return count == size;
        }
    }
}
