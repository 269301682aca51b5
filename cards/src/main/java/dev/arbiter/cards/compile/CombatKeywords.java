package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import java.util.List;

/**
 * Combat keywords that are triggered abilities: exalted (702.83a), decayed (702.147a, with its static "can't
 * block"), dethrone (702.105a) and melee (702.121a). Each instance triggers separately (702.83b, 702.105b, 702.121b). Bushido and rampage, with their number, are read by
 * {@link KeywordItemLowering}.
 */
final class CombatKeywords {

    private CombatKeywords() {
    }

    /** The ability of keyword {@code item}, or null when it is none of these. */
    static List<Ability> of(String item) {
        String i = item.strip();
        if (i.equalsIgnoreCase("exalted")) {
            // 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."
            ObjectFilter yours = ObjectFilter.creatures().controlledBy(Relation.YOU);
            return List.of(new TriggeredAbility(new Trigger.CreatureAttacksAlone(yours), new Condition.Always(), List.of(),
                    new Effect.PumpUntilEndOfTurn(new Subject.ThatObject(), 1, 1), "Exalted"));
        }
        if (i.equalsIgnoreCase("dethrone")) {
            // 702.105a: "Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1
            // counter on this creature." Each instance triggers separately (702.105b).
            return List.of(new TriggeredAbility(new Trigger.AttacksPlayerWithMostLife(), new Condition.Always(), List.of(),
                    new Effect.PutCounters(new Subject.Self(), "+1/+1", Amount.of(1)), "Dethrone"));
        }
        if (i.equalsIgnoreCase("melee")) {
            // 702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with
            // a creature this combat." Each instance triggers separately (702.121b).
            return List.of(new TriggeredAbility(new Trigger.Attacks(), new Condition.Always(), List.of(),
                    new Effect.PumpForEach(new Subject.Self(), 1, 1, new Amount.OpponentsAttackedThisCombat()), "Melee"));
        }
        if (i.equalsIgnoreCase("decayed")) {
            // 702.147a: "This creature can't block" and "When this creature attacks, sacrifice it at end of combat."
            Effect sacrifice = new Effect.Delayed(dev.arbiter.engine.timing.Step.END_OF_COMBAT,
                    new Effect.SacrificePermanent(new Subject.TargetObject(0)), List.of(new Subject.Self()),
                    "Sacrifice it at end of combat.");
            return List.of(new dev.arbiter.engine.ability.StaticAbility(new dev.arbiter.engine.ability.StaticEffect.CantBlock(),
                    "Decayed"), new TriggeredAbility(new Trigger.Attacks(), new Condition.Always(), List.of(), sacrifice, "Decayed"));
        }
        return null;
    }
}
