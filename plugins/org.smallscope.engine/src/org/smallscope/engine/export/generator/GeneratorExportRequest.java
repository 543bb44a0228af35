package org.smallscope.engine.export.generator;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.model.ExportRequest;
import org.smallscope.engine.export.model.SuiteFacts;

/**
 * What to export from a generator run: the generator method, its bound arguments, the inputs it returned (live objects,
 * in exploration order) and the run's facts. Each input becomes one test whose argument is built by plain code.
 *
 * @param generatorClass the binary name of the class declaring the generator method; the tests go into its package
 * @param method the generator method's name
 * @param args the bound arguments the generator ran with
 * @param inputType the generator method's return type (the tests' parameter type)
 * @param inputs the returned inputs, in exploration order (null elements are allowed)
 * @param mode the exploration mode ({@code eager} or {@code delayed}), for the header
 * @param facts tool version, explored paths and valid inputs, for the header
 * @param perClass at most this many tests per generated class
 * @param methodRun method mode: the run of a method on the inputs whose passing calls become the tests; null for one test per input
 */
public record GeneratorExportRequest(String generatorClass, String method, int[] args, Class<?> inputType, List<Object> inputs, String mode,
        SuiteFacts facts, int perClass, MethodRun methodRun) {

    /** Checks the values. */
    public GeneratorExportRequest {
        if (perClass < 1 || perClass > ExportRequest.MAX_PER_CLASS) {
            throw new ExportException(ExportException.Kind.USAGE, "tests per class must be from 1 to " + ExportRequest.MAX_PER_CLASS + ", not "
                    + perClass);
        }
        args = args.clone();
        inputs = Collections.unmodifiableList(new ArrayList<>(inputs));
    }

    /** @return an export of {@code inputs} with {@value ExportRequest#DEFAULT_PER_CLASS} tests per class */
    public static GeneratorExportRequest of(String generatorClass, String method, int[] args, Class<?> inputType, List<Object> inputs,
            String mode, SuiteFacts facts) {
        return new GeneratorExportRequest(generatorClass, method, args, inputType, inputs, mode, facts, ExportRequest.DEFAULT_PER_CLASS, null);
    }

    /** @return this request with another limit of tests per class */
    public GeneratorExportRequest withPerClass(int n) {
        return new GeneratorExportRequest(generatorClass, method, args, inputType, inputs, mode, facts, n, methodRun);
    }

    /** @return this request exporting the passing calls of a method run on the inputs (method mode) */
    public GeneratorExportRequest withMethodRun(MethodRun run) {
        return new GeneratorExportRequest(generatorClass, method, args, inputType, inputs, mode, facts, perClass, run);
    }

    /** @return {@code a.b.Gen#method}: what the generated files say they were generated from */
    public String generator() {
        return generatorClass + "#" + method;
    }
}
