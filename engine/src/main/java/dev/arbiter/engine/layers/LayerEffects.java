package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;

import java.util.ArrayList;
import java.util.List;

/**
 * Gathers the continuous effects of a state as layer effects: those of static abilities of
 * permanents on the battlefield whose condition holds (604, 611.3) and those of resolved spells
 * and abilities (611.2).
 */
final class LayerEffects {
    private LayerEffects() {
    }

    static List<LayerEffect> of(GameState s) {
        List<LayerEffect> out = new ArrayList<>();
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            for (Ability a : o.card().baseCharacteristics().abilities()) {
                if (a instanceof StaticAbility st) fromStatic(s, o, st.effect(), out);
            }
        }
        for (int id : dev.arbiter.engine.state.CommandZone.emblems(s)) { // 114.4: an emblem's static abilities apply
            GameObject o = s.object(id);
            for (Ability a : o.card().baseCharacteristics().abilities()) {
                if (a instanceof StaticAbility st) fromStatic(s, o, st.effect(), out);
            }
        }
        out.addAll(resolved(s));
        return out;
    }

    /** The effects of resolved spells and abilities only (611.2). */
    static List<LayerEffect> resolved(GameState s) {
        List<LayerEffect> out = new ArrayList<>(s.effects().size());
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.Bestowed) { // 702.103b: layers 4 and 6
                out.add(new LayerEffect(e.timestamp(), e.source(), null, e.affected(), new Operation.BecomeAura()));
                out.add(new LayerEffect(e.timestamp(), e.source(), null, e.affected(),
                        new Operation.AddAbilities(List.of(dev.arbiter.engine.ability.Bestow.ENCHANT_CREATURE))));
                continue;
            }
            Operation op = fromModification(e.modification());
            if (op != null) out.add(new LayerEffect(e.timestamp(), e.source(), null, e.affected(), op));
        }
        return out;
    }

    /** Static abilities granted by layer-6 effects that themselves work in layer 7 (rare, but real). */
    static void fromGranted(GameState s, GameObject o, List<Ability> granted, List<LayerEffect> out) {
        for (Ability a : granted) if (a instanceof StaticAbility st) fromStatic(s, o, st.effect(), out);
    }

    private static void fromStatic(GameState s, GameObject o, StaticEffect e, List<LayerEffect> out) {
        long ts = o.timestamp();
        int src = o.id();
        if (e instanceof StaticEffect.ModifyPowerToughness m) {
            conditional(s, src, m.condition(), new LayerEffect(ts, src, m.affected(), null,
                    new Operation.ModifyPowerToughness(m.power(), m.toughness())), out);
        } else if (e instanceof StaticEffect.ModifyPowerToughnessPerCount m) {
            conditional(s, src, m.condition(), new LayerEffect(ts, src, m.affected(), null,
                    new Operation.ModifyPerCount(m.power(), m.toughness(), m.count())), out);
        } else if (e instanceof StaticEffect.GrantAbilities g) {
            conditional(s, src, g.condition(), new LayerEffect(ts, src, g.affected(), null,
                    new Operation.AddAbilities(ChosenValues.resolve(s, src, g.abilities()))), out);
        } else if (e instanceof StaticEffect.SetBasePowerToughness b) {
            conditional(s, src, b.condition(), new LayerEffect(ts, src, b.affected(), null,
                    new Operation.SetPowerToughness(b.power(), b.toughness())), out);
        } else if (e instanceof StaticEffect.BecomeCreatures b) {
            AffectedSet same = new AffectedSet(); // 613.6: the objects made creatures in layer 4 get the P/T in 7b
            out.add(new LayerEffect(ts, src, b.affected(), null, new Operation.AddTypes(CardType.CREATURE.bit() | b.types(),
                    b.subtypes())).sharing(same)); // 613.1d
            if (b.colors() != 0) out.add(new LayerEffect(ts, src, b.affected(), null,
                    new Operation.SetColors(b.colors())).sharing(same)); // 613.1e
            if (!b.abilities().isEmpty()) out.add(new LayerEffect(ts, src, b.affected(), null,
                    new Operation.AddAbilities(ChosenValues.resolve(s, src, b.abilities()))).sharing(same)); // 613.1f
            out.add(new LayerEffect(ts, src, b.affected(), null, b.manaValue() ? new Operation.SetPowerToughnessToManaValue()
                    : new Operation.SetPowerToughness(b.power(), b.toughness())).sharing(same)); // 613.4b
        } else if (e instanceof StaticEffect.BecomeCreaturesWhile w) { // 611.3b: each part while the condition holds
            List<LayerEffect> parts = new ArrayList<>();
            fromStatic(s, o, w.becomes(), parts);
            for (LayerEffect part : parts) conditional(s, src, w.condition(), part, out);
        } else if (e instanceof StaticEffect.AddTypes t) {
            out.add(new LayerEffect(ts, src, t.affected(), null, new Operation.AddTypes(t.types(), t.subtypes())));
        } else if (e instanceof StaticEffect.SetTypes t) { // 205.1a-b, 613.1d
            out.add(new LayerEffect(ts, src, t.affected(), null, t.types() == 0 ? new Operation.SetCreatureTypes(t.subtypes())
                    : new Operation.SetTypes(t.types(), t.subtypes())));
        } else if (e instanceof StaticEffect.BecomeOnlyTypes t) { // 205.1a, 205.3d, 613.1d
            out.add(new LayerEffect(ts, src, t.affected(), null, new Operation.BecomeOnlyTypes(t.types())));
        } else if (e instanceof StaticEffect.AddColors c) { // 105.3, 613.1e
            out.add(new LayerEffect(ts, src, c.affected(), null, new Operation.AddColors(c.colors())));
        } else if (e instanceof StaticEffect.RemoveTypes r) { // 613.1d
            conditional(s, src, r.condition(), new LayerEffect(ts, src, r.affected(), null, new Operation.RemoveTypes(r.types())), out);
        } else if (e instanceof StaticEffect.SetColors c) {
            out.add(new LayerEffect(ts, src, c.affected(), null, new Operation.SetColors(c.colors())));
        } else if (e instanceof StaticEffect.SetColorsWhile w) { // 611.3b, 613.1e: the colours while the condition holds
            conditional(s, src, w.condition(), new LayerEffect(ts, src, w.colors().affected(), null,
                    new Operation.SetColors(w.colors().colors())), out);
        } else if (e instanceof StaticEffect.SetLandType l) { // 305.7
            String chosen = l.landTypes().isEmpty() ? ChosenValues.type(s, src) : null;
            List<String> types = chosen != null ? List.of(chosen) : l.landTypes();
            if (!types.isEmpty()) {
                out.add(new LayerEffect(ts, src, l.affected(), null, new Operation.SetLandType(types, l.inAddition())));
            }
        } else if (e instanceof StaticEffect.AddChosenType a) { // 607.2
            String chosen = ChosenValues.type(s, src);
            if (chosen != null) out.add(new LayerEffect(ts, src, a.affected(), null, new Operation.AddTypes(0, List.of(chosen))));
        } else if (e instanceof StaticEffect.ChosenColorIs cc) { // 607.2, 105.3, 613.1e
            dev.arbiter.engine.characteristic.Color chosen = ChosenValues.color(s, src);
            if (chosen != null) out.add(new LayerEffect(ts, src, cc.affected(), null, cc.inAddition()
                    ? new Operation.AddColors(chosen.bit()) : new Operation.SetColors(chosen.bit())));
        } else if (e instanceof StaticEffect.LoseKeyword l) {
            // "can't have or gain [keyword]": after every effect that grants it, whenever that began (613.7 order, last)
            out.add(new LayerEffect(l.always() ? Long.MAX_VALUE : ts, src, l.affected(), null, new Operation.LoseKeyword(l.keyword())));
        } else if (e instanceof StaticEffect.LoseAllAbilities l) {
            out.add(new LayerEffect(ts, src, l.affected(), null, new Operation.LoseAllAbilities()));
        }
    }

    /** 611.3b: a condition about the source alone is judged now; one about other permanents when its layer applies. */
    /** The "as long as" condition of a static ability that makes a layer effect (611.3b), or null when it has none. */
    static Condition conditionOf(StaticEffect e) {
        if (e instanceof StaticEffect.ModifyPowerToughness m) return m.condition();
        if (e instanceof StaticEffect.ModifyPowerToughnessPerCount m) return m.condition();
        if (e instanceof StaticEffect.GrantAbilities g) return g.condition();
        if (e instanceof StaticEffect.SetBasePowerToughness b) return b.condition();
        if (e instanceof StaticEffect.RemoveTypes r) return r.condition();
        if (e instanceof StaticEffect.BecomeCreaturesWhile w) return w.condition();
        if (e instanceof StaticEffect.SetColorsWhile w) return w.condition();
        return null;
    }

    private static void conditional(GameState s, int src, Condition c, LayerEffect e, List<LayerEffect> out) {
        if (judgedAsItsLayerApplies(c)) out.add(e.when(c));
        else if (Affecting.holds(s, src, c)) out.add(e);
    }

    /** A condition about other permanents (also under "unless"), judged when its layer applies (611.3b). */
    private static boolean judgedAsItsLayerApplies(Condition c) {
        if (c instanceof Condition.Not n) return judgedAsItsLayerApplies(n.of());
        return c instanceof Condition.YouControlCount || c instanceof Condition.OpponentControls
                || c instanceof Condition.PermanentCount || c instanceof Condition.ObjectIs
                || c instanceof Condition.AmountBetween || c instanceof Condition.HostControllerControls;
    }

    private static Operation fromModification(Modification m) {
        if (m instanceof Modification.AddAbility a) return new Operation.AddAbilities(List.of(a.ability()));
        if (m instanceof Modification.ModifyPowerToughness p) return new Operation.ModifyPowerToughness(p.power(), p.toughness());
        if (m instanceof Modification.SetPowerToughness p) return new Operation.SetPowerToughness(p.power(), p.toughness());
        if (m instanceof Modification.SetPowerToughnessToManaValue) return new Operation.SetPowerToughnessToManaValue(); // 613.4b
        if (m instanceof Modification.SwitchPowerToughness) return new Operation.SwitchPowerToughness();
        if (m instanceof Modification.AddTypes t) return new Operation.AddTypes(t.types(), t.subtypes());
        if (m instanceof Modification.SetCreatureTypes t) return new Operation.SetCreatureTypes(t.creatureTypes()); // 205.1a
        if (m instanceof Modification.SetTypes t) return new Operation.SetTypes(t.types(), t.subtypes()); // 205.1a
        if (m instanceof Modification.SetColors c) return new Operation.SetColors(c.colors());
        if (m instanceof Modification.AddColors c) return new Operation.AddColors(c.colors());
        if (m instanceof Modification.LoseKeyword k) return new Operation.LoseKeyword(k.keyword());
        if (m instanceof Modification.LoseAllLandwalk) return new Operation.LoseAllLandwalk();
        if (m instanceof Modification.LoseAllAbilities) return new Operation.LoseAllAbilities();
        if (m instanceof Modification.SetLandType l) return new Operation.SetLandType(l.landTypes(), false); // 305.7
        return null;
    }

    static Condition always() {
        return new Condition.Always();
    }

    static boolean isFiltered(LayerEffect e) {
        return e.affected() instanceof Affected.All;
    }
}
