package org.smallscope.engine.incremental;

import java.util.List;

import org.smallscope.engine.Conjunct;
import org.smallscope.engine.io.Digests;
import org.smallscope.engine.subject.FieldSpec;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;

/**
 * What a later run needs to know about the subject a snapshot was made for: its classes, bounded
 * fields with their bounds, the layout of its candidate vectors and the conjuncts of its predicate.
 * Plain data, stored as JSON in the snapshot header.
 *
 * @param className binary name of the class with repOk
 * @param simpleName its short name
 * @param finitization the finitization method
 * @param args the finitization's arguments
 * @param classes object sets: simple name, class name, count
 * @param fields bounded fields with their bounds
 * @param slots the candidate vector's positions ({@code this.root}, {@code Node0.left})
 * @param conjuncts the predicate's conjuncts
 * @param dependencies what the saved suite's verdicts depended on besides the conjuncts (recorded when a snapshot is
 *        saved; null for a subject as loaded, and in snapshots written before it existed)
 */
public record SubjectDescriptor(String className, String simpleName, String finitization, int[] args, List<ClassBound> classes,
        List<FieldBound> fields, List<String> slots, List<Conjunct> conjuncts, Dependencies dependencies) {

    /** A descriptor without a record of dependencies. */
    public SubjectDescriptor(String className, String simpleName, String finitization, int[] args, List<ClassBound> classes,
            List<FieldBound> fields, List<String> slots, List<Conjunct> conjuncts) {
        this(className, simpleName, finitization, args, classes, fields, slots, conjuncts, null);
    }

    /** @return this descriptor with {@code d} as its record of dependencies */
    public SubjectDescriptor withDependencies(Dependencies d) {
        return new SubjectDescriptor(className, simpleName, finitization, args, classes, fields, slots, conjuncts, d);
    }

    /** An object set: how many objects of which class. */
    public record ClassBound(String simpleName, String className, int count) {
    }

    /** A bounded field: owner class (simple name, {@code this} for the root), field name, Java type, bounds and domain size. */
    public record FieldBound(String owner, String name, String type, String bounds, int size) {

        /** @return {@code Node.left} */
        public String qualifiedName() {
            return owner + "." + name;
        }
    }

    /** @return the descriptor of a loaded subject */
    public static SubjectDescriptor of(Subject subject) {
        List<ClassBound> classes = subject.objectClasses().stream()
                .map((ObjectClass c) -> new ClassBound(c.simpleName(), c.className(), c.count())).toList();
        List<FieldBound> fields = subject.fields().stream().map((FieldSpec f) -> new FieldBound(
                f.className().equals(subject.className()) ? "this" : f.simpleClassName(), f.fieldName(),
                f.typeName(), f.domain().boundsSignature(), f.domain().size())).toList();
        List<String> slots = subject.slots().stream().map(Slot::name).toList();
        return new SubjectDescriptor(subject.className(), subject.simpleName(), subject.finitizationName(), subject.args(), classes, fields,
                slots, subject.conjuncts());
    }

    /** @return a hash identifying the subject, its bounds and its predicate (not names or lines) */
    public String fingerprint() {
        StringBuilder sb = new StringBuilder(className).append('|').append(java.util.Arrays.toString(args)).append('|');
        classes.forEach(c -> sb.append(c.simpleName()).append(c.count()).append(','));
        fields.forEach(f -> sb.append(f.qualifiedName()).append('=').append(f.bounds()).append(','));
        sb.append(String.join(",", slots)).append('|');
        conjuncts.forEach(c -> sb.append(c.hash()).append(','));
        return Digests.sha256Hex(sb.toString(), 6);
    }

    /** @return {@code BST(8)} */
    public String describe() {
        return simpleName + java.util.Arrays.toString(args).replace('[', '(').replace(']', ')').replace(" ", "");
    }
}
