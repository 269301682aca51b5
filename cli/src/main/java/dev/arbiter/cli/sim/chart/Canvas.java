package dev.arbiter.cli.sim.chart;

/**
 * Where a chart is drawn: the few shapes {@link SimChart} needs, in pixels from the top left.
 * Colours are {@code 0xRRGGBB}. {@link SvgCanvas} writes SVG text, {@link PngCanvas} paints a PNG.
 */
public interface Canvas {
    enum Anchor { START, MIDDLE, END }

    void text(double x, double y, String text, int size, Anchor anchor);

    /** A path through {@code xy} (x0, y0, x1, y1, ...). */
    void polyline(double[] xy, int color, double width, boolean dashed);

    void polygon(double[] xy, int color, double opacity);

    /** A filled rectangle; {@code title} is a tooltip where the format has one. */
    void rect(double x, double y, double w, double h, int color, String title);
}
