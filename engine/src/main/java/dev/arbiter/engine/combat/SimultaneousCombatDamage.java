package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.effects.Damage;
import dev.arbiter.engine.effects.Prevention;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.protection.Protections;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.TurnHistory;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * 510.2: a combat damage step's damage dealt as one event into one state (issue 13): the creatures' damage marks
 * (120.3e) are gathered and written in one copy of the objects array, not one copy per assignment. Taken only where
 * the marks are all that the assignments change among the objects and nothing reads them before they are written:
 * no prevention or damage replacement can apply (614.1a, 614.9, 615), no trigger can see an event (603.2), no source
 * has lifelink, infect or wither (702.15b, 702.90b, 702.80a) and no recipient is a planeswalker (120.3c). The layers
 * never read damage marks, so every characteristic and protection check (702.16e) sees what it saw one assignment
 * at a time; player damage, the log and the turn's damage records are made in the same order as before (the
 * creatures' records gathered and written in one history where no characteristic reads the turn's history).
 */
final class SimultaneousCombatDamage {
    private SimultaneousCombatDamage() {
    }

    /** Whether {@link #deal} gives the same state, log and events as dealing the assignments one by one. */
    static boolean applies(Ctx ctx, List<CombatDamage.Assignment> all) {
        if (!Triggers.quiet(ctx)) return false;
        for (int k = 0, n = all.size(); k < n; k++) {
            Characteristics src = Layers.of(ctx.s, all.get(k).source());
            if (src.has(Keyword.LIFELINK) || src.has(Keyword.INFECT) || src.has(Keyword.WITHER)) return false;
            Target to = all.get(k).recipient();
            if (Prevention.mayApply(ctx, to)) return false;
            if (to instanceof Target.Object ref) {
                GameObject o = ctx.s.object(ref.id());
                if (o.zone() == Zone.BATTLEFIELD && Layers.of(ctx.s, o).is(CardType.PLANESWALKER)) return false;
            }
        }
        return true;
    }

    /**
     * Deals each assignment in order (the same log lines and events as {@link Damage#dealTo}), the marks on creatures
     * written together at the end; returns, for each assignment, the damage dealt.
     */
    static int[] deal(Ctx ctx, List<CombatDamage.Assignment> all) {
        int n = all.size();
        int[] dealt = new int[n];
        Map<Integer, GameObject> marked = new HashMap<>();
        List<Integer> order = new ArrayList<>();
        // 120.3: the turn's damage records of the creatures' damage, written together when nothing reads the game
        // between them (no characteristic reads this turn's history): one history, not one per mark
        List<TurnHistory.DamageMark> notes = Layers.readsTheGame(ctx.s) ? null : new ArrayList<>();
        for (int k = 0; k < n; k++) {
            CombatDamage.Assignment asg = all.get(k);
            int source = asg.source();
            Target to = asg.recipient();
            int amount = asg.amount();
            if (to instanceof Target.Player) {
                noted(ctx, notes); // the records in the order of the assignments
                dealt[k] = Damage.dealTo(ctx, source, to, amount, true).amount(); // reads no damage mark
                continue;
            }
            dealt[k] = toCreature(ctx, source, (Target.Object) to, amount, marked, order);
            if (dealt[k] <= 0) continue;
            if (notes == null) {
                Triggers.emit(ctx, new GameEvent.DamageDealt(source, to, dealt[k], true)); // the notes only
            } else { // what that emission notes (TurnHistoryRecord): the source and recipient as they are now (400.7)
                notes.add(new TurnHistory.DamageMark(ctx.s.object(source).ref(), ctx.s.object(((Target.Object) to).id()).ref(), dealt[k]));
            }
        }
        noted(ctx, notes);
        if (!order.isEmpty()) {
            List<GameObject> changed = new ArrayList<>(order.size());
            for (int id : order) changed.add(marked.get(id));
            ctx.s = ctx.s.withObjects(changed);
        }
        return dealt;
    }

    /** Writes the gathered damage records into the turn's history and empties {@code notes} (null: none gathered). */
    private static void noted(Ctx ctx, List<TurnHistory.DamageMark> notes) {
        if (notes == null || notes.isEmpty()) return;
        ctx.s = ctx.s.withTurn(ctx.s.turn().withHistory(ctx.s.turn().history().withDamageDealt(notes)));
        notes.clear();
    }

    /** {@code Damage.toPermanent} for a recipient that is no planeswalker, the mark kept in {@code marked}. */
    private static int toCreature(Ctx ctx, int source, Target.Object ref, int amount, Map<Integer, GameObject> marked,
                                  List<Integer> order) {
        if (amount <= 0) return 0;
        GameObject o = marked.getOrDefault(ref.id(), ctx.s.object(ref.id()));
        if (o.zone() != Zone.BATTLEFIELD || o.zoneChanges() != ref.zoneChanges()) return 0;
        Characteristics src = Layers.of(ctx.s, source);
        GameObject srcObj = marked.getOrDefault(source, ctx.s.object(source));
        Characteristics ch = Layers.of(ctx.s, ctx.s.object(o.id())); // the layers read no damage mark
        if (Protections.protectedFrom(ch, src)) {
            ctx.log("Damage from %s to %s is prevented (protection)", srcObj.name(), o.name());
            return 0;
        }
        if (ch.isCreature()) {
            if (!marked.containsKey(o.id())) order.add(o.id());
            marked.put(o.id(), o.withDamage(o.damage() + amount, o.deathtouchDamage() || src.has(Keyword.DEATHTOUCH)));
        }
        ctx.log("%s deals %d damage to %s", srcObj.name(), amount, o.name());
        return amount;
    }
}
