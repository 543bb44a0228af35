package org.smallscope.engine.tests.generators;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.Generators;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A chain of gears and springs with a colour and a label: a small subject whose repOk has a check for each basic
 * generator and combinator, so that {@link #finGadgetsGen} can state each as a necessary condition.
 */
public class Gadgets {

    /** A colour of the whole chain. */
    public enum Color {
        /** Red. */
        RED,
        /** Green. */
        GREEN,
        /** Blue. */
        BLUE
    }

    /** A part of the chain. */
    public abstract static class Part {
        /** The next part. */
        public Part next;
    }

    /** A gear: teeth 2 or 4, never fewer than the gear before it; a range lo..hi. */
    public static class Gear extends Part {
        /** Its teeth. */
        public int teeth;
        /** The low end of its range. */
        public int lo;
        /** The high end of its range. */
        public int hi;
    }

    /** A spring: tight, with fewer than 2 coils. */
    public static class Spring extends Part {
        /** Whether it is tight. */
        public boolean tight;
        /** Its coils. */
        public int coils;
    }

    /** The first part: a gear, or null. */
    public Part first;
    /** The number of parts. */
    public int count;
    /** The colour: blue only for a chain with parts. */
    public Color color;
    /** A label, never null. */
    public String label;

    /** @return whether the chain is acyclic, starts with a gear, counts its parts and every part is well formed */
    public boolean repOk() {
        if (label == null || (first != null && !(first instanceof Gear))) {
            return false;
        }
        Set<Part> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Part p = first; p != null; p = p.next) {
            if (!seen.add(p) || !wellFormed(p)) {
                return false;
            }
        }
        return count == seen.size() && (color != Color.BLUE || count > 0);
    }

    private static boolean wellFormed(Part p) {
        if (p instanceof Gear g) {
            return (g.teeth == 2 || g.teeth == 4) && g.lo <= g.hi && !(g.next instanceof Gear h && g.teeth > h.teeth);
        }
        Spring s = (Spring) p;
        return s.tight && s.coils < 2;
    }

    /** @return {@code n} gears and {@code n} springs, count 0..2n, every colour, labels "a", null, "b" */
    public static IFinitization finGadgets(int n) {
        IFinitization f = FinitizationFactory.create(Gadgets.class);
        IClassDomain gears = f.createClassDomain(Gear.class, n);
        IClassDomain springs = f.createClassDomain(Spring.class, n);
        IObjSet parts = f.createObjSet(Part.class, true);
        parts.addClassDomain(gears);
        parts.addClassDomain(springs);
        f.set("first", parts);
        f.set("count", f.createIntSet(0, 2 * n));
        f.set("color", f.createEnumSet(Color.class));
        f.set("label", f.createStringSet("a", null, "b"));
        f.set(Part.class, "next", parts);
        f.set("Gear.teeth", f.createIntSet(0, 4));
        f.set("Gear.lo", f.createIntSet(0, 2));
        f.set("Gear.hi", f.createIntSet(0, 2));
        f.set("Spring.tight", f.createBooleanSet());
        f.set("Spring.coils", f.createIntSet(0, 2));
        return f;
    }

    /** @return {@link #finGadgets} with each check of repOk as a generator */
    public static IFinitization finGadgetsGen(int n) {
        IFinitization f = finGadgets(n);
        f.require(Generators.not(Generators.equal("label", null)), Generators.instanceOf("first", Gear.class), Generators.list("first", "next"));
        f.require(Generators.isIn("Gear.teeth", 2, 4), Generators.not(Generators.greater("Gear.lo", Generators.field("hi"))));
        f.require(Generators.or(Generators.less("Gear.teeth", Generators.field("next.teeth")), Generators.equal("Gear.teeth", Generators.field("next.teeth"))));
        f.require(Generators.and(Generators.equal("Spring.tight", true), Generators.less("Spring.coils", 2)));
        f.require(Generators.or(Generators.not(Generators.equal("color", Color.BLUE)), Generators.greater("count", 0)));
        return f;
    }
}
