package org.smallscope.engine.subject;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds what repOk's code did during a search that makes the suite wrong without failing the run: assigning a field the
 * finitization bounds (the candidate changes under the search) or reading fields by reflection (reads the search does not
 * monitor, so it prunes candidates it should have tried).
 */
final class RepOkContract {

    private RepOkContract() {
    }

    /** @return one warning per bounded field written and per reflective read, naming the method */
    static List<String> breaches(Subject subject) {
        RanCode code = RanCode.of(subject);
        if (code == null) {
            return List.of();
        }
        Set<String> out = new LinkedHashSet<>();
        for (RanCode.Method m : code.methods()) {
            for (String write : code.facts().instanceFieldsWritten(m.owner(), m.name(), m.desc())) {
                String[] w = write.split(" ");
                Field f = code.field(w[0], w[1]);
                if (f != null && code.bound(f) && !code.owners(f).isEmpty()) {
                    out.add(subject.simpleName() + "'s repOk writes the bounded field " + f.getDeclaringClass().getSimpleName() + "." + f.getName()
                            + " (in " + m.describe() + "): repOk must only read the candidate; a write changes the structure the search is "
                            + "enumerating, so the suite may be wrong");
                }
            }
            for (String call : code.facts().calls(m.owner(), m.name(), m.desc())) {
                String reflective = reflective(call);
                if (reflective != null) {
                    out.add(subject.simpleName() + "'s repOk reads fields by reflection (" + reflective + " in " + m.describe()
                            + "): the search monitors only plain field reads, so it prunes candidates it should try and the suite may be "
                            + "wrong; read the fields directly");
                }
            }
        }
        return new ArrayList<>(out);
    }

    /** @return {@code java.lang.reflect.Field.get} for a call that reads a field reflectively, else null */
    private static String reflective(String call) {
        String[] c = call.split(" ");
        String owner = c[0];
        String name = c[1];
        boolean reads = switch (owner) {
            case "java/lang/reflect/Field" -> name.startsWith("get") && !name.equals("getName") && !name.equals("getType")
                    && !name.equals("getModifiers") && !name.equals("getDeclaringClass") && !name.startsWith("getGeneric")
                    && !name.startsWith("getAnnotation") && !name.startsWith("getDeclaredAnnotation");
            case "java/lang/invoke/VarHandle" -> name.startsWith("get");
            case "java/lang/invoke/MethodHandles$Lookup" -> name.equals("findGetter") || name.equals("unreflectGetter")
                    || name.equals("findVarHandle") || name.equals("unreflectVarHandle");
            case "sun/misc/Unsafe", "jdk/internal/misc/Unsafe" -> name.startsWith("get");
            default -> false;
        };
        return reads ? owner.replace('/', '.').replace('$', '.') + "." + name : null;
    }
}
