package org.smallscope.engine.subject;

import org.smallscope.engine.ClassFileSource;

import java.util.Arrays;


/**
 * What to load: a class with repOk, the finitization method and its arguments, and where the
 * class files come from.
 *
 * @param className binary name of the class with repOk
 * @param finitization name of the static finitization method, or null for {@code fin<SimpleName>}
 * @param args the finitization's int arguments
 * @param source where the subject's class files are read
 */
public record SubjectRequest(String className, String finitization, int[] args, ClassFileSource source) {

    /** @return a request reading class files through {@code loader} (for example the caller's own) */
    public static SubjectRequest of(Class<?> subject, int... args) {
        return new SubjectRequest(subject.getName(), null, args, ClassFileSource.of(subject.getClassLoader()));
    }

    /** @return a copy of this request with another finitization method name */
    public SubjectRequest withFinitization(String name) {
        return new SubjectRequest(className, name, args, source);
    }

    /** @return {@code BST(5)}-style text */
    public String describe() {
        String simple = className.substring(className.lastIndexOf('.') + 1);
        return simple + Arrays.toString(args).replace('[', '(').replace(']', ')').replace(" ", "");
    }
}
