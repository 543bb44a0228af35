package org.smallscope.engine.subject;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds what repOk's code may do against its contract that the search's own check cannot see: the search refuses every
 * write to the candidate or a static field and every reflective read of the candidate while repOk runs
 * ({@code RepOkWatch}), but a method handle that reads fields is called like any other, so one made outside repOk and
 * called in it reads unseen. The code that ran making a getter handle is named.
 */
final class RepOkContract {

    private RepOkContract() {
    }

    /** @return one warning per method that ran and makes a getter handle, naming the method */
    static List<String> breaches(Subject subject) {
        RanCode code = RanCode.of(subject);
        if (code == null) {
            return List.of();
        }
        Set<String> out = new LinkedHashSet<>();
        for (RanCode.Method m : code.methods()) {
            for (String call : code.facts().calls(m.owner(), m.name(), m.desc())) {
                String maker = getterMaker(call);
                if (maker != null) {
                    out.add(subject.simpleName() + "'s code makes a getter handle (" + maker + " in " + m.describe()
                            + "): the search does not see reads through method handles, so if repOk reads the candidate through it, the "
                            + "search prunes candidates it should try and the suite may be wrong; read the fields directly");
                }
            }
        }
        return new ArrayList<>(out);
    }

    /** @return {@code java.lang.invoke.MethodHandles.Lookup.findGetter} for a call that makes a getter handle, else null */
    private static String getterMaker(String call) {
        String[] c = call.split(" ");
        boolean makes = c[0].equals("java/lang/invoke/MethodHandles$Lookup") && (c[1].equals("findGetter") || c[1].equals("unreflectGetter"));
        return makes ? c[0].replace('/', '.').replace('$', '.') + "." + c[1] : null;
    }
}
