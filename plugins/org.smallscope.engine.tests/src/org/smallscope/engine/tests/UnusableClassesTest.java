package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.bad.Gallery;

/** Issue #41: a subject whose classes cannot be used is refused with all of their problems in one message, not one per run. */
class UnusableClassesTest {

    @Test
    void everyClassNoObjectCanBeMadeOfIsNamedWithItsReasonInOneError() {
        Subject subject = SubjectLoader.load(SubjectRequest.of(Gallery.class));

        SmallscopeException e = assertThrows(SmallscopeException.class, () -> Search.over(subject).build().run());

        String m = e.getMessage();
        assertEquals(EngineError.NO_CONSTRUCTOR, e.error());
        assertTrue(m.contains("(3 classes)"), m);
        assertTrue(m.contains(Gallery.Shape.class.getName() + ": its constructor threw java.lang.UnsupportedOperationException: no canvas"), m);
        assertTrue(m.contains(Gallery.Frame.class.getName() + ": its constructor threw java.lang.IllegalStateException: frames are sold out"), m);
        assertTrue(m.contains(Gallery.Label.class.getName() + ": it is a record"), m);
    }
}
