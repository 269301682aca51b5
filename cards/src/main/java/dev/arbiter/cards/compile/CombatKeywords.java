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
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Combat keywords that are triggered abilities: bushido N (702.45a), rampage N (702.23a),
 * exalted (702.83a) and decayed (702.147a, with its static "can't block"). Each instance triggers separately (702.23c, 702.45b, 702.83b).
 */
final class CombatKeywords {

    private static final Pattern NUMBERED = Pattern.compile("(bushido|rampage) (\\d+)", Pattern.CASE_INSENSITIVE);

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
        if (i.equalsIgnoreCase("decayed")) {
            // 702.147a: "This creature can't block" and "When this creature attacks, sacrifice it at end of combat."
            Effect sacrifice = new Effect.Delayed(dev.arbiter.engine.timing.Step.END_OF_COMBAT,
                    new Effect.SacrificePermanent(new Subject.TargetObject(0)), List.of(new Subject.Self()),
                    "Sacrifice it at end of combat.");
            return List.of(new dev.arbiter.engine.ability.StaticAbility(new dev.arbiter.engine.ability.StaticEffect.CantBlock(),
                    "Decayed"), new TriggeredAbility(new Trigger.Attacks(), new Condition.Always(), List.of(), sacrifice, "Decayed"));
        }
        Matcher m = NUMBERED.matcher(i);
        if (!m.matches()) return null;
        int n = Integer.parseInt(m.group(2));
        String text = Character.toUpperCase(i.charAt(0)) + i.substring(1).toLowerCase(Locale.ROOT);
        if (m.group(1).equalsIgnoreCase("bushido")) {
            // 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
            return List.of(new TriggeredAbility(new Trigger.InCombat(false, false, true, true, false, null),
                    new Condition.Always(), List.of(), new Effect.PumpUntilEndOfTurn(new Subject.Self(), n, n), text));
        }
        // 702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature
        // blocking it beyond the first."
        return List.of(new TriggeredAbility(new Trigger.InCombat(false, false, false, true, false, null),
                new Condition.Always(), List.of(),
                new Effect.PumpForEach(new Subject.Self(), n, n, new Amount.CreaturesBlockingSource(1)), text));
    }
}
