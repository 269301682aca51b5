package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.util.RecordTrees;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.LibraryEffects;

import java.util.Set;

/** Lowers "reveal cards from the top of [a] library until [they] reveal a [kind of] card" (701.16). */
final class RevealUntilLowering {
    /** The type words of a card noun that only names permanent cards (110.4a: only those can be put onto the battlefield). */
    private static final Set<String> PERMANENT_HEADS = Set.of("permanent", "artifact", "creature", "enchantment",
            "land", "planeswalker");

    private RevealUntilLowering() {
    }

    /** The effect of {@code node} if it is a reveal-until, else null. */
    static Effect lower(EffectLowering base, EffectNode node) {
        if (node instanceof EffectNode.EachRevealTopThen each) return eachRevealTop(base, each);
        if (!(node instanceof EffectNode.RevealUntil ru)) return null;
        NounLowering.Lowered l = NounLowering.lower(ru.noun());
        if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("revealing until something that isn't a card");
        LibraryEffects.Destination found = switch (ru.found()) {
            case "hand" -> LibraryEffects.Destination.HAND;
            case "battlefield" -> LibraryEffects.Destination.BATTLEFIELD;
            case "graveyard" -> LibraryEffects.Destination.GRAVEYARD;
            default -> throw new NotSupported("a revealed card put " + ru.found());
        };
        if (found == LibraryEffects.Destination.BATTLEFIELD && !namesPermanentCards(ru.noun().heads())) {
            throw new NotSupported("a revealed card that may not be a permanent card put onto the battlefield");
        }
        LibraryEffects.RevealedRest rest = switch (ru.rest()) {
            case "bottom" -> LibraryEffects.RevealedRest.BOTTOM_RANDOM;
            case "graveyard" -> LibraryEffects.RevealedRest.GRAVEYARD;
            case "shuffle" -> LibraryEffects.RevealedRest.SHUFFLE;
            case "exile" -> LibraryEffects.RevealedRest.EXILE; // 406.2
            default -> throw new NotSupported("revealed cards put " + ru.rest());
        };
        if (ru.then() == null) return new Effect.RevealUntil(base.player(ru.who()), l.filter(), found, rest);
        // 608.2c: "~ deals damage to you equal to the number of cards revealed this way"
        AmountNode.RevealedThisWay counted = RecordTrees.first(ru.then(), AmountNode.RevealedThisWay.class);
        if (counted == null) throw new NotSupported("a sentence after a reveal-until that doesn't count the revealed cards");
        NounLowering.Lowered c = NounLowering.lower(counted.noun());
        if (c.kind() != NounLowering.Kind.CARD) throw new NotSupported("counting \"" + counted.noun() + "\" revealed");
        if (RecordTrees.all(ru.then(), AmountNode.RevealedThisWay.class, new java.util.ArrayList<>()).size() != 1) {
            throw new NotSupported("more than one count of the cards revealed this way");
        }
        Effect then = base.lowerNaming(EffectLowering.Antecedent.REVEALED_THIS_WAY, ru.then());
        if (RecordTrees.contains(then, o -> o instanceof Amount.X)) throw new NotSupported("\"X\" beside \"revealed this way\"");
        return new Effect.RevealUntil(base.player(ru.who()), l.filter(), found, rest, c.filter(), then);
    }

    /** "Each player reveals the top card of their library. For each nonland card revealed this way, ..." (701.16a, 608.2c) */
    private static Effect eachRevealTop(EffectLowering base, EffectNode.EachRevealTopThen each) {
        java.util.List<AmountNode.RevealedThisWay> counts = RecordTrees.all(each.then(), AmountNode.RevealedThisWay.class,
                new java.util.ArrayList<>());
        if (counts.isEmpty()) throw new NotSupported("each player's top card revealed with nothing counting them");
        for (AmountNode.RevealedThisWay t : counts) {
            if (!t.noun().equals(counts.get(0).noun())) throw new NotSupported("two different counts of the revealed cards");
        }
        NounLowering.Lowered c = NounLowering.lower(counts.get(0).noun());
        if (c.kind() != NounLowering.Kind.CARD) throw new NotSupported("counting \"" + counts.get(0).noun() + "\" revealed");
        Effect then = base.lowerNaming(EffectLowering.Antecedent.REVEALED_THIS_WAY, each.then());
        if (RecordTrees.contains(then, o -> o instanceof Amount.X)) throw new NotSupported("\"X\" beside \"revealed this way\"");
        return new LibraryEffects.EachRevealTopThen(c.filter(), then);
    }

    /** "creature card", "artifact creature card", "permanent card": one head of permanent types, then "card". */
    private static boolean namesPermanentCards(java.util.List<String> heads) {
        if (heads.size() != 2 || !heads.get(1).equals("card")) return false;
        for (String w : heads.get(0).split(" ")) if (!PERMANENT_HEADS.contains(w)) return false;
        return true;
    }
}
