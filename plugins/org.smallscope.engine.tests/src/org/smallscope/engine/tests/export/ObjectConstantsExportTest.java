package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.export.subjects.Route;

/**
 * Issue #41: objects a finitization built and added with {@code addObject} are constants the search writes as they are; the
 * export rebuilds them field by field, once per instance (links among them shared, as repOk needs), and its tests compile,
 * pass and rebuild the engine's instances exactly. Bounding a field of such objects is refused, saying why.
 */
class ObjectConstantsExportTest {

    @TempDir
    Path tmp;

    @Test
    void objectsTheFinitizationBuiltAreRebuiltFieldByFieldWithTheirLinksShared() throws Exception {
        Exports.Searched s = Exports.search(Route.class);
        assertEquals(3, s.instances().size(), "A to B, A to C, B to C");
        List<Path> files = ExportChecks.exportCompileRunAndRebuild(s, Route.class, tmp);
        String source = Files.readString(files.get(0));
        assertTrue(source.contains("static Object[] constants() {") && source.contains("Object[] constants = constants();")
                && source.contains("setFieldReflectively(route, \"start\", constants[0]);"), source);
        assertTrue(source.contains("Route.Stop stop0 = allocate(Route.Stop.class);") && source.contains("stop0.next = stop1;")
                && source.contains("setFieldReflectively(stop0, \"name\", \"A\");"), source);
    }

    @Test
    void boundingAFieldOfObjectsTheFinitizationAddedIsRefusedNamingTheFieldAndTheClass() {
        SmallscopeException e = assertThrows(SmallscopeException.class,
                () -> SubjectLoader.load(SubjectRequest.of(Route.class).withFinitization("finRouteBoundingTheLinks")));
        assertTrue(e.getMessage().contains("set(\"Route$Stop.next\")") || e.getMessage().contains("next"), e.getMessage());
        assertTrue(e.getMessage().contains("the objects of " + Route.Stop.class.getName() + " were added with addObject: they are constants,"
                + " whose fields the search does not write"), e.getMessage());
    }
}
