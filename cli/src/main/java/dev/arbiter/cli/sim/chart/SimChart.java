package dev.arbiter.cli.sim.chart;

import dev.arbiter.agents.sim.SimResult;
import dev.arbiter.agents.sim.Wilson;

import java.util.List;
import java.util.Locale;

/**
 * The picture of a simulation: on the left deck A's win rate (with its 95 % Wilson band) as the
 * games accumulate in index order, on the right the histogram of the finished games' lengths in
 * turns. Drawn on any {@link Canvas}: {@link #svg} and {@link #png}.
 */
public final class SimChart {
    public static final int W = 460;
    public static final int H = 300;
    private static final int PAD = 45;
    private static final int BAND = 0x9ecae1;
    private static final int LINE = 0x08519c;
    private static final int BARS = 0xfd8d3c;

    private SimChart() {
    }

    public static String svg(SimResult r) {
        SvgCanvas c = new SvgCanvas(2 * W, H);
        draw(r, c);
        return c.svg();
    }

    public static byte[] png(SimResult r) {
        PngCanvas c = new PngCanvas(2 * W, H);
        draw(r, c);
        return c.png();
    }

    static void draw(SimResult r, Canvas c) {
        winRate(c, r);
        histogram(c, r);
    }

    private static void winRate(Canvas c, SimResult r) {
        int n = r.games().size();
        double x0 = PAD;
        double x1 = W - 15;
        double y0 = H - PAD;
        double y1 = 30;
        axes(c, x0, x1, y0, y1, String.format(Locale.ROOT, "%s (%s) win rate, 95%% CI, by games played",
                r.config().nameA(), r.config().agentA().label()), "games", "0", String.valueOf(n), "0%", "100%");
        int step = Math.max(1, n / 400);
        int count = (n - 1) / step + 1;
        double[] band = new double[4 * count];
        double[] line = new double[2 * count];
        int i = 0;
        for (int k = 1; k <= n; k += step, i++) {
            int wins = r.winsAmongFirst(k);
            Wilson w = Wilson.of(wins, k);
            double x = x0 + (x1 - x0) * (n == 1 ? 1 : (k - 1) / (double) (n - 1));
            band[2 * i] = x;
            band[2 * i + 1] = y0 + (y1 - y0) * w.high();
            band[4 * count - 2 * i - 2] = x;
            band[4 * count - 2 * i - 1] = y0 + (y1 - y0) * w.low();
            line[2 * i] = x;
            line[2 * i + 1] = y0 + (y1 - y0) * wins / (double) k;
        }
        c.polygon(band, BAND, 0.6);
        c.polyline(line, LINE, 1.5, false);
        double half = y0 + (y1 - y0) * 0.5;
        c.polyline(new double[] {x0, half, x1, half}, 0x999999, 1, true);
    }

    private static void histogram(Canvas c, SimResult r) {
        List<Integer> lengths = r.finishedLengths();
        double x0 = W + PAD;
        double x1 = 2 * W - 15;
        double y0 = H - PAD;
        double y1 = 30;
        int max = lengths.isEmpty() ? 1 : lengths.get(lengths.size() - 1);
        int[] counts = new int[max + 1];
        for (int t : lengths) counts[t]++;
        int top = 1;
        for (int k : counts) top = Math.max(top, k);
        axes(c, x0, x1, y0, y1, "length of finished games (turns)", "turns", "0", String.valueOf(max), "0", String.valueOf(top));
        double bw = (x1 - x0) / (max + 1);
        for (int t = 0; t <= max; t++) {
            if (counts[t] == 0) continue;
            double h = (y0 - y1) * counts[t] / top;
            c.rect(x0 + t * bw, y0 - h, Math.max(1, bw - 1), h, BARS, t + " turns: " + counts[t] + " games");
        }
    }

    private static void axes(Canvas c, double x0, double x1, double y0, double y1, String title, String xLabel,
                             String xMin, String xMax, String yMin, String yMax) {
        c.text(x0, 18, title, 13, Canvas.Anchor.START);
        c.polyline(new double[] {x0, y1, x0, y0, x1, y0}, 0x000000, 1, false);
        c.text(x0, y0 + 15, xMin, 11, Canvas.Anchor.START);
        c.text(x1, y0 + 15, xMax, 11, Canvas.Anchor.END);
        c.text((x0 + x1) / 2, y0 + 30, xLabel, 11, Canvas.Anchor.MIDDLE);
        c.text(x0 - 4, y0, yMin, 11, Canvas.Anchor.END);
        c.text(x0 - 4, y1 + 8, yMax, 11, Canvas.Anchor.END);
    }
}
