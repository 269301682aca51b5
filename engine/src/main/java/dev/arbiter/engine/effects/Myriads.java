package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Myriad (702.116a): as its attack trigger resolves, for each opponent other than the defending player, its controller may
 * create a token copy of the creature, tapped and attacking that player or a planeswalker they control (never "declared"
 * as an attacker, 508.4); the tokens are exiled at end of combat (603.7a, bound to exactly them, 603.7c). In a two-player
 * game there is no such opponent.
 */
final class Myriads {
    private Myriads() {
    }

    static void resolve(Ctx ctx, Resolution r) {
        int me = r.controller();
        int defending = r.thatPlayer();
        GameObject source = ctx.s.object(r.source());
        if (defending < 0 || source.zone() != dev.arbiter.engine.state.Zone.BATTLEFIELD) return;
        Vector<Target.Object> made = Vector.empty();
        for (int p = 0; p < ctx.s.playerCount(); p++) {
            if (p == defending || !ctx.s.player(p).inGame() || !ctx.s.areOpponents(p, me)) continue;
            Choice c = ctx.ask(new Decision.Option(me, "Myriad: create a token copy of " + source.name() + " attacking "
                    + ctx.s.player(p).name() + "?", List.of("yes", "no")));
            if (((Choice.ChooseOption) c).index() != 0) continue;
            for (GameObject token : TokenCopies.copy(ctx, ctx.s.object(r.source()), me)) { // 614.1a: each of them
                Tapping.tap(ctx, token.id());
                attack(ctx, ctx.s.object(token.id()), p);
                made = made.append(ctx.s.object(token.id()).ref());
            }
        }
        if (made.isEmpty()) return;
        long ts = ctx.s.nextTimestamp(); // 603.7a: "Exile the tokens at end of combat"
        ContinuousEffect e = new ContinuousEffect(ts, r.source(), me, new Modification.DelayedTrigger(Step.END_OF_COMBAT,
                new Effect.Exile(new Subject.TargetObject(0)), "Exile the tokens at end of combat."), made, Duration.INDEFINITE);
        ctx.s = ctx.s.withNextTimestamp(ts + 1).withEffects(ctx.s.effects().append(e));
    }

    /** 508.4: attacking player {@code p} or a planeswalker they control, as the token's controller chooses. */
    private static void attack(Ctx ctx, GameObject token, int p) {
        List<Target> options = new ArrayList<>(List.of(Target.player(p)));
        List<String> labels = new ArrayList<>(List.of(ctx.s.player(p).name()));
        for (int id : ctx.s.battlefield()) {
            GameObject o = ctx.s.object(id);
            if (o.controller() == p && Layers.of(ctx.s, id).is(CardType.PLANESWALKER)) {
                options.add(o.ref());
                labels.add(o.name());
            }
        }
        int pick = 0;
        if (options.size() > 1) {
            Choice c = ctx.ask(new Decision.Option(token.controller(), "Choose what " + token.name() + " attacks (508.4)", labels));
            pick = ((Choice.ChooseOption) c).index();
        }
        if (!Layers.of(ctx.s, token.id()).is(CardType.CREATURE)) return;
        Attacker a = new Attacker(token.id(), options.get(pick), false, Vector.empty());
        ctx.s = ctx.s.withCombat(ctx.s.combat().withAttackers(ctx.s.combat().attackers().append(a)));
    }
}
