package dev.arbiter.engine.targets;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;

import java.util.List;

/**
 * Spells and abilities on the stack as targets (115.1, 113.1b-c): "target activated ability", "target triggered ability you
 * control", "target spell, activated ability, or triggered ability". An ability is a legal target only while it is on the
 * stack (608.2b: one that resolved or was countered is gone); protection, shroud and hexproof concern permanents and players
 * (702.16b, 702.18a, 702.11b), never abilities.
 */
final class StackTargets {
    private StackTargets() {
    }

    /** The legal spells and abilities for {@code f}, added to {@code out} in stack order, bottom first (405.1). */
    static List<Target> candidates(GameState s, TargetSpec spec, TargetFilter.StackObject f, int source, int controller,
                                   List<Target> out) {
        for (StackItem item : s.stack()) {
            Target t = item instanceof StackItem.Spell sp ? s.object(sp.objectId()).ref()
                    : new Target.Ability(((StackItem.AbilityOnStack) item).stackId(), ((StackItem.AbilityOnStack) item).source());
            if (Targeting.isLegal(s, spec, source, controller, t)) out.add(t);
        }
        return out;
    }

    /**
     * Whether spell or ability {@code item} targets {@code controller} (when asked) or a permanent matching the filter, as its
     * targets are now (115.1: "that targets you or a creature you control").
     */
    static boolean targets(GameState s, int source, int controller, StackItem item, TargetFilter.StackObject so) {
        if (item == null) return false;
        for (var group : item.targets()) {
            for (Target t : group) {
                if (t instanceof Target.Player p && so.targetsYou() && p.player() == controller) return true;
                if (t instanceof Target.Object ref && so.targetsObject() != null) {
                    GameObject x = s.object(ref.id());
                    if (x.zoneChanges() == ref.zoneChanges() && x.zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD
                            && Affecting.matches(s, source, so.targetsObject(), x, Layers.of(s, x))) return true;
                }
            }
        }
        return false;
    }

    /** Whether {@code item} targets exactly one object or player (115.7). */
    static boolean singleTarget(StackItem item) {
        int n = 0;
        for (var group : item.targets()) n += group.size();
        return n == 1;
    }

    /** Whether ability {@code a} is on the stack now and of the kind {@code f} asks for (115.1, 608.2b). */
    static boolean abilityLegal(GameState s, TargetFilter f, Target.Ability a, int source, int controller) {
        if (!(f instanceof TargetFilter.StackObject so) || !so.abilities()) return false;
        StackItem.AbilityOnStack item = null;
        for (StackItem i : s.stack()) {
            if (i instanceof StackItem.AbilityOnStack x && x.stackId() == a.stackId()) item = x;
        }
        if (item == null) return false; // 608.2b: it resolved or was countered
        if (item.ability() instanceof ActivatedAbility ? !so.activated()
                : !(item.ability() instanceof TriggeredAbility) || !so.triggered()) return false; // 113.1b-c
        if (!s.relates(so.controller(), controller, item.controller())) return false; // "you control" (113.8)
        if (so.singleTarget() && !singleTarget(item)) return false; // 115.7: "with a single target"
        if (so.targetsAsked() && !targets(s, source, controller, item, so)) return false; // 115.1: "that targets ..."
        if (so.source() == null) return true;
        GameObject from = s.object(item.source()); // 113.7: the object it came from, as it is now (its last zone if it left)
        return Affecting.matches(s, source, so.source(), from, Layers.of(s, from));
    }
}
