package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.LibraryEffects;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * "Reveal (look at) the top card of your library. If it's a [kind of] card, put it [somewhere]. Otherwise, put it
 * [elsewhere]." (701.16, 401.4, 608.2c): the kind is judged as the effect reads it; a "may" is the choice of the player
 * whose library it is.
 */
final class TopCardIfKinds {
    private TopCardIfKinds() {
    }

    /** Resolves {@code effect} if it is a {@link Effect.TopCardIfKind}; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (ExiledTopCardIf.resolve(ctx, effect, r)) return true; // 406.3, 608.2c: "Exile the top card ... If it's ..."
        if (effect instanceof Effect.IfTopCardIs i) {
            for (int p : EffectSubjects.players(ctx, i.who(), r)) ifTopCardIs(ctx, p, i, r);
            return true;
        }
        if (!(effect instanceof Effect.TopCardIfKind e)) return false;
        for (int p : EffectSubjects.players(ctx, e.who(), r)) act(ctx, p, e, r);
        return true;
    }

    private static void act(Ctx ctx, int player, Effect.TopCardIfKind e, Resolution r) {
        var library = ctx.s.player(player).library();
        if (library.isEmpty()) return;
        int top = library.head();
        String name = ctx.s.player(player).name();
        String card = ctx.s.object(top).name();
        if (e.reveal()) ctx.log("%s reveals the top card of their library: %s", name, card); // 701.16
        else ctx.log("%s looks at the top card of their library", name); // 401.4
        // 110.4a: "if it's a [Goblin] permanent card, put it onto the battlefield": only a permanent card is of that kind
        boolean fits = (e.then() != LibraryEffects.TopCardPlace.BATTLEFIELD && e.then() != LibraryEffects.TopCardPlace.BATTLEFIELD_TAPPED)
                || ctx.s.object(top).card().isPermanentCard();
        boolean kind = fits && Affecting.matches(ctx.s, r.source(), e.filter(), ctx.s.object(top), Layers.of(ctx.s, top));
        boolean moved = false;
        if (kind) moved = put(ctx, player, top, e.then(), e.thenMay());
        if (kind ? e.otherwiseIfNotMoved() && !moved : true) put(ctx, player, top, e.otherwise(), e.otherwiseMay());
    }

    /** 608.2c: the rest of the effect only if the top card is of the kind. */
    private static void ifTopCardIs(Ctx ctx, int player, Effect.IfTopCardIs e, Resolution r) {
        var library = ctx.s.player(player).library();
        if (library.isEmpty()) return;
        int top = library.head();
        String name = ctx.s.player(player).name();
        if (e.reveal()) ctx.log("%s reveals the top card of their library: %s", name, ctx.s.object(top).name()); // 701.16
        else ctx.log("%s looks at the top card of their library", name); // 401.4
        if (Affecting.matches(ctx.s, r.source(), e.filter(), ctx.s.object(top), Layers.of(ctx.s, top))) {
            EffectResolver.resolve(ctx, e.then(), r);
        }
    }

    /** Puts the card where {@code place} says (asking first when it is a "may"); whether it moved. */
    private static boolean put(Ctx ctx, int player, int card, LibraryEffects.TopCardPlace place, boolean may) {
        if (place == LibraryEffects.TopCardPlace.STAYS) return false;
        var o = ctx.s.object(card);
        if (o.zone() != Zone.LIBRARY || ctx.s.player(player).library().isEmpty() || ctx.s.player(player).library().head() != card) {
            return false; // 400.7: no longer the top card
        }
        String where = switch (place) {
            case HAND -> "into their hand";
            case BATTLEFIELD -> "onto the battlefield";
            case BATTLEFIELD_TAPPED -> "onto the battlefield tapped";
            case GRAVEYARD -> "into their graveyard";
            case BOTTOM -> "on the bottom of their library";
            case STAYS -> "";
        };
        if (may) {
            Choice c = ctx.ask(new Decision.Option(player, "Put " + o.name() + " " + where + "?", List.of("yes", "no")));
            if (((Choice.ChooseOption) c).index() != 0) return false;
        }
        switch (place) {
            case HAND -> ZoneMoves.move(ctx, card, Zone.HAND);
            case BATTLEFIELD -> ZoneMoves.moveToBattlefield(ctx, card, player); // 110.2a: under that player's control
            case BATTLEFIELD_TAPPED -> ZoneMoves.moveToBattlefield(ctx, card, player, EnteringWith.TAPPED); // 110.5b
            case GRAVEYARD -> ZoneMoves.move(ctx, card, Zone.GRAVEYARD);
            case BOTTOM -> {
                var lib = ctx.s.player(player).library();
                Scrying.setLibrary(ctx, player, List.of(), lib.tail().asJava(), List.of(card));
            }
            case STAYS -> { }
        }
        ctx.log("%s puts %s %s", ctx.s.player(player).name(), o.name(), where);
        return true;
    }
}
