package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;

import java.util.List;

/** Optional effects (608.2d): "[player] may [effect]. If they do, ... Otherwise, ...". */
final class OptionalEffects {
    private OptionalEffects() {
    }

    /**
     * "[player] may [effect]. If they do, ..." (608.2d): the choice is made as the effect resolves;
     * a player who does so performs the effect, then the "if they do" part. Not {@code asked}: the effect is done.
     */
    static void resolve(Ctx ctx, Effect.Optional op, Resolution r, boolean asked) {
        for (int p : EffectSubjects.players(ctx, op.who(), r)) {
            boolean yes = true; // not asked: "[act]. When you do, ..." (603.12), the act is done
            if (asked) {
                Choice c = ctx.ask(new Decision.Option(p, "Do you want to: " + describeEffect(op.effect()) + "?",
                        List.of("yes", "no")));
                yes = ((Choice.ChooseOption) c).index() == 0;
                ctx.log("%s %s", ctx.s.player(p).name(), yes ? "chooses to" : "declines to");
            }
            // Inside the effect, "they" / "that player" is the player who chose (608.2d).
            Resolution mine = op.who() instanceof Who.You ? r : new Resolution(r.source(), r.controller(), r.targets(),
                    r.x(), p, r.thatObject(), r.chosenMana(), r.sourceZoneChanges());
            if (yes) {
                EffectResolver.resolve(ctx, op.effect(), mine);
                if (op.ifTheyDo() != null) EffectResolver.resolve(ctx, op.ifTheyDo(), mine);
            } else if (op.otherwise() != null) {
                EffectResolver.resolve(ctx, op.otherwise(), mine);
            }
        }
    }

    /** 608.2d: the controller chooses one of the options as the effect resolves, and that one happens. */
    static void choose(Ctx ctx, Effect.ChooseOnResolution c, Resolution r) {
        Choice answer = ctx.ask(new Decision.Option(r.controller(), "Choose one", c.labels()));
        int i = ((Choice.ChooseOption) answer).index();
        if (ctx.logging()) ctx.log("%s chooses %s", ctx.s.player(r.controller()).name(), c.labels().get(i));
        EffectResolver.resolve(ctx, c.options().get(i), r);
    }

    private static String describeEffect(Effect e) {
        String name = e.getClass().getSimpleName();
        return name.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
    }
}
