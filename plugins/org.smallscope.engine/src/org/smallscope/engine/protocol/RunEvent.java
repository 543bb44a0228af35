package org.smallscope.engine.protocol;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import java.util.Locale;

/**
 * One event of a run, from the engine's search to every sink ({@link RunListener}); on the wire one JSON
 * line each, told apart by its {@code "event"} field ({@link #kind()}), its other fields named in snake case.
 * Adding a kind: a record here (its kind is its lower-cased simple name), the code that emits it, and the
 * case that applies it to the IDE's run model; the codec finds the record by itself.
 */
public sealed interface RunEvent {

    /** @return the event's name on the wire, the value of its {@code "event"} field: the record's simple name in lower case */
    default String kind() {
        return kindOf(getClass());
    }

    /** @return the wire name of the events of class {@code type} */
    static String kindOf(Class<?> type) {
        return type.getSimpleName().toLowerCase(Locale.ROOT);
    }

    /**
     * The search is about to begin (first event of a run that loaded its subject).
     *
     * @param subject e.g. {@code BST(5)}
     * @param className binary name of the class with repOk
     * @param finitization the finitization method's name
     * @param args the finitization's arguments
     * @param mode full or incremental
     * @param spaceSize the number of candidates in the unpruned space, in decimal
     * @param vectorLength the length of a candidate vector
     * @param slots the name of each position of the vector ({@code this.root}, {@code Node0.left}, ...)
     * @param slotValues what each slot's values mean (labels, objects or primitives), null from runners that do not send it
     */
    record Started(String subject, String className, String finitization, int[] args, Mode mode, String spaceSize, int vectorLength,
            List<String> slots, SlotValues slotValues) implements RunEvent {

        /** An event without the meaning of the slots' values. */
        public Started(String subject, String className, String finitization, int[] args, Mode mode, String spaceSize, int vectorLength,
                List<String> slots) {
            this(subject, className, finitization, args, mode, spaceSize, vectorLength, slots, null);
        }

        /** Compares the arguments by value. */
        @Override
        public boolean equals(Object o) {
            return o instanceof Started s && Objects.equals(subject, s.subject) && Objects.equals(className, s.className)
                    && Objects.equals(finitization, s.finitization) && Arrays.equals(args, s.args) && Objects.equals(mode, s.mode)
                    && Objects.equals(spaceSize, s.spaceSize) && vectorLength == s.vectorLength && Objects.equals(slots, s.slots)
                    && Objects.equals(slotValues, s.slotValues);
        }

        @Override
        public int hashCode() {
            return Objects.hash(subject, className, mode) * 31 + Arrays.hashCode(args);
        }
    }

    /**
     * An incremental run reuses a snapshot (right after {@link Started}).
     *
     * @param baseSnapshot the reused snapshot's id
     * @param baseSubject the subject it was made for, e.g. {@code BST(5)}
     * @param reusedTests its valid candidates used as ranges
     * @param mixedRanges the mixed ranges searched
     */
    record Reuse(String baseSnapshot, String baseSubject, long reusedTests, long mixedRanges) implements RunEvent {
    }

    /**
     * The run resumes an interrupted one from its checkpoint (after {@link Started} and {@link Reuse}): the valid
     * candidates of the ranges that run had finished come next, replayed in order, then the rest of the search.
     *
     * @param ranges ranges the checkpoint covered
     * @param totalRanges ranges of the whole run
     * @param explored candidates explored in those ranges
     * @param valid valid candidates found in them
     */
    record Resumed(long ranges, long totalRanges, long explored, long valid) implements RunEvent {
    }

    /**
     * Counts so far, about every 200 ms, and once more when the search ends; after {@link Restarted} they start again from 0.
     *
     * @param explored candidates explored
     * @param valid valid candidates found
     * @param elapsedMillis time since the search began
     * @param covered the share of the run's work done, 0 to 1 (for a search of the whole space the share of the candidate
     *        space covered, for an incremental or backward run the share of its ranges done), or null when not measured
     * @param remainingMillis the estimated time left, or null while there is no stable estimate (see
     *        {@code org.smallscope.engine.run.RemainingTime})
     */
    record Progress(long explored, long valid, long elapsedMillis, Double covered, Long remainingMillis) implements RunEvent {

        /** Counts without the share done and the time left. */
        public Progress(long explored, long valid, long elapsedMillis) {
            this(explored, valid, elapsedMillis, null, null);
        }
    }

    /**
     * The next regions of the candidate space the search accounted for, in Korat order, sent with the
     * progress ticks (a bounded batch each; see {@link Region}).
     *
     * @param regions explored candidates, the candidates pruned with them and those skipped, aggregated
     */
    record Regions(List<Region> regions) implements RunEvent {

        /** The most regions one event holds (neighbours are merged, {@link Region#coarsen}, to fit). */
        public static final int MOST = 512;
    }

    /**
     * A valid candidate, in search order.
     *
     * @param ordinal 1 for the first valid candidate, 2 for the next, ...
     * @param vector the candidate vector
     * @param structure the candidate as a readable structure (the engine's rendering of the object graph)
     */
    record Valid(long ordinal, int[] vector, String structure) implements RunEvent {

        /**
         * The most valid structures of one run a runner sends to an IDE and an IDE keeps: a suite of millions (DLLU(10):
         * 3,628,800, each with its text) would fill the IDE's heap; the counts still come with {@code progress} and
         * {@code finished}, and the whole suite is in the snapshot.
         */
        public static final int SENT_AT_MOST = 100_000;

        /** @return {@link #SENT_AT_MOST}, or the {@code smallscope.events.validLimit} property's value (to test the limit) */
        public static long sentAtMost() {
            return Long.getLong("smallscope.events.validLimit", SENT_AT_MOST);
        }

        /** Compares the vector by value. */
        @Override
        public boolean equals(Object o) {
            return o instanceof Valid v && ordinal == v.ordinal && Arrays.equals(vector, v.vector) && Objects.equals(structure, v.structure);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(ordinal) * 31 + Arrays.hashCode(vector);
        }
    }

    /**
     * Everything sent since {@link Started} is void: an incremental run fell back to a full search.
     *
     * @param reason why
     */
    record Restarted(String reason) implements RunEvent {
    }

    /**
     * A problem that did not stop the run (a damaged snapshot, an unwritable store).
     *
     * @param text what happened
     */
    record Warning(String text) implements RunEvent {
    }

    /**
     * How the run searches, where the user can change it and may want to know; not a problem (e.g. how much of repOk a
     * candidate runs: {@code a candidate's repOk starts past ...; not at conjunct 3, sizeOk() (line 40): ...}).
     *
     * @param text what
     */
    record Note(String text) implements RunEvent {
    }

    /**
     * How the run's searches prune, sent once after {@link Note}: with conjunct look-ahead (the same valid candidates in the
     * same order as Korat's, fewer explored) or exploring exactly Korat's candidates (its explored counts, as the papers give
     * them); an incremental run's mixed ranges never look ahead.
     *
     * @param mode {@value #LOOK_AHEAD} or {@value #KORAT_EXACT}, as the report's {@code pruning}
     * @param reason with {@value #KORAT_EXACT}, why the run does not look ahead; else null
     */
    record Pruning(String mode, String reason) implements RunEvent {

        /** The mode of a run that looks ahead. */
        public static final String LOOK_AHEAD = "look-ahead";

        /** The mode of a run that explores Korat's candidates. */
        public static final String KORAT_EXACT = "korat-exact";

        /** @return whether the run looks ahead, so its explored counts are below Korat's */
        public boolean looksAhead() {
            return LOOK_AHEAD.equals(mode);
        }
    }

    /**
     * The black-box equivalence classes a Korat+ run ({@code --eq-class}) covered, sent once after the search.
     *
     * @param covered each class in the order the search first met it
     */
    record Classes(List<Covered> covered) implements RunEvent {

        /**
         * One class covered.
         *
         * @param key the key {@code eqClass()} returned, as text
         * @param count the valid inputs of the class the search found
         * @param structure the first of them, rendered
         */
        public record Covered(String key, long count, String structure) {
        }
    }

    /**
     * The suite was exported as JUnit tests.
     *
     * @param files the files written
     * @param classes the binary names of the test classes written
     * @param tests the number of test methods
     */
    record Exported(List<String> files, List<String> classes, long tests) implements RunEvent {
    }

    /**
     * A method under test broke on a valid structure.
     *
     * @param vector the structure's candidate vector
     * @param structure the structure, rendered
     * @param parameters the values of the method's parameters
     * @param problem what went wrong
     */
    record Counterexample(int[] vector, String structure, String parameters, String problem) implements RunEvent {
        /** Compares the vector by value. */
        @Override
        public boolean equals(Object o) {
            return o instanceof Counterexample c && Arrays.equals(vector, c.vector) && Objects.equals(structure, c.structure)
                    && Objects.equals(parameters, c.parameters) && Objects.equals(problem, c.problem);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(vector);
        }
    }

    /**
     * The run is over (always the last event).
     *
     * @param outcome completed, cancelled (stop command, Ctrl-C, connection lost) or failed
     * @param explored candidates explored
     * @param valid valid candidates found
     * @param millis how long the search took
     * @param exitCode the process's exit status
     * @param message the error the command line printed (naming class, field, line or candidate), else null
     * @param snapshot the id of the snapshot this run saved, else null
     * @param fallbackReason why a snapshot offered for reuse could not be reused, else null
     */
    record Finished(Outcome outcome, long explored, long valid, long millis, int exitCode, String message, String snapshot,
            String fallbackReason) implements RunEvent {
    }

    /**
     * A line this reader could not read as an event: an unknown kind, or a known one whose fields do not parse.
     *
     * @param kind the line's {@code "event"}, or null if it has none
     * @param line the line as read
     */
    record Unknown(String kind, String line) implements RunEvent {
        // kind() is the record component: the kind the line named, if any
    }
}
