package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.ContractRefusal;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.compilers.SourceVersions;

/**
 * Issue #42: a repOk that writes an object or array of the candidate or a static field, or reads the candidate by
 * reflection, stops the search with an error naming what it did, the method and line and the candidate (not a count);
 * writing objects and arrays repOk makes itself, fields the finitization leaves unbound (scratch state) and static
 * fields in a class initializer is allowed.
 */
class RepOkContractTest {

    /** A list of entries; {@code %1$s} more members, {@code %2$s} a first check of repOk. */
    private static final String CACHE = """
            package demo;

            import org.smallscope.api.FinitizationFactory;
            import org.smallscope.api.IFinitization;
            import org.smallscope.api.IObjSet;

            public class Cache {
                public static class Entry {
                    public Entry next;
                    public int key;
                }

                public static int calls;
                public Entry head;
                public int size;
                %1$s

                public boolean repOk() {
                    java.util.Set<Entry> seen = new java.util.HashSet<>();
                    for (Entry e = head; e != null; e = e.next) {
                        if (!seen.add(e)) {
                            return false;
                        }
                    }
                    return %2$sseen.size() == size;
                }

                public static IFinitization finCache(int n) {
                    IFinitization f = FinitizationFactory.create(Cache.class);
                    IObjSet entries = f.createObjSet(Entry.class, n, true);
                    f.set("head", entries);
                    f.set("size", f.createIntSet(0, n));
                    f.set("Entry.next", entries);
                    f.set("Entry.key", f.createIntSet(0, 1));
                    calls = 0; // the finitization is not repOk: it may write static fields
                    return f;
                }
            }
            """;

    /** A buffer of ints in an array; {@code %1$s} more members, {@code %2$s} a first check of repOk. */
    private static final String BUFFER = """
            package demo;

            import org.smallscope.api.FinitizationFactory;
            import org.smallscope.api.IFinitization;

            public class Buffer {
                public int[] data;
                public int size;
                %1$s

                public boolean repOk() {
                    return data != null && %2$ssize <= data.length;
                }

                public static IFinitization finBuffer(int n) {
                    IFinitization f = FinitizationFactory.create(Buffer.class);
                    f.set("data", f.createArraySet(int[].class, f.createIntSet(0, n), f.createIntSet(0, 1), 1));
                    f.set("size", f.createIntSet(0, n));
                    return f;
                }
            }
            """;

    /** Rooms of a hotel, all in a list the finitization fills ({@code addAll}); {@code %1$s} more members, {@code %2$s} a first check of repOk. */
    private static final String HOTEL = """
            package demo;

            import java.util.ArrayList;
            import java.util.List;

            import org.smallscope.api.FinitizationFactory;
            import org.smallscope.api.IFinitization;
            import org.smallscope.api.IObjSet;

            public class Hotel {
                public static class Room {
                    public Room next;
                }

                public final List<Room> rooms = new ArrayList<>();
                public Room first;
                %1$s

                public boolean repOk() {
                    return %2$s(first == null || rooms.contains(first));
                }

                public static IFinitization finHotel(int n) {
                    IFinitization f = FinitizationFactory.create(Hotel.class);
                    IObjSet all = f.createObjSet(Room.class, n, true);
                    f.set("first", all);
                    f.set("Room.next", all);
                    f.addAll("rooms", f.createObjSet(Room.class, n));
                    return f;
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void aWriteToAFieldOfTheCandidateIsRefusedWithTheFieldTheLineAndTheCandidate() throws Exception {
        String extra = "private boolean counted() { size = 0; return true; }";
        ContractRefusal refusal = refused("field", CACHE, extra, "counted() && ");
        assertEquals(EngineError.REPOK_CONTRACT, refusal.error());
        assertEquals(3, refusal.error().exitCode(), "a subject error, as the exit codes in docs/user/cli.md say");
        assertEquals("Cache's repOk wrote the field Cache.size in Cache.counted (Cache.java:" + line(CACHE, extra, "size = 0;")
                + ") on candidate [0,0,0,0,0,0,0,0] (head=null size=0): "
                + "repOk must only read the candidate: a write changes the structure the search enumerates (for this candidate and the ones after "
                + "it), so the suite would be wrong; keep such state in objects repOk makes itself", refusal.getMessage());
        assertArrayEquals(new int[8], refusal.candidate());
    }

    @Test
    void aWriteToAnotherObjectOfTheCandidateIsRefusedOnTheFirstCandidateThatReachesIt() throws Exception {
        String extra = "private boolean touched() { if (head != null) { head.key = 1; } return true; }";
        ContractRefusal refusal = refused("entry", CACHE, extra, "touched() && ");
        assertTrue(refusal.getMessage().startsWith("Cache's repOk wrote the field Entry.key in Cache.touched (Cache.java:"
                + line(CACHE, extra, "head.key = 1;") + ") on candidate [1,"), refusal.getMessage());
        assertEquals(1, refusal.candidate()[0], "the first candidate with a head");
    }

    @Test
    void aStoreIntoAnArrayOfTheCandidateIsRefusedWithItsIndex() throws Exception {
        String extra = "private boolean cleared() { if (data.length > 1) { data[1] = 0; } return true; }";
        ContractRefusal refusal = refused("array", BUFFER, extra, "cleared() && ");
        assertTrue(refusal.getMessage().startsWith("Buffer's repOk stored into element 1 of the candidate's array int[] in Buffer.cleared "
                + "(Buffer.java:" + line(BUFFER, extra, "data[1] = 0;") + ") on candidate ["), refusal.getMessage());
        assertTrue(refusal.getMessage().endsWith("repOk must only read the candidate: a write changes the structure the search enumerates (for "
                + "this candidate and the ones after it), so the suite would be wrong; keep such state in objects repOk makes itself"),
                refusal.getMessage());
    }

    @Test
    void aWriteToAStaticFieldIsRefused() throws Exception {
        String extra = "private boolean counted() { calls++; return true; }";
        ContractRefusal refusal = refused("static", CACHE, extra, "counted() && ");
        assertTrue(refusal.getMessage().startsWith("Cache's repOk wrote the static field Cache.calls in Cache.counted (Cache.java:"
                + line(CACHE, extra, "calls++;") + ") on candidate [0,0,0,0,0,0,0,0] "), refusal.getMessage());
        assertTrue(refusal.getMessage().endsWith("repOk must not change static state: the candidates after this one would be judged with it, "
                + "so the suite would depend on the order of the search; only class initializers may write static fields"), refusal.getMessage());
    }

    @Test
    void aReadOfTheCandidateByReflectionIsRefused() throws Exception {
        String extra = "private boolean peeks() { try { return Cache.class.getDeclaredField(\"size\").getInt(this) >= 0; } "
                + "catch (ReflectiveOperationException e) { return false; } }";
        ContractRefusal refusal = refused("reflects", CACHE, extra, "peeks() && ");
        assertTrue(refusal.getMessage().startsWith("Cache's repOk read the field Cache.size by reflection (java.lang.reflect.Field.getInt) in "
                + "Cache.peeks (Cache.java:" + line(CACHE, extra, "getInt(this)") + ") on candidate [0,0,0,0,0,0,0,0] "), refusal.getMessage());
        assertTrue(refusal.getMessage().endsWith("the search records only plain reads of the candidate's fields, so it would prune candidates it "
                + "must try and the suite would be wrong; read the fields directly"), refusal.getMessage());
    }

    @Test
    void aReadThroughAVarHandleIsRefusedThoughTheHandleWasMadeOutsideRepOk() throws Exception {
        String extra = """
                static final java.lang.invoke.VarHandle SIZE;
                static {
                    try {
                        SIZE = java.lang.invoke.MethodHandles.lookup().findVarHandle(Cache.class, "size", int.class);
                    } catch (ReflectiveOperationException e) {
                        throw new ExceptionInInitializerError(e);
                    }
                }
                private boolean viaHandle() { return (int) SIZE.get(this) >= 0; }""";
        ContractRefusal refusal = refused("handle", CACHE, extra, "viaHandle() && ");
        assertTrue(refusal.getMessage().startsWith("Cache's repOk read fields through java.lang.invoke.VarHandle.get in Cache.viaHandle "
                + "(Cache.java:" + line(CACHE, extra, "SIZE.get(this)") + ") on candidate [0,"), refusal.getMessage());
    }

    @Test
    void aBreachThatRepOkCatchesIsRefusedAllTheSame() throws Exception {
        String extra = "private boolean hides() { try { size = size + 0; } catch (Throwable t) { } return true; }";
        ContractRefusal refusal = refused("caught", CACHE, extra, "hides() && ");
        assertTrue(refusal.getMessage().startsWith("Cache's repOk wrote the field Cache.size in Cache.hides (Cache.java:"
                + line(CACHE, extra, "size = size + 0;") + ")"), refusal.getMessage());
    }

    @Test
    void aParallelRunEndsWithTheSameErrorAndSavesNothing() throws Exception {
        String extra = "private boolean counted() { size = 0; return true; }";
        Subject subject = load("parallel", CACHE, extra, "counted() && ");
        Generation.Report report = new Generation(subject, new Generation.Options(new SnapshotStore(dir.resolve("store")), null, true, 2, 0,
                "test", null)).run(SearchListener.NONE);
        SearchResult result = report.outcome().result();
        assertEquals(Outcome.FAILED, result.outcome());
        assertInstanceOf(ContractRefusal.class, result.failure());
        assertTrue(result.failure().getMessage().startsWith("Cache's repOk wrote the field Cache.size in Cache.counted"), result.failure().getMessage());
        assertNull(report.saved(), "no snapshot of a refused run");
        assertEquals(List.of(), report.warnings(), "one message for one breach: the error, no warning");
    }

    @Test
    void objectsAndArraysRepOkMakesItselfUnboundFieldsAndStaticFieldsOfClassInitializersMayBeWritten() throws Exception {
        String extra = """
                static class Table {
                    static int[] cells;
                    static { init(); }
                    static void init() { cells = new int[] {1}; } // a class initializer's helper, first run inside repOk
                }
                private int visits; // not bound: scratch state of repOk, written freely
                private boolean scratch() {
                    visits = size;
                    Entry probe = new Entry();
                    probe.next = head;
                    probe.key = Table.cells[0];
                    int[] keys = new int[size + 1];
                    keys[size] = probe.key;
                    try {
                        return visits == size && Entry.class.getField("key").getInt(probe) == keys[size]; // reflection on its own object
                    } catch (ReflectiveOperationException e) {
                        return false;
                    }
                }""";
        Subject subject = load("allowed", CACHE, extra, "scratch() && ");
        SearchResult result = Search.over(subject).build().run();
        assertEquals(Outcome.COMPLETED, result.outcome(), () -> String.valueOf(result.failure()));
        assertEquals(0, result.predicateExceptions());
        assertEquals(1 + 2 + 4 + 8, result.valid(), "lists of 0..3 entries, keys 0..1");
        Generation.Report report = new Generation(load("allowed-report", CACHE, extra, "scratch() && "),
                new Generation.Options(null, null, false, 1, 0, "test", null)).run(SearchListener.NONE);
        assertEquals(List.of(), report.warnings());
    }

    @Test
    void aLazyCacheInAnUnboundFieldIsRefusedWhenALaterCandidateReadsIt() throws Exception {
        String extra = """
                private int counted = -1; // not bound: a lazy cache, computed on the first candidate and kept for the others
                private boolean cachedCount() {
                    if (counted < 0) {
                        counted = 0;
                        for (Entry e = head; e != null && counted <= size; e = e.next) {
                            counted++;
                        }
                    }
                    return counted == size;
                }""";
        ContractRefusal refusal = refused("lazy", CACHE, extra, "cachedCount() && ");
        assertEquals(EngineError.REPOK_CONTRACT, refusal.error());
        assertTrue(refusal.getMessage().startsWith("Cache's repOk read the field Cache.counted, which it had set to 0 on an earlier candidate"
                + " (it was -1 before repOk first set it) in Cache.cachedCount (Cache.java:" + line(CACHE, extra, "if (counted < 0) {") + ") on candidate ["),
                refusal.getMessage());
        assertTrue(refusal.getMessage().contains("the search reuses the candidate's objects from one candidate to the next"), refusal.getMessage());
    }

    @Test
    void scratchStateSetBeforeItIsReadOrPutBackAfterwardsIsAllowed() throws Exception {
        String extra = """
                private int steps; // not bound: set before it is read, on every candidate
                private boolean marking; // not bound: set, then put back before repOk returns
                private boolean scratch() {
                    steps = 0;
                    for (Entry e = head; e != null && steps <= size; e = e.next) {
                        steps++;
                    }
                    if (marking) {
                        return false;
                    }
                    marking = true;
                    boolean ok = steps == size;
                    marking = false;
                    return ok;
                }""";
        Subject subject = load("scratch", CACHE, extra, "scratch() && ");
        SearchResult result = Search.over(subject).build().run();
        assertEquals(Outcome.COMPLETED, result.outcome(), () -> String.valueOf(result.failure()));
        assertEquals(1 + 2 + 4 + 8, result.valid(), "lists of 0..3 entries, keys 0..1");
    }

    @Test
    void storesIntoArraysRepOkMakesItselfAreAllowedInASubjectWithArrays() throws Exception {
        String extra = "private boolean copies() { int[] copy = new int[data.length]; long[] wide = new long[1]; "
                + "for (int i = 0; i < data.length; i++) { copy[i] = data[i]; wide[0] += data[i]; } return wide[0] >= 0; }";
        SearchResult result = Search.over(load("own-array", BUFFER, extra, "copies() && ")).build().run();
        assertEquals(Outcome.COMPLETED, result.outcome(), () -> String.valueOf(result.failure()));
        long expected = 0;
        for (int length = 0; length <= 2; length++) {
            expected += (1L << length) * (length + 1); // cells over 0..1, size 0..length
        }
        assertEquals(expected, result.valid());
    }

    @Test
    void aChangeToACollectionOfTheCandidateInsideJdkCodeIsRefusedWhenRepOkReturns() throws Exception {
        String extra = "private boolean sorted() { rooms.remove(rooms.size() - 1); return true; }";
        ContractRefusal refusal = refused("collection", HOTEL, extra, "sorted() && ");
        assertEquals(EngineError.REPOK_CONTRACT, refusal.error());
        assertTrue(refusal.getMessage().startsWith("Hotel's repOk changed the collection Hotel.rooms of the root (java.util.ArrayList; 2 elements "
                + "before, 1 after) in code it called that the search does not watch (a java.util method, say) on candidate [0,0,0]"),
                refusal.getMessage());
        assertTrue(refusal.getMessage().endsWith("copy the collection into one repOk makes itself (new ArrayList<>(c)) before changing it"),
                refusal.getMessage());
    }

    @Test
    void aCollectionReorderedInJdkCodeIsRefusedAndACopyRepOkMakesMayBeChanged() throws Exception {
        String reorders = "private boolean sorted() { java.util.Collections.reverse(rooms); return true; }";
        assertTrue(refused("reversed", HOTEL, reorders, "sorted() && ").getMessage().contains(
                "changed the collection Hotel.rooms of the root (java.util.ArrayList; 2 elements before, 2 after, not the same or not in the same order)"));
        String copies = "private boolean sorted() { List<Room> mine = new ArrayList<>(rooms); java.util.Collections.reverse(mine); mine.clear(); "
                + "return true; }";
        SearchResult result = Search.over(load("copied", HOTEL, copies, "sorted() && ")).build().run();
        assertEquals(Outcome.COMPLETED, result.outcome(), () -> String.valueOf(result.failure()));
        assertEquals(Search.over(load("plain", HOTEL, "", "")).build().run().valid(), result.valid(), "the same count as without the copy");
    }

    private ContractRefusal refused(String version, String template, String extra, String firstCheck) throws Exception {
        SearchResult result = Search.over(load(version, template, extra, firstCheck)).build().run();
        assertEquals(Outcome.FAILED, result.outcome(), "a refusal, not a count: " + result);
        assertEquals(0, result.predicateExceptions(), "the breach is not counted as repOk throwing");
        return assertInstanceOf(ContractRefusal.class, result.failure());
    }

    private Subject load(String version, String template, String extra, String firstCheck) throws Exception {
        String name = template == CACHE ? "Cache" : template == HOTEL ? "Hotel" : "Buffer";
        return SubjectLoader.load(new SubjectRequest("demo." + name, null, new int[] {template == BUFFER ? 2 : template == HOTEL ? 2 : 3},
                SourceVersions.compile(dir.resolve(version), Map.of("demo/" + name + ".java", template.formatted(extra, firstCheck)))));
    }

    /** @return the line of the source made from {@code template} and {@code extra} that holds {@code text} */
    private static int line(String template, String extra, String text) {
        String[] lines = template.formatted(extra, "").split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError(text + " is not in the source");
    }
}
