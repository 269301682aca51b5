package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;
import java.util.Optional;

/**
 * Where a spell was cast from (601.2a), for "When ~ enters the battlefield, if you cast it from your
 * hand" (603.4): remembered, only for a card with such a clause, as a non-layer
 * {@link Modification.CastFrom} on the spell until cleanup; the permanent the spell becomes is the
 * next object of the same card (400.7, one zone change later).
 */
public final class CastRecords {
    private CastRecords() {
    }

    /** The state with the record of spell {@code card} (now on the stack) cast from {@code from}, if it needs one. */
    public static Optional<GameState> note(GameState s, int card, Zone from, Characteristics ch) {
        boolean asks = false;
        for (Ability a : ch.abilities()) {
            if (a instanceof TriggeredAbility t && t.interveningIf() instanceof Condition.SourceCast) asks = true;
            if (a instanceof dev.arbiter.engine.ability.Rebound) asks = true; // 702.88a: "if this spell was cast from your hand"
            if (a instanceof dev.arbiter.engine.ability.StaticAbility st // 614.1c: "enters with ... if you cast it from your hand"
                    && st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.EntersWithCountersIf ec
                    && (ec.condition() instanceof Condition.SourceCast || ec.condition() instanceof Condition.SourceEscaped)) {
                asks = true;
            }
        }
        // 601.2a, 608.2c: "If this spell was cast from a graveyard, ..." read as it resolves
        if (!asks && s.object(card).card().partKinds().contains(Condition.SpellCastFrom.class)) asks = true;
        if (!asks) return Optional.empty();
        GameObject spell = s.object(card);
        return Optional.of(ContinuousEffect.add(s, card, spell.controller(), new Modification.CastFrom(from),
                Vector.of(spell.ref()), Duration.UNTIL_END_OF_TURN));
    }

    /** Whether spell {@code spell}, now on the stack, was cast from its controller's hand (702.88a). */
    public static boolean castFromHand(GameState s, int spell) {
        GameObject o = s.object(spell);
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == spell && e.modification() instanceof Modification.CastFrom cf && !e.affected().isEmpty()
                    && e.affected().get(0).zoneChanges() == o.zoneChanges()) {
                return cf.from() == Zone.HAND;
            }
        }
        return false;
    }

    /** Whether {@code spell}, now on the stack, was cast from {@code zone} (601.2a: "if this spell was cast from ..."). */
    static boolean spellCastFrom(GameState s, int spell, Zone zone) {
        GameObject o = s.object(spell);
        if (o.zone() != Zone.STACK) return false;
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == spell && e.modification() instanceof Modification.CastFrom cf && !e.affected().isEmpty()
                    && e.affected().get(0).zoneChanges() == o.zoneChanges()) {
                return cf.from() == zone;
            }
        }
        return false;
    }

    /** Whether permanent {@code source} was a spell its controller cast from {@code zone} just before (702.138c). */
    static boolean wasCastFrom(GameState s, int source, Zone zone) {
        Modification.CastFrom cf = castRecord(s, source);
        return cf != null && cf.from() == zone;
    }

    /** Whether permanent {@code source} was a spell its controller cast ({@code fromHand}: from their hand) just before. */
    static boolean wasCast(GameState s, int source, boolean fromHand) {
        Modification.CastFrom cf = castRecord(s, source);
        return cf != null && (!fromHand || cf.from() == Zone.HAND);
    }

    /** The record of permanent {@code source} having been, just before it entered, a spell its controller cast; or null. */
    private static Modification.CastFrom castRecord(GameState s, int source) {
        GameObject o = s.object(source);
        if (o.zone() != Zone.BATTLEFIELD) return null;
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == source && e.modification() instanceof Modification.CastFrom cf
                    && e.controller() == o.controller() && !e.affected().isEmpty()
                    && e.affected().get(0).zoneChanges() == o.zoneChanges() - 1) {
                return cf;
            }
        }
        return null;
    }
}
