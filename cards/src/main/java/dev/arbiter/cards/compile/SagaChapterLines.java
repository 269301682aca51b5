package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;

/**
 * A Saga's chapter abilities (714.2): "{rN} — [effect]" is a triggered ability "when one or more lore counters are put
 * onto this Saga, if the number of lore counters on it was less than N and became at least N, [effect]" (714.2b), and
 * "{rN1}, {rN2} — [effect]" is one such ability for each numeral (714.2c).
 */
final class SagaChapterLines {
    private static final GuardedPattern CHAPTER = GuardedPattern.compile(
            "((?:I|II|III|IV|V|VI)(?:, (?:I|II|III|IV|V|VI))*) \u2014 (.+)");
    private static final List<String> NUMERALS = List.of("I", "II", "III", "IV", "V", "VI");

    private SagaChapterLines() {
    }

    /** The chapter abilities of {@code text} on a Saga, or empty when it isn't a chapter line. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!card.subtypes().contains("Saga") || text.isEmpty() || text.charAt(0) != 'I' && text.charAt(0) != 'V') {
            return Optional.empty();
        }
        Matcher m = CHAPTER.matcher(text);
        if (!m.matches()) return Optional.empty();
        List<Ability> out = new ArrayList<>();
        for (String numeral : m.group(1).split(", ")) {
            out.add(TriggeredAbilityLines.chapter(NUMERALS.indexOf(numeral) + 1, m.group(2), text, card)); // 714.2a
        }
        return Optional.of(out);
    }
}
