package org.smallscope.ui.internal.structures;

import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.advanced.MPlaceholder;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartSashContainerElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.basic.MStackElement;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.ui.IViewPart;

/** Puts a view into a new part stack to the right of another view's stack, as a user would by dragging its tab there. */
final class SideBySide {

    private SideBySide() {
    }

    /** Moves {@code right} next to {@code left}, sharing their stack's space half and half. */
    public static void place(IViewPart left, IViewPart right) {
        EModelService models = left.getSite().getWorkbenchWindow().getService(EModelService.class);
        MUIElement leftElement = element(left);
        MUIElement rightElement = element(right);
        rightElement.getParent().getChildren().remove(rightElement);
        MPartStack stack = models.createModelElement(MPartStack.class);
        stack.getChildren().add((MStackElement) rightElement);
        stack.setSelectedElement((MStackElement) rightElement);
        models.insert(stack, (MPartSashContainerElement) leftElement.getParent(), EModelService.RIGHT_OF, 0.5f);
        rightElement.setVisible(true);
        rightElement.setToBeRendered(true);
    }

    /** @return the view's placeholder in the perspective, or its part when it has none */
    private static MUIElement element(IViewPart view) {
        MPart part = view.getSite().getService(MPart.class);
        MPlaceholder placeholder = part.getCurSharedRef();
        return placeholder != null ? placeholder : part;
    }
}
