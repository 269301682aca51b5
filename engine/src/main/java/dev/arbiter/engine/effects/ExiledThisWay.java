package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * 400.7, 406: the cards an exile moved from libraries and hands ("exile the top card of ... library. You may play /
 * cast that card"): each card of every library and hand now that, after {@code exile} runs, is in exile as the next
 * object of the same card, exactly one zone change later.
 */
public final class ExiledThisWay {
    private ExiledThisWay() {
    }

    public static List<GameObject> fromLibrariesAndHands(Ctx ctx, Runnable exile) {
        List<Integer> ids = new ArrayList<>();
        for (int p = 0; p < ctx.s.playerCount(); p++) {
            for (int id : ctx.s.player(p).library()) ids.add(id);
            for (int id : ctx.s.player(p).hand()) ids.add(id);
        }
        int[] changes = new int[ids.size()];
        for (int i = 0; i < changes.length; i++) changes[i] = ctx.s.object(ids.get(i)).zoneChanges();
        exile.run();
        List<GameObject> moved = new ArrayList<>();
        for (int i = 0; i < changes.length; i++) {
            GameObject o = ctx.s.object(ids.get(i));
            if (o.zone() == Zone.EXILE && o.zoneChanges() == changes[i] + 1) moved.add(o);
        }
        return moved;
    }
}
