package org.smallscope.core.internal;

import org.smallscope.core.WorkspaceSubject;

/** Renders the finitization method a quick fix adds to a subject without one. */
final class FinitizationSkeletons {

    private FinitizationSkeletons() {
    }

    /** @return the method's source, or null when it cannot be rendered */
    static String render(WorkspaceSubject subject) {
        return null;
    }
}
