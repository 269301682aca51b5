package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.EachPlayerDrawGrammar;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.DrawReplacement;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/** "If a player would draw a card, that player skips that draw instead." (614.1a, 121.1): every player's draws. */
final class EachPlayerDrawLines {

    private EachPlayerDrawLines() {
    }

    /** The static ability of such a line, or empty. */
    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        if (!EachPlayerDrawGrammar.skips(t)) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.ReplaceDraw(new DrawReplacement.EachPlayerSkips()), t)));
    }
}
