package org.smallscope.core.source;

import java.util.Map;

import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.core.dom.AST;
import org.eclipse.jdt.core.dom.ASTParser;
import org.eclipse.jdt.core.dom.CompilationUnit;

/** Parses Java source text into a DOM AST without a workspace or bindings (Java 21 syntax). */
public final class JavaSource {

    private JavaSource() {
    }

    /** @return the compilation unit of {@code source}; syntax errors are recovered, not thrown */
    public static CompilationUnit parse(String source) {
        ASTParser parser = ASTParser.newParser(AST.getJLSLatest());
        Map<String, String> options = JavaCore.getOptions();
        JavaCore.setComplianceOptions(JavaCore.VERSION_21, options);
        parser.setCompilerOptions(options);
        parser.setKind(ASTParser.K_COMPILATION_UNIT);
        parser.setResolveBindings(false);
        parser.setSource(source.toCharArray());
        return (CompilationUnit) parser.createAST(null);
    }
}
