package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.SelfCostChange;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.effects.Amounts;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.state.GameState;

/** A spell's own cost changes, "This spell costs {1} less to cast for each ..." (601.2f, 113.6d). */
public final class SelfCosts {
    private SelfCosts() {
    }

    /** Whether {@code ch} has a cost change of its own that may lower its cost. */
    public static boolean mayLower(Characteristics ch) {
        for (Ability a : ch.abilities()) if (a instanceof SelfCostChange c && c.generic() < 0) return true;
        return false;
    }

    /** The coloured mana {@code card}'s own abilities add to its cost for {@code caster} (601.2f; strive, 207.2c). */
    static dev.arbiter.engine.mana.ManaCost colouredChange(GameState s, int caster, int card) {
        dev.arbiter.engine.mana.ManaCost total = null;
        for (Ability a : Layers.of(s, card).abilities()) {
            if (!(a instanceof SelfCostChange c) || c.coloured() == null) continue;
            if (c.condition() != null && !TriggerConditions.holds(s, card, caster, -1, c.condition())) continue;
            int units = c.count() == null ? 1 : Amounts.value(s, c.count(), card, caster, 0);
            for (int i = 0; i < units; i++) total = total == null ? c.coloured() : total.plus(c.coloured());
        }
        return total;
    }

    /** The generic mana {@code card}'s own abilities add to its cost for {@code caster} (negative: less). */
    static int change(GameState s, int caster, int card) {
        int total = 0;
        for (Ability a : Layers.of(s, card).abilities()) {
            if (!(a instanceof SelfCostChange c)) continue;
            if (c.condition() != null && !TriggerConditions.holds(s, card, caster, -1, c.condition())) continue;
            int units = c.count() == null ? 1 : Amounts.value(s, c.count(), card, caster, 0);
            total += c.generic() * units;
        }
        return total + OwnFlash.surcharge(s, caster, card); // 601.2f: "as though it had flash if you pay {2} more"
    }
}
