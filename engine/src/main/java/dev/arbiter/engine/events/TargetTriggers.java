package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.TurnHistory;
import dev.arbiter.engine.state.Zone;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * "Whenever [~ | you | a filter permanent] become(s) the target of a spell or ability [an opponent controls]"
 * (115.1, 603.2): judged as the spell or ability becomes cast, activated or put on the stack (601.2c, 603.3d);
 * an object that is several of its targets triggers once.
 */
final class TargetTriggers {
    private TargetTriggers() {
    }

    static void becameTargets(Ctx ctx, GameEvent.BecameTargets b) {
        if (b.controller() < 0) return; // who controls it unknown: none of these can be judged
        Set<Integer> objects = new LinkedHashSet<>();
        Set<Integer> players = new LinkedHashSet<>();
        for (var group : b.targets()) {
            for (Target t : group) {
                if (t instanceof Target.Object o) objects.add(o.id());
                else if (t instanceof Target.Player p) players.add(p.player());
            }
        }
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject source = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (!(a instanceof TriggeredAbility t) || !(t.trigger() instanceof Trigger.BecomesTargetOf bt)) continue;
                if (bt.spellsOnly() && !b.spell()) continue;
                if (!ctx.s.relates(bt.by(), source, b.controller())) continue;
                if (bt.you() && players.contains(source.controller())) {
                    Triggers.add(ctx, source, t, b.controller(), bt.namesTargeting() ? b.item() : -1);
                }
                for (int target : objects) {
                    GameObject o = ctx.s.object(target);
                    if (o.zone() != Zone.BATTLEFIELD) continue;
                    boolean named = target == id && bt.self()
                            || bt.permanents() != null && Affecting.matches(ctx.s, id, bt.permanents(), o, Layers.of(ctx.s, target));
                    if (named && bt.firstEachTurn() && !firstTime(ctx, source, bt, o)) continue; // 603.2
                    // 702.21a: the trigger names the targeting spell or ability; "that player" is its controller
                    if (named) Triggers.add(ctx, source, t, b.controller(), bt.namesTargeting() ? b.item() : target);
                }
            }
        }
    }

    /**
     * 603.2: "becomes the target of [a spell | a spell or ability] [an opponent controls] for the first time each turn":
     * this targeting (already in the turn's record, TurnHistoryRecord) is the only one of its kind this turn, whether or
     * not the earlier ones triggered anything.
     */
    private static boolean firstTime(Ctx ctx, GameObject source, Trigger.BecomesTargetOf bt, GameObject target) {
        int kind = 0;
        for (TurnHistory.TargetMark m : ctx.s.turn().history().targetedThisTurn(target.ref())) {
            if ((m.spell() || !bt.spellsOnly()) && ctx.s.relates(bt.by(), source, m.controller())) kind++;
        }
        return kind == 1;
    }
}
