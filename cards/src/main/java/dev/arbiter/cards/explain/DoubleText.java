package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import java.util.List;

/**
 * 701.9b: doubling a creature's power and toughness, compiled as "+X/+0 where X is its power" then "+0/+X where X is
 * its toughness" on the same object, rendered back as the one instruction it was ("double target creature's power and
 * toughness until end of turn"), not two changes sharing one "where X is".
 */
final class DoubleText {

    private DoubleText() {
    }

    /** The clause for the pair, or null when the sequence is not that pair. */
    static List<Clause> powerAndToughness(Effect.Sequence e, Scope s) {
        if (e.effects().size() != 2
                || !(e.effects().get(0) instanceof Effect.PumpByAmountUntilEndOfTurn p)
                || !(e.effects().get(1) instanceof Effect.PumpByAmountUntilEndOfTurn t)) return null;
        if (!stat(p.power(), Amount.StatOf.Stat.POWER) || !zero(p.toughness()) || p.powerSign() < 0) return null;
        if (!zero(t.power()) || !stat(t.toughness(), Amount.StatOf.Stat.TOUGHNESS) || t.toughnessSign() < 0) return null;
        String who = ReferenceText.object(p.subject(), s);
        return List.of(Clause.imperative(e, "double " + who + "'s"
                + " power and toughness until end of turn"));
    }

    private static boolean stat(Amount a, Amount.StatOf.Stat stat) {
        return a instanceof Amount.DefinedX d && d.value() instanceof Amount.Doubled dd && dd.value() instanceof Amount.StatOf st
                && st.stat() == stat;
    }

    private static boolean zero(Amount a) {
        return a instanceof Amount.Fixed f && f.value() == 0;
    }
}
