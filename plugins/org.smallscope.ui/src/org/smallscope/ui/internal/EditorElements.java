package org.smallscope.ui.internal;

import org.eclipse.jdt.core.IClassFile;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.ITypeRoot;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.ui.JavaUI;
import org.eclipse.ui.IEditorPart;

/** The Java element at an offset of a Java editor: the innermost member there, else the file's primary type. */
public final class EditorElements {

    private EditorElements() {
    }

    /**
     * @return the innermost element enclosing {@code offset} in {@code editor}'s Java file (read from the editor's working
     *         copy, so unsaved edits count, and given as the element of the file on disk), the primary type when the
     *         offset lies outside every type (package, imports), or null when the editor shows no Java file
     */
    public static IJavaElement at(IEditorPart editor, int offset) throws JavaModelException {
        ITypeRoot root = JavaUI.getEditorInputTypeRoot(editor.getEditorInput());
        if (root == null) {
            return null;
        }
        if (root instanceof ICompilationUnit unit) {
            ICompilationUnit copy = JavaUI.getWorkingCopyManager().getWorkingCopy(editor.getEditorInput());
            if (copy != null) {
                root = copy;
            }
        }
        IJavaElement at = root.getElementAt(offset);
        if (at == null || at.getAncestor(IJavaElement.TYPE) == null) {   // nothing, or the package declaration, an import
            at = root instanceof ICompilationUnit unit ? unit.findPrimaryType() : ((IClassFile) root).findPrimaryType();
        }
        if (at == null) {
            at = root;
        }
        return at.getPrimaryElement();
    }
}
