package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.KeywordItemGrammar;
import dev.arbiter.cards.grammar.ast.KeywordItemNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Flashback;
import dev.arbiter.engine.mana.ManaCost;

import java.util.List;
import java.util.Optional;

/**
 * Alternative costs written as keywords: "Flashback [mana cost]" (702.34a) on an instant or
 * sorcery, "Bestow [mana cost]" (702.103a) on a creature card; "Flashback—[cost]" and "Escape—[cost]" (702.138a, on
 * any card) when the cost isn't only mana; other forms stay unsupported.
 */
final class FlashbackLines {
    private FlashbackLines() {
    }

    /** Whether the card has a bestow line: its "enchanted creature" lines are then read as for an Aura. */
    static boolean hasBestow(dev.arbiter.cards.text.CardText card) {
        for (var line : card.rules()) {
            if (line.text().strip().regionMatches(true, 0, "bestow ", 0, 7)
                    && KeywordItemGrammar.read(line.text()) instanceof KeywordItemNode.ManaAlternative a && a.bestow()) {
                return true;
            }
        }
        return false;
    }

    static Optional<List<Ability>> compile(String text, boolean instantOrSorcery, boolean creature) {
        KeywordItemNode.ManaAlternative alternative =
                KeywordItemGrammar.read(text) instanceof KeywordItemNode.ManaAlternative a ? a : null;
        if (alternative != null && alternative.bestow()) {
            if (!creature) throw new NotSupported("bestow on a card that isn't a creature");
            if (alternative.mana().contains("X")) throw new NotSupported("bestow cost with X");
            return Optional.of(List.of(new dev.arbiter.engine.ability.Bestow(ManaCost.parse(alternative.mana()))));
        }
        if (alternative == null) {
            dev.arbiter.engine.ability.Cost escape = KeywordCosts.afterDash("Escape", text); // 702.138a, any card
            if (escape != null) {
                if (escape.mana().hasX()) throw new NotSupported("escape cost with X");
                return Optional.of(List.of(new Flashback(escape.mana(), escape.parts(), true)));
            }
            dev.arbiter.engine.ability.Cost dashed = KeywordCosts.afterDash("Flashback", text); // "Flashback—{1}{G}, Pay 3 life."
            if (dashed == null) return Optional.empty();
            if (!instantOrSorcery) throw new NotSupported("flashback on a permanent card");
            if (dashed.mana().hasX()) throw new NotSupported("flashback cost with X");
            return Optional.of(List.of(new Flashback(dashed.mana(), dashed.parts())));
        }
        if (!instantOrSorcery) throw new NotSupported("flashback on a permanent card");
        if (alternative.mana().contains("X")) throw new NotSupported("flashback cost with X");
        return Optional.of(List.of(new Flashback(ManaCost.parse(alternative.mana()))));
    }
}
