package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Computes an object's characteristics (613): the card's copiable values, then continuous
 * effects layer by layer in timestamp order (613.7), with counters in layer 7c (613.4c).
 * Results are cached on the state value, which never changes.
 */
public final class Layers {
    private Layers() {
    }

    public static Characteristics of(GameState s, int id) {
        Characteristics[] table = s.characteristicsCache();
        Characteristics ch = table[id];
        if (ch == null) {
            ch = compute(s, s.object(id));
            table[id] = ch;
        }
        return ch;
    }

    public static Characteristics of(GameState s, GameObject o) {
        return of(s, o.id());
    }

    private static Characteristics compute(GameState s, GameObject o) {
        Characteristics ch = o.card().baseCharacteristics();
        if (o.zone() != Zone.BATTLEFIELD && o.zone() != Zone.STACK) return ch;
        if (s.effects().isEmpty() && o.counters().isEmpty()) return ch; // nothing applies: the card as printed
        List<ContinuousEffect> applicable = applicableEffects(s, o);
        ch = applyLayer6(ch, applicable);
        if (ch.hasPowerToughness() || ch.isCreature()) ch = applyLayer7(ch, o, applicable);
        return ch;
    }

    private static List<ContinuousEffect> applicableEffects(GameState s, GameObject o) {
        List<ContinuousEffect> out = null;
        Target.Object ref = o.ref();
        for (ContinuousEffect e : s.effects()) {
            if (e.affected().contains(ref)) {
                if (out == null) out = new ArrayList<>(2);
                out.add(e);
            }
        }
        return out == null ? List.of() : out;
    }

    /** Layer 6: ability-adding and -removing effects (613.1f), in timestamp order. */
    private static Characteristics applyLayer6(Characteristics ch, List<ContinuousEffect> effects) {
        List<Ability> abilities = null;
        for (ContinuousEffect e : effects) {
            if (e.modification() instanceof Modification.AddAbility add) {
                if (abilities == null) abilities = new ArrayList<>(ch.abilities());
                abilities.add(add.ability());
            }
        }
        return abilities == null ? ch : ch.withAbilities(abilities);
    }

    /** Layer 7 (613.4): 7b set, 7c modify and counters; 7a and 7d arrive with the layer issue. */
    private static Characteristics applyLayer7(Characteristics ch, GameObject o, List<ContinuousEffect> effects) {
        int p = ch.power();
        int t = ch.toughness();
        for (ContinuousEffect e : effects) {
            if (e.modification() instanceof Modification.SetPowerToughness set) {
                p = set.power();
                t = set.toughness();
            }
        }
        for (ContinuousEffect e : effects) {
            if (e.modification() instanceof Modification.ModifyPowerToughness mod) {
                p += mod.power();
                t += mod.toughness();
            }
        }
        int plus = o.counters().get("+1/+1");
        int minus = o.counters().get("-1/-1");
        p += plus - minus;
        t += plus - minus;
        return (p == ch.power() && t == ch.toughness()) ? ch : ch.withPowerToughness(p, t);
    }
}
