package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;

/**
 * "Return all [noun] cards from your graveyard to your hand", "Return all Zombie cards from all graveyards to their owners'
 * hands", "Exile all creature cards from [your | target player's] graveyard" (404.1, 406.1, 608.2h): every matching card in
 * the graveyards named, as one {@link Effect.MoveAllFromGraveyards}. Null when the objects are not such a group.
 */
final class GraveyardGroupLowering {

    private GraveyardGroupLowering() {
    }

    static Effect lower(EffectLowering base, ObjectRef objects, boolean toHand) {
        if (!(objects instanceof ObjectRef.Every e) || e.noun().zone() == null || !e.noun().zone().contains("graveyard")) {
            return null;
        }
        if (!e.noun().hasHead("card")) return null;
        if (e.other()) throw new NotSupported("\"all other cards\" in a graveyard");
        NounLowering.Lowered l = NounLowering.lower(e.noun());
        if (l.kind() != NounLowering.Kind.CARD) return null;
        Who whose = switch (e.noun().zone()) {
            case "your graveyard" -> new Who.You();
            case "all graveyards" -> new Who.EachPlayer();
            case "target player's graveyard" -> base.player(new PlayerRef.Targeted(false, "target player")); // 115.1
            default -> throw new NotSupported("all cards from \"" + e.noun().zone() + "\"");
        };
        return new Effect.MoveAllFromGraveyards(whose, l.filter(), toHand);
    }
}
