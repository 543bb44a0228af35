package org.smallscope.core.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.smallscope.core.CoreMessages;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.SubjectIndex;
import org.smallscope.core.WorkspaceSubject;

/** The debounced background job that rescans changed compilation units for subjects and then updates their markers. */
public final class IndexJob extends Job {

    /** Delay that gathers a burst of changes (a save, a refactoring) into one scan. */
    static final long DEBOUNCE_MILLIS = 300;

    private final SubjectIndex index;
    private final Set<ICompilationUnit> pendingUnits = new LinkedHashSet<>();
    private final Set<IProject> pendingProjects = new LinkedHashSet<>();
    private boolean pendingFullScan;

    IndexJob(SubjectIndex index) {
        super(CoreMessages.indexJobName);
        this.index = index;
        setSystem(true);
        setPriority(DECORATE);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == SmallscopeCore.FAMILY_ANALYSIS;
    }

    /** Rescans every Java project. */
    public void requestFullScan() {
        synchronized (this) {
            pendingFullScan = true;
        }
        schedule(DEBOUNCE_MILLIS);
    }

    /** Rescans these units. */
    void request(Collection<ICompilationUnit> units) {
        synchronized (this) {
            pendingUnits.addAll(units);
        }
        schedule(DEBOUNCE_MILLIS);
    }

    /** Recomputes the markers of one project's subjects (its snapshot store changed). */
    public void requestProject(IProject project) {
        synchronized (this) {
            pendingProjects.add(project);
        }
        schedule(DEBOUNCE_MILLIS);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        boolean full;
        List<ICompilationUnit> units;
        List<IProject> projects;
        synchronized (this) {
            full = pendingFullScan;
            units = new ArrayList<>(pendingUnits);
            projects = new ArrayList<>(pendingProjects);
            pendingFullScan = false;
            pendingUnits.clear();
            pendingProjects.clear();
        }
        SubMonitor sub = SubMonitor.convert(monitor, 3);
        try {
            if (full) {
                units.addAll(allUnits(sub.split(1)));
                index.forgetMissing();
            }
            sub.setWorkRemaining(2);
            Set<WorkspaceSubject> changed = new LinkedHashSet<>();
            SubMonitor scan = sub.split(1).setWorkRemaining(units.size());
            for (ICompilationUnit unit : units) {
                List<WorkspaceSubject> before = index.subjects(unit);
                List<WorkspaceSubject> found = unit.exists() ? SubjectDiscovery.scan(unit) : List.of();
                index.update(unit, found);
                changed.addAll(found);
                if (found.isEmpty() && !before.isEmpty()) {
                    MarkerJob.clear(unit);
                }
                scan.worked(1);
            }
            for (IProject project : projects) {
                changed.addAll(index.subjects(project));
            }
            index.changed();
            if (!changed.isEmpty()) {
                new MarkerJob(List.copyOf(changed)).schedule();
            }
            return Status.OK_STATUS;
        } catch (CoreException e) {
            return e.getStatus();
        } catch (org.eclipse.core.runtime.OperationCanceledException e) {
            return Status.CANCEL_STATUS;
        }
    }

    private static List<ICompilationUnit> allUnits(IProgressMonitor monitor) throws CoreException {
        List<ICompilationUnit> units = new ArrayList<>();
        IJavaProject[] projects = JavaCore.create(ResourcesPlugin.getWorkspace().getRoot()).getJavaProjects();
        SubMonitor sub = SubMonitor.convert(monitor, projects.length);
        for (IJavaProject p : projects) {
            if (p.getProject().isOpen()) {
                units.addAll(SubjectDiscovery.units(p, sub.split(1)));
            }
        }
        return units;
    }
}
