package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

/**
 * Costs to attack (508.1g-h) and to block (509.1c-d): "Creatures can't attack you unless their controller pays {N} for
 * each creature ... attacking you" (Windborn Muse). A creature whose attack would need such a cost
 * is exempt from requirements to attack that player (seed 500.2 / 508.1d); the total is paid as
 * the declaration is made, and nobody is forced to pay it.
 */
public final class AttackCosts {
    private AttackCosts() {
    }

    /**
     * A rejection citing {@code rule} when {@code player} can't pay {@code cost} to {@code act}, else
     * null (118.3); {@code tapped} are the creatures the declaration taps first (508.1f), whose mana
     * abilities can't help.
     */
    static dev.arbiter.engine.decision.Rejection unpayable(GameState s, int player, ManaCost cost, java.util.Set<Integer> tapped,
                                                           String rule, String act) {
        if (cost.isEmpty()) return null;
        java.util.List<dev.arbiter.engine.costs.ManaSource> sources =
                new java.util.ArrayList<>(dev.arbiter.engine.costs.ManaSources.available(s, player));
        sources.removeIf(m -> tapped.contains(m.object()));
        if (dev.arbiter.engine.costs.CostPayment.canPayMana(s, player, sources, -1, cost)) return null;
        return new dev.arbiter.engine.decision.Rejection(rule + " / 118.3", "You can't pay " + cost + " to " + act
                + " with these creatures");
    }

    /** The cost for {@code creature} to attack {@code defender}: its own costs and the defender's taxes (508.1g; empty when free). */
    public static ManaCost toAttack(GameState s, int creature, Target defender) {
        ManaCost total = toAttack(s, defender);
        for (StaticEffect e : CombatAbilities.of(s, creature, Layers.of(s, creature))) {
            if (e instanceof StaticEffect.AttackCost c) total = total.plus(c.cost());
        }
        return total;
    }

    /** The cost for one creature to attack {@code defender} (empty when free). */
    public static ManaCost toAttack(GameState s, Target defender) {
        ManaCost total = ManaCost.ZERO;
        if (!Layers.mayHaveStatic(s, StaticEffect.AttackTax.class)) return total; // asked per attacker: no walk
        // 508.1d: a planeswalker attacked is its controller's, for "you or planeswalkers you control"
        int player = defender instanceof Target.Player p ? p.player() : -1;
        boolean planeswalker = false;
        if (defender instanceof Target.Object o && s.object(o.id()).zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD
                && Layers.of(s, o.id()).is(dev.arbiter.engine.characteristic.CardType.PLANESWALKER)) {
            player = s.object(o.id()).controller();
            planeswalker = true;
        }
        if (player < 0) return total;
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.AttackTax t && s.object(a.source()).controller() == player
                    && (!planeswalker || t.planeswalkers())
                    && dev.arbiter.engine.layers.Affecting.holds(s, a.source(), t.condition())) { // 611.3b
                total = total.plus(t.perCreature());
            }
        }
        return total;
    }

    /** The cost for one creature to block (509.1c-d; empty when free). */
    public static ManaCost toBlock(GameState s) {
        ManaCost total = ManaCost.ZERO;
        if (!Layers.mayHaveStatic(s, StaticEffect.BlockTax.class)) return total; // no walk
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.BlockTax t
                    && dev.arbiter.engine.layers.Affecting.holds(s, a.source(), t.condition())) total = total.plus(t.perCreature()); // 611.3b
        }
        return total;
    }

    /**
     * The blocker's own cost to block {@code attacker}: "~ can't block creatures with power 3 or greater unless you pay
     * {1}" (509.1c-d; empty when free).
     */
    public static ManaCost toBlock(GameState s, int blocker, int attacker) {
        ManaCost total = ManaCost.ZERO;
        for (StaticEffect e : CombatAbilities.of(s, blocker, Layers.of(s, blocker))) {
            if (e instanceof StaticEffect.BlockCostAgainst c
                    && dev.arbiter.engine.layers.Affecting.matches(s, blocker, c.attackers(), s.object(attacker), Layers.of(s, attacker))) {
                total = total.plus(c.cost());
            }
        }
        return total;
    }

    /** Whether {@code blocker} has a cost of its own to block some attackers (509.1c). */
    static boolean hasOwnBlockCosts(GameState s, int blocker) {
        return CombatAbilities.has(CombatAbilities.of(s, blocker, Layers.of(s, blocker)), StaticEffect.BlockCostAgainst.class);
    }

    /**
     * The total cost of a block declaration: per blocking creature, however many it blocks, and each blocker's own
     * costs for the attackers it blocks (509.1d).
     */
    public static ManaCost of(GameState s, Choice.DeclareBlockers c) {
        ManaCost each = toBlock(s);
        ManaCost total = ManaCost.ZERO;
        // the blockers counted once each, when blocking costs (no cost: adding nothing, issue 13: no set of boxed ids)
        java.util.Set<Integer> blockers = each.isEmpty() ? null : new java.util.HashSet<>();
        for (Choice.Block b : c.blocks()) {
            if (blockers != null && blockers.add(b.blocker())) total = total.plus(each);
            if (hasOwnBlockCosts(s, b.blocker())) total = total.plus(toBlock(s, b.blocker(), b.attacker()));
        }
        return total;
    }

    /** The attackers a declaration taps (508.1f: all but those with vigilance). */
    static java.util.Set<Integer> tappedBy(GameState s, Choice.DeclareAttackers c) {
        java.util.Set<Integer> out = new java.util.HashSet<>();
        for (Choice.Attack a : c.attacks()) {
            if (!Layers.of(s, a.attacker()).has(dev.arbiter.engine.ability.Keyword.VIGILANCE)) out.add(a.attacker());
        }
        return out;
    }

    /** The total cost of a declaration (508.1h). */
    public static ManaCost of(GameState s, Choice.DeclareAttackers c) {
        ManaCost total = ManaCost.ZERO;
        for (Choice.Attack a : c.attacks()) total = total.plus(toAttack(s, a.attacker(), a.defender()));
        return total;
    }
}
