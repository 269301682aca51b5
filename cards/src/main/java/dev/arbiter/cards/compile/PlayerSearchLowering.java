package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;

/**
 * Another player's search of their own library (701.23): "Target player searches their library for
 * ...", and "[player] may search their library for ..." (608.2d), where each player who chooses to
 * searches their own library ("that player" inside the optional effect).
 */
final class PlayerSearchLowering {

    private PlayerSearchLowering() {
    }

    /** The effect of {@code node} if it is such a search, else null. */
    static Effect lower(EffectLowering base, EffectNode node) {
        if (node instanceof EffectNode.May m && m.effect() instanceof EffectNode.PlayerSearch ps && m.who().equals(ps.who())) {
            if (m.ifTheyDo() != null || m.otherwise() != null) throw new NotSupported("\"if they do\" after another player's search");
            Who who = base.player(m.who());
            // 608.2d: the player who chose searches; inside the optional effect that is "that player"
            return new Effect.Optional(who, new Effect.SearchLibraryOf(new Who.ThatPlayer(), search(base, ps)), null, null);
        }
        if (node instanceof EffectNode.PlayerSearch ps) {
            return new Effect.SearchLibraryOf(base.player(ps.who()), search(base, ps));
        }
        return null;
    }

    private static Effect.SearchLibrary search(EffectLowering base, EffectNode.PlayerSearch ps) {
        if (ps.search().noun().with().stream().anyMatch(w -> w.value() < 0)) throw new NotSupported("\"with mana value X\" in another player's search");
        return (Effect.SearchLibrary) base.search(ps.search());
    }
}
