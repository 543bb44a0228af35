package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.tests.export.subjects.Ballot;
import org.smallscope.engine.tests.korat.Shelter;

/**
 * Issue #41: collections Korat's {@code addAll} filled are rebuilt by the export, before any field is set, as the search
 * fills them: the tests compile and pass (repOk reads the collections), and every factory rebuilds exactly the engine's
 * instance, the collections' elements included ({@link ExportChecks}).
 */
class CollectionFillExportTest {

    @TempDir
    Path tmp;

    @Test
    void aCollectionFilledWithNullAndEveryObjectOfTwoClassDomainsIsRebuilt() throws Exception {
        Exports.Searched s = Exports.search(Shelter.class, 1);
        assertTrue(s.instances().size() > 1);
        List<Path> files = ExportChecks.exportCompileRunAndRebuild(s, Shelter.class, tmp);
        String source = Files.readString(files.get(0));
        assertTrue(source.contains("addElements(shelter.residents, new Object[] {null, cat0, cat1, dog0, dog1});"), source);
        assertTrue(source.contains("Shelter.Dog dog1 = new Shelter.Dog();"), "animals only the collection holds are made: " + source);
        assertTrue(source.indexOf("addElements(shelter.residents") < source.indexOf("shelter.favourite = "),
                "filled before any field is set, as the search fills it: " + source);
    }

    @Test
    void constantsFillAPublicAndAPrivateCollectionAndACollectionLeftNullStaysNull() throws Exception {
        Exports.Searched s = Exports.search(Ballot.class, 3);
        assertEquals(4, s.instances().size(), "the pick null or one of 3 Integers");
        List<Path> files = ExportChecks.exportCompileRunAndRebuild(s, Ballot.class, tmp);
        String source = Files.readString(files.get(0));
        assertTrue(source.contains("addElements(ballot.choices, new Object[] {null, 1, 2, 3});"), source);
        assertTrue(source.contains("addElements(getFieldReflectively(ballot, \"offered\"), new Object[] {null, 1, 2, 3});"), source);
        assertTrue(!source.contains("ballot.unset") && !source.contains("\"unset\""), source);
    }
}
