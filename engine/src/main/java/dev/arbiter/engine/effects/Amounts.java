package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;

/** The value of a number in an effect (107.1, 107.3) for a given source and controller. */
public final class Amounts {
    private Amounts() {
    }

    public static int value(GameState s, Amount a, int source, int controller, int x) {
        return value(s, a, source, controller, x, -1);
    }

    /** As above, with the player an effect calls "that player" ({@code -1} if none). */
    public static int value(GameState s, Amount a, int source, int controller, int x, int thatPlayer) {
        if (a instanceof Amount.Fixed f) return f.value();
        if (a instanceof Amount.MinusCardsInThatPlayersHand m) {
            return thatPlayer < 0 ? 0 : Math.max(0, m.base() - s.player(thatPlayer).hand().size()); // 107.1b
        }
        if (a instanceof Amount.X) return x;
        if (a instanceof Amount.ThatMuch) return x; // 603.2: a triggered ability's x is the amount its event named
        if (a instanceof Amount.CountCardsInYourGraveyard c) {
            int n = 0;
            for (int id : s.player(controller).graveyard()) {
                if ((Layers.of(s, id).types() & c.anyOfTypes()) != 0) n++;
            }
            return n;
        }
        if (a instanceof Amount.Times t) return t.factor() * value(s, t.count(), source, controller, x, thatPlayer);
        if (a instanceof Amount.CountCardsYouOwn c) {
            var p = s.player(controller);
            int n = 0;
            for (int id : c.zone() == Amount.CountCardsYouOwn.Zone.HAND ? p.hand() : p.graveyard()) {
                if (Affecting.matches(s, source, c.filter(), s.object(id), Layers.of(s, id))) n++;
            }
            return n;
        }
        Amount.CountPermanents cp = (Amount.CountPermanents) a;
        int n = 0;
        for (int id : s.battlefield()) if (Affecting.matches(s, source, cp.filter(), s.object(id), Layers.of(s, id))) n++;
        return n;
    }
}
