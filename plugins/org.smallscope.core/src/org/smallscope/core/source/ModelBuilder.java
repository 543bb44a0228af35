package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.AbstractTypeDeclaration;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.Expression;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.SingleVariableDeclaration;
import org.eclipse.jdt.core.dom.StringLiteral;
import org.eclipse.jdt.core.dom.TypeDeclaration;
import org.eclipse.jdt.core.dom.TypeLiteral;

/** Builds a {@link SourceModel} from a compilation unit: finds repOk and the finitization, splits, hashes and walks the conjuncts. */
final class ModelBuilder {

    private final CompilationUnit unit;
    private final String typeName;
    private final String finitizationName;

    ModelBuilder(CompilationUnit unit, String typeName, String finitizationName) {
        this.unit = unit;
        this.typeName = typeName != null ? TypeNames.rawSimple(typeName) : firstType(unit);
        this.finitizationName = finitizationName != null ? finitizationName : "fin" + this.typeName;
    }

    private static String firstType(CompilationUnit unit) {
        for (Object t : unit.types()) {
            return ((AbstractTypeDeclaration) t).getName().getIdentifier();
        }
        return "";
    }

    SourceModel build() {
        String pkg = unit.getPackage() == null ? "" : unit.getPackage().getName().getFullyQualifiedName();
        UnitIndex index = new UnitIndex(unit, typeName);
        Types types = new Types(index);
        TypeDeclaration root = index.root();
        Map<SourceModel.Finitization, MethodDeclaration> fins = new LinkedHashMap<>();
        MethodDeclaration repOk = null;
        if (root != null) {
            for (MethodDeclaration m : root.getMethods()) {
                if (isFinitization(m)) {
                    fins.put(finitization(m, index, types), m);
                }
            }
            repOk = repOk(root);
        }
        List<SourceModel.Finitization> finList = new ArrayList<>(fins.keySet());
        Set<String> finitized = new LinkedHashSet<>();
        finList.forEach(f -> f.sets().stream().map(SourceModel.SetCall::qualifiedName).filter(n -> n != null).forEach(finitized::add));
        SourceModel.Predicate predicate = null;
        List<SourceModel.Conjunct> conjuncts = new ArrayList<>();
        if (repOk != null) {
            CodeHash hash = new CodeHash(types);
            FieldMatcher matcher = new FieldMatcher(index, finitized);
            ConjunctSplitter splitter = new ConjunctSplitter(types);
            List<ASTNode> before = new ArrayList<>();
            Set<String> declaredBefore = new HashSet<>();
            for (ConjunctSplitter.Part part : splitter.split(repOk)) {
                List<ASTNode> own = ownCode(part);
                // a check reading a local an earlier conjunct set (a loop's counter) is hashed with all the code before it, as the engine does
                boolean chained = part.method() == null && DeadLocals.used(own).stream().anyMatch(declaredBefore::contains);
                conjuncts.add(conjunct(part, index, types, hash, matcher, chained ? before : List.of()));
                before.addAll(own);
                declaredBefore.addAll(DeadLocals.declared(own));
            }
            predicate = new SourceModel.Predicate(repOk.getName().getIdentifier(), index.line(repOk.getName().getStartPosition()),
                    repOk.getName().getStartPosition(), repOk.getName().getLength(), ConjunctSplitter.shape(repOk).name(),
                    splitter.usedStatementForm(), ConjunctSplitter.whyNotAConjunction(repOk, index::line));
        }
        return new SourceModel(typeName, pkg, predicate, conjuncts, finList, new SourceModel.Ast(index, types, repOk, fins));
    }

    private static MethodDeclaration repOk(TypeDeclaration root) {
        MethodDeclaration found = null;
        for (MethodDeclaration m : root.getMethods()) {
            String name = m.getName().getIdentifier();
            if ((name.equals("repOk") || name.equals("repOK")) && m.parameters().isEmpty() && m.getBody() != null
                    && m.getReturnType2() != null && m.getReturnType2().toString().equals("boolean")
                    && (found == null || name.equals("repOk"))) {
                found = m;
            }
        }
        return found;
    }

    private boolean isFinitization(MethodDeclaration m) {
        return m.getName().getIdentifier().equals(finitizationName) && Modifier.isStatic(m.getModifiers()) && m.getBody() != null
                && m.getReturnType2() != null && TypeNames.rawSimple(m.getReturnType2().toString()).equals("IFinitization");
    }

    /** @return the code of a conjunct of repOk's own body: its statements, then its expression (empty for a helper's) */
    private static List<ASTNode> ownCode(ConjunctSplitter.Part part) {
        List<ASTNode> own = new ArrayList<>(part.statements());
        if (part.expression() != null && part.method() == null) {
            own.add(part.expression());
        }
        return own;
    }

    /**
     * @param chain the code of the conjuncts before {@code part} when it reads a local they set (then hashed with it),
     *        else empty
     */
    private static SourceModel.Conjunct conjunct(ConjunctSplitter.Part part, UnitIndex index, Types types, CodeHash hash,
            FieldMatcher matcher, List<ASTNode> chain) {
        ASTNode code = part.expression() != null ? part.expression() : part.method();
        String text;
        String digest;
        if (!part.statements().isEmpty() || !chain.isEmpty()) {
            // statements (a loop, the locals a later check reads) and the check after them: hashed as one piece of code,
            // with the code before it when it reads what that code set; stores to locals it never reads left out (DeadLocals)
            List<ASTNode> whole = new ArrayList<>(chain);
            whole.addAll(ownCode(part));
            Set<String> dead = DeadLocals.of(whole);
            StringBuilder shown = new StringBuilder();
            StringBuilder hashed = new StringBuilder(chain.isEmpty() ? "statements:" : "chained:");
            for (ASTNode s : chain) {
                if (!DeadLocals.wholly(s, dead)) {
                    hashed.append(hash.ofExpression(s, dead)).append(';');
                }
            }
            if (!chain.isEmpty()) {
                hashed.append('|');
            }
            for (ASTNode s : part.statements()) {
                shown.append(CodeHash.printed(s)).append(' ');
                if (!DeadLocals.wholly(s, dead)) {
                    hashed.append(hash.ofExpression(s, dead)).append(';');
                }
            }
            if (part.expression() != null) {
                shown.append(part.negated() ? "!(" + CodeHash.printed(part.expression()) + ")" : CodeHash.printed(part.expression()));
                hashed.append(part.negated() ? "!" : "").append(hash.ofExpression(part.expression(), dead));
            }
            text = shown.toString().strip();
            digest = CodeHash.digest(hashed.toString());
        } else if (part.expression() != null) {
            text = part.negated() ? "!(" + CodeHash.printed(part.expression()) + ")" : CodeHash.printed(part.expression());
            digest = part.negated() ? CodeHash.digest("!" + hash.ofExpression(part.expression())) : hash.ofExpression(part.expression());
        } else {
            text = part.site() instanceof Expression call ? CodeHash.printed(call) : part.name();
            digest = hash.ofMethod(part.method());
        }
        List<ASTNode> walked = new ArrayList<>(part.statements());
        if (code != null) {
            walked.add(code);
        }
        List<PredicateWalk.Access> reads = new ArrayList<>();
        Map<String, String> helpers = new LinkedHashMap<>();
        for (ASTNode n : walked) {
            PredicateWalk walk = PredicateWalk.of(types, n);
            reads.addAll(walk.reads());
            for (MethodDeclaration m : walk.callees()) {
                helpers.put(hash.key(m), hash.ofMethodText(m));
            }
        }
        ASTNode site = part.site();
        return new SourceModel.Conjunct(part.name(), text, digest, index.line(site.getStartPosition()), site.getStartPosition(),
                site.getLength(), matcher.reads(reads), helpers);
    }

    private static SourceModel.Finitization finitization(MethodDeclaration m, UnitIndex index, Types types) {
        List<SourceModel.Parameter> params = new ArrayList<>();
        for (Object p : m.parameters()) {
            SingleVariableDeclaration v = (SingleVariableDeclaration) p;
            params.add(new SourceModel.Parameter(UnitIndex.parameterType(v), v.getName().getIdentifier()));
        }
        List<SourceModel.SetCall> sets = new ArrayList<>();
        collectSets(m, index, types, sets, new HashSet<>());
        return new SourceModel.Finitization(m.getName().getIdentifier(), index.line(m.getName().getStartPosition()),
                m.getName().getStartPosition(), m.getName().getLength(), params, sets);
    }

    private static void collectSets(MethodDeclaration m, UnitIndex index, Types types, List<SourceModel.SetCall> sets,
            Set<MethodDeclaration> seen) {
        if (!seen.add(m)) {
            return;
        }
        m.getBody().accept(new ASTVisitor() {
            @Override
            public void endVisit(MethodInvocation mi) {
                int arity = mi.arguments().size();
                if (mi.getName().getIdentifier().equals("set") && (arity == 2 || arity == 3)) {
                    Expression field = (Expression) mi.arguments().get(arity - 2);
                    String text = field instanceof StringLiteral s ? s.getLiteralValue() : null;
                    if (arity == 3) {
                        text = text != null && mi.arguments().get(0) instanceof TypeLiteral t
                                ? TypeNames.rawSimple(t.getType().toString()) + "." + text : null;
                    }
                    sets.add(new SourceModel.SetCall(text, text == null ? null : qualifiedName(text, index.rootName()),
                            index.line(mi.getStartPosition()), mi.getStartPosition(), mi.getLength(),
                            CodeHash.printed((ASTNode) mi.arguments().get(arity - 1))));
                } else {
                    types.callees(mi).forEach(c -> collectSets(c, index, types, sets, seen));
                }
            }
        });
    }

    /** @return {@code this.root} for {@code "root"} or {@code "BST.root"}, {@code Node.left} for {@code "Node.left"} or {@code "a.b.BST$Node.left"} */
    static String qualifiedName(String field, String rootName) {
        int dot = field.lastIndexOf('.');
        if (dot < 0) {
            return "this." + field;
        }
        String owner = TypeNames.rawSimple(field.substring(0, dot));
        return (owner.equals(rootName) ? "this" : owner) + "." + field.substring(dot + 1);
    }
}
