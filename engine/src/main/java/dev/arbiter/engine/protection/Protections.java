package dev.arbiter.engine.protection;

import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.ability.Quality;
import dev.arbiter.engine.card.Characteristics;

/**
 * Protection (seed 502.7 / current 702.16): whether a quality matches a source. Used for DEBT:
 * damage (502.7e), enchanting/equipping (502.7c-d), blocking (502.7f) and targeting (502.7b).
 */
public final class Protections {
    private Protections() {
    }

    /** Whether {@code quality} describes {@code source} (seed 502.7a). */
    public static boolean matches(Quality quality, Characteristics source) {
        if (quality instanceof Quality.OfColor c) return source.isColor(c.color());
        if (quality instanceof Quality.OfCardType t) return source.is(t.type());
        if (quality instanceof Quality.OfSubtype st) return source.hasSubtype(st.subtype()); // 702.16a
        if (quality instanceof Quality.OfColorCount cc) { // 105.2b-c
            int n = Integer.bitCount(source.colors());
            return cc.multicolored() ? n >= 2 : n == 1;
        }
        return quality instanceof Quality.Everything;
    }

    /** Whether {@code holder} has protection from {@code source}. */
    public static boolean protectedFrom(Characteristics holder, Characteristics source) {
        java.util.List<Protection> ps = holder.protections();
        for (int k = 0, n = ps.size(); k < n; k++) if (matches(ps.get(k).quality(), source)) return true; // indexed: asked per pair
        return false;
    }
}
