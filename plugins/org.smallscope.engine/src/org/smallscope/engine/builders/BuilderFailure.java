package org.smallscope.engine.builders;

/**
 * A builder that threw: the builder, its first exception of that class in search order (so from a shortest sequence),
 * the sequence whose last call threw it, and how many sequences threw an exception of that class from that builder.
 *
 * @param builder the builder that threw
 * @param thrown the exception
 * @param sequence the calls, the last one throwing
 * @param occurrences the sequences ending in the same builder throwing the same exception class
 */
public record BuilderFailure(Builder builder, Throwable thrown, CallSequence sequence, long occurrences) {

    /** @return e.g. {@code remove(int) threw java.lang.NullPointerException: ... after new BST(), add(0), remove(0)} */
    public String describe() {
        return builder.signature() + " threw " + thrown + " (" + sequence.text() + ")" + (occurrences > 1 ? ", " + occurrences + " sequences" : "");
    }
}
