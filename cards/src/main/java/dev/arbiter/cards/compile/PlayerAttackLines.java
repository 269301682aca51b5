package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;

import java.util.List;
import java.util.Optional;

/**
 * A player's declaration of attackers as the event (508.1, 603.2c):
 * <pre>
 * line     := "Whenever" player "attacks" [defender] ["with one or more creatures"] "," effect   (defender or "with")
 * player   := "an opponent" | "a player"
 * defender := "you or a planeswalker you control" | "you and/or one or more planeswalkers you control" | "you"
 *           | "a planeswalker you control" | "one or more of your opponents"
 * </pre>
 * "That player" / "that attacking player" is the attacking player.
 */
final class PlayerAttackLines {
    private PlayerAttackLines() {
    }

    /** The triggered ability of {@code text}, or empty when its event is not a player attacking. */
    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text);
        if (!c.accept("whenever")) return Optional.empty();
        Relation who;
        if (c.accept("an opponent attacks")) {
            who = Relation.OPPONENT;
        } else if (c.accept("a player attacks")) {
            who = Relation.ANY;
        } else {
            return Optional.empty();
        }
        Trigger.PlayerAttacks.Defenders d = defenders(c);
        boolean with = c.accept("with one or more creatures");
        if (d == null && !with || !c.accept(",")) return Optional.empty();
        if (d == null) d = Trigger.PlayerAttacks.Defenders.ANY;
        String body = text.substring(c.peek() == null ? text.length() : c.peek().start()).strip();
        if (Cursor.of(body).at("if")) throw new NotSupported("intervening 'if' clause");
        // "that attacking player" is the player the trigger names (508.1: the active player declared the attack)
        body = body.replace("that attacking player", "that player");
        ParseContext ctx = new ParseContext(true, false, true).triggerReferents(false, null, null, false);
        Effect effect = EffectParser.parse(body, ctx);
        if (effect == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        if (ManaPhrases.addsMana(effect)) throw new NotSupported("triggered mana ability");
        return Optional.of(List.of(new TriggeredAbility(new Trigger.PlayerAttacks(who, d), new dev.arbiter.engine.ability.Condition.Always(),
                ctx.targets(), effect, text)));
    }

    /** Whom the player attacks (506.2, 506.3, 508.1b), consumed; null when the text names no one. */
    private static Trigger.PlayerAttacks.Defenders defenders(Cursor c) {
        if (c.accept("you or a planeswalker you control")) return Trigger.PlayerAttacks.Defenders.YOU_OR_YOUR_PLANESWALKER;
        if (c.accept("you and/or one or more planeswalkers you control")) return Trigger.PlayerAttacks.Defenders.YOU_OR_YOUR_PLANESWALKER;
        if (c.accept("a planeswalker you control")) return Trigger.PlayerAttacks.Defenders.YOUR_PLANESWALKER;
        if (c.accept("one or more of your opponents")) return Trigger.PlayerAttacks.Defenders.AN_OPPONENT;
        if (c.accept("you")) return Trigger.PlayerAttacks.Defenders.YOU;
        return null;
    }
}
