package dev.arbiter.cli.sim.chart;

import java.util.Locale;

/** A {@link Canvas} that writes SVG by hand. */
public final class SvgCanvas implements Canvas {
    private final StringBuilder sb = new StringBuilder();
    private final int width;
    private final int height;

    public SvgCanvas(int width, int height) {
        this.width = width;
        this.height = height;
    }

    @Override
    public void text(double x, double y, String text, int size, Anchor anchor) {
        String a = switch (anchor) {
            case START -> "";
            case MIDDLE -> " text-anchor=\"middle\"";
            case END -> " text-anchor=\"end\"";
        };
        sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\"%s%s>%s</text>%n", x, y,
                size == 11 ? "" : " font-size=\"" + size + "\"", a, escape(text)));
    }

    @Override
    public void polyline(double[] xy, int color, double width, boolean dashed) {
        sb.append(String.format(Locale.ROOT, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\"%s points=\"%s\"/>%n",
                hex(color), width, dashed ? " stroke-dasharray=\"4 3\"" : "", points(xy)));
    }

    @Override
    public void polygon(double[] xy, int color, double opacity) {
        sb.append(String.format(Locale.ROOT, "<polygon fill=\"%s\" fill-opacity=\"%.2f\" points=\"%s\"/>%n", hex(color), opacity,
                points(xy)));
    }

    @Override
    public void rect(double x, double y, double w, double h, int color, String title) {
        sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\">"
                + "<title>%s</title></rect>%n", x, y, w, h, hex(color), escape(title)));
    }

    /** The SVG document. */
    public String svg() {
        return String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "font-family=\"sans-serif\" font-size=\"11\">%n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>%n",
                width, height) + sb + "</svg>\n";
    }

    private static String points(double[] xy) {
        StringBuilder p = new StringBuilder();
        for (int i = 0; i + 1 < xy.length; i += 2) p.append(String.format(Locale.ROOT, "%.1f,%.1f ", xy[i], xy[i + 1]));
        return p.toString().strip();
    }

    private static String hex(int color) {
        return String.format(Locale.ROOT, "#%06x", color & 0xFFFFFF);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
