package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;

import org.junit.jupiter.api.Test;

/** {@code smallscope space}: a finitization's candidate space, its size and every field's values, without a search. */
class SpaceCommandTest {

    /** @return the table's rows (after the two heading lines and the column headers) */
    private static List<String> rows(Cli.Result r) {
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(2).startsWith("field "), r.describe());
        return lines.subList(3, lines.size());
    }

    @Test
    void bstOfThreeNodesHasElevenFieldsAndTheProductOfTheirValues() {
        Cli.Result r = Cli.run("space", "--example", "BST", "--args", "3");

        assertEquals(0, r.exitCode(), r.describe());
        assertEquals("", r.err(), r.describe());
        List<String> lines = r.out().lines().toList();
        assertEquals("BST(3)  (org.smallscope.examples.BST, finBST)", lines.get(0), r.describe());
        // root and each node's left and right: null or one of 3 nodes; size: 3; each node's info: 0..2
        assertEquals("candidate space: 442,368 candidates (2^18.8), vectors of 11 fields, before any pruning", lines.get(1), r.describe());
        assertEquals("field        values  domain", lines.get(2), r.describe());
        List<String> rows = rows(r);
        assertEquals(11, rows.size(), r.describe());
        assertEquals(List.of("this.root         4  Node: null, Node0, Node1, Node2", "this.size         1  int: 3",
                "Node0.left        4  Node: null, Node0, Node1, Node2"), rows.subList(0, 3), "in candidate-vector order: " + r.describe());
        assertTrue(rows.stream().anyMatch(l -> l.matches("Node2\\.info\\s+3  int: 0, 1, 2")), r.describe());
    }

    @Test
    void theSpaceIsTheProductOfTheValueCountsAndAGenerateRunSaysTheSame() {
        Cli.Result r = Cli.run("space", "--example", "RBT", "--args", "3");
        assertEquals(0, r.exitCode(), r.describe());

        BigInteger product = BigInteger.ONE;
        for (String row : rows(r)) {
            product = product.multiply(new BigInteger(row.split("\\s+")[1].replace(",", "")));
        }
        String space = r.out().lines().toList().get(1);
        assertEquals("candidate space: " + String.format(java.util.Locale.ROOT, "%,d", product), space.substring(0, space.indexOf(" candidates (")),
                r.describe());
        String power = space.substring(space.indexOf("(") + 1, space.indexOf(")"));
        Cli.Result generate = Cli.run("generate", "--example", "RBT", "--args", "3", "--threads", "1");
        assertEquals(0, generate.exitCode(), generate.describe());
        assertTrue(generate.out().lines().anyMatch(l -> l.startsWith("space     " + power + " candidates (vectors of " + rows(r).size() + " fields)")),
                power + " in " + generate.describe());
    }

    @Test
    void aLongDomainShowsItsFirstAndLastValues() {
        Cli.Result r = Cli.run("space", "--example", "IntList", "--args", "2,20");

        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(rows(r).stream().anyMatch(l -> l.matches("Cell0\\.value\\s+20  int: 0, 1, 2, 3, 4, 5, 6, \\.\\.\\., 19")), r.describe());
    }

    @Test
    void aClassThatIsNotThereIsASubjectError() {
        Cli.Result r = Cli.run("space", "--class", "com.acme.Missing");

        assertEquals(3, r.exitCode(), r.describe());
        assertTrue(r.err().startsWith("smallscope: error: ") && r.err().contains("com.acme.Missing"), r.describe());
        assertEquals("", r.out(), r.describe());
    }

    @Test
    void aGeneratorProgramHasNoCandidateVector() {
        Cli.Result r = Cli.run("space", "--example", "NQueensGen", "--args", "4");

        assertEquals(2, r.exitCode(), r.describe());
        assertTrue(r.err().contains("space is for a class with repOk and a finitization; the generator program "), r.describe());
        assertEquals("", r.out(), r.describe());
    }
}
