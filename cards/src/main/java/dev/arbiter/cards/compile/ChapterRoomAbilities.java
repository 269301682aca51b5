package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;

/**
 * The triggered abilities whose event is printed as a chapter symbol (714.2b) or a dungeon room's name (309.4c):
 * no intervening "if" (the effect's own "if" is checked as it resolves) and nothing of the event to refer to.
 */
final class ChapterRoomAbilities {

    private ChapterRoomAbilities() {
    }

    /** A Saga's chapter ability {@code chapter} with {@code effectText} (714.2b). */
    static TriggeredAbility chapter(int chapter, String effectText, String text, CardText card) {
        return ability(new Trigger.Chapter(chapter), effectText, text, card);
    }

    /** A dungeon's room ability (309.4c): "When you move your venture marker into this room, [effect]". */
    static TriggeredAbility room(Trigger.Room room, String effectText, String text, CardText card) {
        return ability(room, effectText, text, card);
    }

    private static TriggeredAbility ability(Trigger trigger, String effectText, String text, CardText card) {
        ParseContext ctx = new ParseContext(true, false, false).triggerReferents(false, null, null, false);
        if (card != null) ctx = ctx.card(card); // "a card named ~" (201.2) and tokens' granted abilities read the card
        if (GraveyardTriggerLowering.allowed(trigger)) ctx.selfFromGraveyard(true);
        Effect effect = EffectParser.parse(effectText, ctx);
        if (effect == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        if (ManaPhrases.addsMana(effect) && !ManaPhrases.stackTrigger(trigger)) throw new NotSupported("triggered mana ability"); // 605.1b
        trigger = GraveyardTriggerLowering.of(trigger, effect); // 113.6m
        effect = SelfMoveLowering.of(trigger, effect); // 400.7d
        return new TriggeredAbility(trigger, new Condition.Always(), ctx.targets(), effect, text);
    }
}
