package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.LibrarySearchEffects.FoundTo;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.characteristic.CardType;

import java.util.ArrayList;
import java.util.List;

/** A library search for cards of several kinds, with different names, or to exile / the top / split (701.23, 701.20). */
final class SearchAmongLowering {
    private SearchAmongLowering() {
    }

    static Effect lower(EffectLowering lowering, EffectNode.SearchAmong s) {
        FoundTo to = switch (s.to()) {
            case "hand" -> FoundTo.HAND;
            case "battlefield" -> FoundTo.BATTLEFIELD;
            case "graveyard" -> FoundTo.GRAVEYARD;
            case "exile" -> FoundTo.EXILE;
            case "top" -> FoundTo.TOP_ANY_ORDER;
            case "one-battlefield-rest-hand" -> FoundTo.ONE_BATTLEFIELD_REST_HAND;
            default -> throw new NotSupported("searched cards put \"" + s.to() + "\"");
        };
        boolean battlefield = to == FoundTo.BATTLEFIELD || to == FoundTo.ONE_BATTLEFIELD_REST_HAND;
        List<ObjectFilter> kinds = new ArrayList<>();
        for (var n : s.kinds()) {
            if (n.with().stream().anyMatch(w -> w.value() < 0)) throw new NotSupported("\"with mana value X\" in a search for several kinds");
            NounLowering.Lowered l = NounLowering.lower(n);
            if (l.kind() != NounLowering.Kind.CARD || n.zone() != null) throw new NotSupported("searching for \"" + n + "\"");
            ObjectFilter f = l.filter();
            // 110.4b: only a permanent card can be put onto the battlefield
            if (battlefield && !permanentsOnly(f)) {
                throw new NotSupported("putting a card that may not be a permanent onto the battlefield");
            }
            kinds.add(f);
        }
        return new Effect.SearchLibraryAmong(kinds, s.count(), to, s.tapped(), s.reveal(), s.differentNames());
    }

    /** Whether every card {@code f} matches is a permanent card (110.4b): permanent types only, or a permanent's subtype (205.3k). */
    private static boolean permanentsOnly(ObjectFilter f) {
        if (f.anyOfTypes() != 0) return (f.anyOfTypes() & ~CardType.PERMANENT_MASK) == 0;
        if (f.subtype() != null) return !java.util.Set.of("Adventure", "Arcane", "Lesson", "Trap").contains(f.subtype());
        return SearchNouns.permanentSubtypes(f);
    }

    /** "You may reveal a creature card and/or a land card from among them and put the revealed cards into your hand" (401.4). */
    static Effect lookTakeEach(EffectLowering lowering, EffectNode.LookTakeEach l) {
        List<ObjectFilter> kinds = new ArrayList<>();
        for (var n : l.kinds()) {
            if (n.with().stream().anyMatch(w -> w.value() < 0)) throw new NotSupported("\"with mana value X\" among the cards looked at");
            NounLowering.Lowered low = NounLowering.lower(n);
            if (low.kind() != NounLowering.Kind.CARD || n.zone() != null) throw new NotSupported("taking \"" + n + "\"");
            kinds.add(low.filter());
        }
        return new Effect.LookAtTopTakeEach(lowering.amountOf(l.amount()), kinds, l.restToGraveyard(), l.randomOrder());
    }
}
