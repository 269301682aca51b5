package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Trigger;
import java.util.ArrayList;
import java.util.List;

/** Combat trigger events in words (508.3a, 509.3a-d): "Whenever ~ blocks or becomes blocked by a non-Wall creature". */
final class CombatTriggerText {

    private CombatTriggerText() {
    }

    static String inCombat(Trigger.InCombat t, Scope s) {
        List<String> roles = new ArrayList<>();
        if (t.attacks()) roles.add("attacks");
        if (t.blocks()) roles.add("blocks");
        if (t.blocked()) roles.add("becomes blocked");
        String who = t.host() ? s.card().host() : s.selfName();
        String text = "Whenever " + who + " " + String.join(" or ", roles);
        if (t.eachCreature()) {
            String other = t.other() == null ? "creature" : ObjectText.singular(t.other());
            text += (t.blocked() ? " by " : " ") + Words.article(other) + " " + other;
        } else if (t.other() != null) {
            text += " by one or more " + ObjectText.plural(t.other()); // 509.3a, 509.3c
        }
        return text;
    }

    /**
     * The keyword a triggered ability is, read from its structure: bushido N (702.45a), rampage N
     * (702.23a), exalted (702.83a); null for any other ability.
     */
    static String keyword(dev.arbiter.engine.ability.TriggeredAbility a) {
        if (!a.targets().isEmpty() || !(a.interveningIf() instanceof dev.arbiter.engine.ability.Condition.Always)) return null;
        var self = new dev.arbiter.engine.ability.Subject.Self();
        if (a.trigger() instanceof Trigger.InCombat t && !t.host() && !t.attacks() && !t.eachCreature() && t.other() == null) {
            if (t.blocks() && t.blocked() && a.effect() instanceof dev.arbiter.engine.ability.Effect.PumpUntilEndOfTurn p
                    && p.subject().equals(self) && p.power() == p.toughness() && p.power() > 0) {
                return "Bushido " + p.power();
            }
            if (!t.blocks() && t.blocked() && a.effect() instanceof dev.arbiter.engine.ability.Effect.PumpForEach p
                    && p.subject().equals(self) && p.power() == p.toughness() && p.power() > 0
                    && p.count().equals(new dev.arbiter.engine.ability.Amount.CreaturesBlockingSource(1))) {
                return "Rampage " + p.power();
            }
        }
        if (a.trigger() instanceof Trigger.CreatureAttacksAlone t
                && t.filter().equals(dev.arbiter.engine.ability.ObjectFilter.creatures().controlledBy(
                        dev.arbiter.engine.ability.Relation.YOU))
                && a.effect().equals(new dev.arbiter.engine.ability.Effect.PumpUntilEndOfTurn(
                        new dev.arbiter.engine.ability.Subject.ThatObject(), 1, 1))) {
            return "Exalted";
        }
        return null;
    }
}
