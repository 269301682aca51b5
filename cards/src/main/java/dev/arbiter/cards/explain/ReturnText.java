package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Who;
import java.util.List;

/** Renderings of the "return all" effects by owner (108.3) and from graveyards to the battlefield (110.2). */
final class ReturnText {
    private ReturnText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.ReturnAllOwnedToHand.class, (e, s) -> List.of(Clause.imperative(e, "return all "
                        + ObjectText.plural(e.filter()) + (e.owner() instanceof Who.You ? " you own to your hand"
                        : " " + ReferenceText.who(e.owner(), s) + " owns to their hand"))))
                .on(Effect.ReturnAllCardsToBattlefield.class, (e, s) -> List.of(Clause.imperative(e, "return all "
                        + cards(e.filter()) + " from " + (e.whose() instanceof Who.You ? "your graveyard"
                        : e.whose() instanceof Who.EachPlayer ? "all graveyards" : LibraryAndHandText.possessive(e.whose(), s)
                        + " graveyard") + " to the battlefield"
                        + (e.underYourControl() ? " under your control"
                        : e.whose() instanceof Who.You ? "" : " under their owners' control"))));
    }

    /** "artifact and enchantment cards" (every card of any of the types), else the filter's own words. */
    private static String cards(ObjectFilter f) {
        return ObjectText.unrestricted(f) ? Words.list(Words.types(f.anyOfTypes()), "and") + " cards"
                : ObjectText.phrase(f, true, "card");
    }
}
