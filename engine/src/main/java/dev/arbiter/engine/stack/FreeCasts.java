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
                    && ResolvingCasts.castableFree(ctx.s, player, o.id())) candidates.add(o.id());
        }
        offer(ctx, player, candidates, "milled card", "from among the milled cards");
    }

    static void mayCastFromHand(Ctx ctx, Effect.MayCastFromHandFree e, Resolution r) {
        int player = r.controller();
        List<Integer> candidates = new ArrayList<>();
        var filter = dev.arbiter.engine.effects.ResolvingX.bound(e.filter(), r.x()); // 107.3: "with mana value X or less"
        for (int id : ctx.s.player(player).hand()) {
            if (Affecting.matches(ctx.s, r.source(), filter, ctx.s.object(id), Layers.of(ctx.s, id))
                    && ResolvingCasts.castableFree(ctx.s, player, id)) {
                candidates.add(id);
            }
        }
        offer(ctx, player, candidates, "spell in hand", "from your hand");
    }

    /**
     * "Draw [N] cards and reveal them. You may cast one of them without paying its mana cost." (121.1, 701.16a, 118.9):
     * the cards drawn are revealed; one of them still in the hand may be cast now, free.
     */
    static void mayCastDrawn(Ctx ctx, Effect.DrawRevealMayCastOne e, Resolution r) {
        int player = r.controller();
        java.util.Set<Integer> before = new java.util.HashSet<>(ctx.s.player(player).hand().asJava());
        dev.arbiter.engine.effects.Drawing.draw(ctx, player, Math.max(0, dev.arbiter.engine.effects.PlayerAmounts.value(ctx, e.draw(), r)));
        List<Integer> candidates = new ArrayList<>();
        for (int id : ctx.s.player(player).hand()) {
            if (before.contains(id)) continue;
            ctx.log("%s reveals %s", ctx.s.player(player).name(), ctx.s.object(id).name()); // 701.16a
            if (!CastRestrictions.forbidden(ctx.s, player, id) && ResolvingCasts.castableFree(ctx.s, player, id)) candidates.add(id);
        }
        offer(ctx, player, candidates, "card drawn", "from among the cards drawn");
    }

    /**
     * 608.2g, 601.2a: "you may cast [that card] [without paying its mana cost]": each named card still in a graveyard or
     * in exile (400.7: the object named, or found after this effect moved it, 400.7j) may be cast now by the effect's
     * controller, free (118.9) or paying its mana cost now (601.2f-h); "exile it instead" marks the spell (614.1a).
     */
    static void mayCastCard(Ctx ctx, Effect.MayCastCard e, Resolution r) {
        int player = r.controller();
        for (GameObject o : dev.arbiter.engine.effects.EffectSubjects.objects(ctx, e.card(), r)) {
            if (o.zone() != dev.arbiter.engine.state.Zone.GRAVEYARD && o.zone() != dev.arbiter.engine.state.Zone.EXILE) continue;
            dev.arbiter.engine.mana.ManaCost cost = Layers.of(ctx.s, o.id()).manaCost();
            boolean can = !CastRestrictions.forbidden(ctx.s, player, o.id()) && CardCopies.castable(ctx.s, player, o.id())
                    && (e.free() || cost != null) && ResolvingCasts.payable(ctx.s, player, o.id(),
                    e.free() ? dev.arbiter.engine.mana.ManaCost.ZERO : cost.withX(0)); // 118.3, 118.9d
            if (!can) {
                ctx.log("%s can't cast %s this way", ctx.s.player(player).name(), o.name());
                continue;
            }
            Choice c = ctx.ask(new dev.arbiter.engine.decision.Decision.Option(player, "Cast " + o.name()
                    + (e.free() ? " without paying its mana cost?" : " for " + cost + "?") + " (608.2g)",
                    List.of("cast it", "don't cast it")));
            if (((Choice.ChooseOption) c).index() != 0) continue;
            if (e.free()) ResolvingCasts.cast(ctx, player, o.id(), true, null); // 118.9
            else ResolvingCasts.cast(ctx, player, o.id(), false, cost); // 601.2f-h, paid as it resolves
            GameObject spell = ctx.s.object(o.id());
            if (e.exileInstead() && spell.zone() == dev.arbiter.engine.state.Zone.STACK && (e.exileOnly() == null
                    || Affecting.matches(ctx.s, r.source(), e.exileOnly(), spell, Layers.of(ctx.s, spell.id())))) { // 614.1a: this turn
                ctx.s = dev.arbiter.engine.state.ContinuousEffect.add(ctx.s, r.source(), player,
                        new dev.arbiter.engine.state.Modification.ExileIfDies(), io.vavr.collection.Vector.of(spell.ref()),
                        dev.arbiter.engine.state.Duration.UNTIL_END_OF_TURN);
            }
        }
    }

    /** 118.9: {@code player} may cast one of {@code candidates} ({@code from} where they are) without paying its mana cost. */
    private static void offer(Ctx ctx, int player, List<Integer> candidates, String none, String from) {
        if (candidates.isEmpty()) {
            ctx.log("%s has no %s to cast this way", ctx.s.player(player).name(), none);
            return;
        }
        Choice c = ctx.ask(new Decision.Objects(player, "You may cast a spell " + from + " without paying its mana cost"
                + " (choose none to decline)", candidates, 0, 1));
        for (int id : ((Choice.ChooseObjects) c).ids()) ResolvingCasts.cast(ctx, player, id, true, null); // 118.9
    }
}
