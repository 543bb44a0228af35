package org.smallscope.engine.tests;

import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.run.SubjectEvents;
import org.smallscope.engine.protocol.Outcome;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.channel.RunCommand;
import org.smallscope.engine.protocol.RunEvent;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** Every kind of run event survives the trip through {@link EventWriter} and {@link EventReader}; bad lines and broken streams never throw. */
class RunEventsTest {

    private static List<RunEvent> everyKind() {
        Subject bst = Generations.subject("BST", 3);
        int[] cv = new int[bst.vectorLength()];
        cv[0] = 1;
        return List.of(SubjectEvents.started(bst, Mode.FULL),
                new RunEvent.Reuse("0a1b2c3d4e5f", "BST(3)", 5, 5),
                new RunEvent.Progress(1234, 12, 200),
                SubjectEvents.valid(bst, cv, 1),
                new RunEvent.Restarted("properties: conjunct keysOk() (line 12) changed"),
                new RunEvent.Warning("snapshot s/x.ssnp is damaged: its checksum does not match (ignored)"),
                new RunEvent.Exported(List.of("out/BSTTest.java"), List.of("com.acme.BSTTest"), 5),
                new RunEvent.Counterexample(new int[] {1, 0, 2}, "root=Node0 size=1 | Node0{left=null right=null info=0}", "key=3",
                        "expected size 2 but was 1\n    at com.acme.BST.add(BST.java:40)"),
                new RunEvent.Regions(List.of(new org.smallscope.engine.protocol.Region(cv.clone(), 12, 1, 40.5, 0),
                        new org.smallscope.engine.protocol.Region(null, 0, 0, 103.25, 2))),
                new RunEvent.Finished(Outcome.CANCELLED, 99, 3, 17, 130, "interrupted after 99 candidates; the counts are partial",
                        null, "bounds: Node.info was 0..2 in the base, now 0..3"),
                new RunEvent.Resumed(12, 128, 34_567, 89),
                new RunEvent.Progress(5678, 34, 2600, 0.125, 18_200L),
                new RunEvent.Classes(List.of(new RunEvent.Classes.Covered("l empty, s empty", 3, "size=0 | header=Node0"),
                        new RunEvent.Classes.Covered("[true, false]", 77, "l=Node0 s=Node1 | Node0{next=null value=1}"))),
                new RunEvent.Note("a candidate's repOk starts past the conjuncts whose fields the step kept: it can start at conjuncts 2, 3 of 3"),
                new RunEvent.Pruning(RunEvent.Pruning.KORAT_EXACT, "asked for (--korat-exact, -Dsmallscope.search.koratExact=true)"),
                new RunEvent.Pruning(RunEvent.Pruning.LOOK_AHEAD, null));
    }

    private static String write(List<RunEvent> events) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (EventWriter writer = new EventWriter(bytes)) {
            events.forEach(writer::write);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static List<RunEvent> read(String text) {
        List<RunEvent> events = new ArrayList<>();
        try (EventReader reader = new EventReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)))) {
            for (RunEvent e = reader.next(); e != null; e = reader.next()) {
                events.add(e);
            }
        }
        return events;
    }

    @Test
    void theRoundTripCoversEveryRecordOfTheSealedTypeAndNamesItByItsSimpleName() {
        java.util.Set<Class<?>> covered = new java.util.HashSet<>();
        for (RunEvent e : everyKind()) {
            covered.add(e.getClass());
            JsonObject line = JsonParser.parseString(write(List.of(e)).strip()).getAsJsonObject();
            assertEquals(e.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT), line.get("event").getAsString());
        }
        covered.add(RunEvent.Unknown.class);
        assertEquals(java.util.Set.of(RunEvent.class.getPermittedSubclasses()), covered,
                "a new event kind needs an example in everyKind()");
    }

    @Test
    void everyKindReadsBackEqual() {
        List<RunEvent> sent = everyKind();

        List<RunEvent> received = read(write(sent));

        assertEquals(sent, received);
        assertEquals(List.of("started", "reuse", "progress", "valid", "restarted", "warning", "exported", "counterexample", "regions", "finished",
                "resumed", "progress", "classes", "note", "pruning", "pruning"),
                received.stream().map(RunEvent::kind).toList());
    }

    @Test
    void eachEventIsOneJsonLineNamedByItsEventField() {
        List<RunEvent> sent = everyKind();

        List<String> lines = write(sent).lines().toList();

        assertEquals(sent.size(), lines.size(), "one line per event, even with line breaks inside texts");
        for (int i = 0; i < lines.size(); i++) {
            JsonObject json = JsonParser.parseString(lines.get(i)).getAsJsonObject();
            assertEquals(sent.get(i).kind(), json.get("event").getAsString());
        }
        JsonObject started = JsonParser.parseString(lines.get(0)).getAsJsonObject();
        assertEquals("BST(3)", started.get("subject").getAsString());
        assertEquals("org.smallscope.examples.BST", started.get("class_name").getAsString());
        assertEquals(Generations.subject("BST", 3).spaceSize().toString(), started.get("space_size").getAsString());
        assertEquals(Generations.subject("BST", 3).vectorLength(), started.getAsJsonArray("slots").size());
        JsonObject finished = JsonParser.parseString(lines.get(9)).getAsJsonObject();
        assertEquals("CANCELLED", finished.get("outcome").getAsString());
        assertEquals(130, finished.get("exit_code").getAsInt());
        assertTrue(finished.has("snapshot") && finished.get("snapshot").isJsonNull(), "absent values are sent as null: " + finished);
        JsonObject counts = JsonParser.parseString(lines.get(2)).getAsJsonObject();
        assertTrue(counts.get("covered").isJsonNull() && counts.get("remaining_millis").isJsonNull(), "not measured: " + counts);
        JsonObject covered = JsonParser.parseString(lines.get(11)).getAsJsonObject();
        assertEquals(0.125, covered.get("covered").getAsDouble());
        assertEquals(18_200, covered.get("remaining_millis").getAsLong());
    }

    @Test
    void aPruningEventNamesItsModeAsTheReportDoesAndItsReasonOrNull() {
        List<String> lines = write(List.of(new RunEvent.Pruning(RunEvent.Pruning.LOOK_AHEAD, null),
                new RunEvent.Pruning(RunEvent.Pruning.KORAT_EXACT, "Korat+ (--eq-class) prunes by equivalence class instead"))).lines().toList();

        assertEquals("{\"event\":\"pruning\",\"mode\":\"look-ahead\",\"reason\":null}", lines.get(0));
        assertEquals("{\"event\":\"pruning\",\"mode\":\"korat-exact\",\"reason\":\"Korat+ (--eq-class) prunes by equivalence class instead\"}",
                lines.get(1));
        List<RunEvent> back = read(String.join("\n", lines));
        assertTrue(assertInstanceOf(RunEvent.Pruning.class, back.get(0)).looksAhead());
        assertTrue(!assertInstanceOf(RunEvent.Pruning.class, back.get(1)).looksAhead());
    }

    @Test
    void aRegionsEventIsABatchOfRegionsInSnakeCase() {
        Subject bst = Generations.subject("BST", 3);
        int[] cv = new int[bst.vectorLength()];
        RunEvent.Regions sent = new RunEvent.Regions(List.of(new org.smallscope.engine.protocol.Region(cv, 3, 1, 12.5, 1)));

        String line = write(List.of(sent)).strip();

        JsonObject json = JsonParser.parseString(line).getAsJsonObject();
        assertEquals("regions", json.get("event").getAsString());
        JsonObject region = json.getAsJsonArray("regions").get(0).getAsJsonObject();
        assertEquals(3, region.get("explored").getAsLong());
        assertEquals(1, region.get("valid").getAsLong());
        assertEquals(12.5, region.get("covered_log2").getAsDouble());
        assertEquals(1, region.get("ranges_begun").getAsLong());
        assertEquals(cv.length, region.getAsJsonArray("first").size());
        assertEquals(sent, read(line).get(0));
    }

    @Test
    void aValidEventCarriesTheRenderedStructure() {
        Subject bst = Generations.subject("BST", 3);
        int[] cv = new int[bst.vectorLength()];

        RunEvent.Valid valid = (RunEvent.Valid) read(write(List.of(SubjectEvents.valid(bst, cv, 7)))).get(0);

        assertEquals(7, valid.ordinal());
        assertArrayEquals(cv, valid.vector());
        assertEquals(Structures.render(bst, cv), valid.structure());
    }

    @Test
    void unknownKindsAndBadLinesBecomeUnknownEventsAndReadingGoesOn() {
        String text = "{\"event\":\"telemetry\",\"x\":1}\nnot json at all\n\n{\"event\":\"progress\",\"explored\":\"many\"}\n[1,2]\n"
                + "{\"event\":\"warning\",\"text\":\"still here\",\"added_later\":true}\n";

        List<RunEvent> events = read(text);

        assertEquals(5, events.size(), events.toString());
        assertEquals(new RunEvent.Unknown("telemetry", "{\"event\":\"telemetry\",\"x\":1}"), events.get(0));
        assertEquals(new RunEvent.Unknown(null, "not json at all"), events.get(1));
        assertEquals("progress", events.get(2).kind(), "a known kind with a bad field stays recognisable");
        assertInstanceOf(RunEvent.Unknown.class, events.get(2));
        assertInstanceOf(RunEvent.Unknown.class, events.get(3));
        assertEquals(new RunEvent.Warning("still here"), events.get(4), "fields added later are ignored");
    }

    @Test
    void missingFieldsReadAsNullOrZero() {
        RunEvent event = EventReader.parse("{\"event\":\"finished\",\"outcome\":\"COMPLETED\",\"valid\":42}");

        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, event);
        assertEquals(Outcome.COMPLETED, finished.outcome());
        assertEquals(42, finished.valid());
        assertEquals(0, finished.explored());
        assertNull(finished.message());
    }

    @Test
    void aBrokenStreamStopsTheWriterWithoutThrowing() {
        OutputStream broken = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }
        };
        EventWriter writer = new EventWriter(broken);

        writer.write(new RunEvent.Warning("first"));
        writer.write(new RunEvent.Progress(1, 0, 1));
        writer.flush();
        writer.close();

        assertEquals("Broken pipe", writer.failure().getMessage());
    }

    @Test
    void exportedAndCounterexampleHaveWriterMethods() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (EventWriter writer = new EventWriter(bytes)) {
            writer.exported(List.of(Path.of("t", "BSTTest.java")), List.of("BSTTest"), 42);
            writer.counterexample(new int[] {0, 1}, "root=null size=1", "x=0", "repOk false after add");
        }

        List<RunEvent> events = read(bytes.toString(StandardCharsets.UTF_8));

        assertEquals(new RunEvent.Exported(List.of(Path.of("t", "BSTTest.java").toString()), List.of("BSTTest"), 42), events.get(0));
        assertEquals(new RunEvent.Counterexample(new int[] {0, 1}, "root=null size=1", "x=0", "repOk false after add"), events.get(1));
    }

    @Test
    void theStopCommandRoundTrips() {
        assertEquals("{\"command\":\"stop\"}", RunCommand.STOP.line());
        assertEquals(Optional.of(RunCommand.STOP), RunCommand.parse(RunCommand.STOP.line()));
        assertEquals(Optional.empty(), RunCommand.parse("{\"command\":\"pause\"}"));
        assertEquals(Optional.empty(), RunCommand.parse("stop"));
    }
}
