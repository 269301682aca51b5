package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.DiscardInsteadGrammar;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield instead of putting it
 * into your graveyard." (614.1a, 701.8a): a replacement the card applies to its own discard from its owner's hand.
 */
final class DiscardInsteadLines {

    private DiscardInsteadLines() {
    }

    /** The static ability of such a line, or empty. */
    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        if (!DiscardInsteadGrammar.ontoBattlefield(t)) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.EntersIfDiscardedByOpponent(), t)));
    }
}
