package org.smallscope.core.internal;

import java.util.Arrays;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IModuleDescription;
import org.eclipse.jdt.core.dom.AST;
import org.eclipse.jdt.core.dom.ASTParser;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.ModuleDeclaration;
import org.eclipse.jdt.core.dom.RequiresDirective;
import org.eclipse.jdt.core.dom.rewrite.ASTRewrite;

/** Adds a {@code requires} directive to the module-info.java of a modular project, as JDT's own quick fix for a module does. */
final class ModuleRequires {

    private ModuleRequires() {
    }

    /** @return whether {@code project} has a module-info.java that does not yet require {@code module} */
    static boolean missing(IJavaProject project, String module) throws CoreException {
        IModuleDescription description = project.getModuleDescription();
        return description != null && description.getAncestor(IJavaElement.COMPILATION_UNIT) != null
                && !Arrays.asList(description.getRequiredModuleNames()).contains(module);
    }

    /** Adds {@code requires module;} after the module's other directives, saving module-info.java (no-op if not modular or already there). */
    static void add(IJavaProject project, String module, IProgressMonitor monitor) throws CoreException {
        if (!missing(project, module)) {
            return;
        }
        ICompilationUnit unit = (ICompilationUnit) project.getModuleDescription().getAncestor(IJavaElement.COMPILATION_UNIT);
        unit.becomeWorkingCopy(monitor);
        try {
            ASTParser parser = ASTParser.newParser(AST.getJLSLatest());
            parser.setSource(unit);
            CompilationUnit ast = (CompilationUnit) parser.createAST(monitor);
            ModuleDeclaration declaration = ast.getModule();
            if (declaration == null) {
                return;
            }
            RequiresDirective requires = ast.getAST().newRequiresDirective();
            requires.setName(ast.getAST().newName(module));
            ASTRewrite rewrite = ASTRewrite.create(ast.getAST());
            rewrite.getListRewrite(declaration, ModuleDeclaration.MODULE_DIRECTIVES_PROPERTY).insertLast(requires, null);
            unit.applyTextEdit(rewrite.rewriteAST(), monitor);
            unit.commitWorkingCopy(false, monitor);
        } finally {
            unit.discardWorkingCopy();
        }
    }
}
