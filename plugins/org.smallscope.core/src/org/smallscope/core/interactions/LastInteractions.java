package org.smallscope.core.interactions;

import org.smallscope.core.reports.LastReport;

/** The interactions report shown last (by the Interactions view and the editor's markers), kept across restarts. */
public final class LastInteractions {

    /** Workspace preference: the absolute path of the last interactions report. */
    public static final String PREFERENCE = "lastInteractionsReport";

    /** The remembered report, with listeners. */
    public static final LastReport REPORT = new LastReport(PREFERENCE);

    private LastInteractions() {
    }
}
