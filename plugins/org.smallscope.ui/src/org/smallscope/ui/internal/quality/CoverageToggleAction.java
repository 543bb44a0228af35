package org.smallscope.ui.internal.quality;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.resource.ResourceLocator;
import org.smallscope.core.quality.CoverageMarkers;

/** The Suite Quality view's "Show Coverage in Editors" toggle: removes or restores the coverage highlighting of the last evaluation. */
public final class CoverageToggleAction extends Action {

    /** The action's id (tests find it in the view's toolbar by it). */
    public static final String ID = "org.smallscope.ui.showCoverageInEditors";

    /** Creates the toggle, checked when coverage is shown. */
    public CoverageToggleAction() {
        super("Show Coverage in Editors", IAction.AS_CHECK_BOX);
        setId(ID);
        setToolTipText("Highlight the lines the generated suite covers (green), partly covers (yellow) and misses (red), at the largest scope");
        ResourceLocator.imageDescriptorFromBundle(CoverageToggleAction.class, "icons/coverage-covered.png").ifPresent(this::setImageDescriptor);
        setChecked(CoverageMarkers.isEnabled());
    }

    @Override
    public void run() {
        CoverageMarkers.setEnabled(isChecked());
    }
}
