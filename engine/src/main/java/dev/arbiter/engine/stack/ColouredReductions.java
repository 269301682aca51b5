package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.SelfColouredReduction;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.effects.Amounts;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaSymbol;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/** Cost reductions by coloured mana, "cost {W}{B} less to cast" (601.2f, 118.7a-c). */
public final class ColouredReductions {
    private static final int KIND = Layers.staticKind(StaticEffect.ColouredCostReduction.class);

    private ColouredReductions() {
    }

    /** Whether {@code ch}'s own abilities or a permanent's may take coloured mana off a cost (so it may cost less). */
    static boolean mayLower(GameState s, dev.arbiter.engine.card.Characteristics ch) {
        for (Ability a : ch.abilities()) if (a instanceof SelfColouredReduction) return true;
        return Layers.mayHaveStatic(s, KIND);
    }

    /** {@code cost} less the coloured reductions that apply to {@code card} cast by {@code caster} (601.2f). */
    static ManaCost apply(GameState s, int caster, int card, ManaCost cost) {
        for (Ability a : Layers.of(s, card).abilities()) { // 113.6d: the spell's own, while it is cast
            if (!(a instanceof SelfColouredReduction r)) continue;
            if (r.condition() != null && !TriggerConditions.holds(s, card, caster, -1, r.condition())) continue;
            int units = r.count() == null ? 1 : Amounts.value(s, r.count(), card, caster, 0);
            for (int i = 0; i < units; i++) cost = reduce(cost, r.less(), false);
        }
        if (!Layers.mayHaveStatic(s, KIND)) return cost;
        List<ActiveStatic> statics = Layers.staticAbilities(s);
        for (int i = 0, n = statics.size(); i < n; i++) {
            ActiveStatic st = statics.get(i);
            if (!(st.effect() instanceof StaticEffect.ColouredCostReduction r)) continue;
            if (!s.relates(r.caster(), s.object(st.source()), caster)
                    || !Affecting.matches(s, st.source(), r.spells(), s.object(card), Layers.of(s, card))) continue;
            cost = reduce(cost, r.less(), r.colouredOnly());
        }
        return cost;
    }

    /**
     * {@code cost} reduced by {@code less}: its generic mana takes generic (118.7a); each coloured symbol takes one symbol
     * of that colour the cost requires (one of that colour first, then a hybrid, two-or-colour or Phyrexian symbol of
     * it) or, when there is none, one generic mana (118.7b-c) unless {@code colouredOnly}. Never below {0} (601.2f).
     */
    public static ManaCost reduce(ManaCost cost, ManaCost less, boolean colouredOnly) {
        List<ManaSymbol> out = new ArrayList<>(cost.symbols());
        int generic = 0;
        for (ManaSymbol m : less.symbols()) {
            if (m instanceof ManaSymbol.Generic g) {
                generic += g.amount();
            } else if (m instanceof ManaSymbol.Colored c) {
                if (!removeOf(out, c.color()) && !colouredOnly) generic++;
            }
        }
        ManaCost left = new ManaCost(out);
        return generic > 0 ? left.lessGeneric(generic) : left;
    }

    /** Removes one symbol of {@code colour} from {@code symbols}, the plainest first; whether there was one. */
    private static boolean removeOf(List<ManaSymbol> symbols, Color colour) {
        for (int pass = 0; pass < 4; pass++) {
            for (int i = 0; i < symbols.size(); i++) {
                ManaSymbol m = symbols.get(i);
                boolean hit = switch (pass) {
                    case 0 -> m instanceof ManaSymbol.Colored c && c.color() == colour;
                    case 1 -> m instanceof ManaSymbol.Hybrid h && (h.first() == colour || h.second() == colour);
                    case 2 -> m instanceof ManaSymbol.TwoOrColor t && t.color() == colour;
                    default -> m instanceof ManaSymbol.Phyrexian p && p.color() == colour;
                };
                if (hit) {
                    symbols.remove(i);
                    return true;
                }
            }
        }
        return false;
    }
}
