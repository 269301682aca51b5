package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;

/**
 * Encore [cost] (702.141a): "[Cost], Exile this card from your graveyard: For each opponent, create a token copy of this
 * card that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end
 * step. Activate only as a sorcery." An ability activated from the graveyard (113.6m) whose effect is
 * {@link Effect.Encore}; only on a creature card (the copies attack).
 */
final class EncoreLines {

    private static final GuardedPattern ENCORE = GuardedPattern.compile("encore ((?:\\{[^}]+\\})+)",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    private EncoreLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        Matcher m = ENCORE.matcher(text.strip());
        if (!m.matches()) return Optional.empty();
        if (!card.hasType("Creature")) throw new NotSupported("encore on a card that isn't a creature");
        Cost cost = CostParser.parse(m.group(1) + ", Exile ~ from your graveyard");
        if (cost == null) throw new NotSupported("keyword \"" + text.strip() + "\" (its cost)");
        return Optional.of(List.of(new ActivatedAbility(cost, List.of(), new Effect.Encore(), false,
                ActivatedAbility.Timing.FROM_GRAVEYARD_SORCERY, "Encore " + m.group(1))));
    }
}
