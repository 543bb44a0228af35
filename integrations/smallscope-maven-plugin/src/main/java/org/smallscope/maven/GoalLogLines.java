package org.smallscope.maven;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.door.ApiMode;
import org.smallscope.engine.door.LoadedSubject;
import org.smallscope.engine.door.MethodMode;
import org.smallscope.engine.door.SuiteGeneration;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Mode;

/** The lines the goals log about a subject's run: how it searched (full or incremental), its counts, what it wrote or found. */
public final class GoalLogLines {

    private GoalLogLines() {
    }

    /** @return the search line, e.g. {@code BinaryHeap(5): incremental, 1,300 valid, 4,001 explored, reused 1,228 tests ..., 85 ms} */
    public static String search(SubjectConfig config, SubjectJob.Result r) {
        SuiteGeneration.Result s = r.run();
        Mode mode = s.mode();
        StringBuilder line = new StringBuilder(config.describe()).append(": ").append(mode.wireName())
                .append(", ").append(Counts.format(s.valid())).append(" valid, ").append(Counts.format(s.explored())).append(" explored");
        if (mode == Mode.INCREMENTAL) {
            line.append(", reused ").append(Counts.format(s.reusedTests())).append(" tests of snapshot ").append(s.baseId())
                    .append(" as ").append(Counts.format(s.mixedRanges())).append(" mixed ranges");
        } else if (mode == Mode.INCREMENTAL_BACKWARD) {
            line.append(", reused ").append(Counts.format(s.mixedRanges())).append(" stretches of snapshot ").append(s.baseId());
        } else {
            line.append(", reused 0");
        }
        line.append(", ").append(Counts.format(s.millis())).append(" ms");
        if (mode == Mode.FULL) {
            line.append(" (").append(fullReason(s)).append(")");
        }
        return line.toString();
    }

    private static String fullReason(SuiteGeneration.Result g) {
        if (g.fullSearchChosen() != null) {
            return "reuse not chosen: " + g.fullSearchChosen();
        }
        if (g.fallbackReason() != null) {
            return "snapshot not reusable: " + g.fallbackReason();
        }
        return g.baseId() == null ? "no snapshot to reuse: a first run, or repOk and the bounds are unchanged" : "a fresh search";
    }

    /** @return what the export wrote, e.g. {@code wrote BinaryHeapExhaustiveTest.java (1,300 tests) into target/...} */
    public static String export(SuiteGeneration.Written export, Path root) {
        long changed = export.changedFiles();
        List<String> names = export.classNames();
        return (changed == 0 ? "unchanged " : "wrote ") + String.join(", ", names) + " (" + Counts.format(export.tests()) + " tests"
                + (changed == 0 || changed == names.size() ? "" : ", " + changed + " files changed") + ") in " + root
                + (export.deleted().isEmpty() ? "" : "; deleted " + export.deleted().size() + " stale files");
    }

    /** @return method mode's tally, e.g. {@code insert(int): 210 inputs, 210 passed, 0 counterexamples} */
    public static String method(MethodMode.Run run) {
        return run.signature() + ": " + Counts.format(run.inputs()) + " inputs, " + Counts.format(run.passed()) + " passed, "
                + Counts.format(run.counterexamples().size()) + " counterexamples";
    }

    /** @return the counterexamples as the failure lists them: vector, structure, call and what went wrong, with user frames */
    public static List<String> counterexamples(MethodMode.Run run, int limit) {
        List<String> lines = new ArrayList<>();
        for (MethodMode.Failure c : run.counterexamples()) {
            if (lines.size() >= limit) {
                lines.add("... and " + (run.counterexamples().size() - limit) + " more");
                break;
            }
            String frames = c.userFrames().isEmpty() ? "" : "\n        " + String.join("\n        ", c.userFrames());
            lines.add(c.describe() + frames);
        }
        return lines;
    }

    /** @return API mode's line, e.g. {@code sample.AvlTree(4) api: 25 states from 85 sequences, builders AvlTree(), insert(int), 66 ms} */
    public static String api(SubjectConfig config, ApiSubjectJob.Result r) {
        ApiMode.Result b = r.built();
        return config.describe() + ": " + Counts.format(b.states().size()) + " states from " + Counts.format(b.sequences()) + " sequences (at most "
                + r.spec().maxCalls() + " calls, " + r.spec().maxObjects() + " objects, ints " + r.spec().minInt() + ".." + r.spec().maxInt()
                + "), builders " + String.join(", ", b.builders())
                + (b.unchanging().isEmpty() ? "" : " (left out, no call changed a state: " + String.join(", ", b.unchanging()) + ")") + ", "
                + Counts.format(b.millis()) + " ms";
    }

    /** @return what API mode's export wrote, e.g. {@code wrote AvlTreeBuiltTest (25 tests) in target/generated-test-sources/smallscope} */
    public static String builtExport(ApiSubjectJob.Result r, Path root) {
        String file = r.junitFile().getFileName().toString();
        return "wrote " + file.substring(0, file.length() - ".java".length()) + " (" + Counts.format(r.built().states().size()) + " tests) in " + root;
    }

    /** @return the cross-check's line: the same structures, or how many differ each way */
    public static String cross(ApiSubjectJob.Result r) {
        ApiMode.CrossCheckResult c = r.cross();
        String outside = c.outOfBounds() == 0 ? "" : "; " + c.outOfBounds() + " built states outside the finitization's bounds not compared (the"
                + " first: " + c.firstOutside() + ")";
        if (c.agree()) {
            return "cross-check with repOk: the same " + Counts.format(c.repOkValid()) + " structures" + outside;
        }
        return "cross-check with repOk (" + Counts.format(c.repOkValid()) + " valid): " + Counts.format(c.rejected().size())
                + " built states repOk rejects, " + Counts.format(c.unreached().size()) + " structures repOk accepts that no sequence builds" + outside;
    }

    /** @return the cross-check's differences, at most {@code limit} of each kind, smallest first, each with its witness */
    public static List<String> differences(ApiMode.CrossCheckResult c, int limit) {
        List<String> lines = new ArrayList<>();
        if (!c.rejected().isEmpty()) {
            lines.add("repOk rejects " + Counts.format(c.rejected().size()) + " states the builders reach (repOk too strong, or a builder bug):");
            witnesses(c.rejected(), limit, lines);
        }
        if (!c.unreached().isEmpty()) {
            lines.add("no sequence builds " + Counts.format(c.unreached().size()) + " structures repOk accepts (repOk too weak, or builders missing):");
            witnesses(c.unreached(), limit, lines);
        }
        return lines;
    }

    private static void witnesses(List<ApiMode.Witness> all, int limit, List<String> lines) {
        for (int i = 0; i < all.size() && i < limit; i++) {
            ApiMode.Witness w = all.get(i);
            lines.add("  " + w.structure() + (w.calls("; ") != null ? "  built by " + w.calls("; ")
                    : "  candidate " + LoadedSubject.formatVector(w.candidate())));
        }
        if (all.size() > limit) {
            lines.add("  ... and " + (all.size() - limit) + " more");
        }
    }
}
