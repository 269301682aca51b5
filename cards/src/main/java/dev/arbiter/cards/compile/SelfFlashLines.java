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
 * line := [("if" | "as long as") condition ","] "you may cast ~ as though it had flash" "."
 * </pre>
 * The condition is one judged for the caster from the game (what they control, their graveyard, their turn, their
 * life); one about the card itself is refused, since the card is not yet a permanent.
 */
final class SelfFlashLines {

    private static final String PERMISSION = "you may cast ~ as though it had flash.";

    private SelfFlashLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
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
        return Optional.of(List.of(new StaticAbility(new StaticEffect.CastSelfAsThoughFlash(condition), t)));
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
