package org.smallscope.engine.export.methods;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;

import org.smallscope.engine.Conjunct;
import org.smallscope.engine.subject.Subject;

/**
 * Names the check of repOk that a method's call (or a test's body) broke: repOk's conjuncts that are calls of methods without parameters
 * ({@code return isAcyclic() && sizeOk() && ordersOk();}) are run one by one on the receiver after the call, under the
 * run's time limit, and the first that returns false is named.
 */
public final class FailedCheck {

    private FailedCheck() {
    }

    /**
     * @return the first of repOk's checks that is false on {@code instance} now ({@code sizeOk() (line 44)}), each run
     *         under {@code limitMillis}, or null (repOk is one check, a check cannot be run alone, or none is false)
     */
    public static String of(Subject subject, Object instance, long limitMillis) {
        try (CallTimer timer = new CallTimer(limitMillis)) {
            return of(subject, instance, timer);
        }
    }

    /** @return {@code sizeOk() (line 44)}, or null when repOk is one check or a check before the false one cannot be run alone */
    static String of(Subject subject, Object receiver, CallTimer timer) {
        List<Conjunct> conjuncts = subject.conjuncts();
        if (conjuncts.size() < 2) {
            return null;
        }
        for (Conjunct c : conjuncts) {
            Method m = method(receiver.getClass(), c.name());
            if (m == null) {
                return null;
            }
            CallTimer.Result result = timer.call(() -> m.invoke(receiver));
            if (result.timedOut() || result.thrown() != null) {
                return null;
            }
            if (!Boolean.TRUE.equals(result.value())) {
                return c.describe();
            }
        }
        return null;
    }

    /** @return the method without parameters returning boolean that conjunct {@code name} ({@code sizeOk()}) calls on the receiver, or null */
    private static Method method(Class<?> cls, String name) {
        if (!name.endsWith("()")) {
            return null;
        }
        String simple = name.substring(0, name.length() - 2);
        for (Class<?> c = cls; c != null; c = c.getSuperclass()) {
            try {
                Method m = c.getDeclaredMethod(simple);
                if (m.getReturnType() != boolean.class || Modifier.isStatic(m.getModifiers())) {
                    return null;
                }
                m.setAccessible(true);
                return m;
            } catch (NoSuchMethodException e) {
                // declared higher up
            } catch (RuntimeException e) {
                return null;
            }
        }
        return null;
    }
}
