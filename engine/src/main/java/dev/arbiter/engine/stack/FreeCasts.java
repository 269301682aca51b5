package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.MilledThisWay;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;

import java.util.ArrayList;
import java.util.List;

/**
 * "You may cast a [filter] spell from your hand without paying its mana cost" (118.9, 608.2g): as the effect
 * resolves the player may choose such a card they could cast (a land can't be cast; one needing targets needs
 * legal ones) and cast it at once, ignoring timing permissions, with X 0 (107.3b).
 */
final class FreeCasts {
    private FreeCasts() {
    }

    /** 701.13b, 118.9, 608.2g: the mill, then one free cast from among the cards it put into graveyards. */
    static void mayCastMilled(Ctx ctx, Effect.MillThenMayCastFree e, Resolution r) {
        List<GameObject> milled = MilledThisWay.mill(ctx, e.mill(), r);
        int player = r.controller();
        List<Integer> candidates = new ArrayList<>();
        for (GameObject o : milled) { // 701.13b: put into a graveyard from a library by this mill
            if (Affecting.matches(ctx.s, r.source(), e.spells(), o, Layers.of(ctx.s, o.id()))
                    && CardCopies.castable(ctx.s, player, o.id())) candidates.add(o.id());
        }
        offer(ctx, player, candidates, "milled card", "from among the milled cards");
    }

    static void mayCastFromHand(Ctx ctx, Effect.MayCastFromHandFree e, Resolution r) {
        int player = r.controller();
        List<Integer> candidates = new ArrayList<>();
        for (int id : ctx.s.player(player).hand()) {
            if (Affecting.matches(ctx.s, r.source(), e.filter(), ctx.s.object(id), Layers.of(ctx.s, id))
                    && CardCopies.castable(ctx.s, player, id)) {
                candidates.add(id);
            }
        }
        offer(ctx, player, candidates, "spell in hand", "from your hand");
    }

    /** 118.9: {@code player} may cast one of {@code candidates} ({@code from} where they are) without paying its mana cost. */
    private static void offer(Ctx ctx, int player, List<Integer> candidates, String none, String from) {
        if (candidates.isEmpty()) {
            ctx.log("%s has no %s to cast this way", ctx.s.player(player).name(), none);
            return;
        }
        Choice c = ctx.ask(new Decision.Objects(player, "You may cast a spell " + from + " without paying its mana cost"
                + " (choose none to decline)", candidates, 0, 1));
        for (int id : ((Choice.ChooseObjects) c).ids()) CastSpell.cast(ctx, player, id, List.of(), null, true); // 118.9
    }
}
