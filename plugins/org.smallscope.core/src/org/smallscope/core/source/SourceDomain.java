package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.subject.IntsSignature;

/**
 * A domain built by a finitization evaluated on source, printed as the engine's {@code Domain.boundsSignature()} once
 * the finitization is done (object counts may still grow until then): {@code ints[0, 1]}, {@code booleans},
 * {@code enums[RED]}, {@code values(long)[0L, 1L]}, {@code objects(Const x2 + Add x1, null)}, arrays of a pool.
 */
sealed interface SourceDomain {

    /** @return the engine's bounds signature of the domain */
    String signature();

    /** @return the number of values */
    int size();

    /** Ints, in search order. */
    record Ints(int[] values) implements SourceDomain {
        @Override
        public String signature() {
            return IntsSignature.of(values);
        }

        @Override
        public int size() {
            return values.length;
        }
    }

    /** {@code false, true}. */
    record Booleans() implements SourceDomain {
        @Override
        public String signature() {
            return "booleans";
        }

        @Override
        public int size() {
            return 2;
        }
    }

    /** Constants of an enum, by name, with the enum's binary name (or simple name when not declared in the unit). */
    record Enums(String enumName, List<String> names) implements SourceDomain {
        @Override
        public String signature() {
            return "enums" + names;
        }

        @Override
        public int size() {
            return names.size();
        }
    }

    /**
     * The constants of a value set ({@code createLongSet}, {@code createStringSet}, {@code createValueSet}, ...).
     *
     * @param type the simple name of the value type as the engine names it ({@code long}, {@code char}, {@code String}, {@code Integer})
     * @param values the values, boxed as the API boxes them ({@code Long}, {@code Character}, {@code Float}, ...; null allowed)
     */
    record Constants(String type, List<Object> values) implements SourceDomain {
        @Override
        public String signature() {
            return "values(" + type + ")" + described(values);
        }

        @Override
        public int size() {
            return values.size();
        }

        /** @return the values as the engine prints them: strings quoted, chars in single quotes, floats with f, longs with L */
        static String described(List<Object> values) {
            return values.stream().map(org.smallscope.engine.subject.Domain::describeValue).toList().toString();
        }
    }

    /** An object set: its type, the class domains it draws from (in add order, mutable), and whether null comes first. */
    final class Objects implements SourceDomain {
        private final String type;
        private final String binaryType;
        private final List<ClassDom> domains = new ArrayList<>();
        private boolean includeNull;

        /**
         * @param type the simple name of the set's type
         * @param binaryType its binary name (or simple name when not declared in the unit)
         * @param includeNull whether null is the first value
         */
        Objects(String type, String binaryType, boolean includeNull) {
            this.type = type;
            this.binaryType = binaryType;
            this.includeNull = includeNull;
        }

        String type() {
            return type;
        }

        String binaryType() {
            return binaryType;
        }

        List<ClassDom> domains() {
            return domains;
        }

        boolean includesNull() {
            return includeNull;
        }

        /** Adds a class domain (ignored if it is in the set already), as {@code IObjSet.addClassDomain} does. */
        void add(ClassDom d) {
            if (!domains.contains(d)) {
                domains.add(d);
            }
        }

        void setNullAllowed(boolean allowed) {
            includeNull = allowed;
        }

        @Override
        public String signature() {
            return SourceDomain.objects(domains, includeNull);
        }

        @Override
        public int size() {
            return domains.stream().mapToInt(ClassDom::count).sum() + (includeNull ? 1 : 0);
        }
    }

    /** The arrays of a pool ({@code createArraySet}): the domain of an array-typed field. */
    record Arrays(ClassDom pool) implements SourceDomain {
        @Override
        public String signature() {
            return SourceDomain.objects(List.of(pool), false);
        }

        @Override
        public int size() {
            return pool.count();
        }
    }

    /** @return the engine's signature of an object domain over {@code domains}: classes without objects are left out */
    private static String objects(List<ClassDom> domains, boolean includeNull) {
        StringBuilder sb = new StringBuilder("objects(");
        String sep = "";
        int values = includeNull ? 1 : 0;
        ClassDom last = null;
        for (ClassDom c : domains) {
            if (c.count() > 0) {
                sb.append(sep).append(c.signature());
                sep = " + ";
                values += c.count();
                last = c;
            }
        }
        if (values == 1 && last != null && last.isArray()) {
            sb.append(" #0");
        }
        return sb.append(includeNull ? ", null)" : ")").toString();
    }
}
