package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.AlternativeCost;
import dev.arbiter.engine.ability.Foretell;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.effects.ForetoldCards;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * Foretell (702.143): the special action of paying {2} and exiling a card with foretell from the hand face down, any
 * time its owner has priority during their turn (116.2h, {@link ForetellCard}); and the alternative cost a foretold card
 * is cast for from exile after that turn (702.143a, 118.9).
 */
public final class Foretelling {
    private Foretelling() {
    }

    /** 116.2h: the foretell special actions {@code player} may take now, added to {@code actions}. */
    public static void addActions(GameState s, int player, List<Choice> actions) {
        if (s.turn().active() != player) return; // 702.143a: "during their turn"
        var hand = s.player(player).hand();
        for (int k = 0, n = hand.size(); k < n; k++) {
            int id = hand.get(k);
            if (!s.object(id).card().partKinds().contains(Foretell.class)) continue; // most cards: one look-up
            if (possible(s, player, id)) actions.add(new Choice.Foretell(id));
        }
    }

    /**
     * 116.2h, 702.143a: {@code player} may foretell card {@code id} now: it is in their hand with foretell, it is their
     * turn (they hold priority: the listing's), and they can pay {2} (118.3).
     */
    public static boolean possible(GameState s, int player, int id) {
        GameObject o = s.object(id);
        if (o.zone() != Zone.HAND || o.owner() != player || s.turn().active() != player) return false;
        if (ForetoldCards.foretell(s, id) == null) return false;
        return CostPayment.canPayMana(s, player, -1, Foretell.FORETELL_ACTION);
    }

    /**
     * 702.143a, 118.9: the alternative cost a cast of card {@code card} from exile must use because it is a foretold card
     * cast after the turn it was foretold, or null. Judged before the card leaves exile (400.7).
     */
    static AlternativeCost alternative(GameState s, int player, int card) {
        if (!ForetoldCards.castable(s, player, card)) return null;
        return ForetoldCards.foretell(s, card).alternative();
    }

    /**
     * The mana cost the priority listing judges for card {@code card} in exile: its foretell cost when it can be cast only
     * that way (a foretold card without a permission to cast it free, 702.143a), else null.
     */
    public static dev.arbiter.engine.mana.ManaCost forcedCost(GameState s, int player, int card) {
        if (dev.arbiter.engine.effects.ExilePlays.permittedFree(s, player, card)) return null;
        AlternativeCost alt = alternative(s, player, card);
        return alt == null ? null : alt.cost().mana();
    }
}
