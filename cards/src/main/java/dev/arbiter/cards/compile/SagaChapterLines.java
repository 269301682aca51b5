package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ChapterGrammar;
import dev.arbiter.cards.grammar.ast.ChapterNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A Saga's chapter abilities (714.2): "{rN} — [effect]" is a triggered ability "when one or more lore counters are put
 * onto this Saga, if the number of lore counters on it was less than N and became at least N, [effect]" (714.2b), and
 * "{rN1}, {rN2} — [effect]" is one such ability for each numeral (714.2c).
 */
final class SagaChapterLines {
    private SagaChapterLines() {
    }

    /** The chapter abilities of {@code text} on a Saga, or empty when it isn't a chapter line. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!card.subtypes().contains("Saga") || text.isEmpty() || text.charAt(0) != 'I' && text.charAt(0) != 'V') {
            return Optional.empty();
        }
        ChapterNode node = ChapterGrammar.parse(text);
        if (node == null) return Optional.empty();
        List<Ability> out = new ArrayList<>();
        for (int chapter : node.chapters()) {
            out.add(ChapterRoomAbilities.chapter(chapter, node.effectText(), text, card)); // 714.2a
        }
        return Optional.of(out);
    }
}
