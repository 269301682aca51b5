package dev.arbiter.cli.sim;

import dev.arbiter.agents.sim.SimResult;
import dev.arbiter.agents.sim.Wilson;

import java.util.List;
import java.util.Locale;

/**
 * An SVG picture of a simulation, written by hand: on the left deck A's win rate (with its 95 %
 * Wilson band) as the games accumulate in index order, on the right the histogram of the
 * finished games' lengths in turns.
 */
final class SvgChart {
    private static final int W = 460;
    private static final int H = 300;
    private static final int PAD = 45;

    private SvgChart() {
    }

    static String of(SimResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "font-family=\"sans-serif\" font-size=\"11\">%n", 2 * W, H));
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        winRate(sb, r);
        histogram(sb, r);
        return sb.append("</svg>\n").toString();
    }

    private static void winRate(StringBuilder sb, SimResult r) {
        int n = r.games().size();
        double x0 = PAD;
        double x1 = W - 15;
        double y0 = H - PAD;
        double y1 = 30;
        axes(sb, x0, x1, y0, y1, String.format(Locale.ROOT, "%s (%s) win rate, 95%% CI, by games played",
                r.config().nameA(), r.config().agentA().label()), "games", "0", String.valueOf(n), "0%", "100%");
        StringBuilder upper = new StringBuilder();
        StringBuilder lower = new StringBuilder();
        StringBuilder line = new StringBuilder();
        int step = Math.max(1, n / 400);
        for (int k = 1; k <= n; k += step) {
            int wins = r.winsAmongFirst(k);
            Wilson w = Wilson.of(wins, k);
            double x = x0 + (x1 - x0) * (n == 1 ? 1 : (k - 1) / (double) (n - 1));
            upper.append(point(x, y0 + (y1 - y0) * w.high()));
            lower.insert(0, point(x, y0 + (y1 - y0) * w.low()));
            line.append(point(x, y0 + (y1 - y0) * wins / (double) k));
        }
        sb.append("<polygon fill=\"#9ecae1\" fill-opacity=\"0.6\" points=\"").append(upper).append(lower).append("\"/>\n");
        sb.append("<polyline fill=\"none\" stroke=\"#08519c\" stroke-width=\"1.5\" points=\"").append(line).append("\"/>\n");
        double half = y0 + (y1 - y0) * 0.5;
        sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#999\" "
                + "stroke-dasharray=\"4 3\"/>%n", x0, half, x1, half));
    }

    private static void histogram(StringBuilder sb, SimResult r) {
        List<Integer> lengths = r.finishedLengths();
        double x0 = W + PAD;
        double x1 = 2 * W - 15;
        double y0 = H - PAD;
        double y1 = 30;
        int max = lengths.isEmpty() ? 1 : lengths.get(lengths.size() - 1);
        int[] counts = new int[max + 1];
        for (int t : lengths) counts[t]++;
        int top = 1;
        for (int c : counts) top = Math.max(top, c);
        axes(sb, x0, x1, y0, y1, "length of finished games (turns)", "turns", "0", String.valueOf(max), "0",
                String.valueOf(top));
        double bw = (x1 - x0) / (max + 1);
        for (int t = 0; t <= max; t++) {
            if (counts[t] == 0) continue;
            double h = (y0 - y1) * counts[t] / top;
            sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                    + "fill=\"#fd8d3c\"><title>%d turns: %d games</title></rect>%n", x0 + t * bw, y0 - h,
                    Math.max(1, bw - 1), h, t, counts[t]));
        }
    }

    private static void axes(StringBuilder sb, double x0, double x1, double y0, double y1, String title, String xLabel,
                             String xMin, String xMax, String yMin, String yMax) {
        sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"18\" font-size=\"13\">%s</text>%n", x0, escape(title)));
        sb.append(String.format(Locale.ROOT, "<path d=\"M%.1f %.1f V%.1f H%.1f\" fill=\"none\" stroke=\"black\"/>%n",
                x0, y1, y0, x1));
        sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\">%s</text>%n", x0, y0 + 15, xMin));
        sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n", x1, y0 + 15, xMax));
        sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>%n",
                (x0 + x1) / 2, y0 + 30, xLabel));
        sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n", x0 - 4, y0, yMin));
        sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n", x0 - 4, y1 + 8, yMax));
    }

    private static String point(double x, double y) {
        return String.format(Locale.ROOT, "%.1f,%.1f ", x, y);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
