package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

import java.util.Locale;

/**
 * A one-sentence effect with a trailing condition on whether one object attacked this turn (508.1, 608.2c): "destroy that
 * creature if it didn't attack this turn" ("it" is the object the effect acts on), "~ deals 2 damage to that player unless
 * that creature attacked this turn" (the object "that creature" names, read as it would be read as an effect's object).
 * The effect happens only if, as it resolves, that one object was (or wasn't) declared as an attacker this turn, as the
 * object it now is (400.7): {@link Effect.IfAttackedThisTurn}.
 */
final class AttackedThisTurnClauses {

    /** The endings, and whether each asks that the object attacked. */
    private static final String[] ENDINGS = {" if it didn't attack this turn.", " if it attacked this turn.",
            " unless that creature attacked this turn.", " if that creature didn't attack this turn.",
            " if that creature attacked this turn."};
    private static final boolean[] ATTACKED = {false, true, false, false, true};

    private AttackedThisTurnClauses() {
    }

    /** The effect of {@code text} when it is one such sentence, or null. */
    static Effect parse(String text, ParseContext ctx) {
        if (text.indexOf(". ") >= 0) return null; // one sentence only
        String lower = text.toLowerCase(Locale.ROOT);
        for (int i = 0; i < ENDINGS.length; i++) {
            if (!lower.endsWith(ENDINGS[i])) continue;
            String head = text.substring(0, text.length() - ENDINGS[i].length()).strip();
            String headLower = head.toLowerCase(Locale.ROOT);
            // a delayed sentence ("Destroy it at the beginning of the next end step if ...") is DelayedClauses'
            if (head.isEmpty() || headLower.startsWith("if ") || headLower.contains(" at the beginning of ")
                    || headLower.contains(" at end of combat")) return null;
            Effect inner = EffectParser.parse(Character.toUpperCase(head.charAt(0)) + head.substring(1) + ".", ctx);
            if (inner == null) return null;
            Subject object;
            if (ENDINGS[i].contains(" it ")) {
                object = DelayedClauses.subjectOf(inner); // "it": the object the effect acts on
            } else {
                Effect named = EffectParser.parse("Destroy that creature.", ctx); // "that creature", read as an object
                object = named instanceof Effect.Destroy d ? d.subject() : null;
            }
            // the sentence was read (its targets noted): it is this one or none
            if (!oneObject(object)) throw new NotSupported("\"" + ENDINGS[i].strip() + "\" of no one object");
            return new Effect.IfAttackedThisTurn(object, ATTACKED[i], inner);
        }
        return null;
    }

    /** Whether {@code s} names one particular object. */
    private static boolean oneObject(Subject s) {
        return s instanceof Subject.Self || s instanceof Subject.ThatObject || s instanceof Subject.Host
                || s instanceof Subject.TargetObject;
    }
}
