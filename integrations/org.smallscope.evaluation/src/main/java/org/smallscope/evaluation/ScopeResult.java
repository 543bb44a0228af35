package org.smallscope.evaluation;

import java.util.List;

/**
 * What one scope's suite achieved: inputs, generation time, coverage of the target and helper methods, and the mutation
 * score (null fields when PIT was skipped).
 */
public record ScopeResult(int scope, String args, long inputs, long generationMillis, Coverage coverage, Integer mutants, Integer killed) {

    /** Line and branch counts of the measured methods, and their lines' status per class. */
    public record Coverage(int coveredLines, int totalLines, int coveredBranches, int totalBranches, List<LineCoverage> lines) {

        /** @return covered lines over all lines (1 when there are none) */
        public double statement() {
            return totalLines == 0 ? 1 : (double) coveredLines / totalLines;
        }

        /** @return covered branches over all branches (1 when there are none) */
        public double branch() {
            return totalBranches == 0 ? 1 : (double) coveredBranches / totalBranches;
        }
    }

    /** @return killed over mutants, or null when PIT was skipped (1 when there were no mutants) */
    public Double mutationScore() {
        if (mutants == null) {
            return null;
        }
        return mutants == 0 ? 1.0 : (double) killed / mutants;
    }
}
