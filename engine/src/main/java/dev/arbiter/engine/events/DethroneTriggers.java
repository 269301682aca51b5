package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

import java.util.List;

/**
 * Dethrone (702.105a): "Whenever this creature attacks the player with the most life or tied for most life, ...". The
 * event is judged as attackers are declared (508.1, 603.2): the creature attacks a player (not a planeswalker or battle
 * that player controls or protects, 506.2) and no player in the game has more life. Not an intervening "if": the life
 * totals are not checked again as it resolves. "That player" is the player attacked.
 */
final class DethroneTriggers {
    private DethroneTriggers() {
    }

    static void attackersDeclared(Ctx ctx, List<Integer> attackers) {
        if (!PartKinds.mayHave(ctx.s, Trigger.AttacksPlayerWithMostLife.class)) return; // none: no layer pass
        for (int id : attackers) {
            Attacker a = ctx.s.combat().attacker(id);
            if (a == null || !(a.defender() instanceof Target.Player p) || !mostLife(ctx.s, p.player())) continue;
            GameObject o = ctx.s.object(id);
            for (Ability ab : Layers.of(ctx.s, id).abilities()) {
                if (ab instanceof TriggeredAbility t && t.trigger() instanceof Trigger.AttacksPlayerWithMostLife) {
                    Triggers.add(ctx, o, t, p.player(), -1); // 702.105b: each instance triggers
                }
            }
        }
    }

    /** 702.105a: whether no player in the game has more life than {@code player} (ties count). */
    static boolean mostLife(GameState s, int player) {
        int life = s.player(player).life();
        for (int k = 0; k < s.playerCount(); k++) {
            if (s.player(k).inGame() && s.player(k).life() > life) return false;
        }
        return true;
    }
}
