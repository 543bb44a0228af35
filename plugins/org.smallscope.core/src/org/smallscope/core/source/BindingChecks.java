package org.smallscope.core.source;

import java.util.List;

import org.smallscope.engine.EngineError;

/**
 * The checks the engine makes when it lays out a finitization ({@code SubjectLoader.Layout}, {@code DomainTypes}), on
 * source and in the engine's words: array sets' element domains against their component type, and each {@code set}
 * against the class it names and the field's type. Only what the compilation unit decides is reported.
 */
final class BindingChecks {

    private final UnitIndex index;
    private final Domains.Failures failures;
    private final String rootBinary;

    BindingChecks(UnitIndex index, Domains.Failures failures) {
        this.index = index;
        this.failures = failures;
        this.rootBinary = index.binaryName(index.rootName());
    }

    /** Reports every check that fails for these array pools and bindings. */
    void check(List<ClassDom> classDomains, List<SetBinding> bindings) {
        for (ClassDom pool : classDomains) {
            if (pool.isArray()) {
                checkElements(pool);
            }
        }
        for (SetBinding b : bindings) {
            checkBinding(b, classDomains);
        }
    }

    private void checkElements(ClassDom pool) {
        String call = "createArraySet(" + pool.simpleName() + ".class, ...)" + index.at(index.line(pool.start()));
        JavaType component = JavaType.resolve(pool.array().componentType(), index);
        String problem = null;
        if (pool.array().componentType().endsWith("[]")) {
            String row = pool.array().componentType();
            problem = call + ": arrays of arrays are not supported; use an array of objects that each hold a "
                    + row.substring(Math.max(row.lastIndexOf('.'), row.lastIndexOf('$')) + 1)
                    + " field (one array set per array type), or flatten the array";
        } else if (pool.array().elements() instanceof SourceDomain.Arrays) {
            problem = call + ": the elements cannot be arrays (arrays of arrays are not supported)";
        } else {
            String given = SourceDomainTypes.mismatch(pool.array().elements(), component, index);
            if (given != null) {
                problem = call + ": its elements are of type " + component.typeName(index) + ", but the element domain gives " + given;
            }
        }
        if (problem != null) {
            failures.fail(pool.start(), pool.length(), EngineError.BAD_FINITIZATION.format(rootBinary, problem));
        }
    }

    private void checkBinding(SetBinding b, List<ClassDom> classDomains) {
        String owner = b.ownerType();
        boolean onRoot = b.onRoot() || index.implementsOrExtends(index.rootName(), owner);
        boolean allKnown = classDomains.stream().allMatch(d -> d.isArray() || index.type(d.simpleName()) != null);
        boolean anyApplies = onRoot || classDomains.stream().anyMatch(d -> !d.isArray()
                && (d.simpleName().equals(owner) || index.implementsOrExtends(d.simpleName(), owner)));
        if (!anyApplies) {
            if (allKnown) {
                failures.fail(b.start(), b.length(), EngineError.UNKNOWN_CLASS.format(b.written(), index.at(b.line()),
                        b.classPart() != null ? b.classPart() : binary(owner)));
            }
            return;
        }
        if (index.type(owner) == null) {
            return;
        }
        UnitIndex.FieldDecl field = index.field(owner, b.field());
        if (field == null || field.isStatic()) {
            if (index.superclassesInUnit(owner)) {
                failures.fail(b.start(), b.length(), EngineError.UNKNOWN_FIELD.format(b.field(), binary(owner), b.written(), index.at(b.line()),
                        index.instanceFieldNames(owner)));
            }
            return;
        }
        JavaType type = JavaType.resolve(field.type(), index);
        String given = SourceDomainTypes.mismatch(b.domain(), type, index);
        if (given != null) {
            failures.fail(b.start(), b.length(), EngineError.DOMAIN_TYPE.format(owner, b.field(), type.typeName(index), b.written(),
                    index.at(b.line()), given));
        }
    }

    private String binary(String simple) {
        String binary = index.binaryName(simple);
        return binary == null ? simple : binary;
    }
}
