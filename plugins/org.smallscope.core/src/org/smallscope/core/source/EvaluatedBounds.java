package org.smallscope.core.source;

import java.util.Arrays;
import java.util.List;

/**
 * What a finitization gives for some arguments, evaluated on source: each bounded field's bounds in
 * the format of the engine's {@code Domain.boundsSignature()}, the class domains, the candidate vector's
 * slots, the fields (or calls) whose bounds could not be evaluated, with line and reason, and the calls
 * that make the run fail, in the words of the API's or engine's error.
 *
 * @param finitization the finitization method's name
 * @param args the arguments it was evaluated for
 * @param fields the bounded fields in {@code set} order
 * @param classDomains the class domains in creation order (array pools included), with their final number of objects
 * @param slots the vector's slot names ({@code this.root}, {@code Node0.left}, {@code int[]0.length}) when every bound is known, else empty
 * @param unknowns what could not be evaluated
 * @param failures what makes the run fail (the engine cannot load the subject)
 * @param problem why nothing could be evaluated (no such finitization, wrong parameters), or null
 */
public record EvaluatedBounds(String finitization, int[] args, List<Bound> fields, List<ClassDomain> classDomains, List<String> slots,
        List<Unknown> unknowns, List<Failure> failures, String problem) {

    /**
     * A field's evaluated bounds.
     *
     * @param qualifiedName {@code this.root}, {@code Node.left}
     * @param bounds {@code objects(Node x3, null)}, {@code ints[0, 1, 2]}, {@code booleans}, {@code enums[RED, BLACK]}
     * @param size how many values
     * @param line the {@code set} call's line
     * @param start the call's offset
     * @param length the call's length
     */
    public record Bound(String qualifiedName, String bounds, int size, int line, int start, int length) {
    }

    /** A class domain: class or array type (simple name: {@code Node}, {@code int[]}), final number of objects or arrays, line of creation. */
    public record ClassDomain(String simpleName, int count, int line) {
    }

    /**
     * A call that makes the run fail.
     *
     * @param line its line
     * @param start its offset
     * @param length its length
     * @param message the error the API or the engine gives ({@code createArraySet(int[].class, ...): the length domain holds the negative length -1})
     */
    public record Failure(int line, int start, int length, String message) {
    }

    /**
     * A bound that could not be evaluated.
     *
     * @param qualifiedName the field, or null when the call may bound any field (a name that is not a constant, an unevaluated helper)
     * @param line where
     * @param start the offset of the expression at fault
     * @param length its length
     * @param reason why ({@code calls maxKey(n)}, {@code set inside a for loop})
     */
    public record Unknown(String qualifiedName, int line, int start, int length, String reason) {

        /**
         * @return {@code bound of Node.info at line 93 is not a simple expression of the size parameters (calls maxKey(n))},
         *         or for a call that may bound any field {@code the finitization's bounds at line 85 are not evaluated (calls bounds(...))}
         */
        public String describe() {
            return qualifiedName == null ? "the finitization's bounds at line " + line + " are not evaluated (" + reason + ")"
                    : "bound of " + qualifiedName + " at line " + line + " is not a simple expression of the size parameters (" + reason + ")";
        }
    }

    /** @return the bounds of a field, or null if it is not bounded (or its bounds are unknown) */
    public Bound field(String qualifiedName) {
        return fields.stream().filter(b -> b.qualifiedName().equals(qualifiedName)).findFirst().orElse(null);
    }

    /** @return the unknown bound of {@code qualifiedName}, else the first unknown that may bound any field, else null */
    public Unknown unknown(String qualifiedName) {
        return unknowns.stream().filter(u -> qualifiedName.equals(u.qualifiedName())).findFirst()
                .orElse(unknowns.stream().filter(u -> u.qualifiedName() == null).findFirst().orElse(null));
    }

    /** @return whether every bound was evaluated and nothing makes the run fail */
    public boolean complete() {
        return problem == null && unknowns.isEmpty() && failures.isEmpty();
    }

    /** @return {@code finBST(5)} */
    public String describe() {
        return finitization + Arrays.toString(args).replace('[', '(').replace(']', ')').replace(" ", "");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EvaluatedBounds b && finitization.equals(b.finitization) && Arrays.equals(args, b.args) && fields.equals(b.fields)
                && classDomains.equals(b.classDomains) && slots.equals(b.slots) && unknowns.equals(b.unknowns) && failures.equals(b.failures)
                && java.util.Objects.equals(problem, b.problem);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(finitization, Arrays.hashCode(args), fields, classDomains, slots, unknowns, failures, problem);
    }

    @Override
    public String toString() {
        return "EvaluatedBounds[" + describe() + ", fields=" + fields + ", classDomains=" + classDomains + ", unknowns=" + unknowns
                + ", failures=" + failures + ", problem=" + problem + "]";
    }
}
