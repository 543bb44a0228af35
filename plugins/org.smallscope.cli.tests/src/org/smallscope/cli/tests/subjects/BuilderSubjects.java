package org.smallscope.cli.tests.subjects;

/** Classes API mode refuses or reports: a builder taking an object, no public constructor, a builder that throws. */
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
}
