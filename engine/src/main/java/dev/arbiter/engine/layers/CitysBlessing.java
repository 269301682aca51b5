package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;

/**
 * The city's blessing (702.131): a designation a player gets from ascend and keeps for the rest of the game (702.131c),
 * kept as a non-layer {@link Modification.CitysBlessing}. A permanent's ascend (702.131b) is a static ability: its
 * controller has the blessing as soon as they control ten or more permanents, so "you have the city's blessing" is judged
 * from that too, and the designation is written down each time a player would receive priority. A spell's ascend
 * (702.131a) gives it as the spell resolves. Which permanents have ascend is read from their printed characteristics:
 * this is judged inside layer computations, where reading the layers again is not possible.
 */
public final class CitysBlessing {
    private static final int PERMANENTS = 10;

    private CitysBlessing() {
    }

    /** Whether {@code player} has the city's blessing (702.131c). */
    public static boolean has(GameState s, int player) {
        return recorded(s, player) || ascends(s, player);
    }

    private static boolean recorded(GameState s, int player) {
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.CitysBlessing b && b.player() == player) return true;
        }
        return false;
    }

    /** 702.131b: {@code player} controls a permanent with ascend and ten or more permanents. */
    private static boolean ascends(GameState s, int player) {
        if (!anyAscend(s)) return false; // no permanent's card has ascend: a fact kept as permanents enter and leave
        int n = 0;
        boolean ascend = false;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != player) continue;
            n++;
            ascend |= o.card().baseCharacteristics().has(Keyword.ASCEND);
        }
        return ascend && n >= PERMANENTS;
    }

    /** The key of "some permanent's printed characteristics have ascend" among the battlefield's card facts. */
    private static final String ASCEND = "card has ascend (702.131b)";

    /** Whether the card of some permanent on the battlefield has ascend (its printed characteristics, as {@link #ascends} reads). */
    private static boolean anyAscend(GameState s) {
        return Layers.battlefieldAny(s, ASCEND, (card, key) -> card.baseCharacteristics().has(Keyword.ASCEND), (st, key) -> false);
    }

    /** 702.131b: each player whose ascend permanents give them the blessing gets it for good. */
    public static void refresh(Ctx ctx) {
        for (int p = 0; p < ctx.s.playerCount(); p++) {
            if (ascends(ctx.s, p) && !recorded(ctx.s, p)) give(ctx, p);
        }
    }

    /** 702.131a: a spell with ascend, as it resolves, gives its controller the blessing if they control ten or more permanents. */
    public static void spellResolves(Ctx ctx, int controller) {
        if (recorded(ctx.s, controller)) return;
        int n = 0;
        for (int id : ctx.s.battlefield()) if (ctx.s.object(id).controller() == controller) n++;
        if (n >= PERMANENTS) give(ctx, controller);
    }

    private static void give(Ctx ctx, int player) {
        long ts = ctx.s.nextTimestamp();
        ctx.s = ctx.s.withNextTimestamp(ts + 1).withEffects(ctx.s.effects().append(new ContinuousEffect(ts, -1, player,
                new Modification.CitysBlessing(player), io.vavr.collection.Vector.empty(), Duration.INDEFINITE)));
        ctx.log("%s gets the city's blessing", ctx.s.player(player).name());
    }
}
