package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

/**
 * Encore (702.141a): "For each opponent, create a token copy of this card that attacks that opponent this turn if able.
 * They gain haste. Sacrifice them at the beginning of the next end step." The card was exiled to pay the cost: each
 * token copies it (707.2, {@link TokenCopies}); each has a requirement to attack its opponent this turn (508.1d, a
 * {@link Modification.CombatRule} locked onto it, 611.2c) and haste; one delayed trigger sacrifices them all (603.7a,
 * bound to exactly them, 603.7c).
 */
final class Encores {
    private Encores() {
    }

    static boolean resolve(Ctx ctx, Resolution r) {
        int me = r.controller();
        Vector<Target.Object> made = Vector.empty();
        int n = ctx.s.playerCount();
        int active = ctx.s.turn().active();
        for (int k = 0; k < n; k++) {
            int p = (active + k) % n; // 101.4: APNAP order
            if (!ctx.s.player(p).inGame() || !ctx.s.areOpponents(p, me)) continue;
            java.util.List<GameObject> tokens = TokenCopies.copyOf(ctx, new Subject.Self(), r, me);
            if (tokens.isEmpty()) return true; // nothing to copy
            for (GameObject token : tokens) { // 614.1a: a doubled creation makes more, each attacking that opponent
                GameObject now = ctx.s.object(token.id());
                if (now.zone() != Zone.BATTLEFIELD) continue;
                GrantedModifications.addEffect(ctx, r, now, new Modification.CombatRule(new StaticEffect.AttacksPlayerIfAble(p)),
                        Duration.UNTIL_END_OF_TURN); // 508.1d, 611.2c
                GrantedModifications.addEffect(ctx, r, ctx.s.object(token.id()),
                        new Modification.AddAbility(new KeywordAbility(Keyword.HASTE)), Duration.INDEFINITE); // 702.10
                made = made.append(ctx.s.object(token.id()).ref());
            }
        }
        if (made.isEmpty()) return true;
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), me, new Modification.DelayedTrigger(Step.END,
                new Effect.SacrificePermanent(new Subject.TargetObject(0)), "Sacrifice them at the beginning of the next end step."),
                made, Duration.INDEFINITE); // 603.7a
        return true;
    }
}
