package dev.arbiter.engine.events;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.TurnHistory;
import dev.arbiter.engine.state.Zone;

/**
 * Keeps the turn's {@link TurnHistory} from the events as they happen, before any ability looks at
 * the event (so "your second card each turn" sees the second draw): a creature put into a graveyard
 * from the battlefield died (700.4), life gained (119.3), cards drawn (121.1), spells cast
 * (601.2i), attackers declared by the active player (508.1). Life lost is noted where it is lost.
 */
public final class TurnHistoryRecord {
    private TurnHistoryRecord() {
    }

    static void note(Ctx ctx, GameEvent e) {
        TurnHistory h = ctx.s.turn().history();
        if (e instanceof GameEvent.ZoneChange z && z.from() == Zone.BATTLEFIELD && z.to() == Zone.GRAVEYARD) {
            // 700.4, 603.6c, 400.7: the three notes below of such a move, in one history (issue 13: one copy, not three)
            TurnHistory next = h.withPutIntoGraveyard(z.before(), z.asItLastExisted().isCreature() ? z.asItLastExisted() : null,
                    z.before().controller(), z.after() != null ? z.after().ref() : null);
            ctx.s = ctx.s.withTurn(ctx.s.turn().withHistory(next));
            DiscardRecord.note(ctx, e);
            return;
        }
        TurnHistory next = h;
        if (e instanceof GameEvent.ZoneChange z && z.from() == Zone.BATTLEFIELD && z.to() == Zone.GRAVEYARD
                && z.asItLastExisted().isCreature()) {
            next = h.withCreatureDied(z.before(), z.asItLastExisted()); // 700.4, judged as it last existed (603.10a)
        } else if (e instanceof GameEvent.LifeGained g) {
            next = h.withLifeGained(g.player(), g.amount());
        } else if (e instanceof GameEvent.CardDrawn d) {
            next = h.withCardDrawn(d.player());
        } else if (e instanceof GameEvent.SpellCast c) {
            next = h.withSpellCast(c.player(), dev.arbiter.engine.layers.Layers.of(ctx.s, c.spell())); // 601.2i: as it became cast
        } else if (e instanceof GameEvent.DamageDealt d && d.recipient() instanceof dev.arbiter.engine.state.Target.Player p) {
            next = h.withDamageTaken(p.player(), d.amount()); // 120.3a
        }
        if (e instanceof GameEvent.DamageDealt d && d.amount() > 0) { // 120.3: who dealt damage to whom, as the objects are now (400.7)
            dev.arbiter.engine.state.Target to = d.recipient() instanceof dev.arbiter.engine.state.Target.Object o
                    ? ctx.s.object(o.id()).ref() : d.recipient();
            next = next.withDamageDealt(ctx.s.object(d.source()).ref(), to, d.amount());
        }
        if (e instanceof GameEvent.ZoneChange z && z.from() == Zone.BATTLEFIELD && z.to() != Zone.BATTLEFIELD) {
            next = next.withPermanentLeft(z.before().controller()); // 603.6c: revolt's "a permanent you controlled left"
        }
        if (e instanceof GameEvent.ZoneChange z && z.from() == Zone.BATTLEFIELD && z.to() == Zone.GRAVEYARD && z.after() != null) {
            next = next.withPutIntoGraveyardFromBattlefield(z.after().ref()); // "put there from the battlefield this turn" (400.7)
        }
        if (e instanceof GameEvent.ZoneChange z && z.to() == Zone.BATTLEFIELD && z.after() != null) {
            // "~ entered the battlefield this turn", as the new object (400.7), with its controller and characteristics
            // as it entered ("you had another creature enter the battlefield under your control this turn")
            next = next.withEntered(z.after(), dev.arbiter.engine.layers.Layers.of(ctx.s, z.after().id()));
        }
        if (e instanceof GameEvent.BecameTargets b) next = next.withTargeted(targetMarks(ctx, b)); // 115.1, for 603.2's "first time"
        if (next != h) ctx.s = ctx.s.withTurn(ctx.s.turn().withHistory(next));
        DiscardRecord.note(ctx, e); // 701.8: "if an opponent discarded a card this turn"
    }

    /** One mark for each object the spell or ability targets, however many of its targets it is (603.2e). */
    private static io.vavr.collection.Vector<TurnHistory.TargetMark> targetMarks(Ctx ctx, GameEvent.BecameTargets b) {
        io.vavr.collection.Vector<TurnHistory.TargetMark> marks = io.vavr.collection.Vector.empty();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (var group : b.targets()) {
            for (var t : group) {
                if (t instanceof dev.arbiter.engine.state.Target.Object o && seen.add(o.id())) {
                    marks = marks.append(new TurnHistory.TargetMark(ctx.s.object(o.id()).ref(), b.spell(), b.controller()));
                }
            }
        }
        return marks;
    }

    /** {@code player} lost {@code amount} life (119.3: damage, loss, or life paid, 119.4). */
    public static void lifeLost(Ctx ctx, int player, int amount) {
        if (amount <= 0) return;
        ctx.s = ctx.s.withTurn(ctx.s.turn().withHistory(ctx.s.turn().history().withLifeLost(player, amount)));
        Triggers.emit(ctx, new GameEvent.LifeLost(player, amount)); // 119.3: "whenever a player loses life"
    }
}
