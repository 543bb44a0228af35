package org.smallscope.engine.export.writers;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;

import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.Literals;
import org.smallscope.engine.subject.Domain;

/**
 * Checks, before any source is rendered, that generated code in the test package can write every value of a
 * non-object domain: enum constants it can name, value-set constants {@link Literals#constant} writes (records
 * only with an accessible canonical constructor and writable components), and objects the finitization added that it
 * rebuilds field by field ({@link ObjectConstants}). A problem fails the export naming the field (or array elements) and the value.
 */
final class WritableConstants {

    private final ConstructionModel model;

    WritableConstants(ConstructionModel model) {
        this.model = model;
    }

    /** Checks that generated code can write every value of a non-object domain: nameable enum constants, constants with a literal. */
    void check(Domain d, String where) {
        if (d.kind() == Domain.Kind.ENUMS && d.size() > 0) {
            checkEnum(d.enumAt(0).getDeclaringClass(), where);
        }
        if (d.kind() != Domain.Kind.VALUES) {
            return;
        }
        for (int v = 0; v < d.size(); v++) {
            if (ObjectConstants.isObject(d.valueAt(v))) {
                continue; // rebuilt field by field
            }
            String why = whyUnwritable(d.valueAt(v));
            if (why != null) {
                throw new ExportException(ExportException.Kind.SUBJECT, where + " takes the constant " + d.describe(v) + ", which the generated"
                        + " tests cannot write: " + why);
            }
        }
        model.objectConstants().add(d, where);
    }

    /** @return why generated code in the test package cannot write constant {@code value} (see {@link Literals#constant}), or null if it can */
    private String whyUnwritable(Object value) {
        if (value instanceof Enum<?> e) {
            Class<?> enumClass = e.getDeclaringClass();
            return model.canName(model.plain(enumClass.getName())) ? null
                    : "enum " + enumClass.getName() + " cannot be named from package " + model.describePackage();
        }
        if (value instanceof Record r) {
            Class<?> cls = model.plain(r.getClass().getName());
            Class<?>[] types = Arrays.stream(cls.getRecordComponents()).map(RecordComponent::getType)
                    .toArray(Class<?>[]::new);
            try {
                Constructor<?> canonical = cls.getDeclaredConstructor(types);
                if (!model.canName(cls) || !model.visible(canonical.getModifiers(), cls)) {
                    return "record " + cls.getName() + " or its canonical constructor is not accessible from package " + model.describePackage();
                }
            } catch (NoSuchMethodException e) {
                return "record " + cls.getName() + " has no canonical constructor";
            }
            for (Object component : Literals.components(r)) {
                String why = whyUnwritable(component);
                if (why != null) {
                    return why;
                }
            }
            return null;
        }
        return Literals.writable(value) ? null : "it is a " + value.getClass().getName() + ", and the generated tests write only numbers, chars,"
                + " booleans, strings, enum constants, BigInteger, BigDecimal and records of these (by their canonical constructor);"
                + " bound the field with such values instead";
    }

    private void checkEnum(Class<?> enumClass, String where) {
        if (!model.canName(model.plain(enumClass.getName()))) {
            throw new ExportException(ExportException.Kind.SUBJECT, where + " takes constants of enum " + enumClass.getName()
                    + ", which the generated tests in package " + model.describePackage()
                    + " cannot name (it or an enclosing class is private)");
        }
    }
}
