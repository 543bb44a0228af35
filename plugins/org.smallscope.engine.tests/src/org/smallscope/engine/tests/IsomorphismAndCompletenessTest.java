package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.subject.Subject;

/**
 * The search is optimal and complete: no two results are isomorphic, and an unpruned
 * enumeration of the whole space finds no valid structure the search missed.
 */
class IsomorphismAndCompletenessTest {

    @ParameterizedTest(name = "{0} size {1}")
    @CsvSource({"BT,6", "BST,6", "BSTP,6", "RBT,7", "DLL,6", "DLLU,6", "DLLS,6"})
    void noTwoResultsAreIsomorphic(String example, int size) {
        Subject subject = Subjects.example(example, size);
        List<int[]> valid = Subjects.searchAll(subject).valid();

        Set<String> distinct = new HashSet<>(Subjects.canonical(subject, valid));

        assertEquals(valid.size(), distinct.size(), "isomorphic results among " + valid.size());
    }

    @ParameterizedTest(name = "{0} size {1}")
    @CsvSource({"BT,3", "BT,4", "BST,3", "BSTP,2", "RBT,2", "DLL,3", "DLLU,3", "DLLS,3", "RBT,1", "BST,0"})
    void everyValidStructureOfTheWholeSpaceIsFound(String example, int size) throws Throwable {
        Subject subject = Subjects.example(example, size);
        Set<String> expected = bruteForce(subject);

        Set<String> found = new TreeSet<>(Subjects.canonical(subject, Subjects.searchAll(subject).valid()));

        assertTrue(!expected.isEmpty(), "the space has valid structures");
        assertEquals(expected, found);
    }

    /** Runs repOk on every candidate of the space, without pruning or isomorphism breaking. */
    static Set<String> bruteForce(Subject subject) throws Throwable {
        return BruteForce.validStructures(subject);
    }
}
