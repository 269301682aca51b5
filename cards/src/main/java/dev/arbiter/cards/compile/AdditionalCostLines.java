package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AdditionalCost;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * "As an additional cost to cast this spell, COST." (601.2f, 118.8): the cost parts are those of
 * activated abilities ({@link CostParser}: sacrifice, discard, pay life, tap or return permanents,
 * exile cards from the graveyard). Optional ("you may ...") and alternative ("... or pay {3}")
 * additional costs, and mana, are refused.
 */
final class AdditionalCostLines {

    private static final String PREFIX = "as an additional cost to cast this spell, ";

    private AdditionalCostLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, PREFIX, 0, PREFIX.length())) return Optional.empty(); // a cheap look first
        if (!t.endsWith(".")) return Optional.empty();
        String body = t.substring(PREFIX.length(), t.length() - 1).strip();
        String lower = body.toLowerCase(Locale.ROOT);
        if (lower.startsWith("you may") || lower.contains(" or ") || lower.contains(" and ")) {
            throw new NotSupported("additional cost \"" + body + "\" (optional, alternative or joined)");
        }
        CostPart anyNumber = GrammarCosts.sacrificeAnyNumber(body); // 601.2f, 118.3: "sacrifice any number of creatures"
        if (anyNumber != null) return Optional.of(List.of(new AdditionalCost(new Cost(dev.arbiter.engine.mana.ManaCost.ZERO,
                List.of(anyNumber)), t)));
        Cost cost = CostParser.parse(Character.toUpperCase(body.charAt(0)) + body.substring(1));
        // only parts paid with other objects or life: a spell has no "~" on the battlefield to tap, sacrifice or return
        if (cost == null || !cost.mana().isEmpty() || cost.parts().isEmpty()
                || !cost.parts().stream().allMatch(p -> p instanceof CostPart.SacrificePermanents || p instanceof CostPart.SacrificeAll
                || p instanceof CostPart.DiscardCards || p instanceof CostPart.DiscardRandom || p instanceof CostPart.PayLife
                || p instanceof CostPart.TapPermanents || p instanceof CostPart.ReturnPermanents
                || p instanceof CostPart.ExileFromGraveyard || p instanceof CostPart.OpponentsCardsFromExile)) {
            throw new NotSupported("additional cost \"" + body + "\"");
        }
        return Optional.of(List.of(new AdditionalCost(cost, t)));
    }
}
