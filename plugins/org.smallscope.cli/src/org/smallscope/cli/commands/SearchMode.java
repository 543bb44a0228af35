package org.smallscope.cli.commands;

import org.smallscope.engine.search.prune.LookAhead;

/**
 * Runs a command's work with the engine's Korat-exact switch ({@value LookAhead#EXACT}) set as asked, and puts the switch
 * back afterwards (one JVM may run many commands: the tests, a runner).
 */
public final class SearchMode {

    /** Work that may throw {@code E}. */
    @FunctionalInterface
    public interface Work<T, E extends Exception> {
        T run() throws E;
    }

    private SearchMode() {
    }

    /** @return what {@code work} returns, its searches exploring exactly Korat's candidates when {@code exact}, else looking ahead */
    public static <T, E extends Exception> T with(boolean exact, Work<T, E> work) throws E {
        String before = System.getProperty(LookAhead.EXACT);
        System.setProperty(LookAhead.EXACT, Boolean.toString(exact));
        try {
            return work.run();
        } finally {
            if (before == null) {
                System.clearProperty(LookAhead.EXACT);
            } else {
                System.setProperty(LookAhead.EXACT, before);
            }
        }
    }
}
