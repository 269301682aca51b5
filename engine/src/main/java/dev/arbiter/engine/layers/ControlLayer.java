package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.ControlLasting;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Layer 2, control-changing effects (613.1b): who controls each permanent, from the player it
 * entered under (110.2) and the control effects of static abilities ("You control enchanted
 * creature", 611.3) and of resolved spells and abilities (611.2), applied in timestamp order
 * (613.7). A static ability's "you" is its source's controller, itself possibly changed in this
 * layer: the layer is applied again until nothing changes, so an effect changing an Aura's
 * controller applies before the Aura's own effect (dependency, 613.8a).
 * <p>
 * The engine keeps each permanent's controller in {@code GameObject.controller}, the result of
 * this layer; {@code effects/ControlChanges} brings it up to date when control effects exist.
 */
public final class ControlLayer {
    private static final int MAX_PASSES = 8;

    private ControlLayer() {
    }

    /** One control effect as applied: who gets {@code target}, either a fixed player or the controller of {@code source}. */
    private record Entry(long timestamp, int target, int source, int player) {
    }

    /** Whether any control effect or base-controller record exists, or a permanent has a printed control ability. */
    public static boolean present(GameState s) {
        // asked at every priority check and zone move: cached with the characteristics (the effects and the permanents' cards)
        // an "or" over the permanents' cards and the effects: kept as permanents enter and leave (Layers.battlefieldAny)
        return Layers.battlefieldAny(s, PRESENT, (card, k) -> controlStatic(card) != null, ControlLayer::effectsPresent);
    }

    private static final Object PRESENT = new Object();

    private static boolean effectsPresent(GameState s, Object key) {
        for (ContinuousEffect e : s.effects()) {
            Modification m = e.modification();
            if (m instanceof Modification.ControlChange || m instanceof Modification.BaseController) return true;
        }
        return false;
    }

    private static StaticEffect.YouControl controlStatic(GameObject o) {
        return controlStatic(o.card());
    }

    private static StaticEffect.YouControl controlStatic(dev.arbiter.engine.card.CardDefinition card) {
        for (Ability a : card.baseCharacteristics().abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.YouControl yc) return yc;
        }
        return null;
    }

    /** The base controllers recorded for permanents that control effects have changed (110.2), by object id. */
    public static Map<Integer, Integer> bases(GameState s) {
        Map<Integer, Integer> out = new HashMap<>();
        for (ContinuousEffect e : s.effects()) {
            if (!(e.modification() instanceof Modification.BaseController b)) continue;
            for (Target.Object ref : e.affected()) if (current(s, ref)) out.put(ref.id(), b.player());
        }
        return out;
    }

    /** Whether {@code ref} is still the same object on the battlefield (400.7). */
    public static boolean current(GameState s, Target.Object ref) {
        GameObject o = s.object(ref.id());
        return o.zone() == Zone.BATTLEFIELD && o.zoneChanges() == ref.zoneChanges();
    }

    /**
     * The controller layer 2 gives each permanent some control effect applies to, by object id;
     * the others keep their base controller ({@code bases}, else their stored controller).
     */
    public static Map<Integer, Integer> controllers(GameState s, Map<Integer, Integer> bases) {
        List<Entry> entries = new ArrayList<>();
        for (ContinuousEffect e : s.effects()) {
            if (!(e.modification() instanceof Modification.ControlChange c)) continue;
            for (Target.Object ref : e.affected()) {
                if (current(s, ref)) entries.add(new Entry(e.timestamp(), ref.id(), -1, c.player()));
            }
        }
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            StaticEffect.YouControl yc = controlStatic(o);
            if (yc == null || !(yc.affected() instanceof Affected.Host) || o.attachedTo() < 0) continue;
            if (s.object(o.attachedTo()).zone() != Zone.BATTLEFIELD) continue;
            entries.add(new Entry(o.timestamp(), o.attachedTo(), id, -1));
        }
        Map<Integer, Integer> result = new HashMap<>();
        if (entries.isEmpty()) return result;
        entries.sort(Comparator.comparingLong(Entry::timestamp)); // 613.7
        for (int pass = 0; pass < MAX_PASSES; pass++) {
            Map<Integer, Integer> next = new HashMap<>();
            for (Entry e : entries) {
                int player = e.player() >= 0 ? e.player() : controllerIn(s, e.source(), next, result, bases);
                next.put(e.target(), player);
            }
            if (next.equals(result)) break;
            result = next;
        }
        return result;
    }

    private static int controllerIn(GameState s, int id, Map<Integer, Integer> now, Map<Integer, Integer> before,
                                    Map<Integer, Integer> bases) {
        Integer p = now.get(id);
        if (p == null) p = before.get(id);
        if (p == null) p = bases.get(id);
        return p != null ? p : s.object(id).controller();
    }

    /**
     * Whether a resolved control effect still lasts (611.2b): each "for as long as" condition holds,
     * read on the current state ({@code effect.controller()} is "you").
     */
    public static boolean lasts(GameState s, ContinuousEffect effect, Modification.ControlChange c, int affectedId) {
        for (ControlLasting l : c.lasting()) {
            if (!holds(s, effect, c, l, affectedId)) return false;
        }
        return true;
    }

    private static boolean holds(GameState s, ContinuousEffect effect, Modification.ControlChange c, ControlLasting l,
                                 int affectedId) {
        GameObject src = effect.source() >= 0 && effect.source() < s.objectCount() ? s.object(effect.source()) : null;
        boolean sourceThere = src != null && src.zone() == Zone.BATTLEFIELD && src.zoneChanges() == c.sourceZoneChanges();
        return switch (l) {
            case YOU_CONTROL_SOURCE -> sourceThere && src.controller() == effect.controller();
            case SOURCE_ON_BATTLEFIELD -> sourceThere;
            case SOURCE_TAPPED -> sourceThere && src.tapped();
            case AFFECTED_ENCHANTED -> enchanted(s, affectedId);
        };
    }

    /** Whether an Aura is attached to the permanent (303.4). */
    public static boolean enchanted(GameState s, int id) {
        for (int a : s.battlefield()) {
            GameObject o = s.object(a);
            if (o.attachedTo() == id && Layers.of(s, a).hasSubtype("Aura")) return true;
        }
        return false;
    }
}
