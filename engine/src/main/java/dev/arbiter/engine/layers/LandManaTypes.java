package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * 106.7: the types of mana that lands "could produce", read from their mana abilities as they are now, whether or not
 * those abilities could be activated (costs ignored); abilities that themselves name what other permanents could
 * produce are ignored, so two such lands add nothing for each other.
 */
public final class LandManaTypes {
    private LandManaTypes() {
    }

    /** "Add one mana of any color that a land [controller] controls could produce" as the mana it can add now. */
    static Effect.AddMana addMana(GameState s, Effect.AddManaLandsCouldProduce e, int source) {
        if (source < 0) return new Effect.AddMana(List.of());
        int you = s.object(source).controller();
        boolean[] could = new boolean[ManaType.values().length];
        for (int id : s.battlefield()) {
            if (!s.relates(e.controller(), you, s.object(id).controller())) continue;
            Characteristics ch = Layers.of(s, id);
            if (!counts(e, ch)) continue; // 106.7: the lands it names
            for (ActivatedAbility a : ch.activatedAbilities()) {
                if (a.manaAbility()) mark(s, a.effect(), id, could);
            }
        }
        List<ManaPool> alternatives = new ArrayList<>();
        for (ManaType t : ManaType.values()) {
            if (could[t.ordinal()] && (e.anyType() || t != ManaType.C)) alternatives.add(ManaPool.EMPTY.plus(t, 1));
        }
        return new Effect.AddMana(alternatives);
    }

    /** "that a basic land [a Gate] you control could produce" (205.4c, 205.3i): only lands with that supertype (subtype). */
    private static boolean counts(Effect.AddManaLandsCouldProduce e, Characteristics land) {
        return land.isLand() && (!e.basic() || land.isSuper(dev.arbiter.engine.characteristic.Supertype.BASIC))
                && (e.subtype() == null || land.hasSubtype(e.subtype()));
    }

    /** Marks each type {@code effect} could add (106.7). */
    private static void mark(GameState s, Effect effect, int land, boolean[] could) {
        if (effect instanceof Effect.AddManaLandsCouldProduce) return; // 106.7: ignored
        if (ConditionalMana.is(effect)) effect = ConditionalMana.branch(s, (Effect.IfCondition) effect, land); // 608.2c: as now
        if (effect instanceof Effect.AddManaLandsCouldProduce) return; // 106.7: ignored
        if (effect instanceof Effect.AddManaOrChosenColor) effect = ChosenValues.mana(s, effect, land);
        if (effect instanceof Effect.AddMana m) {
            for (ManaPool p : m.alternatives()) markPool(p, could);
        } else if (effect instanceof Effect.AddManaForEach f) {
            if (f.anyOneColor()) for (ManaPool p : f.ways(1)) markPool(p, could); // 106.1: any one colour
            else markPool(f.unit(), could);
        } else if (effect instanceof Effect.AddManaAmount a) {
            could[a.type().ordinal()] = true;
        } else if (effect instanceof Effect.Sequence seq) {
            for (Effect x : seq.effects()) mark(s, x, land, could);
        }
    }

    private static void markPool(ManaPool p, boolean[] could) {
        for (ManaType t : ManaType.values()) {
            if (p.amount(t) > 0) could[t.ordinal()] = true;
        }
    }
}
