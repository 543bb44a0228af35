package org.smallscope.engine.tests.export.subjects;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A pick among choices Korat's {@code addAll} gives: Integer constants (added with {@code addObject}) fill a public list, a
 * private set and a list the constructor leaves null (which, as in Korat, stays null).
 */
public class Ballot {

    /** The choices, filled by the finitization (null first). */
    public final List<Integer> choices = new ArrayList<>();
    /** The same choices, in a private set. */
    private final Set<Integer> offered = new LinkedHashSet<>();
    /** Left null by the constructor: addAll does not fill it. */
    public List<Integer> unset;
    /** The pick. */
    public Integer pick;

    /** @return whether the pick is a choice, the set holds the choices and the unset list is still null */
    public boolean repOk() {
        return choices.contains(pick) && new ArrayList<>(offered).equals(choices) && unset == null;
    }

    /** @return choices null and 1..n (Integers added with addObject, each its own value: no isomorphism among them), the pick any of them */
    public static IFinitization finBallot(int n) {
        IFinitization f = FinitizationFactory.create(Ballot.class);
        IClassDomain integers = f.createClassDomain(Integer.class);
        for (int i = 1; i <= n; i++) {
            integers.addObject(Integer.valueOf(i));
        }
        integers.includeInIsomorphismCheck(false);
        IObjSet values = f.createObjSet(Integer.class, true);
        values.addClassDomain(integers);
        f.set("pick", values);
        f.addAll("choices", values);
        f.addAll("offered", values);
        f.addAll("unset", values);
        return f;
    }
}
