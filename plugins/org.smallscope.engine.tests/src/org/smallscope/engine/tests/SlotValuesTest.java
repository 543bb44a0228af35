package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.run.SubjectEvents;
import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.SlotValues;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** The {@code started} event tells what every slot's values mean, compactly, and it survives the trip over the wire. */
class SlotValuesTest {

    private static String line(RunEvent event) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (EventWriter writer = new EventWriter(bytes)) {
            writer.write(event);
        }
        return bytes.toString(StandardCharsets.UTF_8).strip();
    }

    private static RunEvent read(String line) {
        try (EventReader reader = new EventReader(new ByteArrayInputStream((line + "\n").getBytes(StandardCharsets.UTF_8)))) {
            return reader.next();
        }
    }

    @Test
    void everySlotsLabelsAreItsDomainsValuesInOrder() {
        for (String name : List.of("BST", "RBT", "DLLU")) {
            Subject subject = Generations.subject(name, 3);

            SlotValues values = SubjectEvents.slotValues(subject);

            assertEquals(subject.vectorLength(), values.slotDomain().length);
            for (Slot slot : subject.slots()) {
                Domain domain = slot.field().domain();
                SlotValues.ValueDomain meaning = values.domainOf(slot.index());
                assertEquals(domain.kind() == Domain.Kind.OBJECTS, meaning.objects(), slot.name());
                assertEquals(domain.kind() == Domain.Kind.OBJECTS ? domain.objectClass().simpleName() : null, meaning.objectClass(), slot.name());
                for (int v = 0; v < domain.size(); v++) {
                    assertEquals(domain.describe(v), values.label(slot.index(), v), slot.name() + " value " + v);
                }
                assertEquals(domain.size(), meaning.labels().size(), slot.name());
            }
            assertEquals(values.domains().stream().distinct().count(), values.domains().size(), "each domain is sent once");
        }
    }

    @Test
    void theStartedEventCarriesThemAndReadsBackEqual() {
        Subject bst = Generations.subject("BST", 3);
        RunEvent.Started sent = SubjectEvents.started(bst, Mode.FULL);

        String line = line(sent);
        RunEvent.Started received = (RunEvent.Started) read(line);

        assertEquals(sent, received);
        assertEquals(SubjectEvents.slotValues(bst), received.slotValues());
        JsonObject json = JsonParser.parseString(line).getAsJsonObject().getAsJsonObject("slot_values");
        assertNotNull(json, line);
        assertEquals(bst.vectorLength(), json.getAsJsonArray("slot_domain").size());
        JsonObject first = json.getAsJsonArray("domains").get(0).getAsJsonObject();
        assertEquals("objects", first.get("kind").getAsString(), "this.root holds nodes: " + line);
        assertEquals("Node", first.get("object_class").getAsString());
        assertEquals("null", first.getAsJsonArray("labels").get(0).getAsString());
    }

    @Test
    void aStartedEventWithoutThemStillReads() {
        RunEvent.Started old = new RunEvent.Started("BST(1)", "demo.BST", "finBST", new int[] {1}, Mode.FULL, "8", 2, List.of("this.root", "this.size"));

        RunEvent.Started received = (RunEvent.Started) read(line(old).replace(",\"slot_values\":null", ""));

        assertEquals(old, received);
        assertNull(received.slotValues());
    }

    /**
     * A field of 70,000 ints travels as its runs of values ({@code {"int_runs":[0,69999]}}), not as 70,000 strings, and
     * reads back as the same labels; a short int domain stays an array of strings.
     */
    @Test
    void aLongIntDomainTravelsAsRunsOfValues() {
        Subject subject = Generations.subject(org.smallscope.engine.tests.domains.LongVectors.class.getName(), "finManyNumbers", 10, 70_000, 10_000);
        RunEvent.Started sent = SubjectEvents.started(subject, Mode.FULL);

        String line = line(sent);
        RunEvent.Started received = (RunEvent.Started) read(line);

        assertTrue(line.length() < 2_000, line.length() + " characters: " + line);
        assertTrue(line.contains("{\"int_runs\":[0,69999]}"), line);
        assertTrue(line.contains("\"labels\":[\"10000\"]"), "the one value of every is listed: " + line);
        assertEquals(sent, received);
        SlotValues.ValueDomain numbers = received.slotValues().domains().stream().filter(d -> d.labels().size() == 70_000).findFirst()
                .orElseThrow();
        assertEquals("0", numbers.labels().get(0));
        assertEquals("69999", numbers.labels().get(69_999));
    }
}
