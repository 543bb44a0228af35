package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.smallscope.api.Finitization;
import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/** A finitization not named {@code fin<Class>} is found by its {@code @Finitization} annotation, before any other static method. */
class AnnotatedFinitizationTest {

    /** Two flags, at most one set; the annotated bounds allow both values for each. */
    public static class Flags {
        public boolean a;
        public boolean b;

        public boolean repOk() {
            return !(a && b);
        }

        /** Not the finitization, though it returns one (all false). */
        public static IFinitization narrow() {
            IFinitization f = FinitizationFactory.create(Flags.class);
            f.set("a", f.createIntSet(0));
            return f;
        }

        @Finitization
        public static IFinitization bounds() {
            IFinitization f = FinitizationFactory.create(Flags.class);
            f.set("a", f.createBooleanSet());
            f.set("b", f.createBooleanSet());
            return f;
        }
    }

    @Test
    void annotatedMethodIsTheFinitization() {
        Subject subject = SubjectLoader.load(SubjectRequest.of(Flags.class));
        assertEquals("bounds", subject.finitizationName());
        assertEquals(3, Subjects.searchAll(subject).result().valid(), "(F,F), (F,T), (T,F)");
    }
}
