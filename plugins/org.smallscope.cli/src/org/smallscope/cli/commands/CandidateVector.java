package org.smallscope.cli.commands;

import java.util.Arrays;

import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.subject.Structures;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A candidate vector given on the command line ({@code 1,0,2} or {@code [1,0,2]}) for
 * {@code --from} and {@code --to}; the search checks it against the subject's layout.
 *
 * @param values the vector
 */
public record CandidateVector(int[] values) {

    @Override
    public int[] values() {
        return values.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CandidateVector && Arrays.equals(values, ((CandidateVector) o).values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    /** @return {@code [1,0,2]} */
    @Override
    public String toString() {
        return Structures.formatVector(values);
    }

    /** Picocli converter: the engine's parser, its message turned into a usage error. */
    public static final class Converter implements ITypeConverter<CandidateVector> {
        @Override
        public CandidateVector convert(String value) {
            try {
                int[] cv = Structures.parseVector(value);
                if (cv.length == 0) {
                    throw new TypeConversionException("candidate vector '" + value + "' is empty");
                }
                return new CandidateVector(cv);
            } catch (SmallscopeException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
