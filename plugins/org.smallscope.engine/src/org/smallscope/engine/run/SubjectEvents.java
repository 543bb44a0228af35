package org.smallscope.engine.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.RunEvent;
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

    /** @return the {@code valid} event for the live candidate {@code cv} of {@code subject} (copied) */
    public static RunEvent.Valid valid(Subject subject, int[] cv, long ordinal) {
        return new RunEvent.Valid(ordinal, cv.clone(), Structures.render(subject, cv));
    }

    /** @return the meaning of {@code subject}'s slots, from its finitized domains */
    public static SlotValues slotValues(Subject subject) {
        Map<SlotValues.ValueDomain, Integer> index = new LinkedHashMap<>();
        List<Slot> slots = subject.slots();
        int[] slotDomain = new int[slots.size()];
        for (Slot slot : slots) {
            SlotValues.ValueDomain d = describe(slot.field().domain());
            slotDomain[slot.index()] = index.computeIfAbsent(d, k -> index.size());
        }
        return new SlotValues(List.copyOf(index.keySet()), slotDomain);
    }

    private static SlotValues.ValueDomain describe(Domain domain) {
        List<String> labels = new ArrayList<>(domain.size());
        for (int v = 0; v < domain.size(); v++) {
            labels.add(domain.describe(v));
        }
        String objectClass = domain.kind() == Domain.Kind.OBJECTS ? domain.objectClass().simpleName() : null;
        return new SlotValues.ValueDomain(domain.kind().name().toLowerCase(Locale.ROOT), objectClass, List.copyOf(labels));
    }
}
