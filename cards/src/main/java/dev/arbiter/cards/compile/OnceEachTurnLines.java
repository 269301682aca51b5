package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.TriggeredAbility;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "[trigger line] This ability triggers only once each turn." (603.2): the trigger line read without the last sentence,
 * each of its triggered abilities limited by {@link Condition.OnlyOnceEachTurn} (joined to its intervening "if", 603.4).
 */
final class OnceEachTurnLines {

    static final String SENTENCE = " This ability triggers only once each turn.";

    private OnceEachTurnLines() {
    }

    private static final GuardedPattern DISCARDS = GuardedPattern.compile(
            "(Whenever (?:you discard|a player discards|an opponent discards)) one or more cards, (.+)");
    private static final GuardedPattern ENTER = GuardedPattern.compile(
            "Whenever one or more ((?:[a-z]+ )*[a-z]+)s enter the battlefield( under your control)?, (.+)");
    private static final GuardedPattern COUNTERS = GuardedPattern.compile(
            "Whenever one or more (\\S+) counters are put on one or more ((?:[a-z]+ )*[A-Za-z]+)s( you control)?, (.+)");
    private static final GuardedPattern GROUP_WORDS = GuardedPattern.compile("\\b(those|them|they|their|that many|each of)\\b");

    /**
     * 603.2c, 603.2: an ability that triggers only once each turn triggers on the first event of the turn with one or
     * more objects of its kind, as it would on the first such object: "Whenever you discard one or more cards" reads as
     * "Whenever you discard a card", "one or more [creatures] enter" as "a [creature] enters", "one or more [kind] counters
     * are put on one or more [Humans]" as "a [kind] counter is put on a [Human]", when the effect doesn't
     * name the group ("those cards", "that many"). Any other line unchanged.
     */
    static String oneOccurrence(String line) {
        java.util.regex.Matcher m = DISCARDS.matcher(line);
        if (m.matches() && !GROUP_WORDS.matcher(m.group(2)).find()) return m.group(1) + " a card, " + m.group(2);
        m = ENTER.matcher(line);
        if (m.matches() && !GROUP_WORDS.matcher(m.group(3)).find()) {
            String noun = m.group(1);
            String article = "aeiou".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ";
            return "Whenever " + article + noun + " enters the battlefield" + (m.group(2) == null ? "" : m.group(2)) + ", " + m.group(3);
        }
        m = COUNTERS.matcher(line); // 122.6: "one or more +1/+1 counters are put on one or more Humans you control"
        if (m.matches() && !GROUP_WORDS.matcher(m.group(4)).find()) {
            String noun = m.group(2);
            String article = "aeiouAEIOU".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ";
            return "Whenever " + ("aeiou".indexOf(m.group(1).charAt(0)) >= 0 ? "an " : "a ") + m.group(1) + " counter is put on "
                    + article + noun + (m.group(3) == null ? "" : m.group(3)) + ", " + m.group(4);
        }
        return line;
    }

    /** The abilities of {@code text} when it ends with the sentence, else empty. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!text.endsWith(SENTENCE)) return Optional.empty();
        String line = oneOccurrence(text.substring(0, text.length() - SENTENCE.length()));
        Optional<List<Ability>> read = TriggeredAbilityLines.compile(line, card);
        if (read.isEmpty()) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        List<Ability> out = new ArrayList<>();
        for (Ability a : read.get()) {
            if (!(a instanceof TriggeredAbility t)) throw new NotSupported("\"triggers only once each turn\" after a line that isn't a trigger");
            Condition once = new Condition.OnlyOnceEachTurn();
            Condition c = t.interveningIf() instanceof Condition.Always ? once : new Condition.Both(t.interveningIf(), once);
            out.add(new TriggeredAbility(t.trigger(), c, t.targets(), t.effect(), text));
        }
        return Optional.of(out);
    }
}
