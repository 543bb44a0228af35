package org.smallscope.engine.run;


import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;
import org.smallscope.engine.search.prune.ConjunctJump;
import org.smallscope.engine.protocol.SlotValues;

/** Makes the protocol's events that describe a loaded subject: the only place where the engine's subject model becomes event data. */
public final class SubjectEvents {

    private SubjectEvents() {
    }

    /** @return the {@code started} event for {@code subject} searched in {@code mode} */
    public static RunEvent.Started started(Subject subject, Mode mode) {
        return new RunEvent.Started(subject.describe(), subject.className(), subject.finitizationName(), subject.args(), mode,
                subject.spaceSize().toString(), subject.vectorLength(), SubjectDescriptor.of(subject).slots(), slotValues(subject));
    }

    /** Sends the notes on how {@code subject} is searched (after {@code started}, and {@code reuse} if any). */
    public static void notes(Subject subject, RunListener events) {
        String jumps = ConjunctJump.note(subject);
        if (jumps != null) {
            events.accept(new RunEvent.Note(jumps));
        }
    }

    /** @return the {@code valid} event for the live candidate {@code cv} of {@code subject} (copied) */
    public static RunEvent.Valid valid(Subject subject, int[] cv, long ordinal) {
        return new RunEvent.Valid(ordinal, cv.clone(), Structures.render(subject, cv));
    }

    /** @return the meaning of {@code subject}'s slots, from its finitized domains */
    public static SlotValues slotValues(Subject subject) {
        return Structures.slotValues(subject);
    }
}
