package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ExileTopMayCastFree;
import java.util.List;

/** The rendering of "exile the top N cards ... You may cast ... from among them without paying ..." (406, 608.2g, 118.9). */
final class ExileTopCastText {
    private ExileTopCastText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases.on(dev.arbiter.engine.ability.Ripple.class, (e, s) -> List.of(Clause.imperative(e, // 702.60a
                "you may reveal the top " + Words.number(e.count()) + " cards of your library. You may cast spells with"
                        + " the same name as this spell from among those cards without paying their mana costs. Put the"
                        + " rest on the bottom of your library in any order")))
                .on(ExileTopMayCastFree.class, (e, s) -> { // 406, 608.2g, 118.9
            boolean one = e.max() == 1;
            String spells = one ? Words.article(ObjectText.phrase(e.spells(), false, "spell")) + " "
                    + ObjectText.phrase(e.spells(), false, "spell")
                    : (e.max() == Integer.MAX_VALUE ? "any number of " : "up to " + Words.number(e.max()) + " ")
                    + ObjectText.phrase(e.spells(), true, "spell");
            return List.of(Clause.imperative(e, "exile the top " + AmountText.count(e.count(), s, "card", "cards")
                    + " of your library. You may cast " + spells + " from among them without paying "
                    + (one ? "its mana cost" : "their mana costs") + ". Then put the exiled cards not cast this way "
                    + (e.restToGraveyard() ? "into your graveyard" : "on the bottom of your library in a random order")));
        });
    }
}
