package dev.arbiter.engine.events;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Zone;

/**
 * Counts the cards each player discards this turn in the turn's notes ({@code TurnNotes.discarded}), before any
 * ability looks at the event: a card moved from its owner's hand to the graveyard, or exiled by madness instead
 * (701.8a, 702.35a), is discarded by that player.
 */
final class DiscardRecord {
    private DiscardRecord() {
    }

    static void note(Ctx ctx, GameEvent e) {
        if (!(e instanceof GameEvent.ZoneChange z) || z.from() != Zone.HAND || z.after() == null) return;
        if (z.to() != Zone.GRAVEYARD && !MadnessTrigger.exiledThisWay(ctx.s, z.after())) return;
        var turn = ctx.s.turn();
        ctx.s = ctx.s.withTurn(turn.withNotes(turn.notes().withDiscard(z.before().owner()))); // 701.8a
    }
}
