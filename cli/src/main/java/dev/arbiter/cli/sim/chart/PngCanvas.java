package dev.arbiter.cli.sim.chart;

import javax.imageio.ImageIO;
import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/** A {@link Canvas} that paints a PNG with the JDK's own 2D graphics (headless, no extra library). */
public final class PngCanvas implements Canvas {
    private final BufferedImage image;
    private final Graphics2D g;

    public PngCanvas(int width, int height) {
        System.setProperty("java.awt.headless", "true");
        image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
    }

    @Override
    public void text(double x, double y, String text, int size, Anchor anchor) {
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, size));
        double w = g.getFontMetrics().stringWidth(text);
        double left = switch (anchor) {
            case START -> x;
            case MIDDLE -> x - w / 2;
            case END -> x - w;
        };
        g.drawString(text, (float) left, (float) y);
    }

    @Override
    public void polyline(double[] xy, int color, double width, boolean dashed) {
        g.setColor(new Color(color));
        g.setStroke(dashed ? new BasicStroke((float) width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {4f, 3f}, 0f)
                : new BasicStroke((float) width));
        g.draw(path(xy, false));
    }

    @Override
    public void polygon(double[] xy, int color, double opacity) {
        g.setColor(new Color(color));
        g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, (float) opacity));
        g.fill(path(xy, true));
        g.setComposite(AlphaComposite.SrcOver);
    }

    @Override
    public void rect(double x, double y, double w, double h, int color, String title) {
        g.setColor(new Color(color));
        g.fill(new Rectangle2D.Double(x, y, w, h));
    }

    /** The PNG file's bytes. */
    public byte[] png() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static Path2D path(double[] xy, boolean closed) {
        Path2D.Double p = new Path2D.Double();
        for (int i = 0; i + 1 < xy.length; i += 2) {
            if (i == 0) p.moveTo(xy[0], xy[1]);
            else p.lineTo(xy[i], xy[i + 1]);
        }
        if (closed) p.closePath();
        return p;
    }
}
