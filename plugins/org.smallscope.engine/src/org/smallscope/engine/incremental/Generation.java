package org.smallscope.engine.incremental;

import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.search.DelegatingRunControl;
import org.smallscope.engine.search.Listeners;
import org.smallscope.engine.search.RunControl;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SearchFindings;

import com.google.gson.JsonObject;

/**
 * One generation run as users ask for it: pick the base snapshot (named, or the newest compatible
 * one of the same class whose predicate or bounds differ), search incrementally or fully, and save
 * the new suite as a snapshot.
 * Damaged or unusable snapshots and an unwritable store become warnings, never a wrong suite.
 */
public final class Generation implements DelegatingRunControl {

    /**
     * What to run.
     *
     * @param store where snapshots are read and saved, or null for none
     * @param base a user's word naming the base snapshot (id, path, class), or null to pick one
     * @param reuse whether to look for a base at all
     * @param threads worker threads
     * @param timeoutMillis per-candidate watchdog (0 for none)
     * @param toolVersion written into saved snapshots
     * @param sourceModel the IDE's facts about the subject's source, kept in the saved snapshot's header, or null
     * @param checkpointing whether the run keeps a checkpoint in the store (and resumes the one there)
     * @param executor runs the search's batches on a cluster instead of {@code threads} (see the front door's {@code Batches}), or null
     * @param policy whether a compatible base is reused when that is estimated cheaper ({@link ReuseEstimate}), always, or never
     */
    public record Options(SnapshotStore store, String base, boolean reuse, int threads, long timeoutMillis, String toolVersion,
            JsonObject sourceModel, Checkpointing checkpointing, BatchExecutor executor, ReuseEstimate.Policy policy) {

        /** Options that reuse a compatible base when that is estimated cheaper. */
        public Options(SnapshotStore store, String base, boolean reuse, int threads, long timeoutMillis, String toolVersion,
                JsonObject sourceModel, Checkpointing checkpointing, BatchExecutor executor) {
            this(store, base, reuse, threads, timeoutMillis, toolVersion, sourceModel, checkpointing, executor, ReuseEstimate.Policy.AUTO);
        }

        /** Options without checkpoints, searching on this JVM's threads. */
        public Options(SnapshotStore store, String base, boolean reuse, int threads, long timeoutMillis, String toolVersion,
                JsonObject sourceModel) {
            this(store, base, reuse, threads, timeoutMillis, toolVersion, sourceModel, Checkpointing.OFF, null);
        }

        /** Options without a source model or checkpoints. */
        public Options(SnapshotStore store, String base, boolean reuse, int threads, long timeoutMillis, String toolVersion) {
            this(store, base, reuse, threads, timeoutMillis, toolVersion, null);
        }

        /** @return these options, searching with {@code executor} (null: on this JVM's threads) */
        public Options executingOn(BatchExecutor executor) {
            return new Options(store, base, reuse, threads, timeoutMillis, toolVersion, sourceModel, checkpointing, executor, policy);
        }

        /** @return these options deciding reuse by {@code p} */
        public Options withPolicy(ReuseEstimate.Policy p) {
            return new Options(store, base, reuse, threads, timeoutMillis, toolVersion, sourceModel, checkpointing, executor, p);
        }

        /** @return these options with checkpoints as {@code c} says */
        public Options withCheckpointing(Checkpointing c) {
            return new Options(store, base, reuse, threads, timeoutMillis, toolVersion, sourceModel, c, executor, policy);
        }
    }

    /**
     * Whether a run keeps a checkpoint of what it has reported in the store ({@link Checkpoints}), so that a run killed
     * before it saved its snapshot can be resumed, and whether it resumes one; deleted once the snapshot is saved.
     */
    public enum Checkpointing {
        /** No checkpoint. */
        OFF,
        /** Keep a checkpoint, replacing any stored one. */
        KEEP,
        /** Keep a checkpoint, first resuming the stored one if it was made for the same run. */
        RESUME
    }

    /** Hears how a run will search, once its base is chosen and before the search begins. */
    @FunctionalInterface
    public interface Start {
        /**
         * @param mode {@code incremental}, {@code incremental-backward} or {@code full}
         * @param base the snapshot reused, or null for a full search
         * @param reusedTests the base's valid candidates used as ranges (backwards: its recorded stretches; 0 for a full search)
         * @param mixedRanges the ranges to search (0 for a full search)
         */
        void searching(Mode mode, SnapshotHeader base, long reusedTests, long mixedRanges);
    }

    /**
     * How it went.
     *
     * @param outcome the search and its mode
     * @param base the header of the snapshot reused (or offered and refused), or null
     * @param saved where the new snapshot was saved, or null
     * @param warnings problems that did not stop the run (damaged snapshots, store not writable)
     */
    public record Report(IncrementalGenerator.Result outcome, SnapshotHeader base, Path saved, List<String> warnings) {
    }

    private final Subject subject;
    private final Options options;
    private final IncrementalGenerator generator;
    /** The newest snapshot of the subject's class (other than the subject's own) when none was chosen as a base, or null. */
    private SnapshotHeader refused;
    /** When the base chosen was made with higher bounds and the same repOk: how its suite is filtered, and what it keeps. */
    private LoweredBounds lowered;
    private LoweredBounds.Tally loweredTally;

    /** @param subject what to generate; @param options how */
    public Generation(Subject subject, Options options) {
        this.subject = subject;
        this.options = options;
        this.generator = new IncrementalGenerator(subject, options.threads(), options.timeoutMillis(), options.executor())
                .policy(options.policy() == null ? ReuseEstimate.Policy.AUTO : options.policy());
    }

    @Override
    public RunControl control() {
        return generator;
    }

    /** Runs; throws {@link EngineError#SNAPSHOT_NOT_FOUND} when a named base does not exist. */
    public Report run(SearchListener listener) {
        return run(listener, (mode, base, reusedTests, mixedRanges) -> {
        });
    }

    /** Runs, telling {@code start} how before the search begins; throws {@link EngineError#SNAPSHOT_NOT_FOUND} when a named base does not exist. */
    public Report run(SearchListener listener, Start start) {
        List<String> warnings = new ArrayList<>();
        SnapshotFile.Contents base = chooseBase(warnings);
        if (base != null && lowered != null) {
            ReuseEstimate e = LoweredBounds.estimate(base, loweredTally, options.policy() == null ? ReuseEstimate.Policy.AUTO : options.policy());
            boolean filters = loweredTally.refusal() == null && e.chosen() == ReuseEstimate.Choice.REUSE;
            start.searching(filters ? Mode.INCREMENTAL : Mode.FULL, filters ? base.header() : null, filters ? base.header().valid() : 0,
                    filters ? loweredTally.kept() : 0);
        } else if (base != null && Compatibility.check(base.header().descriptor(), subject).compatible()
                && ReuseEstimate.of(base.header(), options.policy() == null ? ReuseEstimate.Policy.AUTO : options.policy()).chosen()
                        == ReuseEstimate.Choice.REUSE) {
            start.searching(Mode.INCREMENTAL, base.header(), base.header().valid(), base.header().valid());
        } else if (base != null && backwardChosen(base)) {
            long stretches = BackwardRecords.of(base).orElseThrow()
                    .stretchCount(BackwardPlan.sharedPrefix(base.header().descriptor().conjuncts(), subject.conjuncts()));
            start.searching(Mode.INCREMENTAL_BACKWARD, base.header(), stretches, stretches);
        } else {
            start.searching(Mode.FULL, null, 0, 0);
        }
        SnapshotRecorder recorder = new SnapshotRecorder(subject).recordingTrail(options.store() != null);
        SearchListener both = Listeners.of(recorder, listener);
        Checkpoints checkpoints = options.store() == null || options.checkpointing() == null || options.checkpointing() == Checkpointing.OFF
                ? null
                : new Checkpoints(options.store(), subject, options.toolVersion(), options.checkpointing() == Checkpointing.RESUME, warnings);
        generator.checkpoints(checkpoints);
        IncrementalGenerator.Result outcome = base == null ? generator.full(both)
                : lowered != null ? generator.filtered(base, lowered, loweredTally, both) : fromBase(base, both, warnings);
        if (base == null && refused != null) {
            outcome = new IncrementalGenerator.Result(outcome.result(), Mode.FULL, 0, 0, refusal());
        }
        if (outcome.result().outcome() == Outcome.COMPLETED) {
            warnings.addAll(SearchFindings.warnings(subject));
        }
        Path saved = null;
        if (options.store() != null && outcome.result().outcome() == Outcome.COMPLETED) {
            recorder.dependingOn(outcome.mode() == Mode.FULL ? null : base.header(),
                    checkpoints != null && checkpoints.resumedRanges() ? "the run resumed a checkpoint of an earlier run" : null);
            if (lowered != null && outcome.mode() == Mode.INCREMENTAL) {
                recorder.fullSearchEstimate(outcome.estimate().full());
            }
            recorder.trailFrom(switch (outcome.mode()) {
                case FULL -> 1;
                case INCREMENTAL -> base.header().descriptor().conjuncts().size();
                case INCREMENTAL_BACKWARD -> BackwardPlan.sharedPrefix(base.header().descriptor().conjuncts(), subject.conjuncts());
            });
            if (recorder.trailDropped() != null && subject.probedConjuncts() > 0) {
                warnings.add("the snapshot keeps no conjunct records (" + recorder.trailDropped() + "): a later weakening of "
                        + subject.simpleName() + " will search in full");
            }
            try {
                saved = options.store().save(recorder.finish(outcome.result(), outcome.mode().wireName(), options.toolVersion(), options.sourceModel()));
                if (checkpoints != null) {
                    checkpoints.delete();
                }
            } catch (SmallscopeException e) {
                warnings.add(e.getMessage() + "; the suite is complete, but no snapshot was saved");
            }
        }
        return new Report(outcome, base == null ? refused : base.header(), saved, warnings);
    }

    /**
     * Searches from {@code base}; a base whose damage shows only while the search decodes it becomes a warning, a
     * quarantined file and a full search that starts over.
     */
    private IncrementalGenerator.Result fromBase(SnapshotFile.Contents base, SearchListener both, List<String> warnings) {
        try {
            return generator.fromBase(base, both);
        } catch (RuntimeException e) {
            SmallscopeException damage = DamagedSnapshot.in(e);
            if (damage == null) {
                throw e;
            }
            warnings.add(DamagedSnapshot.warning(where(), base.file(), damage, "; running a full search instead"));
            both.searchRestarted(damage.getMessage());
            return generator.fallBack(damage.getMessage(), both, base);
        }
    }

    /** @return the store bases come from: the options', else {@code .smallscope} (where a named base is looked for) */
    private SnapshotStore where() {
        return options.store() != null ? options.store() : new SnapshotStore(Path.of(".smallscope"));
    }

    private SnapshotFile.Contents chooseBase(List<String> warnings) {
        SnapshotStore store = options.store();
        if (options.base() != null && options.reuse()) {
            SnapshotStore where = where();
            Optional<SnapshotStore.Entry> named = where.find(options.base());
            if (named.isEmpty()) {
                throw EngineError.SNAPSHOT_NOT_FOUND.exception(options.base(), where.directory());
            }
            return readOrWarn(where, named.get(), warnings);
        }
        if (!options.reuse() || store == null) {
            return null;
        }
        String self = SubjectDescriptor.of(subject).fingerprint();
        SnapshotStore.Entry backwardBase = null;
        for (SnapshotStore.Entry entry : store.list()) {
            if (!entry.readable()) {
                warnings.add(DamagedSnapshot.warning(store, entry.file(), entry.problem(), " (ignored)"));
                continue;
            }
            // the snapshot of this very subject (unchanged predicate and bounds) is replaced, not replayed,
            // so that running an unchanged subject again gives Korat's counts; --base replays it
            boolean earlierVersion = !entry.header().id().equals(self) && entry.header().descriptor().className().equals(subject.className());
            if (!earlierVersion) {
                continue;
            }
            if (refused == null) {
                refused = entry.header(); // the newest snapshot of this class: if none is reused, the run says why not this one
            }
            if (Compatibility.check(entry.header().descriptor(), subject).compatible()) {
                return readOrWarn(store, entry, warnings);
            }
            if (BackwardPlan.isBackwardEdit(entry.header().descriptor(), subject) && backwardBase == null) {
                backwardBase = entry; // the newest weakened-from snapshot, if no snapshot extends forwards
            }
        }
        if (backwardBase != null) {
            SnapshotFile.Contents contents = readOrWarn(store, backwardBase, warnings);
            if (contents != null && backwardPossible(contents)) {
                return contents;
            }
        }
        return lowered(store, self, warnings);
    }

    /**
     * @return the newest snapshot of this class made with higher bounds and the same repOk, whose suite holds every valid
     *         candidate of the lowered bounds ({@link LoweredBounds}), or null
     */
    private SnapshotFile.Contents lowered(SnapshotStore store, String self, List<String> warnings) {
        List<String> hashes = subject.conjuncts().stream().map(org.smallscope.engine.Conjunct::hash).toList();
        SubjectDescriptor now = SubjectDescriptor.of(subject);
        for (SnapshotStore.Entry entry : store.list()) {
            if (!entry.readable() || entry.header().id().equals(self)) {
                continue;
            }
            SubjectDescriptor d = entry.header().descriptor();
            if (!d.className().equals(subject.className()) || !d.conjuncts().stream().map(org.smallscope.engine.Conjunct::hash).toList().equals(hashes)
                    || d.slots().size() < subject.vectorLength() || !noSmaller(d, now)) {
                continue;
            }
            LoweredBounds plan = LoweredBounds.check(d, subject);
            if (plan.possible()) {
                SnapshotFile.Contents contents = readOrWarn(store, entry, warnings);
                if (contents != null) {
                    lowered = plan;
                    loweredTally = plan.tally(contents);
                    return contents;
                }
            }
        }
        return null;
    }

    /**
     * @return whether {@code base} bounds the same fields as {@code now}, none with fewer values and one with more (the
     *         cheap test before {@link LoweredBounds#check} loads the subject with the base's bounds)
     */
    private static boolean noSmaller(SubjectDescriptor base, SubjectDescriptor now) {
        java.util.Map<String, Integer> sizes = new java.util.HashMap<>();
        base.fields().forEach(f -> sizes.put(f.qualifiedName(), f.size()));
        boolean larger = false;
        for (SubjectDescriptor.FieldBound f : now.fields()) {
            Integer b = sizes.remove(f.qualifiedName());
            if (b == null || b < f.size()) {
                return false;
            }
            larger |= b > f.size();
        }
        return sizes.isEmpty() && (larger || base.slots().size() > now.slots().size());
    }

    /** @return why the newest snapshot of this class ({@link #refused}) is not reused, in the words of the check that refused it */
    private String refusal() {
        SubjectDescriptor base = refused.descriptor();
        List<String> reasons = new ArrayList<>(Compatibility.check(base, subject).reasons());
        if (BackwardPlan.isBackwardEdit(base, subject)) {
            reasons = new ArrayList<>(BackwardPlan.check(base, Optional.empty(), subject).reasons().stream()
                    .filter(r -> !r.startsWith("backward: snapshot")).toList());
            if (reasons.isEmpty()) {
                reasons.add("backward: snapshot " + base.describe() + " keeps no usable conjunct records for this weakening");
            }
        }
        return reasons.isEmpty() ? "snapshot " + base.describe() + " could not be read" : String.join("; ", reasons);
    }

    private boolean backwardPossible(SnapshotFile.Contents base) {
        return BackwardPlan.isBackwardEdit(base.header().descriptor(), subject)
                && BackwardPlan.check(base.header().descriptor(), BackwardRecords.of(base), subject).possible();
    }

    /** @return whether backward reuse of {@code base} is sound and estimated worth it */
    private boolean backwardChosen(SnapshotFile.Contents base) {
        if (!backwardPossible(base)) {
            return false;
        }
        int m = BackwardPlan.sharedPrefix(base.header().descriptor().conjuncts(), subject.conjuncts());
        return BackwardRun.estimate(base, BackwardRecords.of(base).orElseThrow(), m,
                options.policy() == null ? ReuseEstimate.Policy.AUTO : options.policy()).chosen() == ReuseEstimate.Choice.REUSE;
    }

    /** @return {@code entry} read (its conjunct records too, where a weakened predicate would read them), or null with a warning */
    private SnapshotFile.Contents readOrWarn(SnapshotStore store, SnapshotStore.Entry entry, List<String> warnings) {
        try {
            if (!entry.readable()) {
                throw entry.problem();
            }
            SnapshotFile.Contents contents = SnapshotFile.read(entry.file());
            backwardPossible(contents); // decodes the conjunct records of a weakened predicate's base: their damage shows here
            return contents;
        } catch (SmallscopeException e) {
            warnings.add(DamagedSnapshot.warning(store, entry.file(), e, "; running a full search instead"));
            return null;
        }
    }
}
