package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * A card's own permission to be cast at instant speed (702.8a; 113.6: it works from the zone the card is cast from):
 * <pre>
 * line := [("if" | "as long as") condition ","] "you may cast ~ as though it had flash" [terms] "."
 *       | "this spell has flash as long as" condition "."
 * terms := "if you pay {N} more to cast it" | "if X is N or less"
 * </pre>
 * The condition is one judged for the caster from the game (what they control, their graveyard, their turn, their
 * life); one about the card itself is refused, since the card is not yet a permanent.
 */
final class SelfFlashLines {

    private static final String PERMISSION = "you may cast ~ as though it had flash.";

    private SelfFlashLines() {
    }

    /** The permission's terms: "... as though it had flash if you pay {N} more to cast it." (601.2f) / "... if X is N or less." (601.2b) */
    private static final String TERMS = "you may cast ~ as though it had flash if ";

    /** 307.1, 603.7: the sentence after the permission on a permanent card: a delayed sacrifice when cast outside sorcery timing. */
    private static final String CLEANUP = " if you cast it any time a sorcery couldn't have been cast, the controller of the"
            + " permanent it becomes sacrifices it at the beginning of the next cleanup step.";

    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        Optional<List<Ability>> has = hasFlash(t);
        if (has != null) return has;
        int surcharge = 0;
        int maxX = -1;
        boolean cleanup = t.toLowerCase(java.util.Locale.ROOT).endsWith(CLEANUP);
        if (cleanup) {
            t = t.substring(0, t.length() - CLEANUP.length()).strip();
            if (!t.toLowerCase(java.util.Locale.ROOT).equals(PERMISSION)) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CastSelfAsThoughFlash(new Condition.Always(), 0, -1, true),
                    text.strip())));
        }
        int at = t.toLowerCase(java.util.Locale.ROOT).indexOf(TERMS);
        if (at >= 0) { // the permission's terms, applied only when it is used (OwnFlash)
            String rest = t.substring(at + TERMS.length()).toLowerCase(java.util.Locale.ROOT);
            Integer n;
            if (rest.startsWith("you pay {") && rest.endsWith("} more to cast it.")
                    && (n = number(rest.substring(9, rest.length() - 18))) != null && n > 0) {
                surcharge = n;
            } else if (rest.startsWith("x is ") && rest.endsWith(" or less.")
                    && (n = number(rest.substring(5, rest.length() - 9))) != null) {
                maxX = n;
            } else {
                return Optional.empty();
            }
            t = t.substring(0, at + TERMS.length() - 4) + ".";
        }
        String lower = t.toLowerCase(java.util.Locale.ROOT);
        if (!lower.endsWith(PERMISSION)) return Optional.empty();
        String head = t.substring(0, t.length() - PERMISSION.length()).strip();
        Condition condition = new Condition.Always();
        if (!head.isEmpty()) {
            Cursor c = Cursor.of(head);
            if (c.acceptAny("if", "as long as") == null || !head.endsWith(",")) return Optional.empty();
            String words = head.substring(head.indexOf(' ') + 1, head.length() - 1);
            if (words.toLowerCase(java.util.Locale.ROOT).startsWith("long as ")) words = words.substring(8);
            condition = StaticConditions.condition(words);
            if (condition == null || !judgedForCaster(condition)) {
                throw new NotSupported("flash permission condition \"" + words + "\"");
            }
        }
        if (surcharge > 0 || maxX >= 0) {
            if (!head.isEmpty()) throw new NotSupported("flash permission with a condition and terms");
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CastSelfAsThoughFlash(condition, surcharge, maxX),
                    text.strip())));
        }
        return Optional.of(List.of(new StaticAbility(new StaticEffect.CastSelfAsThoughFlash(condition), t)));
    }

    /**
     * "This spell has flash as long as [condition]." (702.8a, 611.3b): flash while the card is in the zone it is cast from,
     * the condition judged for the caster as it is cast; null when the line is not this.
     */
    private static Optional<List<Ability>> hasFlash(String t) {
        Cursor c = Cursor.of(t);
        if (!c.accept("this spell has flash as long as") || c.atEnd() || !t.endsWith(".")) return null;
        String words = t.substring(c.peek().start(), t.length() - 1).strip();
        Condition condition = StaticConditions.condition(words);
        if (condition == null || !judgedForCaster(condition)) throw new NotSupported("flash condition \"" + words + "\"");
        return Optional.of(List.of(new StaticAbility(new StaticEffect.CastSelfAsThoughFlash(condition), t)));
    }

    private static Integer number(String digits) {
        if (digits.isEmpty() || digits.length() > 2 || !digits.chars().allMatch(Character::isDigit)) return null;
        return Integer.parseInt(digits);
    }

    /** Conditions about the caster and the game, not about the card (which is in a hand or a graveyard). */
    private static boolean judgedForCaster(Condition c) {
        Condition inner = c instanceof Condition.Not n ? n.of() : c;
        return inner instanceof Condition.YouControlCount || inner instanceof Condition.OpponentControls
                || inner instanceof Condition.PermanentCount || inner instanceof Condition.GraveyardCardCount
                || inner instanceof Condition.CardsInYourGraveyard || inner instanceof Condition.YourTurn
                || inner instanceof Condition.CardTypesInYourGraveyard || inner instanceof Condition.LifeTotal
                || inner instanceof Condition.HandSize;
    }
}
