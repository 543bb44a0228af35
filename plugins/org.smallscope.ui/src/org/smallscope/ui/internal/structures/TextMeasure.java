package org.smallscope.ui.internal.structures;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;

/** How large a line of text is drawn, so boxes and labels can be sized before layout. */
@FunctionalInterface
public interface TextMeasure {

    /** @return the width and height of {@code text} in pixels */
    Point extent(String text);

    /** @return the measure of {@code gc}'s current font */
    static TextMeasure of(GC gc) {
        return gc::textExtent;
    }
}
