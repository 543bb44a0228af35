package org.smallscope.ui.internal;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.compiler.IProblem;
import org.eclipse.jdt.ui.text.java.IInvocationContext;
import org.eclipse.jdt.ui.text.java.IJavaCompletionProposal;
import org.eclipse.jdt.ui.text.java.IProblemLocation;
import org.eclipse.jdt.ui.text.java.IQuickFixProcessor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.statushandlers.StatusManager;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.JavaSubjects;

/**
 * Offers "Add the Smallscope API library" when the API's types or package do not resolve, or (in a modular project) are
 * not accessible because module-info.java does not require the API.
 */
public final class ApiQuickFixProcessor implements IQuickFixProcessor {

    /** Simple names of the API's types, as they appear in "cannot be resolved" problems. */
    static final java.util.Set<String> API_TYPES = java.util.Set.of("FinitizationFactory", "IFinitization", "IObjSet", "IIntSet",
            "IBooleanSet", "IEnumSet", "IFinSet", "FieldBinding", "FinitizationException");

    @Override
    public boolean hasCorrections(ICompilationUnit unit, int problemId) {
        return problemId == IProblem.ImportNotFound || problemId == IProblem.UndefinedType || problemId == IProblem.IsClassPathCorrect
                || problemId == IProblem.NotAccessiblePackage || problemId == IProblem.NotAccessibleType;
    }

    @Override
    public IJavaCompletionProposal[] getCorrections(IInvocationContext context, IProblemLocation[] locations) throws CoreException {
        IJavaProject project = context.getCompilationUnit().getJavaProject();
        if (JavaSubjects.apiOnBuildPath(project)) {
            return null;
        }
        for (IProblemLocation location : locations) {
            for (String argument : location.getProblemArguments()) {
                if (argument.startsWith("org.smallscope") || API_TYPES.contains(argument)) {
                    return new IJavaCompletionProposal[] {new AddApiProposal(project)};
                }
            }
        }
        return null;
    }

    /** The proposal: adds the API container to the project's build path. */
    static final class AddApiProposal implements IJavaCompletionProposal {
        private final IJavaProject project;

        AddApiProposal(IJavaProject project) {
            this.project = project;
        }

        @Override
        public void apply(IDocument document) {
            try {
                JavaSubjects.addApiToBuildPath(project, null);
            } catch (CoreException e) {
                StatusManager.getManager().handle(e, SmallscopeCore.PLUGIN_ID);
            }
        }

        @Override
        public int getRelevance() {
            return 12;
        }

        @Override
        public Point getSelection(IDocument document) {
            return null;
        }

        @Override
        public String getAdditionalProposalInfo() {
            return UiMessages.quickFixAddApiDescription;
        }

        @Override
        public String getDisplayString() {
            return UiMessages.quickFixAddApi;
        }

        @Override
        public Image getImage() {
            return null;
        }

        @Override
        public IContextInformation getContextInformation() {
            return null;
        }
    }
}
