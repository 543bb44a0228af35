package org.smallscope.engine.export.writers;

import java.lang.reflect.Modifier;

/** What generated code in one test package may name and touch: members by their modifiers, classes by theirs and their enclosing classes'. */
public final class Access {

    private final String testPackage;

    /** @param testPackage the package of the generated tests ({@code ""} for the default package) */
    public Access(String testPackage) {
        this.testPackage = testPackage;
    }

    /** @return the test package */
    public String testPackage() {
        return testPackage;
    }

    /** @return whether a member with {@code modifiers} declared in {@code owner} is accessible from the test package */
    public boolean visible(int modifiers, Class<?> owner) {
        if (Modifier.isPrivate(modifiers)) {
            return false;
        }
        return Modifier.isPublic(modifiers) || owner.getPackageName().equals(testPackage);
    }

    /** @return whether generated code can name {@code c} (it and every enclosing class accessible) */
    public boolean canName(Class<?> c) {
        for (Class<?> x = c; x != null; x = x.getDeclaringClass()) {
            if (x.isAnonymousClass() || x.isLocalClass() || x.isHidden() || !visible(x.getModifiers(), x)) {
                return false;
            }
        }
        return true;
    }

    /** @return the package of binary class name {@code a.b.C$D}: {@code a.b} */
    public static String packageOf(String binaryName) {
        int dot = binaryName.lastIndexOf('.');
        return dot < 0 ? "" : binaryName.substring(0, dot);
    }
}
