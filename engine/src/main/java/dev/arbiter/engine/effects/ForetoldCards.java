package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Foretell;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * Foretold cards in exile (702.143a, 702.143c): a card its owner exiled by its foretell special action carries a
 * {@link Modification.Foretold} record with the turn it was foretold; after that turn has ended its owner may cast it
 * for its foretell cost (118.9), read from its {@link Foretell} ability.
 */
public final class ForetoldCards {
    private ForetoldCards() {
    }

    /** The turn card {@code card} was foretold, if it is a foretold card in exile now (400.7: this object), else -1. */
    public static int foretoldTurn(GameState s, int card) {
        GameObject o = s.object(card);
        if (o.zone() != Zone.EXILE || s.effects().isEmpty()) return -1;
        var ref = o.ref();
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.Foretold f && e.affected().contains(ref)) return f.turn();
        }
        return -1;
    }

    /** 702.143a: whether {@code player} may cast foretold card {@code card} now for its foretell cost (a later turn). */
    public static boolean castable(GameState s, int player, int card) {
        if (s.object(card).owner() != player) return false;
        int turn = foretoldTurn(s, card);
        return turn >= 0 && turn < s.turn().number() && foretell(s, card) != null;
    }

    /** The foretell ability card {@code card} has now, or null. */
    public static Foretell foretell(GameState s, int card) {
        List<Ability> abilities = dev.arbiter.engine.layers.Layers.of(s, card).abilities();
        for (int i = 0; i < abilities.size(); i++) if (abilities.get(i) instanceof Foretell f) return f;
        return null;
    }

    /** Adds to {@code out} (each once) the foretold cards {@code player} owns in exile that they may cast now. */
    static void add(GameState s, int player, List<Integer> out) {
        for (ContinuousEffect e : s.effects()) {
            if (!(e.modification() instanceof Modification.Foretold)) continue;
            for (var ref : e.affected()) {
                if (s.object(ref.id()).ref().equals(ref) && !out.contains(ref.id()) && castable(s, player, ref.id())) out.add(ref.id());
            }
        }
    }
}
