package dev.arbiter.engine.turn;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PendingTrigger;

import java.util.ArrayList;
import java.util.List;

/**
 * Modal triggered abilities (700.2b, 603.3c): as the ability is put on the stack its controller
 * chooses a mode; a mode whose targets can't all be chosen can't be chosen, and with no mode left
 * the ability is removed. The ability then goes on the stack as that mode alone (700.2c: only the
 * chosen mode's targets are chosen).
 */
final class ModalTriggers {
    private ModalTriggers() {
    }

    /** The trigger as its chosen mode, or null when no mode can be chosen (the ability is removed). */
    static PendingTrigger choose(Ctx ctx, PendingTrigger t, Effect.ChooseOneMode m) {
        List<Effect.ChooseOneMode.Mode> legal = new ArrayList<>();
        for (Effect.ChooseOneMode.Mode mode : m.modes()) {
            if (targetable(ctx, t, mode)) legal.add(mode);
        }
        String name = ctx.s.object(t.source()).name();
        if (legal.isEmpty()) {
            ctx.log("%s's triggered ability has no mode that can be chosen and is removed (700.2b)", name);
            return null;
        }
        Effect.ChooseOneMode.Mode chosen = legal.get(0);
        if (legal.size() > 1) {
            List<String> labels = new ArrayList<>();
            for (Effect.ChooseOneMode.Mode mode : legal) labels.add(mode.text());
            Choice c = ctx.ask(new Decision.Option(t.controller(), "Choose a mode for " + name + "'s triggered ability", labels));
            chosen = legal.get(((Choice.ChooseOption) c).index());
        }
        ctx.log("%s's triggered ability: mode \"%s\"", name, chosen.text());
        TriggeredAbility a = t.ability();
        TriggeredAbility as = new TriggeredAbility(a.trigger(), a.interveningIf(), chosen.targets(), chosen.effect(), a.text());
        return new PendingTrigger(t.source(), t.controller(), as, t.thatPlayer(), t.thatObject(), t.sourceZoneChanges(),
                t.amount(), t.boundTargets());
    }

    private static boolean targetable(Ctx ctx, PendingTrigger t, Effect.ChooseOneMode.Mode mode) {
        return dev.arbiter.engine.targets.TargetsChoosable.exist(ctx.s, mode.targets(), t.source(), t.controller(),
                t.thatPlayer()); // 700.2b, 115.3
    }
}
