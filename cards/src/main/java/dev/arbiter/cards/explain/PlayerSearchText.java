package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import java.util.List;

/** Renderings of another player's search of their library (701.23), registered into {@link EffectText}'s table. */
final class PlayerSearchText {

    private PlayerSearchText() {
    }

    /** Adds the renderings to the effect table. */
    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases.on(Effect.SearchLibraryOf.class, (e, s) -> List.of(Clause.declarative(e, e.who(),
                ReferenceText.who(e.who(), s), "searches their library for " + search(e.search()))));
    }

    /** "a basic land card, reveal it, put it into their hand, then shuffle". */
    private static String search(Effect.SearchLibrary e) {
        String one = ObjectText.phrase(e.cards(), false, "card");
        String many = ObjectText.phrase(e.cards(), true, "card");
        String what = e.count() == 1 ? Words.article(one) + " " + one : "up to " + Words.number(e.count()) + " " + many;
        String them = e.count() > 1 ? "them" : "it";
        String put = switch (e.destination()) {
            case HAND -> "put " + them + " into their hand";
            case BATTLEFIELD -> "put " + them + " onto the battlefield" + (e.tapped() ? " tapped" : "");
            case GRAVEYARD -> "put " + them + " into their graveyard";
            case TOP_OF_LIBRARY -> "put " + them + " on top";
        };
        return what + (e.reveal() ? ", reveal " + them : "") + ", " + put + ", then shuffle";
    }
}
