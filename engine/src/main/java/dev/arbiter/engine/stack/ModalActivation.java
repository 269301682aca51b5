package dev.arbiter.engine.stack;

import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;

import java.util.ArrayList;
import java.util.List;

/**
 * Modal activated abilities (700.2a, 602.2b): the mode is announced first, among the modes whose targets can be
 * chosen; the ability then goes on the stack as that mode alone (700.2c: only its targets are chosen).
 */
final class ModalActivation {
    private ModalActivation() {
    }

    /** {@code a} as its chosen mode; {@code a} itself when it isn't modal. */
    static ActivatedAbility choose(Ctx ctx, int player, int source, ActivatedAbility a, String what) {
        if (!(a.effect() instanceof Effect.ChooseOneMode m)) return a;
        List<Effect.ChooseOneMode.Mode> legal = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (Effect.ChooseOneMode.Mode mode : m.modes()) {
            if (dev.arbiter.engine.targets.TargetsChoosable.exist(ctx.s, mode.targets(), source, player, -1)) { // 700.2a
                legal.add(mode);
                labels.add(mode.text().replace("~", what));
            }
        }
        if (legal.isEmpty()) throw new IllegalAction("700.2a", what + "'s ability has no mode whose targets can be chosen");
        Effect.ChooseOneMode.Mode chosen = legal.get(0);
        if (legal.size() > 1) {
            Choice c = ctx.ask(new Decision.Option(player, "Choose a mode for " + what + "'s ability", labels));
            chosen = legal.get(((Choice.ChooseOption) c).index());
        }
        return new ActivatedAbility(a.cost(), chosen.targets(), chosen.effect(), false, a.timing(), a.text(), a.perTurn(),
                a.onlyIf());
    }
}
