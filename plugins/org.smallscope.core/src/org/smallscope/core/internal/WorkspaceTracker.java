package org.smallscope.core.internal;

import java.util.LinkedHashSet;
import java.util.Set;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.ElementChangedEvent;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IElementChangedListener;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IJavaElementDelta;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.core.runtime.preferences.IEclipsePreferences.IPreferenceChangeListener;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.SmallscopePreferences;
import org.smallscope.core.SubjectIndex;

/**
 * Listens to Java model and resource changes (saved files, projects opened or closed, snapshot
 * stores written) and schedules the debounced index job for what changed.
 */
public final class WorkspaceTracker implements IElementChangedListener, IResourceChangeListener {

    private final IndexJob job;
    /** Turning the informational markers on or off recomputes every subject's markers. */
    private final IPreferenceChangeListener infoMarkers;

    WorkspaceTracker(SubjectIndex index) {
        job = new IndexJob(index);
        infoMarkers = e -> {
            if (SmallscopePreferences.INFO_MARKERS.equals(e.getKey())) {
                job.requestFullScan();
            }
        };
    }

    void start() {
        JavaCore.addElementChangedListener(this, ElementChangedEvent.POST_CHANGE);
        ResourcesPlugin.getWorkspace().addResourceChangeListener(this, IResourceChangeEvent.POST_CHANGE);
        InstanceScope.INSTANCE.getNode(SmallscopeCore.PLUGIN_ID).addPreferenceChangeListener(infoMarkers);
        job.requestFullScan();
    }

    void stop() {
        InstanceScope.INSTANCE.getNode(SmallscopeCore.PLUGIN_ID).removePreferenceChangeListener(infoMarkers);
        JavaCore.removeElementChangedListener(this);
        ResourcesPlugin.getWorkspace().removeResourceChangeListener(this);
        job.cancel();
    }

    /** @return the index job (tests and the run refresh wait for it) */
    public IndexJob job() {
        return job;
    }

    @Override
    public void elementChanged(ElementChangedEvent event) {
        Set<ICompilationUnit> units = new LinkedHashSet<>();
        boolean[] full = {false};
        collect(event.getDelta(), units, full);
        if (full[0]) {
            job.requestFullScan();
        } else if (!units.isEmpty()) {
            job.request(units);
        }
    }

    private static void collect(IJavaElementDelta delta, Set<ICompilationUnit> units, boolean[] full) {
        IJavaElement element = delta.getElement();
        if (element instanceof ICompilationUnit unit) {
            if (!unit.isWorkingCopy() || (delta.getFlags() & IJavaElementDelta.F_PRIMARY_RESOURCE) != 0) {
                units.add(unit.getPrimary());
            }
            return;
        }
        int kind = delta.getKind();
        int flags = delta.getFlags();
        if (element instanceof IJavaProject && (kind != IJavaElementDelta.CHANGED || (flags & (IJavaElementDelta.F_OPENED
                | IJavaElementDelta.F_CLOSED | IJavaElementDelta.F_RESOLVED_CLASSPATH_CHANGED)) != 0)) {
            full[0] = true;
        }
        if (element.getElementType() == IJavaElement.PACKAGE_FRAGMENT_ROOT && kind != IJavaElementDelta.CHANGED) {
            full[0] = true;
        }
        for (IJavaElementDelta child : delta.getAffectedChildren()) {
            collect(child, units, full);
        }
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        IResourceDelta root = event.getDelta();
        if (root == null) {
            return;
        }
        Set<org.eclipse.core.resources.IProject> stores = new LinkedHashSet<>();
        try {
            root.accept(delta -> {
                IResource r = delta.getResource();
                if (r.getType() == IResource.FOLDER && r.getProjectRelativePath().toString().equals(SmallscopePreferences.storeFolder(r.getProject()))) {
                    stores.add(r.getProject());
                    return false;
                }
                return r.getType() == IResource.ROOT || r.getType() == IResource.PROJECT || r.getType() == IResource.FOLDER;
            });
        } catch (CoreException e) {
            CoreActivator.instance().getLog().log(e.getStatus());
        }
        stores.forEach(job::requestProject);
    }
}
