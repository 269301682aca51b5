package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/**
 * The mana spent to cast a spell (601.2h), for "if {R} was spent to cast it" and adamant's "if at least three mana of the
 * same color was spent to cast this spell" (603.4, 608.2c): remembered, only for a card that asks, as a non-layer
 * {@link Modification.ManaSpent} on the spell until cleanup; the permanent the spell becomes is the next object of the
 * same card (400.7, one zone change later), as {@link CastRecords} does for where it was cast from.
 */
public final class ManaSpentRecords {
    private ManaSpentRecords() {
    }

    /** Whether spell {@code card}'s abilities ask what was spent to cast it (one look-up in its part kinds). */
    public static boolean asks(GameState s, int card) {
        var kinds = s.object(card).card().partKinds();
        return kinds.contains(Condition.ManaSpentToCast.class) || kinds.contains(dev.arbiter.engine.ability.Amount.ColorsSpentToCast.class);
    }

    /** The state with the record of {@code spent} on spell {@code card}, now on the stack. */
    public static GameState note(GameState s, int card, ManaPool spent) {
        GameObject spell = s.object(card);
        return ContinuousEffect.add(s, card, spell.controller(), new Modification.ManaSpent(spent), Vector.of(spell.ref()),
                Duration.UNTIL_END_OF_TURN);
    }

    /**
     * Whether condition {@code c} holds for {@code source}: the spell as it resolves, or the permanent it became (603.4);
     * nothing was spent on a spell or permanent not cast, nor on a copy (707.10).
     */
    static boolean holds(GameState s, int source, Condition.ManaSpentToCast c) {
        ManaPool spent = spent(s, source);
        if (spent == null) return false;
        if (c.colour() != null) return spent.amount(c.colour()) >= c.atLeast();
        for (ManaType t : new ManaType[] {ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G}) { // 105.1: a colour
            if (spent.amount(t) >= c.atLeast()) return true;
        }
        return false;
    }

    /** How many colours are among the mana spent to cast {@code source} (converge, 601.2h, 105.1); 0 if it wasn't cast. */
    public static int colors(GameState s, int source) {
        ManaPool spent = spent(s, source);
        if (spent == null) return 0;
        int n = 0;
        for (ManaType t : new ManaType[] {ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G}) {
            if (spent.amount(t) > 0) n++;
        }
        return n;
    }

    private static ManaPool spent(GameState s, int source) {
        GameObject o = s.object(source);
        int zoneChanges = o.zone() == Zone.STACK ? o.zoneChanges() : o.zoneChanges() - 1;
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == source && e.modification() instanceof Modification.ManaSpent m && !e.affected().isEmpty()
                    && e.affected().get(0).zoneChanges() == zoneChanges) {
                return m.spent();
            }
        }
        return null;
    }
}
