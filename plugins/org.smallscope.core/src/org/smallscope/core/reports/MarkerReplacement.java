package org.smallscope.core.reports;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;

/** Schedules the workspace job that deletes all markers of a type (subtypes included) and creates the new ones, as one system job of a family. */
public final class MarkerReplacement {

    /** Creates the new markers inside the job. */
    @FunctionalInterface
    public interface Creation {
        /** Creates the markers. */
        void create() throws CoreException;
    }

    private MarkerReplacement() {
    }

    /** @return a new job family object whose text is {@code name} */
    public static Object family(String name) {
        return new Object() {
            @Override
            public String toString() {
                return name;
            }
        };
    }

    /**
     * @param name the job's name
     * @param type the marker type whose markers (and subtypes') are deleted first
     * @param family the job's family (tests wait for it)
     * @param creation creates the new markers, or null for none
     * @return the scheduled job
     */
    public static WorkspaceJob schedule(String name, String type, Object family, Creation creation) {
        WorkspaceJob job = new WorkspaceJob(name) {
            @Override
            public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
                ResourcesPlugin.getWorkspace().getRoot().deleteMarkers(type, true, IResource.DEPTH_INFINITE);
                if (creation != null) {
                    creation.create();
                }
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object f) {
                return f == family;
            }
        };
        job.setRule(ResourcesPlugin.getWorkspace().getRuleFactory().markerRule(ResourcesPlugin.getWorkspace().getRoot()));
        job.setSystem(true);
        job.schedule();
        return job;
    }
}
