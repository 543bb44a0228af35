package org.smallscope.ui.internal.structures;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/** Writes a laid-out object graph as a PNG image (drawn by {@link GraphPainter}) or as SVG text. */
public final class GraphExport {

    private GraphExport() {
    }

    /** Writes {@code drawing} as a PNG of exactly its size, drawn in {@code font}, to {@code file}. */
    public static void png(GraphDrawing drawing, Font font, File file) {
        Display display = Display.getCurrent();
        Image image = new Image(display, Math.max(1, drawing.width()), Math.max(1, drawing.height()));
        GC gc = new GC(image);
        try {
            gc.setFont(font);
            gc.setBackground(display.getSystemColor(SWT.COLOR_WHITE));
            gc.fillRectangle(0, 0, drawing.width(), drawing.height());
            GraphPainter.paint(gc, drawing);
        } finally {
            gc.dispose();
        }
        try {
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {image.getImageData()};
            loader.save(file.getAbsolutePath(), SWT.IMAGE_PNG);
        } finally {
            image.dispose();
        }
    }

    /** Writes {@code drawing} as SVG to {@code file}, text in a font of {@code fontPixels} pixels. */
    public static void svg(GraphDrawing drawing, int fontPixels, int lineHeight, File file) throws IOException {
        Files.writeString(file.toPath(), svg(drawing, fontPixels, lineHeight), StandardCharsets.UTF_8);
    }

    /** @return {@code drawing} as an SVG document: a {@code g class="node"} per node and a {@code g class="edge"} per edge */
    public static String svg(GraphDrawing drawing, int fontPixels, int lineHeight) {
        StringBuilder svg = new StringBuilder();
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(drawing.width()).append("\" height=\"").append(drawing.height())
                .append("\" viewBox=\"0 0 ").append(drawing.width()).append(' ').append(drawing.height()).append("\" font-family=\"sans-serif\" font-size=\"")
                .append(fontPixels).append("px\">\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        for (GraphDrawing.EdgePath path : drawing.edges()) {
            svg.append("<g class=\"edge\" data-from=\"").append(xml(path.edge().from())).append("\" data-to=\"").append(xml(path.edge().to()))
                    .append("\">\n  <polyline fill=\"none\" stroke=\"").append(hex(GraphPainter.LINE.getRGB())).append("\" points=\"")
                    .append(points(path.points())).append("\"/>\n  <polygon fill=\"").append(hex(GraphPainter.LINE.getRGB()))
                    .append("\" points=\"").append(points(GraphPainter.arrowHead(path.points()))).append("\"/>\n");
            text(svg, path.edge().field(), path.labelX(), path.labelY(), fontPixels, GraphPainter.LABEL.getRGB());
            svg.append("</g>\n");
        }
        for (GraphDrawing.NodeBox box : drawing.nodes()) {
            int titleHeight = lineHeight + GraphLayout.PAD;
            RGB title = ("this".equals(box.node().label()) ? GraphPainter.ROOT_TITLE : GraphPainter.TITLE).getRGB();
            svg.append("<g class=\"node\" id=\"").append(xml(box.node().label())).append("\">\n");
            svg.append("  <rect x=\"").append(box.x()).append("\" y=\"").append(box.y()).append("\" width=\"").append(box.width())
                    .append("\" height=\"").append(box.height()).append("\" rx=\"4\" fill=\"white\" stroke=\"").append(hex(GraphPainter.LINE.getRGB()))
                    .append("\"/>\n");
            svg.append("  <rect x=\"").append(box.x() + 0.5).append("\" y=\"").append(box.y() + 0.5).append("\" width=\"").append(box.width() - 1)
                    .append("\" height=\"").append(titleHeight).append("\" fill=\"").append(hex(title)).append("\"/>\n");
            text(svg, box.title(), box.x() + GraphLayout.PAD, box.y() + GraphLayout.PAD / 2, fontPixels, new RGB(0, 0, 0));
            int y = box.y() + titleHeight + 2;
            for (int i = 0; i < box.lines().size(); i++) {
                boolean muted = box.nullLine() && i == box.lines().size() - 1;
                text(svg, box.lines().get(i), box.x() + GraphLayout.PAD, y, fontPixels, muted ? GraphPainter.MUTED.getRGB() : new RGB(0, 0, 0));
                y += lineHeight;
            }
            svg.append("</g>\n");
        }
        return svg.append("</svg>\n").toString();
    }

    private static void text(StringBuilder svg, String text, int x, int top, int fontPixels, RGB color) {
        svg.append("  <text x=\"").append(x).append("\" y=\"").append(top + fontPixels).append("\" fill=\"").append(hex(color)).append("\">")
                .append(xml(text)).append("</text>\n");
    }

    private static String points(int[] xy) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i + 1 < xy.length; i += 2) {
            sb.append(i == 0 ? "" : " ").append(xy[i]).append(',').append(xy[i + 1]);
        }
        return sb.toString();
    }

    private static String hex(RGB rgb) {
        return String.format("#%02x%02x%02x", rgb.red, rgb.green, rgb.blue);
    }

    private static String xml(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
