package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.TriggeredAbility;
import java.util.List;

/**
 * Two triggered abilities compiled from one "[event] or [event]" line ("When ~ enters the
 * battlefield or dies, ...": one ability for each event, the same effect) written back as one
 * sentence: "When ~ enters or leaves the battlefield", "Whenever ~ enters the battlefield or attacks"; and a Saga's two
 * chapters of one line, "I, II — [effect]" (714.2c).
 */
final class EitherText {

    private EitherText() {
    }

    /** The one line of {@code a} and {@code b}, or null when they aren't the two halves of one line. */
    static String merged(Ability a, Ability b, CardContext card) {
        if (a instanceof dev.arbiter.engine.ability.Exert && b instanceof TriggeredAbility w
                && w.trigger() instanceof dev.arbiter.engine.ability.Trigger.SelfExerted) { // 701.39d: one line, linked (607.2h)
            return AbilityText.render(a, card) + " " + AbilityText.render(b, card);
        }
        if (!(a instanceof TriggeredAbility x) || !(b instanceof TriggeredAbility y)) return null;
        if (x.trigger() instanceof dev.arbiter.engine.ability.Trigger.Chapter c1
                && y.trigger() instanceof dev.arbiter.engine.ability.Trigger.Chapter c2) { // 714.2c: "{rN1}, {rN2} — [effect]"
            if (!x.text().equals(y.text()) || !x.effect().equals(y.effect())) return null;
            String one = TriggerWords.chapter(c1.chapter());
            String first = AbilityText.render(x, card);
            return first.startsWith(one + " ") ? one + ", " + TriggerWords.chapter(c2.chapter()) + first.substring(one.length()) : null;
        }
        if (!x.text().equals(y.text()) || !x.effect().equals(y.effect()) || !x.targets().equals(y.targets())
                || !x.interveningIf().equals(y.interveningIf())) {
            return null;
        }
        String first = AbilityText.render(x, card);
        String second = AbilityText.render(y, card);
        Scope base = Scope.of(card, List.of(), null);
        String t1 = TriggerText.render(x.trigger(), x.effect(), base.forAbility(x.targets(), x.trigger()));
        String t2 = TriggerText.render(y.trigger(), y.effect(), base.forAbility(y.targets(), y.trigger()));
        if (!first.startsWith(t1) || !second.startsWith(t2)) return null;
        String rest = first.substring(t1.length());
        if (!rest.equals(second.substring(t2.length()))) return null;
        String v1 = t1.replaceFirst("^(When|Whenever) ", "");
        String v2 = t2.replaceFirst("^(When|Whenever) ", "");
        int common = 0;
        while (common < Math.min(v1.length(), v2.length()) && v1.charAt(common) == v2.charAt(common)) common++;
        common = v1.lastIndexOf(' ', common - 1) + 1; // back to a word boundary: the subject both share
        String word0 = t1.startsWith("Whenever") || t2.startsWith("Whenever") ? "Whenever " : "When ";
        if (common <= 0) { // "~ or equipped creature attacks": two subjects, the event both share
            int end = 0;
            while (end < Math.min(v1.length(), v2.length()) && v1.charAt(v1.length() - 1 - end) == v2.charAt(v2.length() - 1 - end)) end++;
            int cut = v1.indexOf(' ', v1.length() - end); // forward to a word boundary
            if (end == 0 || cut <= 0 || v2.length() - (v1.length() - cut) <= 0) return null;
            return word0 + v1.substring(0, cut) + " or " + v2.substring(0, v2.length() - (v1.length() - cut)) + v1.substring(cut)
                    + rest;
        }
        String subject = v1.substring(0, common);
        String e1 = v1.substring(common);
        String e2 = v2.substring(common);
        String suffix = " the battlefield";
        String events = e1.endsWith(suffix) && e2.endsWith(suffix)
                ? e1.substring(0, e1.length() - suffix.length()) + " or " + e2
                : e1 + " or " + e2;
        String word = t1.startsWith("Whenever") || t2.startsWith("Whenever") ? "Whenever " : "When ";
        return word + subject + events + rest;
    }
}
