package org.smallscope.engine.udita;

/** Makes a generator's choices with delayed choice (to come). */
final class DelayedChooser {

    private DelayedChooser() {
    }

    static EagerChooser create(ChoiceTrail trail) {
        throw new UnsupportedOperationException("delayed mode is not available yet; use eager");
    }
}
