package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.ApiResults;
import org.smallscope.core.GenerationRequest;

/**
 * API mode's runner arguments follow the request (builders found or named, excluded methods, calls, cross-check, report, JUnit 5
 * export; no store, threads or reuse), and the report the runner writes for them reads back into {@link ApiResults}.
 */
class ApiModeArgumentsTest {

    private static final Path REPORT = Path.of("/tmp/run/api-report.json");

    @Test
    void automaticBuildersGiveTheApiCommandWithItsReportAndNothingOfTheSearch() {
        GenerationRequest request = FakeSubjects.request("demo.SortedList", "finSortedList", 3).withApi(GenerationRequest.Api.AUTOMATIC);

        assertEquals(List.of("generate", "--api", "--class", "demo.SortedList", "--args", "3", "--classpath", "/p/bin", "--events", "4711",
                "--report", REPORT.toString(), "--quiet", "--no-progress"), RunnerCommand.apiArguments(request, "/p/bin", 4711, REPORT, null));
    }

    @Test
    void namedBuildersExcludesCallsCrossCheckAndExportAreAllPassed() {
        GenerationRequest request = FakeSubjects.request("demo.AvlTree", "finAvlTree", 4).withThreads(2)
                .withApi(new GenerationRequest.Api(List.of("insert", "remove"), List.of("clear"), 6, true));
        ExportTarget export = new ExportTarget(null, Path.of("/p/test"), GenerationRequest.Flavour.JUNIT4);

        List<String> command = RunnerCommand.apiArguments(request, "/p/bin", 4711, REPORT, export);

        assertEquals(List.of("generate", "--api", "--class", "demo.AvlTree", "--args", "4", "--builders", "insert,remove", "--exclude", "clear",
                "--calls", "6", "--cross-check", "--finitization", "finAvlTree", "--classpath", "/p/bin", "--events", "4711", "--report",
                REPORT.toString(), "--junit", "/p/test", "--quiet", "--no-progress"), command);
        assertFalse(command.contains("--threads") || command.contains("--store") || command.contains("--junit-flavour"), command.toString());
    }

    @Test
    void theReportOfACrossCheckOnAnOverStrongRepOkReadsBackWithItsSmallestWitnessAndSequence(@TempDir Path tmp) throws Exception {
        Path report = tmp.resolve("report.json");
        int code = cli("generate", "--api", "--example", "AvlTreeTooStrong", "--args", "3", "--cross-check", "--report", report.toString(),
                "--store", tmp.resolve("store").toString());
        assertEquals(9, code, "the cross-check found differences");

        ApiResults results = ApiReportReader.read(report);

        assertTrue(results.crossChecked());
        assertEquals(6, results.rejected().count(), results.toString());
        assertEquals("root=Node0 size=2 | Node0{left=null right=Node1 info=0} | Node1{left=null right=null info=1}", results.rejected().structure());
        assertEquals("new AvlTreeTooStrong(), insert(0), insert(1)", results.rejected().sequence());
        assertEquals(0, results.unreached().count(), results.toString());
        long states = com.google.gson.JsonParser.parseString(java.nio.file.Files.readString(report)).getAsJsonObject().getAsJsonObject("api")
                .get("states").getAsLong();
        assertEquals(states, results.statesPerLength().stream().mapToLong(Long::longValue).sum(), results.statesPerLength().toString());
        assertEquals(1L, results.statesPerLength().get(0), "the constructor's state");
    }

    @Test
    void aReportWithoutTheApiPartIsNoResult() {
        assertNull(ApiReportReader.parse(com.google.gson.JsonParser.parseString("{\"outcome\":\"failed\"}").getAsJsonObject()));
    }

    private static int cli(String... args) {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(sink, true, StandardCharsets.UTF_8)) {
            return org.smallscope.cli.Main.run(args, out, out);
        }
    }
}
