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
    }

    private static boolean beginsOnBattlefield(GameObject o) {
        for (Ability a : o.card().abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.BeginOnBattlefield) return true;
        }
        return false;
    }
}
