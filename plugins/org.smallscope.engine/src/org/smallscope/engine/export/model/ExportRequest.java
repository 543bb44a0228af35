package org.smallscope.engine.export.model;

import java.util.List;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.subject.Subject;

/**
 * What to export: a subject, its valid instances in search order, the run's facts, and how to
 * write the tests. Build with {@link #of} and the {@code with...} methods.
 *
 * @param subject the loaded subject
 * @param instances the valid candidate vectors, in search order
 * @param facts facts for the header
 * @param flavour JUnit 5 or 4
 * @param perClass at most this many tests per generated class (larger suites are split)
 * @param classFiles where the subject's class files are read (the subject request's source), or null for the subject's own loader
 * @param methodRun for method mode: the method run whose passing inputs become tests; null for repOk tests of the instances
 */
public record ExportRequest(Subject subject, List<int[]> instances, SuiteFacts facts, JUnitFlavour flavour, int perClass,
        ClassFileSource classFiles, MethodRun methodRun) {

    /** The default of {@link #perClass}. */
    public static final int DEFAULT_PER_CLASS = 500;

    /** The most tests one class may hold: each needs entries in the class file's constant pool (65,535 at most). */
    public static final int MAX_PER_CLASS = 5000;

    /** Checks the values. */
    public ExportRequest {
        if (perClass < 1 || perClass > MAX_PER_CLASS) {
            throw new ExportException(ExportException.Kind.USAGE, "tests per class must be from 1 to " + MAX_PER_CLASS + ", not " + perClass);
        }
        instances = instances instanceof CompactVectors ? instances : List.copyOf(instances); // compact vectors are read-only
    }

    /** @return a JUnit 5 export of {@code instances}, 500 tests per class, repOk tests */
    public static ExportRequest of(Subject subject, List<int[]> instances, SuiteFacts facts) {
        return new ExportRequest(subject, instances, facts, JUnitFlavour.JUNIT5, DEFAULT_PER_CLASS, null, null);
    }

    /** @return this request with another flavour */
    public ExportRequest withFlavour(JUnitFlavour f) {
        return new ExportRequest(subject, instances, facts, f, perClass, classFiles, methodRun);
    }

    /** @return this request with another limit of tests per class */
    public ExportRequest withPerClass(int n) {
        return new ExportRequest(subject, instances, facts, flavour, n, classFiles, methodRun);
    }

    /** @return this request reading the subject's class files from {@code source} */
    public ExportRequest withClassFiles(ClassFileSource source) {
        return new ExportRequest(subject, instances, facts, flavour, perClass, source, methodRun);
    }

    /** @return this request exporting the passing inputs of a method run (method mode) */
    public ExportRequest withMethodRun(MethodRun run) {
        return new ExportRequest(subject, instances, facts, flavour, perClass, classFiles, run);
    }
}
