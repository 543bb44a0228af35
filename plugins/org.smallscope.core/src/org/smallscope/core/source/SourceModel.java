package org.smallscope.core.source;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.MethodDeclaration;

import com.google.gson.JsonObject;

/**
 * What the source of a subject says about incremental reuse: its repOk split into conjuncts (each
 * with a normalized text, a hash covering the same-unit helpers it calls, its place and the bounded
 * fields it reads) and its finitization's {@code set} calls; stored as JSON in snapshot headers.
 * A model read back from JSON has no AST: it can serve as a base, not be evaluated or linted.
 */
public final class SourceModel {

    /** The JSON format version of {@link #toJson()}. */
    public static final int FORMAT = 1;

    /**
     * One conjunct of repOk.
     *
     * @param name {@code ordersOk()}, {@code repOk() part 2} or {@code repOk()}, as the engine names conjuncts
     * @param text the conjunct's AST-printed source (comments and layout removed)
     * @param hash the hash of its normalized code and, transitively, of the same-unit methods it calls
     * @param line its first source line
     * @param start its source offset
     * @param length its source length
     * @param reads the bounded fields it reads ({@code this.root}, {@code Node.left}), in first-read order
     * @param helpers the same-unit methods it runs ({@code count(Node)}) with the hash of each one's own text
     */
    public record Conjunct(String name, String text, String hash, int line, int start, int length, List<String> reads,
            Map<String, String> helpers) {

        /** @return {@code ordersOk() (line 42)} */
        public String describe() {
            return line > 0 ? name + " (line " + line + ")" : name;
        }
    }

    /** A finitization parameter: declared type and name. */
    public record Parameter(String type, String name) {
    }

    /**
     * A {@code set("field", domain)} or {@code set(Owner.class, "field", domain)} call of the finitization (or of a same-unit helper it calls).
     *
     * @param field the field as written ({@code "Node.left"}; {@code Owner.field} for the form with a class), or null when not a string literal
     * @param qualifiedName {@code this.root} or {@code Node.left}, as the engine's descriptor names fields; null if unknown
     * @param line the call's line
     * @param start the call's source offset
     * @param length the call's source length
     * @param domain the domain argument's source text
     */
    public record SetCall(String field, String qualifiedName, int line, int start, int length, String domain) {
    }

    /**
     * A finitization method.
     *
     * @param name {@code finBST}
     * @param line the line of its name
     * @param start the offset of its name
     * @param length the length of its name
     * @param parameters its parameters
     * @param sets its {@code set} calls, in source order (through same-unit helpers too)
     */
    public record Finitization(String name, int line, int start, int length, List<Parameter> parameters, List<SetCall> sets) {

        /** @return {@code finBST(int n)} */
        public String signature() {
            return name + "(" + String.join(", ", parameters.stream().map(p -> p.type() + " " + p.name()).toList()) + ")";
        }
    }

    /**
     * Where and how repOk is declared.
     *
     * @param name {@code repOk} or {@code repOK}
     * @param line the line of its name
     * @param start the offset of its name
     * @param length the length of its name
     * @param shape {@code CONJUNCTION} ({@code return a && b}), {@code STATEMENTS} ({@code if (!a) return false; ...}) or {@code WHOLE}
     * @param statementForm whether the split used the statement form in repOk or a helper it expands (the engine splits
     *        it on bytecode as it splits {@code return a && b && ...})
     * @param note why a repOk of several statements is not a conjunction ({@code repOk returns true early at line 31: not a
     *        conjunction}), or null
     */
    public record Predicate(String name, int line, int start, int length, String shape, boolean statementForm, String note) {
    }

    /** The AST behind a model built from source (absent in models read from JSON). */
    record Ast(UnitIndex index, Types types, MethodDeclaration repOk, Map<Finitization, MethodDeclaration> finitizations) {
    }

    private final String typeName;
    private final String packageName;
    private final Predicate repOk;
    private final List<Conjunct> conjuncts;
    private final List<Finitization> finitizations;
    private final Ast ast;

    SourceModel(String typeName, String packageName, Predicate repOk, List<Conjunct> conjuncts, List<Finitization> finitizations, Ast ast) {
        this.typeName = typeName;
        this.packageName = packageName;
        this.repOk = repOk;
        this.conjuncts = List.copyOf(conjuncts);
        this.finitizations = List.copyOf(finitizations);
        this.ast = ast;
    }

    /** @return the model of type {@code typeName} (simple or qualified; null for the unit's first type), finitization {@code fin<Simple>} */
    public static SourceModel of(CompilationUnit unit, String typeName) {
        return of(unit, typeName, null);
    }

    /** @return the model of type {@code typeName} with the finitization method {@code finitizationName} (null for {@code fin<Simple>}) */
    public static SourceModel of(CompilationUnit unit, String typeName, String finitizationName) {
        return new ModelBuilder(unit, typeName, finitizationName).build();
    }

    /** @return the model of the source text's type {@code typeName} */
    public static SourceModel parse(String source, String typeName) {
        return of(JavaSource.parse(source), typeName, null);
    }

    /** @return the model stored by {@link #toJson()}; throws IllegalArgumentException naming what is missing or malformed */
    public static SourceModel fromJson(JsonObject json) {
        return SourceModelJson.read(json);
    }

    /** @return this model as JSON (see the class comment of {@code SourceModelJson} for the shape) */
    public JsonObject toJson() {
        return SourceModelJson.write(this);
    }

    /** @return the simple name of the class with repOk */
    public String typeName() {
        return typeName;
    }

    /** @return its package, empty for the default package */
    public String packageName() {
        return packageName;
    }

    /** @return {@code a.b.BST} */
    public String qualifiedTypeName() {
        return packageName.isEmpty() ? typeName : packageName + "." + typeName;
    }

    /** @return repOk's declaration, or null when the class declares none */
    public Predicate repOk() {
        return repOk;
    }

    /** @return repOk's conjuncts, in order (empty without repOk) */
    public List<Conjunct> conjuncts() {
        return conjuncts;
    }

    /** @return the finitization methods of the chosen name (overloads), in source order */
    public List<Finitization> finitizations() {
        return finitizations;
    }

    /** @return the overload taking {@code arity} parameters, or null */
    public Finitization finitization(int arity) {
        return finitizations.stream().filter(f -> f.parameters().size() == arity).findFirst().orElse(null);
    }

    /** @return the qualified names of every field some finitization overload bounds, in first-set order */
    public Set<String> finitizedFields() {
        Set<String> names = new LinkedHashSet<>();
        finitizations.forEach(f -> f.sets().stream().map(SetCall::qualifiedName).filter(n -> n != null).forEach(names::add));
        return names;
    }

    /** @return whether the model was built from source (and so can be evaluated and linted) */
    public boolean hasSource() {
        return ast != null;
    }

    /** @return the AST behind the model, or null for a model read from JSON */
    Ast ast() {
        return ast;
    }

    @Override
    public String toString() {
        return "SourceModel" + toJson();
    }
}
