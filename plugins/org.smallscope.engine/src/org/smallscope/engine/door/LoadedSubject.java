package org.smallscope.engine.door;

import java.util.Set;
import java.util.stream.Collectors;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.export.methods.FailedCheck;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/**
 * A subject loaded for a search, the front door's handle on it: its class, instrumented, with a finitization at given
 * bounds; turns candidate vectors into instances, structures and text.
 */
public final class LoadedSubject {

    private final Subject subject;

    private LoadedSubject(Subject subject) {
        this.subject = subject;
    }

    /**
     * @param className the binary name of the class whose instances are searched
     * @param finitization the finitization's method name, or null for the class's own
     * @param args the finitization's arguments (its bounds)
     * @param classes where the subject's class files come from
     * @return the loaded subject; throws {@link SmallscopeException} naming the class, method or field that does not fit
     */
    public static LoadedSubject load(String className, String finitization, int[] args, ClassFileSource classes) {
        return new LoadedSubject(SubjectLoader.load(new SubjectRequest(className, finitization, args, classes)));
    }

    /** @return the engine's subject, for the front door's other types */
    Subject subject() {
        return subject;
    }

    /** @return {@code BST(5)}: the class's simple name and the bounds */
    public String describe() {
        return subject.describe();
    }

    /** @return the name of the finitization in use, {@code a.b.BST#finBST} */
    public String finitizationName() {
        return subject.finitizationName();
    }

    /** @return the loader of the instrumented classes the instances are made of */
    public ClassLoader classLoader() {
        return subject.classLoader();
    }

    /** @return {@code declaringClass#field} for each field the finitization bounds */
    public Set<String> boundedFields() {
        return subject.fields().stream().map(f -> f.declaringClassName() + "#" + f.fieldName()).collect(Collectors.toSet());
    }

    /** @return the structure of candidate vector {@code cv}, as a graph of objects */
    public ObjectGraph graph(int[] cv) {
        return Structures.graph(subject, cv);
    }

    /** @return the structure of candidate vector {@code cv} on one line, {@code root=N0 size=2 | N0{left=null right=N1} ...} */
    public String render(int[] cv) {
        return Structures.render(subject, cv);
    }

    /** @return {@code [0, 1, 0]}: a candidate vector as the engine's messages write it */
    public static String formatVector(int[] cv) {
        return Structures.formatVector(cv);
    }

    /** @return the fingerprint of the subject's descriptor: what identifies its snapshots and generated suites */
    public String fingerprint() {
        return SubjectDescriptor.of(subject).fingerprint();
    }

    /**
     * @param instance an instance of the subject's class (from this loader or a copy of one), e.g. after a test changed it
     * @param limitMillis how long each of repOk's checks may run
     * @return the first of repOk's checks that is false on {@code instance}, as source text, or null when none is or it cannot be told
     */
    public String failedCheck(Object instance, long limitMillis) {
        return FailedCheck.of(subject, instance, limitMillis);
    }

    /** @return a fresh heap of the subject's objects, to write candidate vectors into (one thread at a time) */
    public Heap newHeap() {
        return new Heap(subject.newHeap());
    }

    /** The subject's objects, which a candidate vector's values are written into. */
    public static final class Heap {

        private final CandidateHeap heap;

        private Heap(CandidateHeap heap) {
            this.heap = heap;
        }

        /** Writes every slot of candidate vector {@code cv} into the objects. */
        public void writeAll(int[] cv) {
            heap.writeAll(cv);
        }

        /** @return the root object, as the last vector written makes it */
        public Object root() {
            return heap.root();
        }
    }
}
