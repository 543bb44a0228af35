package org.smallscope.engine.tests.export.subjects;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A chain of links of three classes generated tests cannot name: a private member class whose private constructor sets a
 * field the search does not, a local class and an anonymous class. Also holds {@link #secretClass()}, a subject the tests
 * cannot name at all.
 */
public class Vault {

    /** A link of the chain. */
    public abstract static class Link {
        /** The next link, or null. */
        public Link next;
        /** The value. */
        public int value;

        /** @return whether this link was made as the search makes it */
        boolean made() {
            return true;
        }
    }

    /** A link of a private class: its private constructor sets a field an object made without it (Objenesis) has false. */
    private static final class Sealed extends Link {
        private final boolean constructed;

        private Sealed() {
            constructed = true;
        }

        @Override
        boolean made() {
            return constructed;
        }
    }

    /** A private subject: generated tests cannot name it, so its export is refused. */
    private static final class Secret {
        /** A value. */
        int value;

        boolean repOk() {
            return value >= 0;
        }

        static IFinitization finSecret(int n) {
            IFinitization f = FinitizationFactory.create(Secret.class);
            f.set("value", f.createIntSet(0, n));
            return f;
        }
    }

    /** A link of an anonymous class. */
    private static final Link ANONYMOUS = new Link() {
    };

    /** The first link, or null. */
    public Link first;
    /** The number of links. */
    public int size;
    /** Links kept aside, none of them in the chain. */
    public Link[] spare;

    /** @return the class of a link declared in this method: a local class */
    static Class<? extends Link> localClass() {
        final class Local extends Link {
        }
        return Local.class;
    }

    /** @return the private subject {@link Secret} */
    public static Class<?> secretClass() {
        return Secret.class;
    }

    /**
     * @return whether the chain is acyclic, {@code size} counts its links, each made as the search makes it, values not decreasing,
     *         and no spare link is in the chain, each alone with value 0
     */
    public boolean repOk() {
        Set<Link> seen = new HashSet<>();
        for (Link l = first; l != null; l = l.next) {
            if (!seen.add(l) || !l.made() || l.next != null && l.next.value < l.value) {
                return false;
            }
        }
        for (Link l : spare) {
            if (l != null && (seen.contains(l) || !l.made() || l.next != null || l.value != 0)) {
                return false;
            }
        }
        return seen.size() == size;
    }

    /** Removes the first link, if any. */
    public void removeFirst() {
        if (first != null) {
            first = first.next;
            size--;
        }
    }

    /** @return {@code n} links of each of the three classes, or null; size 0..n; values 0..1; one spare array of length 0..1 */
    public static IFinitization finVault(int n) {
        IFinitization f = FinitizationFactory.create(Vault.class);
        IObjSet links = f.createObjSet(Link.class, true);
        links.addClassDomain(f.createClassDomain(Sealed.class, n));
        links.addClassDomain(f.createClassDomain(localClass(), n));
        links.addClassDomain(f.createClassDomain(ANONYMOUS.getClass(), n));
        f.set("first", links);
        f.set("size", f.createIntSet(0, n));
        f.set(Link.class, "next", links);
        f.set(Link.class, "value", f.createIntSet(0, 1));
        f.set("spare", f.createArraySet(Link[].class, f.createIntSet(0, 1), links, 1));
        return f;
    }
}
