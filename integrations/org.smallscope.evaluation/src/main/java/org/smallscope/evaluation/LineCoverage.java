package org.smallscope.evaluation;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.analysis.ICounter;
import org.jacoco.core.analysis.IMethodCoverage;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/** The per-line status (covered, partly covered, missed) of a class's measured methods, as the report's {@code lines} entry. */
public record LineCoverage(String className, String source, List<Integer> covered, List<Integer> partly, List<Integer> missed) {

    /** @return the lines of {@code methods} in {@code c} by JaCoCo's status (lines without code are left out) */
    public static LineCoverage of(IClassCoverage c, Set<String> methods) {
        Set<Integer> covered = new TreeSet<>();
        Set<Integer> partly = new TreeSet<>();
        Set<Integer> missed = new TreeSet<>();
        for (IMethodCoverage m : c.getMethods()) {
            if (!methods.contains(m.getName()) || m.getFirstLine() < 0) {
                continue;
            }
            for (int line = m.getFirstLine(); line <= m.getLastLine(); line++) {
                switch (m.getLine(line).getStatus()) {
                    case ICounter.FULLY_COVERED -> covered.add(line);
                    case ICounter.PARTLY_COVERED -> partly.add(line);
                    case ICounter.NOT_COVERED -> missed.add(line);
                    default -> {
                        // no code on this line
                    }
                }
            }
        }
        // a line shared by two methods (e.g. a lambda) keeps its weakest status
        covered.removeAll(partly);
        covered.removeAll(missed);
        partly.removeAll(missed);
        return new LineCoverage(c.getName().replace('/', '.'), c.getSourceFileName(), new ArrayList<>(covered), new ArrayList<>(partly),
                new ArrayList<>(missed));
    }

    /** @return this entry as the report's JSON object */
    public JsonObject toJson() {
        JsonObject o = new JsonObject();
        o.addProperty("class", className);
        o.addProperty("source", source);
        o.add("covered", array(covered));
        o.add("partly", array(partly));
        o.add("missed", array(missed));
        return o;
    }

    private static JsonArray array(List<Integer> lines) {
        JsonArray a = new JsonArray();
        lines.forEach(a::add);
        return a;
    }
}
