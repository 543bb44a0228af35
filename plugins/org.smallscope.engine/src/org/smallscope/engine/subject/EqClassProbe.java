package org.smallscope.engine.subject;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.runtime.StopRequest;

/**
 * Runs a subject's {@code eqClass()} (Korat+'s black-box equivalence class of a valid input) on a candidate, on a heap of
 * its own whose recorder starts empty, so that every bounded field eqClass reads is recorded as repOk's reads are.
 */
public final class EqClassProbe {

    /** The method name the subject's root class declares (or inherits): {@code Object eqClass()}, deterministic. */
    public static final String METHOD = "eqClass";

    private final Subject subject;
    private final CandidateHeap heap;
    private final MethodHandle eqClass;

    /** @throws org.smallscope.engine.SmallscopeException {@link EngineError#NO_EQCLASS} when the root class has no usable eqClass() */
    public EqClassProbe(Subject subject) {
        if (!subject.monitored()) {
            throw EngineError.NO_EQCLASS.exception(subject.className(), "the subject was loaded without field monitoring");
        }
        this.subject = subject;
        this.eqClass = find(subject);
        this.heap = subject.newHeap();
    }

    private static MethodHandle find(Subject subject) {
        Class<?> root = subject.runtime.rootClass();
        for (Class<?> c = root; c != null; c = c.getSuperclass()) {
            try {
                Method m = c.getDeclaredMethod(METHOD);
                if (Modifier.isStatic(m.getModifiers()) || m.getReturnType() == void.class) {
                    throw EngineError.NO_EQCLASS.exception(subject.className(),
                            c.getName() + "." + METHOD + "() must be an instance method returning a key (any equals-comparable value)");
                }
                m.setAccessible(true);
                return MethodHandles.lookup().unreflect(m).asType(MethodType.methodType(Object.class, Object.class));
            } catch (NoSuchMethodException e) {
                // try the superclass
            } catch (IllegalAccessException | RuntimeException e) {
                if (e instanceof org.smallscope.engine.SmallscopeException s) {
                    throw s;
                }
                throw EngineError.NO_EQCLASS.exception(e, subject.className(), "cannot call " + METHOD + "(): " + e);
            }
        }
        throw EngineError.NO_EQCLASS.exception(subject.className(), "declare a deterministic instance method Object " + METHOD
                + "() returning the input's class key (e.g. a String or a List of booleans)");
    }

    /**
     * Runs eqClass on {@code cv} (a valid candidate).
     *
     * @param read set to true, per slot, for the bounded fields eqClass read (cleared first)
     * @return the class key eqClass returned (null is a key too)
     * @throws org.smallscope.engine.SmallscopeException {@link EngineError#EQCLASS_FAILED} when eqClass threw
     */
    public Object classify(int[] cv, boolean[] read) {
        java.util.Arrays.fill(read, false);
        heap.writeChanged(cv);
        AccessRecorder rec = heap.recorder();
        rec.clear();
        Object key;
        rec.enter();
        try {
            key = (Object) eqClass.invokeExact(heap.root());
        } catch (StopRequest stop) {
            throw stop;
        } catch (Throwable t) {
            throw EngineError.EQCLASS_FAILED.exception(t, subject.className(), Structures.formatVector(cv), t.toString());
        } finally {
            rec.leave();
        }
        for (int i = 0, n = rec.size(); i < n; i++) {
            read[rec.at(i)] = true;
        }
        return key;
    }
}
