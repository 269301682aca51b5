package dev.arbiter.engine.effects;

import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaSymbol;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/** A player's devotion to one or more colours (700.5). */
public final class Devotion {
    private Devotion() {
    }

    /**
     * 700.5: the number of mana symbols among the mana costs of permanents {@code player} controls that are
     * of a colour in {@code colorMask}; a hybrid or Phyrexian symbol counts for each of its colours (700.5a),
     * and a symbol of two of the colours counts once (700.5b). Generic, colorless and {X} symbols never count.
     */
    public static int of(GameState s, int colorMask, int player) {
        int n = 0;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != player) continue;
            n += dev.arbiter.engine.layers.LayerCounts.devotionSymbols(Layers.of(s, id).manaCost(), colorMask);
        }
        return n;
    }

    /** The colours of one mana symbol (107.4, 202.2). */
    static int colors(ManaSymbol sym) {
        if (sym instanceof ManaSymbol.Colored c) return c.color().bit();
        if (sym instanceof ManaSymbol.Hybrid h) return h.first().bit() | h.second().bit();
        if (sym instanceof ManaSymbol.TwoOrColor t) return t.color().bit();
        if (sym instanceof ManaSymbol.Phyrexian p) return p.color().bit();
        return 0;
    }
}
