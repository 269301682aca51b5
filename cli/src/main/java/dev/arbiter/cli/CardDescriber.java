package dev.arbiter.cli;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.card.CardDefinition;

/** Text for {@code arbiter cards NAME}: the card, and how its lines compiled. */
final class CardDescriber {
    private CardDescriber() {
    }

    static String describe(CompileResult r) {
        if (r instanceof CompileResult.Unsupported u) {
            return u.card().name() + ": UNSUPPORTED at " + u.message();
        }
        CardDefinition d = ((CompileResult.Supported) r).def();
        StringBuilder sb = new StringBuilder();
        sb.append(d.name());
        if (d.hasManaCost()) sb.append(' ').append(d.manaCost());
        sb.append('\n').append(d.typeLine());
        if (d.power() != null) sb.append(' ').append(d.power()).append('/').append(d.toughness());
        sb.append('\n');
        for (Ability a : d.abilities()) sb.append("  ").append(a.getClass().getSimpleName()).append(": ").append(a.text()).append('\n');
        return sb.toString().trim();
    }
}
