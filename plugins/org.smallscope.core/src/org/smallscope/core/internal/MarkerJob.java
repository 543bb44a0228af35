package org.smallscope.core.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.MultiStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.MultiRule;
import org.eclipse.jdt.core.ICompilationUnit;
import org.smallscope.core.CoreMessages;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.WorkspaceSubject;

/** Replaces the Smallscope markers of some subjects: each marker created with all its attributes at once. */
final class MarkerJob extends WorkspaceJob {

    private final List<WorkspaceSubject> subjects;

    MarkerJob(List<WorkspaceSubject> subjects) {
        super(CoreMessages.markerJobName);
        this.subjects = subjects;
        setSystem(true);
        setRule(rule(subjects));
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == SmallscopeCore.FAMILY_ANALYSIS;
    }

    @Override
    public IStatus runInWorkspace(IProgressMonitor monitor) {
        SubMonitor sub = SubMonitor.convert(monitor, subjects.size());
        MultiStatus problems = new MultiStatus(SmallscopeCore.PLUGIN_ID, 0, CoreMessages.markerJobName);
        List<IResource> cleared = new ArrayList<>();
        for (WorkspaceSubject subject : subjects) {
            sub.split(1);
            IResource file = subject.resource();
            if (file == null || !file.exists()) {
                continue;
            }
            try {
                List<MarkerSpec> specs = SubjectMarkers.compute(subject);
                if (!cleared.contains(file)) {
                    file.deleteMarkers(SmallscopeCore.MARKER_TYPE, false, IResource.DEPTH_ZERO);
                    cleared.add(file);
                }
                for (MarkerSpec spec : specs) {
                    file.createMarker(SmallscopeCore.MARKER_TYPE, spec.attributes(subject.binaryName()));
                }
            } catch (CoreException e) {
                problems.add(e.getStatus());
            } catch (RuntimeException e) {
                problems.add(new Status(IStatus.ERROR, SmallscopeCore.PLUGIN_ID, "Smallscope markers of " + subject.binaryName()
                        + " could not be computed: " + e, e));
            }
        }
        if (!problems.isOK()) {
            CoreActivator.instance().getLog().log(problems);
        }
        return Status.OK_STATUS;
    }

    /** Recomputes the markers of {@code subject} now (after a run), unless it is not in the workspace. */
    static void refreshNow(WorkspaceSubject subject) {
        if (subject != null && subject.resource() != null && subject.resource().exists()) {
            new MarkerJob(List.of(subject)).schedule();
        }
    }

    /** Removes the Smallscope markers of a unit that no longer declares a subject. */
    static void clear(ICompilationUnit unit) {
        IResource file = unit.getResource();
        if (file == null || !file.exists()) {
            return;
        }
        WorkspaceJob job = new WorkspaceJob(CoreMessages.markerJobName) {
            @Override
            public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
                if (file.exists()) {
                    file.deleteMarkers(SmallscopeCore.MARKER_TYPE, false, IResource.DEPTH_ZERO);
                }
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == SmallscopeCore.FAMILY_ANALYSIS;
            }
        };
        job.setSystem(true);
        job.setRule(ResourcesPlugin.getWorkspace().getRuleFactory().markerRule(file));
        job.schedule();
    }

    private static ISchedulingRule rule(List<WorkspaceSubject> subjects) {
        IWorkspace ws = ResourcesPlugin.getWorkspace();
        ISchedulingRule rule = null;
        for (WorkspaceSubject s : subjects) {
            IResource r = s.resource();
            if (r != null) {
                rule = MultiRule.combine(rule, ws.getRuleFactory().markerRule(r));
            }
        }
        return rule;
    }

}
