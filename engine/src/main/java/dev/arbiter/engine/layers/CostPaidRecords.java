package dev.arbiter.engine.layers;

import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/**
 * Which keyword's alternative cost was paid for a spell ("evoke", 702.74a), for "if its evoke cost was paid" (603.4):
 * remembered as a non-layer {@link Modification.CostPaid} on the spell until cleanup; the permanent the spell becomes is
 * the next object of the same card (400.7, one zone change later), as {@link CastRecords} does.
 */
public final class CostPaidRecords {
    private CostPaidRecords() {
    }

    /** The state with spell {@code card} (now on the stack) remembered as cast with {@code keyword}'s cost paid. */
    public static GameState note(GameState s, int card, String keyword) {
        GameObject spell = s.object(card);
        return ContinuousEffect.add(s, card, spell.controller(), new Modification.CostPaid(keyword),
                Vector.of(spell.ref()), Duration.UNTIL_END_OF_TURN);
    }

    /** The state with spell {@code card} (now on the stack) remembered as kicked {@code times} times (702.33c). */
    public static GameState noteKicks(GameState s, int card, int times) {
        GameObject spell = s.object(card);
        return ContinuousEffect.add(s, card, spell.controller(), new Modification.TimesKicked(times),
                Vector.of(spell.ref()), Duration.UNTIL_END_OF_TURN);
    }

    /** How many times {@code source} (the spell as it resolves, or the permanent it became) was kicked (702.33c). */
    public static int timesKicked(GameState s, int source) {
        GameObject o = s.object(source);
        int zoneChanges = o.zone() == Zone.STACK ? o.zoneChanges() : o.zoneChanges() - 1;
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == source && e.modification() instanceof Modification.TimesKicked k && !e.affected().isEmpty()
                    && e.affected().get(0).zoneChanges() == zoneChanges) {
                return k.times();
            }
        }
        return 0;
    }

    /**
     * How many times {@code keyword}'s cost was paid for {@code source} (the spell, or the permanent it became): one record
     * for each payment (702.157a: "for each time its squad cost was paid").
     */
    public static int times(GameState s, int source, String keyword) {
        GameObject o = s.object(source);
        if (o.zone() != Zone.BATTLEFIELD && o.zone() != Zone.STACK) return 0;
        int zoneChanges = o.zone() == Zone.STACK ? o.zoneChanges() : o.zoneChanges() - 1; // the spell, or the permanent it became
        int n = 0;
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == source && e.modification() instanceof Modification.CostPaid cp && cp.keyword().equals(keyword)
                    && !e.affected().isEmpty() && e.affected().get(0).zoneChanges() == zoneChanges) {
                n++;
            }
        }
        return n;
    }

    /**
     * Whether permanent {@code source} was, just before it entered, a spell cast with {@code keyword}'s cost paid; or
     * (702.33f) it keeps the record of that kicker cost on itself ({@link #keepKickers}).
     */
    public static boolean paid(GameState s, int source, String keyword) {
        GameObject o = s.object(source);
        if (o.zone() != Zone.BATTLEFIELD && o.zone() != Zone.STACK) return false;
        int zoneChanges = o.zone() == Zone.STACK ? o.zoneChanges() : o.zoneChanges() - 1; // the spell, or the permanent it became
        int kept = o.zone() == Zone.BATTLEFIELD ? o.zoneChanges() : -1; // the permanent's own record (keepKickers)
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == source && e.modification() instanceof Modification.CostPaid cp && cp.keyword().equals(keyword)
                    && !e.affected().isEmpty() && (e.affected().get(0).zoneChanges() == zoneChanges
                    || e.affected().get(0).zoneChanges() == kept)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The state with permanent {@code o} (just entered from the stack as a kicked spell) keeping which of its kicker
     * costs were paid (702.33f), for as long as it stays: its abilities linked to one kicker cost ("If ~ was kicked
     * with its {1}{U} kicker, it enters ... with flying") read it after the spell's records end at cleanup.
     */
    public static GameState keepKickers(GameState s, GameObject o) {
        GameState out = s;
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == o.id() && e.modification() instanceof Modification.CostPaid cp && cp.keyword().startsWith(KICKER)
                    && !e.affected().isEmpty() && e.affected().get(0).zoneChanges() == o.zoneChanges() - 1) {
                ContinuousEffect kept = new ContinuousEffect(o.timestamp(), o.id(), o.controller(), cp, Vector.of(o.ref()),
                        Duration.INDEFINITE); // the permanent's own timestamp, as KickedRecords.note: no timestamp taken
                out = out.withEffects(out.effects().append(kept));
            }
        }
        return out;
    }

    /** How a kicker cost's payment is named ({@code Kicker.paidName}: "kicker {R}"). */
    private static final String KICKER = "kicker ";
}
