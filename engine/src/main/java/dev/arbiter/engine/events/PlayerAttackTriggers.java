package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

import java.util.List;

/**
 * "Whenever an opponent attacks [you | a planeswalker you control] with one or more creatures" (508.1, 603.2c): a player's
 * declaration of attackers, judged once for the whole declaration; the attacking player is the active player (508.1).
 */
final class PlayerAttackTriggers {
    private PlayerAttackTriggers() {
    }

    /** 508.3a: attackers were declared. */
    static void declared(Ctx ctx, List<Integer> attackers) {
        if (attackers.isEmpty() || !PartKinds.mayHave(ctx.s, Trigger.PlayerAttacks.class)) return;
        int active = ctx.s.turn().active(); // 508.1: the active player declares attackers
        EventTriggers.each(ctx, Trigger.PlayerAttacks.class, (o, pa) -> ctx.s.relates(pa.attacker(), o, active)
                && attacksAny(ctx.s, o.controller(), pa.defenders(), attackers), active, -1, 0); // 603.2c: once, however many attack
    }

    /** Whether one of the attackers attacks a defender {@code d} names, from {@code you}'s view (506.2, 506.3). */
    private static boolean attacksAny(GameState s, int you, Trigger.PlayerAttacks.Defenders d, List<Integer> attackers) {
        for (int id : attackers) {
            Attacker a = s.combat().attacker(id);
            if (a == null) continue;
            boolean player = a.defender() instanceof Target.Player;
            int whom = a.defender() instanceof Target.Player p ? p.player() : s.object(((Target.Object) a.defender()).id()).controller();
            boolean holds = switch (d) {
                case ANY -> true;
                case YOU -> player && whom == you;
                case YOUR_PLANESWALKER -> !player && whom == you;
                case YOU_OR_YOUR_PLANESWALKER -> whom == you;
                case AN_OPPONENT -> player && s.areOpponents(whom, you);
            };
            if (holds) return true;
        }
        return false;
    }
}
