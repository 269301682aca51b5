package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Conspire;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.FilterQualities;

import java.util.List;
import java.util.Optional;

/**
 * "Conspire" (702.78a) on an instant or sorcery: "As you cast this spell, you may tap two untapped creatures you control
 * that share a color with it. When you do, copy it and you may choose a new target for the copy." — an optional
 * additional cost ({@link Conspire}) whose payment makes the spell copy itself, as casualty does.
 */
final class ConspireLines {

    private ConspireLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!text.strip().equalsIgnoreCase("conspire")) return Optional.empty();
        if (!card.hasType("Instant") && !card.hasType("Sorcery")) throw new NotSupported("keyword \"Conspire\" on a permanent spell");
        Cost tap = CostParser.parse("Tap two untapped creatures you control");
        if (tap == null || !tap.mana().isEmpty() || tap.parts().size() != 1 || !(tap.parts().get(0) instanceof CostPart.TapPermanents t)) {
            throw new NotSupported("keyword \"Conspire\" (the tapping as a cost)");
        }
        var q = t.filter().more();
        var filter = t.filter().withQualities(q.chosen(q.chosen() | FilterQualities.SHARES_A_COLOR_WITH_SOURCE)); // 105.2
        CostPart part = new CostPart.TapPermanents(filter, t.count(), "Tap two untapped creatures you control that share a color with it");
        return Optional.of(List.of(new Conspire(text.strip(), List.of(part))));
    }
}
