package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;

import java.util.ArrayList;
import java.util.List;

/**
 * 401.4: cards of a player's library (revealed from its top) put on its bottom in an order that player chooses, without
 * leaving the library (no zone change, 400.7).
 */
public final class LibraryBottom {
    private LibraryBottom() {
    }

    /** {@code cards} (in {@code player}'s library) put on its bottom in the order {@code player} gives, nearest the top first. */
    public static void inAnyOrder(Ctx ctx, int player, List<Integer> cards, String prompt) {
        if (cards.isEmpty()) return;
        List<Integer> bottom = Scrying.ordered(ctx, player, new ArrayList<>(cards), prompt);
        List<Integer> rest = new ArrayList<>(ctx.s.player(player).library().asJava());
        rest.removeAll(bottom);
        Scrying.setLibrary(ctx, player, List.of(), rest, bottom);
    }
}
