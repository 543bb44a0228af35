package org.smallscope.cli.commands;

import org.smallscope.engine.run.RunSpecFlags;
import java.io.PrintStream;
import java.util.List;

import org.smallscope.cli.output.RunReport;
import org.smallscope.cli.output.Streams;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.prune.EqClasses;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --eq-class} and {@code --one-per-class} of {@code generate}: Korat+ coverage pruning with the subject's
 * {@code eqClass()}, the classes covered in the summary and the report, and the one-input-per-class JUnit export.
 */
public final class EqClassOptions {

    @Option(names = RunSpecFlags.EQ_CLASS,
            description = "Korat+ coverage pruning: classify each valid input with the subject's Object eqClass() (run with field"
                    + " monitoring like repOk) and skip the candidates that can only repeat the class just covered. Searches the whole"
                    + " space on one thread, without snapshots or checkpoints; prints and reports (eq_classes) each class with its count"
                    + " and first input.")
    boolean eqClass;

    @Option(names = RunSpecFlags.ONE_PER_CLASS, description = "With --eq-class: --junit exports only the first input of each class.")
    boolean onePerClass;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    private EqClasses classes;

    /** @return whether --eq-class was given */
    boolean given() {
        return eqClass;
    }

    /** Refuses --one-per-class without --eq-class, and --eq-class with options of runs it does not make ({@code others}, or null). */
    void check(String others) {
        if (onePerClass && !eqClass) {
            throw new ParameterException(spec.commandLine(), "--one-per-class exports the first input of each class of --eq-class; add --eq-class");
        }
        if (eqClass && others != null) {
            throw new ParameterException(spec.commandLine(), "--eq-class searches the whole space once, on one thread; it cannot be combined with "
                    + others);
        }
    }

    /** @return the classes of {@code loaded} to search with (needs its eqClass()), or null without --eq-class */
    EqClasses classes(Subject loaded) {
        classes = eqClass ? new EqClasses(loaded) : null;
        return classes;
    }

    /** @return {@code collector}, hearing only the first input of each class with --one-per-class */
    SearchListener exporting(SearchListener collector) {
        if (!onePerClass || collector == SearchListener.NONE) {
            return collector;
        }
        EqClasses watched = classes;
        return new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                if (watched.lastWasNew()) {
                    collector.validFound(candidate, heap, ordinal);
                }
            }

            @Override
            public void searchRestarted(String reason) {
                collector.searchRestarted(reason);
            }
        };
    }

    /** Adds the classes covered to {@code report}, sends them to {@code events} and, unless {@code quiet}, prints them. */
    void finish(RunReport report, RunListener events, Streams streams, boolean quiet) {
        if (classes == null) {
            return;
        }
        List<EqClasses.Covered> covered = classes.covered();
        report.eqClasses(covered);
        events.accept(new RunEvent.Classes(covered.stream().map(c -> new RunEvent.Classes.Covered(c.name(), c.count(), c.firstStructure())).toList()));
        if (quiet) {
            return;
        }
        PrintStream out = streams.out();
        out.printf("%-9s %s%n", "classes", Counts.format(covered.size()) + (onePerClass ? " (one input each exported)" : ""));
        for (EqClasses.Covered c : covered) {
            out.printf("  %8s  %s%n", Counts.format(c.count()), c.name());
        }
        out.flush();
    }
}
