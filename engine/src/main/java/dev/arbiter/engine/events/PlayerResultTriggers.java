package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.proc.Ctx;

/**
 * Triggers on what a player did or how it came out: a coin flip won or lost (705.2), a clash (701.23b, 701.23d), life
 * paid (119.4), a die rolled (706.2). "That player" is the player; "that much" / "that many" the life paid.
 */
final class PlayerResultTriggers {
    private PlayerResultTriggers() {
    }

    static void emit(Ctx ctx, GameEvent event) {
        if (event instanceof GameEvent.CoinFlipped f) { // 705.2
            EventTriggers.each(ctx, Trigger.FlipsCoin.class, (o, t) -> t.won() == f.won() && ctx.s.relates(t.who(), o, f.player()),
                    f.player(), -1, 0);
        } else if (event instanceof GameEvent.Clashed c) { // 701.23b, 701.23d
            EventTriggers.each(ctx, Trigger.Clashes.class, (o, t) -> (!t.wonOnly() || c.won()) && ctx.s.relates(t.who(), o, c.player()),
                    c.player(), -1, 0);
        } else if (event instanceof GameEvent.DieRolled d) { // 706.2: the natural result
            EventTriggers.each(ctx, Trigger.RollsDie.class, (o, t) -> ctx.s.relates(t.who(), o, d.player()) && d.result() >= t.atLeast()
                    && (!t.highest() || d.result() == d.sides()), d.player(), -1, d.result());
        } else if (event instanceof GameEvent.LifePaid l) { // 119.4
            EventTriggers.each(ctx, Trigger.PaysLife.class, (o, t) -> ctx.s.relates(t.who(), o, l.player()), l.player(), -1, l.amount());
        }
    }
}
