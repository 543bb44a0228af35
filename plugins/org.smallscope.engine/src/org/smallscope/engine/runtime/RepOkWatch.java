package org.smallscope.engine.runtime;

import java.lang.reflect.Field;


/**
 * Watches one heap's repOk for breaches of its contract: while a candidate's repOk runs ({@link #begin} to {@link #end}),
 * instrumented user code calls the static hooks here before each write to a bounded field of an object of the candidate
 * or to an element of its arrays, each
 * write to a static field outside a class initializer, and each read of the candidate by reflection; a hook that finds
 * a breach notes it and throws {@link ContractBreach}, so the instruction does not run. Objects and arrays repOk makes
 * itself are written freely, and so are fields the finitization leaves unbound (scratch state, not part of the candidate),
 * but such a field read in a later run before repOk set it again is refused ({@link CarriedState}). One watch belongs to one heap's {@link AccessRecorder} and is used by its thread.
 */
public final class RepOkWatch {

    private static final String WRITES = "repOk must only read the candidate: a write changes the structure the search enumerates "
            + "(for this candidate and the ones after it), so the suite would be wrong; keep such state in objects repOk makes itself";
    private static final String STATICS = "repOk must not change static state: the candidates after this one would be judged with it, "
            + "so the suite would depend on the order of the search; only class initializers may write static fields";
    private static final String REFLECTION = "the search records only plain reads of the candidate's fields, so it would prune "
            + "candidates it must try and the suite would be wrong; read the fields directly";
    /** Name of the synthetic field that marks an object of a candidate: its heap's {@code RepOkWatch}, null in other objects. */
    public static final String CANDIDATE_FIELD = "__ss$cand";
    /** Per class, its marker field ({@link #CANDIDATE_FIELD}, declared by it or a superclass), or null. */
    private static final ClassValue<Field> MARKER = new ClassValue<>() {
        @Override
        protected Field computeValue(Class<?> type) {
            for (Class<?> c = type; c != null; c = c.getSuperclass()) {
                try {
                    Field f = c.getDeclaredField(CANDIDATE_FIELD);
                    f.setAccessible(true);
                    return f;
                } catch (NoSuchFieldException e) {
                    // not declared here: look further up
                } catch (RuntimeException e) {
                    return null;
                }
            }
            return null;
        }
    };
    private static final String CARRIED = "the search reuses the candidate's objects from one candidate to the next, so state repOk "
            + "keeps in them (a lazy cache, a mark not cleared) judges later candidates by earlier ones and the suite would depend on the "
            + "order of the search; set such a field before reading it in every run of repOk, or keep the state in objects repOk makes itself";
    private static final String COLLECTIONS = "repOk must only read the candidate: its collections are made once and hold the same "
            + "elements for every candidate, so a change judges the candidates after this one by another structure and the suite would "
            + "be wrong; copy the collection into one repOk makes itself (new ArrayList<>(c)) before changing it";
    private static final StackWalker WALKER = StackWalker.getInstance();

    private final AccessRecorder recorder;
    private boolean judging;
    private ContractBreach breach;
    private final CarriedState carried = new CarriedState();

    /** @param recorder the recorder of the heap whose repOk is watched (it knows the candidate's arrays) */
    RepOkWatch(AccessRecorder recorder) {
        this.recorder = recorder;
    }

    /** A candidate's repOk is about to run on this thread (its recorder entered): from now on, breaches are refused. */
    public void begin() {
        judging = true;
        breach = null;
        carried.runBegins();
    }

    /** @return the first breach since {@link #begin}, or null; repOk has ended (user code may have caught the error) */
    public ContractBreach end() {
        judging = false;
        ContractBreach b = breach;
        breach = null;
        return b;
    }

    private ContractBreach breach(String deed, String where, String why) {
        ContractBreach b = new ContractBreach(deed, where, why);
        if (breach == null) {
            breach = b;
        }
        return b;
    }

    /**
     * Called by instrumented code before a write to a bounded field of an object whose class can hold candidates.
     *
     * @param watch the object's marker: the watch of the heap it belongs to, or null for an object of no candidate
     */
    public static void fieldWritten(RepOkWatch watch, String field, String where) {
        if (watch != null && watch.judging) {
            throw watch.breach("wrote the field " + field, where, WRITES);
        }
    }

    /**
     * Called by instrumented code before a write to a field the finitization leaves unbound, of an object whose class
     * can hold candidates: allowed (scratch state), but remembered, so that a later run reading it unset is refused.
     *
     * @param watch the object's marker: the watch of the heap it belongs to, or null for an object of no candidate
     */
    public static void unboundWritten(RepOkWatch watch, Object o, String name) {
        if (watch != null && watch.judging) {
            watch.carried.written(o, name);
        }
    }

    /**
     * Called by instrumented code before a read of a field the finitization leaves unbound, of an object whose class can
     * hold candidates: refused when it reads what repOk stored there while judging an earlier candidate.
     */
    public static void unboundRead(RepOkWatch watch, Object o, String field, String name, String where) {
        if (watch != null && watch.judging) {
            String stale = watch.carried.staleRead(o, name);
            if (stale != null) {
                throw watch.breach("read the field " + field + ", which it had " + stale, where, CARRIED);
            }
        }
    }

    /** Called by instrumented code before a write to a static field, outside class initializers. */
    public static void staticWritten(String field, String where) {
        RepOkWatch w = current();
        if (w != null && !initializing()) {
            throw w.breach("wrote the static field " + field, where, STATICS);
        }
    }

    /**
     * Called by instrumented code before an array store (subjects with arrays).
     *
     * @param r what {@link AccessRecorder#entered()} returned on entry to the calling method
     */
    public static void arrayStored(Object array, int index, AccessRecorder r, String where) {
        if (r != null && r.watch().judging && r.arrayNumber(array) >= 0) {
            throw r.watch().breach("stored into element " + index + " of the candidate's array " + array.getClass().getSimpleName(), where, WRITES);
        }
    }

    /** Called by instrumented code before {@code field.get(o)} (and {@code getInt}, ...): refused when {@code o} is an object of the candidate. */
    public static void fieldRead(Field field, Object o, String call, String where) {
        if (o == null || field == null) {
            return;
        }
        RepOkWatch w = current();
        if (w != null && w == marker(o)) {
            throw w.breach("read the field " + field.getDeclaringClass().getSimpleName() + "." + field.getName() + " by reflection ("
                    + call + ")", where, REFLECTION);
        }
    }

    /** Called by instrumented code before {@code java.lang.reflect.Array.get(array, ...)} and {@code getLength}: refused on an array of the candidate. */
    public static void arrayRead(Object array, String call, String where) {
        RepOkWatch w = current();
        if (w != null && array != null && w.recorder.arrayNumber(array) >= 0) {
            throw w.breach("read the candidate's array " + array.getClass().getSimpleName() + " by reflection (" + call + ")", where, REFLECTION);
        }
    }

    /**
     * Called by instrumented code before a read through a {@code VarHandle} or {@code Unsafe}, or the making of a getter
     * handle: refused while repOk runs (which object it reads is not known here).
     */
    public static void handleRead(String call, String where) {
        RepOkWatch w = current();
        if (w != null) {
            throw w.breach("read fields through " + call, where, REFLECTION);
        }
    }

    /**
     * @param deed what repOk did to a collection or map of the candidate, found when it returned:
     *        {@code changed the collection Shelter.residents of the root (...)}
     * @return the breach of a change made inside code the search does not instrument (JDK collections)
     */
    public static ContractBreach collectionChanged(String deed) {
        return new ContractBreach(deed, "code it called that the search does not watch (a java.util method, say)", COLLECTIONS);
    }

    /** @return the watch of the repOk running on this thread, or null */
    private static RepOkWatch current() {
        AccessRecorder r = AccessRecorder.entered();
        return r != null && r.watch().judging ? r.watch() : null;
    }

    private static RepOkWatch marker(Object o) {
        Field f = MARKER.get(o.getClass());
        try {
            return f == null ? null : (RepOkWatch) f.get(o);
        } catch (IllegalAccessException | RuntimeException e) {
            return null;
        }
    }

    /** @return whether a class initializer is running on this thread (it may write static fields, even through a helper) */
    private static boolean initializing() {
        return WALKER.walk(frames -> frames.anyMatch(f -> f.getMethodName().equals("<clinit>")));
    }
}
