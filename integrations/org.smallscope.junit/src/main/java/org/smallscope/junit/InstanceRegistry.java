package org.smallscope.junit;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Which instance each invocation of an exhaustive test got, by the identity of its first argument, so that a failure
 * can name the candidate vector and the structure; entries are taken when their invocation runs.
 */
final class InstanceRegistry {

    /**
     * One invocation's instance.
     *
     * @param suite {@code BST(5)}
     * @param ordinal the instance's position among the valid ones, from 1
     * @param vector its candidate vector, {@code [1,0,2]}
     * @param structure its structure, in full
     * @param call method mode's call ({@code add(3)}), or null
     * @param size how big it is: its objects plus its arrays' elements (instances run smallest first)
     * @param builtBy API mode's call sequence that built it ({@code new AvlTree(); insert(1)}), or null for a valid candidate
     */
    record Instance(String suite, int ordinal, String vector, String structure, String call, int size, String builtBy) {

        /** @return the lines a failure adds to its message */
        String describe() {
            if (builtBy != null) {
                return "smallscope: " + suite + " object #" + ordinal + "\n  built by " + builtBy + "\n  state " + structure;
            }
            return "smallscope: " + suite + " instance #" + ordinal + (call == null ? "" : ", " + call) + "\n  candidate " + vector
                    + "\n  structure " + structure;
        }

        /** @return what a summary shows of it: the sequence that built it, else its structure */
        String shown() {
            return builtBy != null ? "built by " + builtBy : structure;
        }
    }

    private final Map<Object, Instance> byArgument = new IdentityHashMap<>();
    private volatile long invocations;
    private volatile org.smallscope.engine.door.LoadedSubject subject;

    /** The suite's subject, whose repOk's checks a failure names. */
    void subject(org.smallscope.engine.door.LoadedSubject s) {
        subject = s;
    }

    /** @return the suite's subject, or null before the invocations were made */
    org.smallscope.engine.door.LoadedSubject subject() {
        return subject;
    }

    /** The test runs {@code n} times (instances, times argument choices in method mode). */
    void invocations(long n) {
        invocations = n;
    }

    /** @return how many times the test runs */
    long invocations() {
        return invocations;
    }

    /** Remembers that an invocation gets {@code argument} as its first argument. */
    synchronized void remember(Object argument, Instance instance) {
        byArgument.put(argument, instance);
    }

    /** @return the instance of the invocation whose first argument is {@code argument}, forgotten now, or null */
    synchronized Instance take(Object argument) {
        return argument == null ? null : byArgument.remove(argument);
    }
}
