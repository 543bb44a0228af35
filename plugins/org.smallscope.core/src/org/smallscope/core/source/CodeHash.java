package org.smallscope.core.source;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jdt.core.dom.AST;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.MethodInvocation;
import org.eclipse.jdt.core.dom.QualifiedName;
import org.eclipse.jdt.core.dom.SimpleName;
import org.eclipse.jdt.core.dom.SingleVariableDeclaration;
import org.eclipse.jdt.core.dom.SuperMethodInvocation;
import org.eclipse.jdt.core.dom.VariableDeclarationFragment;

/**
 * Hashes predicate code by its printed AST (comments, Javadoc, modifiers and layout dropped, locals
 * numbered, the subject's own class name abstracted as the engine aliases it), covering the same-unit
 * methods it calls transitively, so editing a helper changes the hash and renaming the class does not.
 */
final class CodeHash {

    private final Types types;
    private final Map<MethodDeclaration, String> methodHashes = new HashMap<>();

    CodeHash(Types types) {
        this.types = types;
    }

    /** @return the hash of a conjunct expression and of everything it calls */
    String ofExpression(ASTNode expression) {
        return ofExpression(expression, Set.of());
    }

    /** @return the hash of a piece of conjunct code and of everything it calls, the stores to {@code dead} locals left out ({@link DeadLocals}) */
    String ofExpression(ASTNode code, Set<String> dead) {
        return digest(normalized(code, dead) + calleeHashes(code));
    }

    /** @return the hash of a method and of everything it calls (a call cycle hashes as the cycle's entry) */
    String ofMethod(MethodDeclaration m) {
        String known = methodHashes.get(m);
        if (known != null) {
            return known;
        }
        methodHashes.put(m, "cycle:" + key(m));
        String hash = digest(normalized(m) + calleeHashes(m.getBody()));
        methodHashes.put(m, hash);
        return hash;
    }

    /** @return the hash of a method's own normalized text, without its callees */
    String ofMethodText(MethodDeclaration m) {
        return digest(normalized(m));
    }

    /** @return {@code count(Node)} for a method of the subject class, {@code Node.next()} for one of another type */
    String key(MethodDeclaration m) {
        List<String> params = new ArrayList<>();
        for (Object p : m.parameters()) {
            params.add(TypeNames.rawSimple(UnitIndex.parameterType((SingleVariableDeclaration) p)));
        }
        String owner = UnitIndex.enclosingType(m);
        String name = m.getName().getIdentifier() + "(" + String.join(", ", params) + ")";
        return owner == null || owner.equals(types.index().rootName()) ? name : owner + "." + name;
    }

    private String calleeHashes(ASTNode node) {
        StringBuilder sb = new StringBuilder();
        node.accept(new ASTVisitor() {
            @Override
            public void endVisit(MethodInvocation mi) {
                types.callees(mi).forEach(c -> sb.append('{').append(ofMethod(c)).append('}'));
            }

            @Override
            public void endVisit(SuperMethodInvocation smi) {
                types.callees(smi).forEach(c -> sb.append('{').append(ofMethod(c)).append('}'));
            }
        });
        return sb.toString();
    }

    /** @return the printed text of {@code node} with comments, Javadoc and modifiers dropped, locals numbered and the class name as {@code $R} */
    String normalized(ASTNode node) {
        return normalized(node, Set.of());
    }

    private String normalized(ASTNode node, Set<String> dead) {
        AST ast = AST.newAST(AST.getJLSLatest(), true);
        ASTNode copy = ASTNode.copySubtree(ast, node);
        DeadLocals.strip(copy, dead);
        if (copy instanceof MethodDeclaration m) {
            m.setJavadoc(null);
            m.modifiers().clear();
        }
        Set<String> locals = new HashSet<>();
        copy.accept(new ASTVisitor() {
            @Override
            public boolean visit(SingleVariableDeclaration d) {
                locals.add(d.getName().getIdentifier());
                return true;
            }

            @Override
            public boolean visit(VariableDeclarationFragment d) {
                locals.add(d.getName().getIdentifier());
                return true;
            }
        });
        Map<String, String> numbered = new HashMap<>();
        String root = types.index().rootName();
        copy.accept(new ASTVisitor() {
            @Override
            public boolean visit(SimpleName s) {
                String id = s.getIdentifier();
                if (id.equals(root)) {
                    s.setIdentifier("$R");
                } else if (locals.contains(id) && s.getLocationInParent() != QualifiedName.NAME_PROPERTY
                        && s.getLocationInParent() != MethodInvocation.NAME_PROPERTY
                        && s.getLocationInParent() != org.eclipse.jdt.core.dom.FieldAccess.NAME_PROPERTY
                        && !(s.getParent() instanceof org.eclipse.jdt.core.dom.Type)) {
                    s.setIdentifier(numbered.computeIfAbsent(id, k -> "v" + numbered.size()));
                }
                return false;
            }
        });
        return copy.toString().replaceAll("\\s+", " ").strip();
    }

    /** @return the printed text of {@code node}, layout collapsed to single spaces (for display) */
    static String printed(ASTNode node) {
        ASTNode shown = node;
        if (node instanceof MethodDeclaration m) {
            shown = ASTNode.copySubtree(AST.newAST(AST.getJLSLatest(), true), m);
            ((MethodDeclaration) shown).setJavadoc(null);
        }
        return shown.toString().replaceAll("\\s+", " ").strip();
    }

    /** @return the first 12 bytes of the SHA-256 of {@code text}, in hex (as the engine's conjunct hashes) */
    static String digest(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
