package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Trigger;

import java.util.List;
import java.util.Optional;

/**
 * 113.6m: an instant's or sorcery's triggered ability functions only where its card is; the one that moves the card
 * out of the graveyard ("Whenever a Dragon enters the battlefield under your control, you may pay {R}. If you do,
 * return ~ from your graveyard to your hand.") functions there. Read as a permanent's trigger line is, kept only when
 * every ability read triggers in the graveyard ({@link GraveyardTriggerLowering}); any other trigger line of an instant
 * or sorcery stays spell text (and fails there).
 */
final class GraveyardSpellTriggerLines {

    private GraveyardSpellTriggerLines() {
    }

    /** The line's abilities when they all function in the graveyard; else empty. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        Optional<List<Ability>> read;
        try {
            read = TriggerLowering.line(text, card);
        } catch (NotSupported e) {
            return Optional.empty();
        }
        if (read.isEmpty() || read.get().isEmpty() || !read.get().stream().allMatch(GraveyardSpellTriggerLines::inGraveyard)) {
            return Optional.empty();
        }
        return read;
    }

    /** 113.6m: a triggered ability whose trigger is looked for among graveyard cards. */
    private static boolean inGraveyard(Ability a) {
        if (!(a instanceof TriggeredAbility t)) return false;
        Trigger g = t.trigger();
        return g instanceof Trigger.PermanentEntersInGraveyard || g instanceof Trigger.BeginningOfStepInGraveyard
                || g instanceof Trigger.SourceDealsDamageInGraveyard || g instanceof Trigger.YouGainLifeInGraveyard
                || g instanceof Trigger.CompletesDungeon d && d.inGraveyard()
                || g instanceof Trigger.CombatDamageToYou cd && cd.inGraveyard()
                || g instanceof dev.arbiter.engine.ability.CreatureToYourGraveyardInGraveyard // 702.59a
                || g instanceof dev.arbiter.engine.ability.SpellCastInGraveyard; // 601.2i
    }
}
