package org.smallscope.engine.subject;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the fields of the candidates' objects that repOk's code read during a search although the finitization bounds
 * none of them: each keeps the value its constructor gives in every candidate, which silently narrows the suite.
 */
public final class UnboundReads {

    private UnboundReads() {
    }

    /**
     * @return one warning per such field ({@code Cache.capacity}), naming a method that read it; none when what ran is not
     *         known. Static and synthetic fields are not named, nor final ones of objects made by a constructor (a constant by
     *         its declaration); a final field of an object made without a constructor holds its default, and is named. A field
     *         the code that ran assigns itself is its scratch state, not named.
     */
    public static List<String> warnings(Subject subject) {
        RanCode code = RanCode.of(subject);
        if (code == null) {
            return List.of();
        }
        Map<Field, String> unbound = new LinkedHashMap<>();
        Map<Field, Class<?>> allocated = new LinkedHashMap<>();
        java.util.Set<Field> scratch = new java.util.HashSet<>(); // fields repOk's code assigns itself: its own state, not the candidate's
        for (RanCode.Method m : code.methods()) {
            for (String write : code.facts().instanceFieldsWritten(m.owner(), m.name(), m.desc())) {
                String[] w = write.split(" ");
                Field f = code.field(w[0], w[1]);
                if (f != null) {
                    scratch.add(f);
                }
            }
        }
        for (RanCode.Method m : code.methods()) {
            for (String read : code.facts().instanceFieldsRead(m.owner(), m.name(), m.desc())) {
                String[] r = read.split(" ");
                Field f = code.field(r[0], r[1]);
                if (f == null || unbound.containsKey(f) || Modifier.isStatic(f.getModifiers()) || f.isSynthetic() || code.bound(f)
                        || scratch.contains(f)) {
                    continue;
                }
                List<Class<?>> owners = code.owners(f);
                Class<?> made = owners.stream().filter(c -> !Instances.byConstructor(c)).findFirst().orElse(null);
                if (!owners.isEmpty() && (made != null || !Modifier.isFinal(f.getModifiers()))) {
                    unbound.put(f, m.describe());
                    if (made != null) {
                        allocated.put(f, made);
                    }
                }
            }
        }
        List<String> out = new ArrayList<>();
        unbound.forEach((f, where) -> out.add(subject.simpleName() + "'s repOk reads " + f.getDeclaringClass().getSimpleName() + "."
                + f.getName() + " (in " + where + "), which the finitization " + subject.finitizationName() + " does not bound: "
                + (allocated.containsKey(f)
                        ? "objects of " + allocated.get(f).getSimpleName() + " are made without a constructor (it has none without parameters), "
                                + "so the field holds its default (0, false or null) in every candidate; bound it with set(\"" + code.setName(f)
                                + "\", ...)"
                        : "every candidate keeps the value its constructor gives it, so the suite holds no structure with another value; bound it "
                                + "with set(\"" + code.setName(f) + "\", ...), or declare it final if it is a constant")));
        return out;
    }
}
