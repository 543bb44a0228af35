package org.smallscope.engine.tests.fuzz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.smallscope.engine.tests.fuzz.SubjectTemplates.Knob;
import org.smallscope.engine.tests.fuzz.SubjectTemplates.Template;

/**
 * One version of a fuzz subject: its template, repOk's conjuncts in order and style, the knobs' values, the bounds
 * (the finitization's argument and largest key) and whether it has the extra finitized field {@code tag}; renders
 * itself as source.
 *
 * @param template the shape
 * @param conjuncts the conjunct methods repOk calls, in order
 * @param style how repOk is written: {@code return a && b && ...}, guard clauses, or a loop followed by guard clauses
 * @param knobs each knob's value ({@link Knob#TABLE}: the array's cells)
 * @param size the finitization's argument
 * @param keyMax the largest key or value
 * @param tag whether the finitized field {@code tag} exists
 */
public record Variant(Template template, List<String> conjuncts, Style style, Map<Knob, int[]> knobs, int size, int keyMax, boolean tag) {

    /** How repOk is written. */
    public enum Style {
        /** {@code return a() && b() && ...;} */
        AND("return a && b && ..."),
        /** {@code if (!a()) return false; ... return z();} */
        GUARDS("guard clauses"),
        /**
         * the first conjunct in a loop that counts in a local variable, a guard reading that variable, then guard clauses
         * and {@code return true} (a new check lands just before that return)
         */
        LOOP("a loop, then guard clauses");

        private final String text;

        Style(String text) {
            this.text = text;
        }

        /** @return e.g. {@code guard clauses} */
        public String text() {
            return text;
        }
    }

    /** Copies the collections. */
    public Variant {
        conjuncts = List.copyOf(conjuncts);
        Map<Knob, int[]> copy = new EnumMap<>(Knob.class);
        knobs.forEach((k, v) -> copy.put(k, v.clone()));
        knobs = java.util.Collections.unmodifiableMap(copy);
    }

    /** @return this version with repOk calling {@code list} */
    public Variant withConjuncts(List<String> list) {
        return new Variant(template, list, style, knobs, size, keyMax, tag);
    }

    /** @return this version in style {@code s} */
    public Variant withStyle(Style s) {
        return new Variant(template, conjuncts, s, knobs, size, keyMax, tag);
    }

    /** @return this version with {@code knob} at {@code value} */
    public Variant withKnob(Knob knob, int... value) {
        Map<Knob, int[]> copy = new EnumMap<>(knobs);
        copy.put(knob, value);
        return new Variant(template, conjuncts, style, copy, size, keyMax, tag);
    }

    /** @return this version with other bounds */
    public Variant withBounds(int newSize, int newKeyMax) {
        return new Variant(template, conjuncts, style, knobs, newSize, newKeyMax, tag);
    }

    /** @return this version with or without the field {@code tag} */
    public Variant withTag(boolean t) {
        return new Variant(template, conjuncts, style, knobs, size, keyMax, t);
    }

    /** @return the text of a knob's value as the source has it */
    public String knobText(Knob knob) {
        return Arrays.stream(knobs.get(knob)).mapToObj(Integer::toString).collect(Collectors.joining(", "));
    }

    /** @return the subject's binary class name in package {@code pkg} */
    public String className(String pkg) {
        return pkg + "." + template.simpleName();
    }

    /** @return the compilation unit in package {@code pkg} */
    public String source(String pkg) {
        Map<String, String> values = new TreeMap<>();
        values.put("PKG", pkg);
        values.put("KMAX", Integer.toString(keyMax));
        values.put("REPOK", repOk());
        for (Knob k : template.knobs()) {
            values.put(k.name(), knobText(k));
        }
        values.put("TAG_DECL", tag ? "    /** A finitized field added by an edit. */\n    public int tag;" : "");
        values.put("TAG_CONJUNCT", tag ? "\n    public boolean tagOk() {\n        return tag == count() % 2;\n    }" : "");
        values.put("TAG_FIN", tag ? "        f.set(\"tag\", f.createIntSet(0, 1));" : "");
        return SubjectTemplates.render(template, values);
    }

    private String repOk() {
        StringBuilder sb = new StringBuilder();
        if (conjuncts.isEmpty()) {
            return "        return true;";
        }
        if (style == Style.LOOP) {
            sb.append("        int checked = 0;\n        for (int round = 0; round < 2; round++) {\n            if (!").append(conjuncts.get(0))
                    .append("()) {\n                return false;\n            }\n            checked++;\n        }\n")
                    .append("        if (checked != 2) {\n            return false;\n        }\n");
            for (String c : conjuncts.subList(1, conjuncts.size())) {
                sb.append("        if (!").append(c).append("()) {\n            return false;\n        }\n");
            }
            return sb.append("        return true;").toString();
        }
        if (style == Style.GUARDS) {
            for (int i = 0; i < conjuncts.size() - 1; i++) {
                sb.append("        if (!").append(conjuncts.get(i)).append("()) {\n            return false;\n        }\n");
            }
            return sb.append("        return ").append(conjuncts.get(conjuncts.size() - 1)).append("();").toString();
        }
        List<String> calls = new ArrayList<>();
        conjuncts.forEach(c -> calls.add(c + "()"));
        return "        return " + String.join("\n                && ", calls) + ";";
    }

    /** @return e.g. {@code tree(3, keys 0..2) [acyclic sizeOk capOk] guards, tag} */
    public String describe() {
        return template.name() + "(" + size + ", keys 0.." + keyMax + ") " + conjuncts + (style == Style.AND ? "" : " as " + style.text()) + (tag ? ", tag" : "");
    }
}
