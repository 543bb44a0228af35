package org.smallscope.api.udita;

import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A reusable piece of a generator program: each {@link #generate()} returns one value by making choices, so a
 * composite generator enumerates every combination of its parts' values.
 */
@FunctionalInterface
public interface IGenerator<T> {

    /** @return one generated value (the choices it makes decide which) */
    T generate();

    /** @return the generator of {@code mapper} applied to this generator's values */
    default <R> IGenerator<R> map(Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper, "mapper");
        return () -> mapper.apply(generate());
    }

    /** @return the generator of the values of the generator {@code next} makes from each of this generator's values */
    default <R> IGenerator<R> flatMap(Function<? super T, ? extends IGenerator<? extends R>> next) {
        Objects.requireNonNull(next, "next");
        return () -> next.apply(generate()).generate();
    }

    /** @return this generator's values that satisfy {@code condition} (the others are pruned by {@link Choices#assume}) */
    default IGenerator<T> filter(Predicate<? super T> condition) {
        Objects.requireNonNull(condition, "condition");
        return () -> {
            T value = generate();
            Choices.assume(condition.test(value));
            return value;
        };
    }

    /** @return the generator of {@code combiner} applied to every pair of this generator's and {@code other}'s values */
    default <U, R> IGenerator<R> zip(IGenerator<? extends U> other, BiFunction<? super T, ? super U, ? extends R> combiner) {
        Objects.requireNonNull(other, "other");
        Objects.requireNonNull(combiner, "combiner");
        return () -> {
            T first = generate();
            return combiner.apply(first, other.generate());
        };
    }

    /** @return the generator of every value of every one of {@code alternatives}, the first alternative's first */
    @SafeVarargs
    static <T> IGenerator<T> oneOf(IGenerator<? extends T>... alternatives) {
        if (alternatives.length == 0) {
            throw new IllegalArgumentException("oneOf needs at least one alternative");
        }
        IGenerator<? extends T>[] copy = alternatives.clone();
        return () -> copy[Choices.getInt(0, copy.length - 1)].generate();
    }

    /** @return the generator of each int of {@code lo..hi} */
    static IGenerator<Integer> ints(int lo, int hi) {
        return () -> Choices.getInt(lo, hi);
    }
}
