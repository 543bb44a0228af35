package org.smallscope.ui.internal.space;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.core.CandidateSpace;
import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.protocol.Region;

/**
 * Where each region of a candidate space goes on the strip: widths grow with log2 of the candidates a
 * region covers (plus one, so a single explored candidate stays visible), the reused parts of an
 * incremental run sit before the regions whose mixed ranges they precede. Pure arithmetic, no SWT.
 */
public final class StripLayout {

    /** What a stretch of the strip shows. */
    public enum Kind {
        /** Explored candidates and the candidates pruned with them. */
        SEARCHED,
        /** Parts of the space an incremental run reused from its base snapshot (not searched). */
        REUSED,
        /** The rest of the space a full run has not searched: not yet (running) or never (cancelled, failed). */
        UNCOVERED
    }

    /** The narrowest and widest share of the strip the uncovered rest takes, so it never vanishes nor hides the searched part. */
    static final double MIN_UNCOVERED = 0.15;
    static final double MAX_UNCOVERED = 0.85;

    /**
     * One stretch of the strip.
     *
     * @param kind searched or reused
     * @param region the index of the region in the picture (for reused stretches: the region after them)
     * @param x left edge in pixels
     * @param width in pixels (at least 1)
     * @param exploredWidth the part of a searched stretch drawn as explored, in pixels
     * @param sizeLog2 log2 of the candidates the stretch stands for (NaN when unknown, e.g. reused parts of a running run)
     * @param firstValid the ordinal of the first valid candidate in the stretch (valid ones follow it), 0 for none
     */
    public record Segment(Kind kind, int region, int x, int width, int exploredWidth, double sizeLog2, long firstValid) {
    }

    private final CandidateSpace.Picture picture;
    private final List<Segment> segments = new ArrayList<>();

    /**
     * @param picture the space to lay out
     * @param from the first region shown (zoom), inclusive
     * @param to the last region shown, exclusive
     * @param width pixels available
     */
    public StripLayout(CandidateSpace.Picture picture, int from, int to, int width) {
        this.picture = picture;
        List<Region> regions = picture.regions();
        from = Math.max(0, Math.min(from, regions.size()));
        to = Math.max(from, Math.min(to, regions.size()));
        double gapLog2 = averageReusedLog2();
        List<Piece> pieces = new ArrayList<>();
        long valid = 1;
        for (int i = 0; i < from; i++) {
            valid += regions.get(i).valid();
        }
        for (int i = from; i < to; i++) {
            Region r = regions.get(i);
            if (picture.incremental() && r.rangesBegun() > 0) {
                pieces.add(new Piece(Kind.REUSED, i, Double.isNaN(gapLog2) ? Double.NaN : gapLog2 + Log2.of(r.rangesBegun()), 0));
            }
            pieces.add(new Piece(Kind.SEARCHED, i, r.coveredLog2(), r.valid() > 0 ? valid : 0));
            valid += r.valid();
        }
        if (picture.incremental() && to == regions.size() && picture.complete() && !Double.isNaN(gapLog2)) {
            pieces.add(new Piece(Kind.REUSED, regions.size(), gapLog2, 0));
        }
        double uncoveredLog2 = to == regions.size() ? uncoveredLog2() : Double.NEGATIVE_INFINITY;
        int uncoveredWidth = 0;
        if (uncoveredLog2 != Double.NEGATIVE_INFINITY) {
            // the searched part and the rest in their linear shares (as the progress bar), within bounds that keep both visible
            double share = Math.pow(2, uncoveredLog2 - picture.spaceLog2());
            uncoveredWidth = pieces.isEmpty() ? width : (int) Math.round(width * Math.max(MIN_UNCOVERED, Math.min(MAX_UNCOVERED, share)));
        }
        double total = pieces.stream().mapToDouble(Piece::weight).sum();
        double scale = total == 0 ? 0 : (width - uncoveredWidth) / total;
        double x = 0;
        for (Piece p : pieces) {
            int left = (int) Math.round(x);
            x += p.weight() * scale;
            int segmentWidth = Math.max(1, (int) Math.round(x) - left);
            int explored = 0;
            if (p.kind() == Kind.SEARCHED) {
                Region r = regions.get(p.region());
                double share = (Log2.of(r.explored()) + 1) / (Math.max(r.coveredLog2(), 0) + 1);
                explored = Math.max(1, (int) Math.round(segmentWidth * Math.min(1, share)));
            }
            segments.add(new Segment(p.kind(), p.region(), left, segmentWidth, explored, p.sizeLog2(), p.firstValid()));
        }
        if (uncoveredWidth > 0) {
            int left = segments.isEmpty() ? 0 : segments.get(segments.size() - 1).x() + segments.get(segments.size() - 1).width();
            segments.add(new Segment(Kind.UNCOVERED, regions.size(), left, Math.max(1, width - left), 0, uncoveredLog2, 0));
        }
    }

    /** @return log2 of the candidates of a full run's space not covered (yet), -Infinity when it covered them all or this is not known */
    private double uncoveredLog2() {
        if (picture.complete() || picture.incremental() || Double.isNaN(picture.spaceLog2())) {
            return Double.NEGATIVE_INFINITY;
        }
        double covered = picture.totals().coveredLog2();
        return covered == Double.NEGATIVE_INFINITY ? picture.spaceLog2() : SpaceTexts.minus(picture.spaceLog2(), covered);
    }

    /** A stretch before it is placed: its width grows with log2 of its size (1 for a size not known yet). */
    private record Piece(Kind kind, int region, double sizeLog2, long firstValid) {
        double weight() {
            return Double.isNaN(sizeLog2) ? 1 : Math.max(sizeLog2, 0) + 1;
        }
    }

    /** @return log2 of the average reused part between two mixed ranges, NaN when not known (yet) */
    private double averageReusedLog2() {
        CandidateSpace.Totals t = picture.totals();
        if (!picture.incremental() || t.reusedLog2() == Double.NEGATIVE_INFINITY || !picture.complete()) {
            return Double.NaN;
        }
        return t.reusedLog2() - Log2.of(t.mixedRanges() + 1);
    }

    /** @return the stretches, left to right */
    public List<Segment> segments() {
        return segments;
    }

    /** @return the stretch at pixel {@code x}, or null */
    public Segment at(int x) {
        for (Segment s : segments) {
            if (x >= s.x() && x < s.x() + s.width()) {
                return s;
            }
        }
        return null;
    }

    /** @return the ordinal of the (first) valid candidate drawn at pixel {@code x} of a searched stretch, or 0 if none is */
    public long validAt(int x) {
        Segment s = at(x);
        if (s == null || s.kind() != Kind.SEARCHED || s.firstValid() == 0 || x - s.x() >= s.exploredWidth()) {
            return 0;
        }
        long count = picture.regions().get(s.region()).valid();
        int w = Math.max(1, s.exploredWidth());
        long dx = x - s.x() - tickOffset(w, count);
        long k = dx < 0 ? 0 : (dx * count + w - 1) / w;
        return k < count ? s.firstValid() + k : 0;
    }

    /** @return the offset of valid candidate {@code k} of {@code count} in an explored part {@code width} pixels wide */
    public static int tickX(int width, long count, long k) {
        return (int) (k * width / count) + tickOffset(width, count);
    }

    private static int tickOffset(int width, long count) {
        double step = width / (double) count;
        return step >= 2 ? (int) (step / 2) : 0;
    }

    /** @return the pixel at which valid candidate {@code ordinal} is drawn, or -1 when it is not shown */
    public int xOfValid(long ordinal) {
        for (Segment s : segments) {
            if (s.kind() == Kind.SEARCHED && s.firstValid() > 0) {
                long count = picture.regions().get(s.region()).valid();
                if (ordinal >= s.firstValid() && ordinal < s.firstValid() + count) {
                    return s.x() + tickX(Math.max(1, s.exploredWidth()), count, ordinal - s.firstValid());
                }
            }
        }
        return -1;
    }
}
