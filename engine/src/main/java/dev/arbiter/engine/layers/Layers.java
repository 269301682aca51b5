package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Computes characteristics (613): the card's copiable values, then continuous effects layer by
 * layer — from resolved spells and abilities (611.2, locked-in objects) and from static abilities
 * of permanents (611.3, objects decided anew) — in timestamp order within a layer (613.7), with
 * +1/+1 and -1/-1 counters in layer 7c (613.4c). Results are cached on the state value.
 * <p>
 * Inputs: objects, continuous effects and combat (for "as long as it's attacking"); the state
 * carries the cache forward only when those are unchanged (see GameState).
 */
public final class Layers {
    private Layers() {
    }

    /** The per-state cache: characteristics by object id, and the layer statics on the battlefield. */
    private static final class Table {
        final Characteristics[] chars;
        List<ActiveStatic> layerStatics;
        boolean battlefieldComputed;

        Table(int size) {
            chars = new Characteristics[size];
        }
    }

    private static Table table(GameState s) {
        Object c = s.layerCache();
        if (c instanceof Table t && t.chars.length == s.objects().size()) return t;
        Table t = new Table(s.objects().size());
        s.setLayerCache(t);
        return t;
    }

    public static Characteristics of(GameState s, GameObject o) {
        return of(s, o.id());
    }

    public static Characteristics of(GameState s, int id) {
        Table t = table(s);
        Characteristics ch = t.chars[id];
        if (ch != null) return ch;
        GameObject o = s.object(id);
        Characteristics base = o.card().baseCharacteristics();
        if (o.zone() == Zone.BATTLEFIELD && !layerStatics(s, t).isEmpty()) {
            computeBattlefield(s, t);
            return t.chars[id];
        }
        if (o.zone() == Zone.BATTLEFIELD || o.zone() == Zone.STACK) {
            ch = (s.effects().isEmpty() && o.counters().isEmpty()) ? base : apply(o, base, effectsOn(s, o), List.of());
        } else {
            ch = base;
        }
        t.chars[id] = ch;
        return ch;
    }

    /** Static abilities of battlefield permanents that work through layers (604.1, 613): as printed. */
    private static List<ActiveStatic> layerStatics(GameState s, Table t) {
        if (t.layerStatics == null) {
            List<ActiveStatic> out = new ArrayList<>(0);
            for (int id : s.battlefield()) {
                GameObject o = s.object(id);
                for (Ability a : o.card().baseCharacteristics().abilities()) {
                    if (a instanceof StaticAbility st && isLayerEffect(st.effect())) {
                        out.add(new ActiveStatic(id, o.timestamp(), st.effect()));
                    }
                }
            }
            t.layerStatics = out;
        }
        return t.layerStatics;
    }

    static boolean isLayerEffect(StaticEffect e) {
        return e instanceof StaticEffect.ModifyPowerToughness || e instanceof StaticEffect.GrantAbilities;
    }

    /** Every battlefield object at once, since static abilities affect groups (611.3a). */
    private static void computeBattlefield(GameState s, Table t) {
        if (t.battlefieldComputed) return;
        Vector<Integer> ids = s.battlefield();
        List<ActiveStatic> statics = new ArrayList<>(layerStatics(s, t));
        statics.removeIf(a -> !Affecting.holds(s, a.source(), condition(a.effect())));
        statics.sort(Comparator.comparingLong(ActiveStatic::timestamp));
        Characteristics[] before = new Characteristics[ids.size()];
        for (int i = 0; i < ids.size(); i++) before[i] = s.object(ids.get(i)).card().baseCharacteristics();
        for (int i = 0; i < ids.size(); i++) {
            GameObject o = s.object(ids.get(i));
            List<ActiveStatic> mine = new ArrayList<>(0);
            for (ActiveStatic a : statics) {
                if (Affecting.affects(s, a.source(), affected(a.effect()), o.id(), before[i])) mine.add(a);
            }
            t.chars[o.id()] = apply(o, before[i], effectsOn(s, o), mine);
        }
        t.battlefieldComputed = true;
    }

    private static List<ContinuousEffect> effectsOn(GameState s, GameObject o) {
        List<ContinuousEffect> out = null;
        var ref = o.ref();
        for (ContinuousEffect e : s.effects()) {
            if (e.affected().contains(ref)) {
                if (out == null) out = new ArrayList<>(2);
                out.add(e);
            }
        }
        return out == null ? List.of() : out;
    }

    /** Layers 6 and 7 for one object (613.1f-g, 613.4), each in timestamp order (613.7). */
    private static Characteristics apply(GameObject o, Characteristics ch, List<ContinuousEffect> effects,
                                         List<ActiveStatic> statics) {
        // Layer 6: abilities added by resolved effects and by static abilities, in timestamp order.
        List<Object[]> grants = new ArrayList<>(0);
        for (ContinuousEffect e : effects) {
            if (e.modification() instanceof Modification.AddAbility add) grants.add(new Object[] {e.timestamp(), List.of(add.ability())});
        }
        for (ActiveStatic a : statics) {
            if (a.effect() instanceof StaticEffect.GrantAbilities g) grants.add(new Object[] {a.timestamp(), g.abilities()});
        }
        if (!grants.isEmpty()) {
            grants.sort(Comparator.comparingLong(x -> (Long) x[0]));
            List<Ability> abilities = new ArrayList<>(ch.abilities());
            for (Object[] g : grants) {
                @SuppressWarnings("unchecked")
                List<Ability> add = (List<Ability>) g[1];
                abilities.addAll(add);
            }
            ch = ch.withAbilities(abilities);
        }
        if (!ch.hasPowerToughness() && !ch.isCreature()) return ch;
        // Layer 7b: set P/T (613.4b).
        int p = ch.power();
        int t = ch.toughness();
        for (ContinuousEffect e : effects) {
            if (e.modification() instanceof Modification.SetPowerToughness set) {
                p = set.power();
                t = set.toughness();
            }
        }
        // Layer 7c: modifications from effects and static abilities, and counters (613.4c).
        for (ContinuousEffect e : effects) {
            if (e.modification() instanceof Modification.ModifyPowerToughness mod) {
                p += mod.power();
                t += mod.toughness();
            }
        }
        for (ActiveStatic a : statics) {
            if (a.effect() instanceof StaticEffect.ModifyPowerToughness mod) {
                p += mod.power();
                t += mod.toughness();
            }
        }
        int net = o.counters().get("+1/+1") - o.counters().get("-1/-1");
        p += net;
        t += net;
        return (p == ch.power() && t == ch.toughness()) ? ch : ch.withPowerToughness(p, t);
    }

    private static dev.arbiter.engine.ability.Condition condition(StaticEffect e) {
        if (e instanceof StaticEffect.ModifyPowerToughness m) return m.condition();
        return ((StaticEffect.GrantAbilities) e).condition();
    }

    private static dev.arbiter.engine.ability.Affected affected(StaticEffect e) {
        if (e instanceof StaticEffect.ModifyPowerToughness m) return m.affected();
        return ((StaticEffect.GrantAbilities) e).affected();
    }

    /**
     * Every static ability of every permanent on the battlefield, as the permanents now have them
     * (including abilities granted by effects), with their sources' timestamps.
     */
    public static List<ActiveStatic> staticAbilities(GameState s) {
        List<ActiveStatic> out = new ArrayList<>(0);
        for (int id : s.battlefield()) {
            for (Ability a : of(s, id).abilities()) {
                if (a instanceof StaticAbility st) out.add(new ActiveStatic(id, s.object(id).timestamp(), st.effect()));
            }
        }
        return out;
    }
}
