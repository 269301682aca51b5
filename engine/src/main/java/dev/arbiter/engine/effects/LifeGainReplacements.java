package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;

import java.util.ArrayList;
import java.util.List;

/**
 * "If you would gain life, you gain twice that much life / that much life plus 1 instead." (614.1a):
 * each applies once to the event; with several, the player gaining the life chooses the order (616.1).
 */
final class LifeGainReplacements {
    private LifeGainReplacements() {
    }

    static int apply(Ctx ctx, int player, int amount) {
        List<ActiveStatic> left = new ArrayList<>(0);
        for (ActiveStatic a : Layers.staticAbilities(ctx.s)) {
            if (a.effect() instanceof StaticEffect.ModifyLifeGain && ctx.s.object(a.source()).controller() == player) left.add(a);
        }
        while (!left.isEmpty()) {
            ActiveStatic chosen = left.get(0);
            boolean allSame = left.stream().allMatch(a -> a.effect().equals(left.get(0).effect()));
            if (!allSame) {
                List<String> labels = new ArrayList<>();
                for (ActiveStatic a : left) labels.add(label(ctx, a));
                Choice c = ctx.ask(new Decision.Option(player, "Choose the life gain replacement to apply first (616.1)", labels));
                chosen = left.get(((Choice.ChooseOption) c).index());
            }
            left.remove(chosen);
            StaticEffect.ModifyLifeGain m = (StaticEffect.ModifyLifeGain) chosen.effect();
            int was = amount;
            amount = Math.max(0, amount * m.factor() + m.plus());
            ctx.log("%s: %d life to gain becomes %d", ctx.s.object(chosen.source()).name(), was, amount);
        }
        return amount;
    }

    private static String label(Ctx ctx, ActiveStatic a) {
        StaticEffect.ModifyLifeGain m = (StaticEffect.ModifyLifeGain) a.effect();
        return ctx.s.object(a.source()).name() + (m.factor() == 2 ? ": twice that much" : ": plus " + m.plus());
    }
}
