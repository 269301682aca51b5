package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import java.util.ArrayList;
import java.util.List;

/** "Search your library for ..." (701.23): the card or cards found, and where they go. */
final class LibrarySearchLowering {
    private LibrarySearchLowering() {
    }

    static Effect search(EffectLowering lowering, EffectNode.Search s) {
        NounLowering.Lowered l = NounLowering.lower(s.noun());
        Effect.Destination d = switch (s.destination()) {
            case "hand" -> Effect.Destination.HAND;
            case "battlefield" -> Effect.Destination.BATTLEFIELD;
            case "top" -> Effect.Destination.TOP_OF_LIBRARY;
            default -> Effect.Destination.GRAVEYARD;
        };
        if (d == Effect.Destination.BATTLEFIELD && (l.filter().anyOfTypes()
                & dev.arbiter.engine.characteristic.CardType.PERMANENT_MASK) == 0 && l.filter().subtype() == null
                && !SearchNouns.permanentSubtypes(l.filter()) && !SearchNouns.namedAsPermanentSource(l.filter(), lowering.context().card())) {
            throw new NotSupported("putting a card that may not be a permanent onto the battlefield");
        }
        return new Effect.SearchLibrary(l.filter(), s.count(), d, s.tapped(), s.reveal());
    }

    /** "Search your library for a [kind] card, a [kind] card, ...": one card of each kind. */
    static Effect each(EffectLowering lowering, EffectNode.SearchEach se) {
        List<dev.arbiter.engine.ability.ObjectFilter> kinds = new ArrayList<>();
        for (var n : se.kinds()) {
            NounLowering.Lowered l = NounLowering.lower(n);
            if (l.kind() != NounLowering.Kind.CARD || n.zone() != null) throw new NotSupported("searching for \"" + n + "\"");
            if (se.destination().equals("battlefield") && (l.filter().anyOfTypes()
                    & dev.arbiter.engine.characteristic.CardType.PERMANENT_MASK) == 0 && l.filter().subtype() == null
                    && !SearchNouns.permanentSubtypes(l.filter())) {
                throw new NotSupported("putting a card that may not be a permanent onto the battlefield");
            }
            kinds.add(l.filter());
        }
        return new Effect.SearchLibraryForEach(kinds, se.destination().equals("hand") ? Effect.Destination.HAND
                : Effect.Destination.BATTLEFIELD, se.tapped(), se.reveal());
    }
}
