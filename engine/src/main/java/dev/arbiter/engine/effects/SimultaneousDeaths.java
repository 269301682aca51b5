package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.CombatState;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * 704.3: the permanents put into graveyards by one state-based check moved into one state (issue 13): one copy of the
 * objects array, the battlefield, the graveyards and the layer table for all of them, not one per permanent. Taken only
 * where nothing can read between two of the moves: no continuous effect exists (so no copy, text change, face-down
 * record, 614.1a exile replacement, regeneration shield or "can't be regenerated", 701.19c), nothing is attached to
 * anything (no totem armor, 702.89a; no Aura or Equipment to look back at, 603.10a), no "would be put into a graveyard"
 * static (614.1a), and no mover has a shield counter (122.1c), a "regenerate instead" ability (701.19) or a shuffle-instead
 * one. Then each move reads only the state just before the event ({@link SimultaneousMoves#asBefore}), as one at a time
 * did: each is logged, noted and timestamped in the same order, and its aftermath ({@link ZoneMoves#aftermath}: the
 * control refresh, the zone-change trigger against the state before, the last-known information) is kept in order for
 * the event's close, where it ran before.
 */
public final class SimultaneousDeaths {
    private SimultaneousDeaths() {
    }

    /** Whether {@link #move} gives the same state, log and events as the moves one at a time (the event open, nothing changed). */
    public static boolean applies(Ctx ctx, Set<Integer> toGraveyard, Set<Integer> destroyed) {
        GameState s = ctx.s;
        if (ctx.simultaneousBefore != s || !ctx.simultaneousAfter.isEmpty()) return false;
        if (!s.effects().isEmpty() || s.hasAttachments() || PartKinds.mayHave(s, StaticEffect.GraveyardInstead.class)) return false;
        if (toGraveyard != null) for (int id : toGraveyard) if (!plain(s, id)) return false;
        if (destroyed != null) for (int id : destroyed) if (!plain(s, id) || !plainlyDestroyed(s, id)) return false;
        return true;
    }

    /** On the battlefield, going to its owner's graveyard with no replacement of its own (702.35a, Progenitus). */
    private static boolean plain(GameState s, int id) {
        return s.object(id).zone() == Zone.BATTLEFIELD && !ZoneMoves.shufflesInstead(s, id);
    }

    /** Destroyed without a replacement (701.8): not indestructible, no shield counter, no regeneration ability (701.19a). */
    private static boolean plainlyDestroyed(GameState s, int id) {
        GameObject o = s.object(id);
        Characteristics ch = Layers.of(s, id);
        if (ch.has(Keyword.INDESTRUCTIBLE) || Counters.hasShield(o)) return false;
        for (Ability a : ch.abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.RegenerateInsteadOfDestroy) return false;
        }
        return true;
    }

    /** The moves of {@code StateBasedActions}' one check, in its order: first those put into graveyards, then the destroyed. */
    public static void move(Ctx ctx, Set<Integer> toGraveyard, Set<Integer> destroyed) {
        Batch b = new Batch(ctx.s);
        if (toGraveyard != null) for (int id : toGraveyard) b.move(ctx, id);
        if (destroyed != null) for (int id : destroyed) {
            if (b.gone.contains(id)) continue; // put into a graveyard above (legend rule)
            GameObject o = b.s.object(id);
            if (o.damage() < Layers.of(b.s, id).toughness()) {
                ctx.log("%s was dealt damage by a source with deathtouch (704.5h)", o.name());
            } else {
                ctx.log("%s has lethal damage (704.5g)", o.name());
            }
            b.move(ctx, id);
            ctx.log("%s is destroyed", o.name());
        }
        // 506.4, 400.3: the movers leave combat and the battlefield list once, each walked once (issue 13: once a death)
        boolean[] combatChanged = new boolean[b.inCombat.size()];
        for (int k = 0; k < combatChanged.length; k++) combatChanged[k] = b.inCombat.get(k);
        CombatState combat = b.leftCombat == null ? b.s.combat() : b.s.combat().withoutAll(b.leftCombat);
        Vector<Integer> battlefield = dev.arbiter.engine.state.VectorEdits.withoutAll(b.s.battlefield(), b.gone);
        ctx.s = b.s.withZoneChanges(b.afters, combatChanged, combat, b.players, battlefield, b.ts);
    }

    /** The moves so far: their objects, whether each left combat, the players' graveyards, the next timestamp. */
    private static final class Batch {
        final GameState s;
        final List<GameObject> afters = new ArrayList<>();
        /** Whether the k-th mover was in combat (an attacker or a blocker): removing one changes no other's answer. */
        final List<Boolean> inCombat = new ArrayList<>();
        /** The movers that were in combat (null: none). */
        Set<Integer> leftCombat;
        final Set<Integer> gone = new HashSet<>();
        Vector<PlayerState> players;
        long ts;

        Batch(GameState s) {
            this.s = s;
            players = s.players();
            ts = s.nextTimestamp();
        }

        /** {@code ZoneMoves.move(ctx, id, GRAVEYARD)} and its {@code place}, for a permanent nothing replaces. */
        void move(Ctx ctx, int id) {
            int[] stats = LastKnownStats.before(ctx, id); // 608.2h: read as it was just before the event (704.3)
            GameObject before = s.object(id);
            Characteristics lastKnown = Layers.of(s, id); // 603.10a, 704.3: as it last existed
            MovedTargetStats.note(ctx, before, lastKnown, 0); // 608.2h
            GameObject after = before.movedTo(Zone.GRAVEYARD, ts, ts); // 400.7: a new object, its own timestamp
            ts++;
            boolean fought = s.combat().inCombat(id); // the same as asked after the earlier movers left (their entries only)
            if (fought) {
                if (leftCombat == null) leftCombat = new HashSet<>();
                leftCombat.add(id);
            }
            PlayerState p = players.get(after.owner());
            players = players.update(p.id(), p.withZone(Zone.GRAVEYARD, p.zone(Zone.GRAVEYARD).append(id))); // 400.3
            afters.add(after);
            inCombat.add(fought);
            gone.add(id);
            FoundAfterMove.note(ctx, before, after);
            GameEvent.ZoneChange moved = new GameEvent.ZoneChange(before, after, Zone.BATTLEFIELD, Zone.GRAVEYARD, List.of(),
                    lastKnown, 0);
            SimultaneousMoves.then(ctx, was -> ZoneMoves.aftermath(ctx, moved, Zone.GRAVEYARD, id, stats, was));
        }
    }
}
