package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Flashback;

import java.util.List;
import java.util.Optional;

/**
 * "Retrace" (702.81a) on an instant or sorcery: "You may cast this card from your graveyard by discarding a land card in
 * addition to paying its other costs" — a permission to cast it from its owner's graveyard for its mana cost and the
 * additional cost "Discard a land card." (702.81b, 601.2f-h), without exile (a {@link Flashback} with {@code retrace}).
 * A mana cost with X, or a card without a mana cost, is unsupported.
 */
final class RetraceLines {

    private RetraceLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!text.strip().equalsIgnoreCase("retrace")) return Optional.empty();
        if (!card.hasType("Instant") && !card.hasType("Sorcery")) throw new NotSupported("keyword \"Retrace\" on a permanent card");
        if (card.costSymbols().isEmpty() || card.costSymbols().contains("X")) {
            throw new NotSupported("keyword \"Retrace\" (mana cost " + card.manaCost() + ")");
        }
        Cost cost = KeywordCosts.afterDash("Retrace", "Retrace—" + card.manaCost() + ", Discard a land card."); // 702.81a
        return Optional.of(List.of(new Flashback(cost.mana(), cost.parts(), false, true)));
    }
}
