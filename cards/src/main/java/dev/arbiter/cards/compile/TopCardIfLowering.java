package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.LibraryEffects;

import java.util.List;
import java.util.Set;

/** Lowers "reveal the top card of your library. If it's a [kind of] card, put it ... Otherwise, ..." (701.16, 608.2c). */
final class TopCardIfLowering {
    /** Type words of a card noun that only names permanent cards (110.4a: only those can be put onto the battlefield). */
    private static final Set<String> PERMANENT_TYPES = Set.of("permanent", "artifact", "creature", "enchantment", "land",
            "planeswalker");

    private TopCardIfLowering() {
    }

    /** The effect of {@code node} if it is one of these, else null. */
    static Effect lower(EffectLowering base, EffectNode node) {
        if (node instanceof dev.arbiter.cards.grammar.ast.ExileTopIfNode x) return ExileTopIfLowering.lower(base, x); // 406.3
        if (node instanceof EffectNode.IfTopCardSharesCreatureType k) { // 401.4, 205.3m: "you may reveal it. If you do, ..."
            var shares = dev.arbiter.engine.ability.ObjectFilter.any().withQualities(dev.arbiter.engine.ability.FilterQualities.NONE
                    .chosen(dev.arbiter.engine.ability.FilterQualities.SHARES_CREATURE_TYPE_WITH_SOURCE));
            return new Effect.IfTopCardIs(new dev.arbiter.engine.ability.Who.You(), false, shares,
                    base.lower(new EffectNode.May(new dev.arbiter.cards.grammar.ast.PlayerRef.You(), k.then(), null, null)));
        }
        if (node instanceof EffectNode.IfTopCardIs i) { // 608.2c
            NounLowering.Lowered l = NounLowering.lower(i.noun());
            if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("\"if it's a ...\" naming something that isn't a card");
            return new Effect.IfTopCardIs(new dev.arbiter.engine.ability.Who.You(), i.reveal(), l.filter(), base.lower(i.then()));
        }
        if (!(node instanceof EffectNode.TopCardIfKind t)) return null;
        NounLowering.Lowered l = NounLowering.lower(t.noun());
        if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("\"if it's a ...\" naming something that isn't a card");
        LibraryEffects.TopCardPlace then = place(t.then());
        LibraryEffects.TopCardPlace otherwise = t.otherwise() == null ? LibraryEffects.TopCardPlace.STAYS : place(t.otherwise());
        if (onBattlefield(then) && !permanentCards(t.noun().heads())) {
            throw new NotSupported("a top card that may not be a permanent card put onto the battlefield");
        }
        if (onBattlefield(otherwise)) throw new NotSupported("a card of another kind put onto the battlefield");
        return new Effect.TopCardIfKind(base.player(t.who()), t.reveal(), l.filter(), then, t.thenMay(), otherwise,
                t.otherwiseMay(), t.otherwiseIfNotMoved());
    }

    private static boolean onBattlefield(LibraryEffects.TopCardPlace p) {
        return p == LibraryEffects.TopCardPlace.BATTLEFIELD || p == LibraryEffects.TopCardPlace.BATTLEFIELD_TAPPED;
    }

    private static LibraryEffects.TopCardPlace place(String place) {
        return switch (place) {
            case "hand" -> LibraryEffects.TopCardPlace.HAND;
            case "battlefield" -> LibraryEffects.TopCardPlace.BATTLEFIELD;
            case "battlefield tapped" -> LibraryEffects.TopCardPlace.BATTLEFIELD_TAPPED;
            case "graveyard" -> LibraryEffects.TopCardPlace.GRAVEYARD;
            case "bottom" -> LibraryEffects.TopCardPlace.BOTTOM;
            default -> throw new NotSupported("the top card put " + place);
        };
    }

    /** "creature card", "artifact, creature, or land card", "nonland permanent card": permanent types, then "card". */
    private static boolean permanentCards(List<String> heads) {
        if (heads.size() < 2 || !heads.get(heads.size() - 1).equals("card")) return false;
        for (String h : heads.subList(0, heads.size() - 1)) {
            for (String w : h.split(" ")) if (!PERMANENT_TYPES.contains(w)) return false;
        }
        return true;
    }
}
