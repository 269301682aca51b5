package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaSymbol;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/**
 * 602.2b, 601.2f: the total cost of an activated ability is its cost plus cost increases, less cost
 * reductions — "Activated abilities of white enchantments cost {3} more to activate." Reductions take
 * generic mana only.
 */
public final class ActivationCosts {
    /** The kind asked for on every listing and payment, as a code (see {@link Layers#staticKind}). */
    private static final int MODIFIER = Layers.staticKind(StaticEffect.ActivationCostModifier.class);

    private ActivationCosts() {
    }

    /** Whether any static ability changes activation costs (a quick test before looking closer). */
    public static boolean any(GameState s) {
        if (!Layers.mayHaveStatic(s, MODIFIER)) return false; // no walk (see Layers.mayHaveStatic)
        for (ActiveStatic st : Layers.staticAbilities(s)) if (st.effect() instanceof StaticEffect.ActivationCostModifier) return true;
        return false;
    }

    /** The net generic change to the activated abilities of {@code source} (positive: more). */
    public static int change(GameState s, int source) {
        if (!Layers.mayHaveStatic(s, MODIFIER)) return 0; // no walk: nothing changes the cost
        int more = 0;
        GameObject o = null;
        for (ActiveStatic st : Layers.staticAbilities(s)) {
            if (!(st.effect() instanceof StaticEffect.ActivationCostModifier m)) continue;
            if (o == null) o = s.object(source);
            if (o.zone() != dev.arbiter.engine.state.Zone.BATTLEFIELD) return 0; // abilities of permanents
            if (Affecting.matches(s, st.source(), m.sources(), o, Layers.of(s, source))) more += m.generic();
        }
        return more;
    }

    /**
     * {@code mana} (X already chosen), the mana of {@code cost}, with the changes to {@code source}'s activated abilities
     * and the ability's own "costs {1} less to activate for each ..." applied, counted for {@code player} (602.2b, 601.2f).
     */
    public static ManaCost apply(GameState s, int source, int player, dev.arbiter.engine.ability.Cost cost, ManaCost mana) {
        int own = 0;
        for (dev.arbiter.engine.ability.CostPart p : cost.parts()) {
            if (p instanceof dev.arbiter.engine.ability.CostPart.ActivationCostPerCount c) {
                own += c.generic() * dev.arbiter.engine.effects.Amounts.value(s, c.count(), source, player, 0);
            }
        }
        return own == 0 ? apply(s, source, mana) : changed(mana, change(s, source) + own);
    }

    /** {@code cost} (X already chosen) with the changes to {@code source}'s activated abilities applied. */
    public static ManaCost apply(GameState s, int source, ManaCost cost) {
        return changed(cost, change(s, source));
    }

    /** {@code cost} with {@code change} more generic mana (a reduction, when negative, takes generic mana only). */
    private static ManaCost changed(ManaCost cost, int change) {
        if (change > 0) return cost.plus(new ManaCost(List.of(new ManaSymbol.Generic(change))));
        return change < 0 ? cost.lessGeneric(-change) : cost;
    }
}
