package dev.arbiter.engine.turn;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * 103.6: once every player has kept an opening hand, the starting player, then each other player in turn order, may take
 * the actions their cards allow from the opening hand; 103.6a: a card that lets its owner begin the game with it on the
 * battlefield is put onto the battlefield.
 */
final class OpeningHand {
    private OpeningHand() {
    }

    static void actions(Ctx ctx, int starting) {
        int n = ctx.s.playerCount();
        for (int k = 0; k < n; k++) {
            int p = (starting + k) % n;
            List<Integer> offered = new ArrayList<>();
            for (int id : ctx.s.player(p).hand()) if (beginsOnBattlefield(ctx.s.object(id))) offered.add(id);
            if (offered.isEmpty()) continue;
            Choice c = ctx.ask(new Decision.Objects(p, "Begin the game with any of these cards on the battlefield (103.6a)",
                    offered, 0, offered.size()));
            for (int id : ((Choice.ChooseObjects) c).ids()) {
                ZoneMoves.move(ctx, id, Zone.BATTLEFIELD);
                ctx.log("%s begins the game with %s on the battlefield (103.6a)", ctx.s.player(p).name(),
                        ctx.s.object(id).name());
            }
        }
        for (int k = 0; k < n; k++) revealed(ctx, (starting + k) % n);
    }

    /**
     * 103.6b: the cards player {@code p} reveals from their opening hand, each making its delayed triggered ability for
     * the first upkeep (603.7); a card is revealed this way only once.
     */
    private static void revealed(Ctx ctx, int p) {
        List<Integer> offered = new ArrayList<>();
        for (int id : ctx.s.player(p).hand()) if (reveal(ctx.s.object(id)) != null) offered.add(id);
        if (offered.isEmpty()) return;
        Choice c = ctx.ask(new Decision.Objects(p, "Reveal any of these cards from your opening hand (103.6b)",
                offered, 0, offered.size()));
        for (int id : ((Choice.ChooseObjects) c).ids()) {
            StaticEffect.RevealFromOpeningHand r = reveal(ctx.s.object(id));
            ctx.s = dev.arbiter.engine.state.ContinuousEffect.add(ctx.s, id, p,
                    new dev.arbiter.engine.state.Modification.DelayedTrigger(dev.arbiter.engine.timing.Step.UPKEEP,
                            r.effect(), r.text()), io.vavr.collection.Vector.empty(), dev.arbiter.engine.state.Duration.INDEFINITE);
            ctx.log("%s reveals %s from their opening hand (103.6b)", ctx.s.player(p).name(), ctx.s.object(id).name());
        }
    }

    private static StaticEffect.RevealFromOpeningHand reveal(GameObject o) {
        for (Ability a : o.card().abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.RevealFromOpeningHand r) return r;
        }
        return null;
    }

    private static boolean beginsOnBattlefield(GameObject o) {
        for (Ability a : o.card().abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.BeginOnBattlefield) return true;
        }
        return false;
    }
}
