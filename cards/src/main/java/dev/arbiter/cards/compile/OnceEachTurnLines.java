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

    /**
     * 603.2c, 603.2: an ability that triggers only once each turn triggers on the first event of the turn with one or
     * more objects of its kind, as it would on the first such object: "Whenever you discard one or more cards" reads as
     * "Whenever you discard a card", "one or more [creatures] enter" as "a [creature] enters", "one or more [kind] counters
     * are put on one or more [Humans]" as "a [kind] counter is put on a [Human]", when the effect doesn't
     * name the group ("those cards", "that many"). Any other line unchanged.
     */
    static String oneOccurrence(String line) {
        if (line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0) return line;
        for (String who : new String[] {"Whenever you discard", "Whenever a player discards", "Whenever an opponent discards"}) {
            String head = who + " one or more cards, ";
            if (line.startsWith(head) && line.length() > head.length() && !namesGroup(line.substring(head.length()))) {
                return who + " a card, " + line.substring(head.length());
            }
        }
        String many = "Whenever one or more ";
        if (!line.startsWith(many)) return line;
        String[] enter = pluralEvent(line, many.length(), "s enter the battlefield", " under your control", false);
        if (enter != null && !namesGroup(enter[2])) {
            String noun = enter[0];
            String article = "aeiou".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ";
            return "Whenever " + article + noun + " enters the battlefield" + enter[1] + ", " + enter[2];
        }
        int space = line.indexOf(' ', many.length()); // 122.6: "one or more +1/+1 counters are put on one or more Humans you control"
        String put = " counters are put on one or more ";
        if (space > many.length() && line.startsWith(put, space)) {
            String kind = line.substring(many.length(), space);
            String[] on = pluralEvent(line, space + put.length(), "s", " you control", true);
            if (noSpaces(kind) && on != null && !namesGroup(on[2])) {
                String noun = on[0];
                String article = "aeiouAEIOU".indexOf(noun.charAt(0)) >= 0 ? "an " : "a ";
                return "Whenever " + ("aeiou".indexOf(kind.charAt(0)) >= 0 ? "an " : "a ") + kind + " counter is put on "
                        + article + noun + on[1] + ", " + on[2];
            }
        }
        return line;
    }

    /**
     * From {@code from}: lowercase words (the last may have capitals with {@code capitalLast}) ending in {@code plural},
     * then {@code optional} or nothing, ", " and the effect; {noun, optional or "", effect}, the longest noun first; or null.
     */
    private static String[] pluralEvent(String line, int from, String plural, String optional, boolean capitalLast) {
        for (int p = line.lastIndexOf(plural); p > from; p = line.lastIndexOf(plural, p - 1)) {
            String noun = line.substring(from, p);
            if (!lowercaseWords(noun, capitalLast)) continue;
            int after = p + plural.length();
            for (String opt : new String[] {optional, ""}) {
                if (line.startsWith(opt + ", ", after) && line.length() > after + opt.length() + 2) {
                    return new String[] {noun, opt, line.substring(after + opt.length() + 2)};
                }
            }
        }
        return null;
    }

    /** Words of a-z joined by single spaces; the last word may have capitals with {@code capitalLast}. */
    private static boolean lowercaseWords(String s, boolean capitalLast) {
        if (s.isEmpty() || s.startsWith(" ") || s.endsWith(" ") || s.contains("  ")) return false;
        int last = s.lastIndexOf(' ') + 1;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean ok = c == ' ' || c >= 'a' && c <= 'z' || capitalLast && i >= last && c >= 'A' && c <= 'Z';
            if (!ok) return false;
        }
        return true;
    }

    private static boolean noSpaces(String s) {
        for (int i = 0; i < s.length(); i++) if (Character.isWhitespace(s.charAt(i))) return false;
        return !s.isEmpty();
    }

    /** Whether the effect names the group of objects ("those", "them", "that many", 603.2c). */
    private static boolean namesGroup(String effect) {
        for (String word : new String[] {"those", "them", "they", "their", "that many", "each of"}) {
            for (int at = effect.indexOf(word); at >= 0; at = effect.indexOf(word, at + 1)) {
                int end = at + word.length();
                if ((at == 0 || !dev.arbiter.cards.grammar.TokenShapes.wordChar(effect.charAt(at - 1))) && (end == effect.length() || !dev.arbiter.cards.grammar.TokenShapes.wordChar(effect.charAt(end)))) {
                    return true;
                }
            }
        }
        return false;
    }


    /** The abilities of {@code text} when it ends with the sentence, else empty. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!text.endsWith(SENTENCE)) return Optional.empty();
        String line = oneOccurrence(text.substring(0, text.length() - SENTENCE.length()));
        Optional<List<Ability>> read = TriggerLowering.line(line, card);
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
