package dev.arbiter.agents.sim;

/** The Wilson score interval for a proportion (95 % with z = 1.96): good near 0 and 1 and for few games. */
public record Wilson(double low, double high) {
    public static final double Z95 = 1.959963984540054;

    public static Wilson of(long successes, long trials) {
        if (trials <= 0) return new Wilson(0, 1);
        double n = trials;
        double p = successes / n;
        double z2 = Z95 * Z95;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
        return new Wilson(Math.max(0, centre - half), Math.min(1, centre + half));
    }
}
