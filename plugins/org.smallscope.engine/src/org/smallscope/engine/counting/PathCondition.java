package org.smallscope.engine.counting;

import java.lang.invoke.MethodHandle;

import org.smallscope.engine.Conjunct;
import org.smallscope.engine.subject.Subject;

/**
 * A path condition to count the solutions of together with repOk ({@code repOk() && pc()}): a user's method or a
 * generated conjunction of heap constraints, bound to a subject's instrumented classes so that its reads of bounded
 * fields are monitored like repOk's.
 */
public interface PathCondition {

    /** @return a readable text of the condition, e.g. {@code root.left == null && root.right.info == 2} */
    String text();

    /** @return the conjunct this condition adds after repOk's (its name and a hash that differs from every repOk conjunct's) */
    Conjunct conjunct();

    /**
     * @param subject the subject whose heaps the condition runs on (monitored)
     * @return {@code (Object root) -> boolean} on the subject's instrumented classes; throws
     *         {@link org.smallscope.engine.SmallscopeException} naming what does not fit the subject
     */
    MethodHandle bind(Subject subject);

    /** @return {@code subject} whose predicate is {@code repOk() && this} */
    default Subject conjoinedWith(Subject subject) {
        return subject.conjoin(conjunct(), bind(subject));
    }
}
