package org.smallscope.engine.tests.export.subjects;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A street of houses, with Unicode class and field names (Latin, CJK and a letter outside the Basic Multilingual Plane). */
public class Straße {

    /** A house: a member class with a Unicode name. */
    public static class Häuschen {
        /** The next house, or null. */
        public Häuschen nächstes;
        /** The house number. */
        public int 号;
    }

    /** The first house, or null. */
    public Häuschen erstes;
    /** The number of houses. */
    public int länge;
    /** The street's letter: 0 or 1. */
    public int 𝔸;

    /** @return whether the houses are acyclic, {@code länge} counts them and their numbers increase from 1 */
    public boolean repOk() {
        Set<Häuschen> seen = new HashSet<>();
        int expected = 1;
        for (Häuschen h = erstes; h != null; h = h.nächstes) {
            if (!seen.add(h) || h.号 != expected++) {
                return false;
            }
        }
        return seen.size() == länge;
    }

    /** @return {@code n} houses or null, länge 0..n, numbers 1..n, letter 0..1 */
    public static IFinitization finStraße(int n) {
        IFinitization f = FinitizationFactory.create(Straße.class);
        IObjSet häuser = f.createObjSet(Häuschen.class, n, true);
        f.set("erstes", häuser);
        f.set("länge", f.createIntSet(0, n));
        f.set("𝔸", f.createIntSet(0, 1));
        f.set("Häuschen.nächstes", häuser);
        f.set("Häuschen.号", f.createIntSet(1, n));
        return f;
    }
}
