package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Names field accesses as the finitization bounds them ({@code this.root}, {@code Node.left}): by the
 * receiver's static type, through superclasses declared in the unit, or by the field name alone when
 * the receiver's type is unknown and only one bounded field has that name.
 */
final class FieldMatcher {

    private final UnitIndex index;
    private final Set<String> finitized;

    FieldMatcher(UnitIndex index, Set<String> finitized) {
        this.index = index;
        this.finitized = finitized;
    }

    /** @return the bounded field an access reads or writes, or null if it is not bounded */
    String match(PredicateWalk.Access a) {
        if (a.owner() != null) {
            String exact = ownerName(a.owner()) + "." + a.field();
            if (finitized.contains(exact)) {
                return exact;
            }
        }
        List<String> sameField = new ArrayList<>();
        for (String name : finitized) {
            if (name.endsWith("." + a.field())) {
                String owner = name.substring(0, name.lastIndexOf('.'));
                String ownerType = owner.equals("this") ? index.rootName() : owner;
                if (a.owner() == null || index.isSubtype(a.owner(), ownerType) || index.isSubtype(ownerType, a.owner())) {
                    sameField.add(name);
                }
            }
        }
        return sameField.size() == 1 ? sameField.get(0) : null;
    }

    /** @return the distinct bounded fields of {@code accesses}, in first-access order */
    List<String> reads(List<PredicateWalk.Access> accesses) {
        Set<String> out = new LinkedHashSet<>();
        for (PredicateWalk.Access a : accesses) {
            String name = match(a);
            if (name != null) {
                out.add(name);
            }
        }
        return List.copyOf(out);
    }

    /** @return {@code this} for the subject class, else the simple name */
    String ownerName(String type) {
        return type.equals(index.rootName()) ? "this" : type;
    }
}
