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

/** Writes a laid-out object graph as a PNG image (drawn by {@link GraphPainter}) or as SVG text with the same boxes, cells, arrows and legend. */
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

    /** @return {@code drawing} as an SVG document: a {@code g class="node"} per node, a {@code g class="edge"} per edge, a {@code g class="legend"} */
    public static String svg(GraphDrawing drawing, int fontPixels, int lineHeight) {
        StringBuilder svg = new StringBuilder();
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(drawing.width()).append("\" height=\"").append(drawing.height())
                .append("\" viewBox=\"0 0 ").append(drawing.width()).append(' ').append(drawing.height()).append("\" font-family=\"sans-serif\" font-size=\"")
                .append(fontPixels).append("px\">\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        String line = hex(GraphPainter.LINE.getRGB());
        for (GraphDrawing.EdgePath path : drawing.edges()) {
            svg.append("<g class=\"edge\" data-from=\"").append(xml(path.edge().from())).append("\" data-to=\"").append(xml(path.edge().to()))
                    .append("\">\n  <polyline fill=\"none\" stroke=\"").append(line).append("\" points=\"")
                    .append(points(path.points())).append("\"/>\n  <polygon fill=\"").append(line)
                    .append("\" points=\"").append(points(GraphPainter.arrowHead(path.points()))).append("\"/>\n");
            text(svg, path.label(), path.labelX(), path.labelY(), fontPixels, GraphPainter.LABEL.getRGB());
            svg.append("</g>\n");
        }
        for (GraphDrawing.NodeBox box : drawing.nodes()) {
            int titleHeight = lineHeight + GraphLayout.PAD;
            String title = hex(GraphPainter.fill(drawing.colourOf(box)).getRGB());
            svg.append("<g class=\"node\" id=\"").append(xml(box.node().label())).append("\">\n");
            if (box.isArray()) {
                rect(svg, box.x(), box.y(), box.width(), titleHeight, "rx=\"4\" fill=\"" + title + "\" stroke=\"" + line + "\"");
                text(svg, box.title(), box.x() + GraphLayout.PAD, box.y() + GraphLayout.PAD / 2, fontPixels, new RGB(0, 0, 0));
                cells(svg, box, fontPixels, lineHeight);
                svg.append("</g>\n");
                continue;
            }
            rect(svg, box.x(), box.y(), box.width(), box.height(), "rx=\"4\" fill=\"white\" stroke=\"" + line + "\"");
            svg.append("  <rect x=\"").append(box.x() + 0.5).append("\" y=\"").append(box.y() + 0.5).append("\" width=\"").append(box.width() - 1)
                    .append("\" height=\"").append(Math.min(titleHeight, box.height() - 1)).append("\" fill=\"").append(title).append("\"/>\n");
            text(svg, box.title(), box.x() + GraphLayout.PAD, box.y() + GraphLayout.PAD / 2, fontPixels, new RGB(0, 0, 0));
            int y = box.y() + titleHeight + 2;
            for (int i = 0; i < box.lines().size(); i++) {
                boolean muted = box.nullLine() && i == box.lines().size() - 1;
                text(svg, box.lines().get(i), box.x() + GraphLayout.PAD, y, fontPixels, muted ? GraphPainter.MUTED.getRGB() : new RGB(0, 0, 0));
                y += lineHeight;
            }
            svg.append("</g>\n");
        }
        if (!drawing.legend().isEmpty()) {
            svg.append("<g class=\"legend\">\n");
            for (GraphDrawing.LegendEntry entry : drawing.legend()) {
                rect(svg, entry.x(), entry.y(), entry.size(), entry.size(),
                        "fill=\"" + hex(GraphPainter.fill(entry.colour()).getRGB()) + "\" stroke=\"" + line + "\"");
                text(svg, entry.className(), entry.x() + entry.size() + ClassLegend.GAP / 2, entry.y(), fontPixels, new RGB(0, 0, 0));
            }
            svg.append("</g>\n");
        }
        return svg.append("</svg>\n").toString();
    }

    /** Appends an array's cells: a rectangle per cell, its index above, its value (or a dot for an object) inside. */
    private static void cells(StringBuilder svg, GraphDrawing.NodeBox box, int fontPixels, int lineHeight) {
        String line = hex(GraphPainter.LINE.getRGB());
        for (GraphDrawing.Cell cell : box.cells()) {
            String dash = cell.kind() == GraphDrawing.CellKind.EMPTY ? "\" stroke-dasharray=\"4 3" : "";
            rect(svg, cell.x(), cell.y(), cell.width(), cell.height(), "class=\"cell\" fill=\"white\" stroke=\"" + line + dash + "\"");
            centred(svg, cell.index(), cell.centerX(), cell.y() - lineHeight, fontPixels, GraphPainter.MUTED.getRGB());
            if (cell.kind() == GraphDrawing.CellKind.REFERENCE) {
                svg.append("  <circle cx=\"").append(cell.centerX()).append("\" cy=\"").append(cell.centerY()).append("\" r=\"")
                        .append(GraphPainter.DOT).append("\" fill=\"").append(line).append("\"/>\n");
            } else {
                RGB colour = cell.kind() == GraphDrawing.CellKind.VALUE ? new RGB(0, 0, 0) : GraphPainter.MUTED.getRGB();
                centred(svg, cell.value(), cell.centerX(), cell.centerY() - lineHeight / 2, fontPixels, colour);
            }
        }
    }

    private static void rect(StringBuilder svg, int x, int y, int width, int height, String attributes) {
        svg.append("  <rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(width).append("\" height=\"").append(height)
                .append("\" ").append(attributes).append("/>\n");
    }

    private static void centred(StringBuilder svg, String text, int centerX, int top, int fontPixels, RGB color) {
        svg.append("  <text x=\"").append(centerX).append("\" y=\"").append(top + fontPixels).append("\" text-anchor=\"middle\" fill=\"")
                .append(hex(color)).append("\">").append(xml(text)).append("</text>\n");
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
