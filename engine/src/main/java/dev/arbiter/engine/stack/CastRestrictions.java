package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;

/** 601.3: a player can't begin to cast a spell an effect prohibits ("You can't cast creature spells."). */
public final class CastRestrictions {
    /** The kinds asked for per card listed, as codes (see {@link Layers#staticKind}). */
    private static final int CANT_CAST = Layers.staticKind(StaticEffect.CantCast.class);
    private static final int CAST_LIMIT = Layers.staticKind(StaticEffect.CastLimit.class);

    private CastRestrictions() {
    }

    /** Whether a permanent's static ability forbids {@code player} to cast {@code card}. */
    public static boolean forbidden(GameState s, int player, int card) {
        // asked per card listed: the statics are walked only when one of the two kinds is among them
        java.util.List<ActiveStatic> statics = !Layers.mayHaveStatic(s, CANT_CAST)
                && !Layers.mayHaveStatic(s, CAST_LIMIT) ? java.util.List.of() : Layers.staticAbilities(s);
        for (int i = 0, n = statics.size(); i < n; i++) { // indexed: no iterator per card listed
            ActiveStatic st = statics.get(i);
            if (!(st.effect() instanceof StaticEffect.CantCast c)) continue;
            int you = s.object(st.source()).controller();
            if (s.relates(c.who(), s.object(st.source()), player) && Affecting.matches(s, st.source(), c.spells(), s.object(card), Layers.of(s, card))
                    && Affecting.holds(s, st.source(), c.condition())) return true; // 611.3b
        }
        for (int i = 0, n = statics.size(); i < n; i++) { // 601.3: "can't cast more than one spell each turn"
            ActiveStatic st = statics.get(i);
            if (st.effect() instanceof StaticEffect.CastLimit l && s.relates(l.who(), s.object(st.source()), player)
                    && s.turn().history().spellsCast(player) >= l.max()) return true;
        }
        if (s.effects().isEmpty()) return false;
        for (dev.arbiter.engine.state.ContinuousEffect e : s.effects()) { // "can't cast ... this turn" from a resolved effect
            if (e.modification() instanceof dev.arbiter.engine.state.Modification.CantCast c && c.player() == player
                    && Affecting.matches(s, e.source(), c.spells(), s.object(card), Layers.of(s, card))) return true;
        }
        return false;
    }
}
