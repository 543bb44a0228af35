package org.smallscope.ui.tests;

import java.io.File;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/** Saves screenshots of the (virtual) display as PNG files into the build output, for the docs (docs/screenshots). */
final class Screenshots {

    /** Where screenshots go: -Dsmallscope.screenshots, else target/screenshots. */
    static final File DIRECTORY = new File(System.getProperty("smallscope.screenshots", "target/screenshots"));

    private Screenshots() {
    }

    /** Captures {@code shell}'s area of the screen (the whole display if null) as {@code name}.png; @return the file */
    static File take(String name, Shell shell) {
        Display display = Display.getCurrent();
        Workbench.spin(300);
        return take(name, shell != null ? shell.getBounds() : display.getBounds());
    }

    /** Captures the workbench window with {@code view} maximized, after {@code prepare} ran, as {@code name}.png; @return the file */
    static File ofMaximized(org.eclipse.ui.IViewPart view, String name, Runnable prepare) {
        org.eclipse.ui.IWorkbenchPage page = view.getSite().getPage();
        var reference = page.getReference(view);
        page.setPartState(reference, org.eclipse.ui.IWorkbenchPage.STATE_MAXIMIZED);
        try {
            prepare.run();
            return take(name, page.getWorkbenchWindow().getShell());
        } finally {
            page.setPartState(reference, org.eclipse.ui.IWorkbenchPage.STATE_RESTORED);
        }
    }

    /** Captures {@code area} of the screen (display coordinates) as {@code name}.png; @return the file */
    static File take(String name, Rectangle area) {
        Display display = Display.getCurrent();
        Image image = new Image(display, area.width, area.height);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, area.x, area.y);
        } finally {
            gc.dispose();
        }
        try {
            DIRECTORY.mkdirs();
            File file = new File(DIRECTORY, name + ".png");
            ImageLoader loader = new ImageLoader();
            loader.data = new org.eclipse.swt.graphics.ImageData[] {image.getImageData()};
            loader.save(file.getAbsolutePath(), SWT.IMAGE_PNG);
            return file;
        } finally {
            image.dispose();
        }
    }
}
