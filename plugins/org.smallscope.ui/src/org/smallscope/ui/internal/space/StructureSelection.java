package org.smallscope.ui.internal.space;

import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;

/** The Candidate Space view's selection: the valid structure ({@code GenerationRun.Structure}) last clicked on the strip. */
final class StructureSelection implements ISelectionProvider {

    private final CopyOnWriteArrayList<ISelectionChangedListener> listeners = new CopyOnWriteArrayList<>();
    private ISelection selection = StructuredSelection.EMPTY;

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.remove(listener);
    }

    @Override
    public ISelection getSelection() {
        return selection;
    }

    @Override
    public void setSelection(ISelection newSelection) {
        selection = newSelection == null ? StructuredSelection.EMPTY : newSelection;
        SelectionChangedEvent event = new SelectionChangedEvent(this, selection);
        listeners.forEach(l -> l.selectionChanged(event));
    }
}
