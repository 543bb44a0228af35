package org.smallscope.engine.tests.builders;

/** Small classes with builders for API-mode tests: one whose builder throws, one with an observer, ones API mode refuses. */
public final class TestBuilders {

    private TestBuilders() {
    }

    /** A stack of ints as linked cells; {@link #pop} on an empty stack throws. */
    public static class Stack {
        /** A cell. */
        public static class Cell {
            /** The cell below. */
            public Cell below;
            /** The value. */
            public int value;
        }

        /** The top cell. */
        public Cell top;

        /** Pushes {@code v}. */
        public void push(int v) {
            Cell c = new Cell();
            c.value = v;
            c.below = top;
            top = c;
        }

        /** Pops the top cell; throws {@link IllegalStateException} when empty. */
        public void pop() {
            if (top == null) {
                throw new IllegalStateException("empty stack");
            }
            top = top.below;
        }

        /** @return whether the stack holds {@code v} (an observer: never changes the state) */
        public boolean contains(int v) {
            for (Cell c = top; c != null; c = c.below) {
                if (c.value == v) {
                    return true;
                }
            }
            return false;
        }
    }

    /** A class whose builder takes an object. */
    public static class Holder {
        /** The held object. */
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

    /** A class whose constructor numbers its objects, so an object built again differs from the first. */
    public static class Serial {
        /** How many were made. */
        public static int made;
        /** This object's number. */
        public int serial = made++;
    }

    /** A counter whose {@link #add} never returns when called with 1 on a non-zero count (it sleeps, ignoring interrupts). */
    public static class Hanging {
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
}
