package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.proc.Ctx;

/**
 * Numbers that depend on the players an effect names, targets included (107.1): cards in a
 * player's hand (402) or library (401), and halves rounded down or up (107.1a); everything else
 * is {@link Amounts}.
 */
public final class PlayerAmounts {
    private PlayerAmounts() {
    }

    public static int value(Ctx ctx, Amount a, Resolution r) {
        if (a instanceof Amount.StatOf st) return ObjectStats.value(ctx, st, r);
        if (a instanceof Amount.Doubled d) return ObjectStats.doubled(ctx, d, r); // 701.9c, 107.1b
        if (a instanceof Amount.SacrificedStat st) return SacrificedObjects.value(ctx, st, r); // 608.2h
        if (a instanceof Amount.SacrificedAsCost) return SacrificedObjects.count(ctx, r); // 608.2c
        if (a instanceof Amount.CountersOnSource co) return LastKnownCounters.value(ctx, co, r); // 122, 608.2h
        if (a instanceof Amount.CountersOnThatObject co) return LastKnownCounters.ofThatObject(ctx, co.kind(), r); // 603.10a
        if (a instanceof Amount.ControlledByThatPlayer c) return PlayerCounts.controlledBy(ctx.s, c, r.source(), r.thatPlayer());
        if (a instanceof Amount.ControlledBy c) { // 107.1, 115.1: the permanents the named players control now
            int n = 0;
            for (int p : EffectSubjects.players(ctx, c.who(), r)) {
                n += PlayerCounts.controlledBy(ctx.s, new Amount.ControlledByThatPlayer(c.filter()), r.source(), p);
            }
            return n;
        }
        if (a instanceof Amount.CardsInHand h) {
            int n = 0;
            for (int p : EffectSubjects.players(ctx, h.who(), r)) n += ctx.s.player(p).hand().size();
            return n;
        }
        if (a instanceof Amount.CardsInGraveyard g) { // 404: each player named, their graveyard now
            int n = 0;
            for (int p : EffectSubjects.players(ctx, g.who(), r)) n += ctx.s.player(p).graveyard().size();
            return n;
        }
        if (a instanceof Amount.CardsInLibrary l) {
            int n = 0;
            for (int p : EffectSubjects.players(ctx, l.who(), r)) n += ctx.s.player(p).library().size();
            return n;
        }
        if (a instanceof Amount.UntappedLandsAtTurnStart u) { // 500.1: noted as the turn began
            int n = 0;
            for (int p : EffectSubjects.players(ctx, u.who(), r)) n += ctx.s.turn().history().untappedLandsAtStart(p);
            return n;
        }
        if (a instanceof Amount.DefinedX d) return value(ctx, d.value(), r);
        if (a instanceof Amount.LifeLostThisTurn ll) { // 119.3
            int n = 0;
            for (int p : EffectSubjects.players(ctx, ll.who(), r)) n += ctx.s.turn().history().lifeLost(p);
            return n;
        }
        if (a instanceof Amount.CountedThisTurn ct) { // 601.2i, 121.1: the turn's history
            int n = 0;
            for (int p : EffectSubjects.players(ctx, ct.who(), r)) {
                n += ct.spells() ? ctx.s.turn().history().spellsCast(p) : ctx.s.turn().history().cardsDrawn(p);
            }
            return n;
        }
        if (a instanceof Amount.StartingLife) return ctx.s.player(r.controller()).startingLife(); // 103.4
        if (a instanceof Amount.LifeTotal lt) { // 119.1
            int n = 0;
            for (int p : EffectSubjects.players(ctx, lt.who(), r)) n += ctx.s.player(p).life();
            return n;
        }
        if (a instanceof Amount.Half h) {
            int v = value(ctx, h.of(), r);
            return h.roundUp() ? (v + 1) / 2 : v / 2; // 107.1a
        }
        if (a instanceof Amount.Times t) return t.factor() * value(ctx, t.count(), r);
        if (a instanceof Amount.Plus p) return value(ctx, p.of(), r) + p.add(); // 107.1
        if (a instanceof Amount.Sum sum) return value(ctx, sum.first(), r) + value(ctx, sum.second(), r); // 107.1
        if (a instanceof Amount.Minus mi) return Math.max(0, value(ctx, mi.of(), r) - value(ctx, mi.less(), r)); // 107.1b
        return Amounts.value(ctx.s, a, r.source(), r.controller(), r.x(), r.thatPlayer());
    }
}
