package org.smallscope.ui.tests;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.compiler.IProblem;
import org.eclipse.jdt.core.dom.AST;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTParser;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.NodeFinder;
import org.eclipse.jdt.ui.text.java.IInvocationContext;
import org.eclipse.jdt.ui.text.java.IJavaCompletionProposal;
import org.eclipse.jdt.ui.text.java.IProblemLocation;
import org.eclipse.jdt.ui.text.java.IQuickFixProcessor;
import org.eclipse.core.runtime.CoreException;

/** Asks a quick-fix processor for its proposals on a unit's compile errors, as JDT's Quick Fix (Ctrl+1) does, from a real AST. */
final class JavaQuickFixes {

    private JavaQuickFixes() {
    }

    /** @return the proposals {@code processor} makes for the errors of {@code unit}, in problem order */
    static List<IJavaCompletionProposal> proposals(ICompilationUnit unit, IQuickFixProcessor processor) throws CoreException {
        CompilationUnit ast = parse(unit);
        List<IJavaCompletionProposal> proposals = new ArrayList<>();
        for (IProblem problem : ast.getProblems()) {
            if (problem.isError() && processor.hasCorrections(unit, problem.getID())) {
                IJavaCompletionProposal[] p = processor.getCorrections(new Context(unit, ast, problem), new IProblemLocation[] {
                    new Location(problem)});
                if (p != null) {
                    proposals.addAll(Arrays.asList(p));
                }
            }
        }
        return proposals;
    }

    /** @return the compile errors of {@code unit} as the editor's reconciler sees them (line, message, problem id), for failure messages */
    static String describeErrors(ICompilationUnit unit) {
        return String.join("\n", Arrays.stream(parse(unit).getProblems()).filter(IProblem::isError)
                .map(p -> p.getSourceLineNumber() + ": " + p.getMessage() + " (" + p.getID() + ")").toList());
    }

    private static CompilationUnit parse(ICompilationUnit unit) {
        ASTParser parser = ASTParser.newParser(AST.getJLSLatest());
        parser.setSource(unit);
        parser.setResolveBindings(true);
        return (CompilationUnit) parser.createAST(null);
    }

    /** The invocation context JDT hands to quick-fix processors, built from a real AST. */
    private record Context(ICompilationUnit unit, CompilationUnit ast, IProblem problem) implements IInvocationContext {
        @Override
        public ICompilationUnit getCompilationUnit() {
            return unit;
        }

        @Override
        public int getSelectionOffset() {
            return problem.getSourceStart();
        }

        @Override
        public int getSelectionLength() {
            return problem.getSourceEnd() - problem.getSourceStart() + 1;
        }

        @Override
        public CompilationUnit getASTRoot() {
            return ast;
        }

        @Override
        public ASTNode getCoveringNode() {
            return NodeFinder.perform(ast, getSelectionOffset(), getSelectionLength());
        }

        @Override
        public ASTNode getCoveredNode() {
            return new NodeFinder(ast, getSelectionOffset(), getSelectionLength()).getCoveredNode();
        }
    }

    /** A problem location as JDT hands it to quick-fix processors, from a real compiler problem. */
    private record Location(IProblem problem) implements IProblemLocation {
        @Override
        public int getOffset() {
            return problem.getSourceStart();
        }

        @Override
        public int getLength() {
            return problem.getSourceEnd() - problem.getSourceStart() + 1;
        }

        @Override
        public String getMarkerType() {
            return org.eclipse.jdt.core.IJavaModelMarker.JAVA_MODEL_PROBLEM_MARKER;
        }

        @Override
        public int getProblemId() {
            return problem.getID();
        }

        @Override
        public String[] getProblemArguments() {
            return problem.getArguments();
        }

        @Override
        public boolean isError() {
            return problem.isError();
        }

        @Override
        public ASTNode getCoveringNode(CompilationUnit root) {
            return NodeFinder.perform(root, getOffset(), getLength());
        }

        @Override
        public ASTNode getCoveredNode(CompilationUnit root) {
            return new NodeFinder(root, getOffset(), getLength()).getCoveredNode();
        }
    }
}
