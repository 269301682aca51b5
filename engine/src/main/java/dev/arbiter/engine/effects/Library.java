package dev.arbiter.engine.effects;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/** Library actions that are not draws (seed 423.5): milling (701.13), revealing until (701.16). */
public final class Library {
    private Library() {
    }

    /** Mill N (701.13a): the top N cards go to the graveyard, from the top, as one event (603.2c). */
    public static void mill(Ctx ctx, int player, int n) {
        boolean runsOut = ctx.s.player(player).library().size() < n; // as before: no log line when the library runs out
        SimultaneousMoves.together(ctx, () -> {
            for (int i = 0; i < n; i++) {
                PlayerState p = ctx.s.player(player);
                if (p.library().isEmpty()) return;
                ZoneMoves.move(ctx, p.library().head(), Zone.GRAVEYARD);
            }
        });
        if (runsOut) return;
        ctx.log("%s mills %d card%s", ctx.s.player(player).name(), n, n == 1 ? "" : "s");
    }

    /** "Exiles the top N cards of their library" (406.3): the top N cards go to exile one at a time; fewer if the library runs out. */
    public static void exileTop(Ctx ctx, int player, int n) {
        int moved = 0;
        for (; moved < n; moved++) {
            PlayerState p = ctx.s.player(player);
            if (p.library().isEmpty()) break;
            ZoneMoves.move(ctx, p.library().head(), Zone.EXILE);
        }
        ctx.log("%s exiles the top %d card%s of their library", ctx.s.player(player).name(), moved, moved == 1 ? "" : "s");
    }

    /**
     * "Put the top card of your library into your hand" (seed 423.5): not a draw, so no draw
     * replacement or trigger applies, and an empty library just means nothing happens.
     */
    public static void putTopIntoHand(Ctx ctx, int player) {
        PlayerState p = ctx.s.player(player);
        if (p.library().isEmpty()) {
            ctx.log("%s has no card in their library to put into their hand (not a draw, 423.5)", p.name());
            return;
        }
        ZoneMoves.move(ctx, p.library().head(), Zone.HAND);
        ctx.log("%s puts the top card of their library into their hand (not a draw, 423.5)", p.name());
    }

    /**
     * Abundance's replacement: choose land or nonland, reveal from the top until a card of that
     * kind; it goes to hand (not a draw, seed 423.5), the rest to the bottom in any order.
     */
    static void revealUntilKind(Ctx ctx, int player) {
        Choice kind = ctx.ask(new Decision.Option(player, "Choose land or nonland", List.of("land", "nonland")));
        boolean land = ((Choice.ChooseOption) kind).index() == 0;
        List<Integer> revealed = new ArrayList<>();
        int found = -1;
        for (int id : ctx.s.player(player).library()) {
            if (Layers.of(ctx.s, id).isLand() == land) {
                found = id;
                break;
            }
            revealed.add(id);
        }
        String name = ctx.s.player(player).name();
        if (found >= 0) {
            ZoneMoves.move(ctx, found, Zone.HAND);
            ctx.log("%s reveals cards until %s and puts it into their hand", name, ctx.s.object(found).name());
        } else {
            ctx.log("%s reveals their library and finds no %s card", name, land ? "land" : "nonland");
        }
        List<Integer> order = revealed;
        if (revealed.size() > 1) {
            Choice c = ctx.ask(new Decision.Objects(player, "Order the revealed cards for the bottom of your library"
                    + " (first goes first)", revealed, revealed.size(), revealed.size()));
            order = ((Choice.ChooseObjects) c).ids();
        }
        for (int id : order) ZoneMoves.move(ctx, id, Zone.LIBRARY, true);
    }
}
