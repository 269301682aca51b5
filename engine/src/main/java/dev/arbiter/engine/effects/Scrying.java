package dev.arbiter.engine.effects;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Scry N (701.22a) and surveil N (701.25a): the player looks at the top N cards of their library,
 * chooses any number of them to put on the bottom (scry) or into their graveyard (surveil), and
 * puts the rest back on top in any order; scried cards go to the bottom in any order too. The
 * order is asked as an ordered choice of all the cards of a group, first chosen nearest the top.
 */
public final class Scrying {
    private Scrying() {
    }

    public static void scry(Ctx ctx, int player, int n, boolean surveil) {
        PlayerState p = ctx.s.player(player);
        int count = Math.min(n, p.library().size());
        if (count <= 0) {
            if (n > 0) scried(ctx, player, surveil); // 701.18d: even when the looking was impossible
            return;
        }
        List<Integer> top = new ArrayList<>(p.library().take(count).asJava());
        String verb = surveil ? "Surveil" : "Scry";
        String away = surveil ? "into your graveyard" : "on the bottom of your library";
        Choice c = ctx.ask(new Decision.Objects(player, verb + " " + count + ": choose the cards to put " + away,
                top, 0, count));
        List<Integer> moved = ((Choice.ChooseObjects) c).ids();
        List<Integer> kept = new ArrayList<>(top);
        kept.removeAll(moved);
        kept = ordered(ctx, player, kept, verb + ": order the cards staying on top, top card first");
        List<Integer> rest = new ArrayList<>(ctx.s.player(player).library().drop(count).asJava());
        if (surveil) {
            setLibrary(ctx, player, kept, rest, List.of());
            for (int id : moved) ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
        } else {
            List<Integer> bottom = ordered(ctx, player, new ArrayList<>(moved),
                    "Scry: order the cards going to the bottom, the one nearest the top first");
            setLibrary(ctx, player, kept, rest, bottom);
        }
        ctx.log("%s %s %d: %d on top, %d %s", ctx.s.player(player).name(), surveil ? "surveils" : "scries", count,
                kept.size(), moved.size(), surveil ? "into the graveyard" : "on the bottom");
        scried(ctx, player, surveil);
    }

    /** 701.18b, 701.18d, 701.25: a scry or surveil of one or more cards happened; its triggers trigger after it. */
    private static void scried(Ctx ctx, int player, boolean surveil) {
        if (dev.arbiter.engine.layers.PartKinds.mayHave(ctx.s, dev.arbiter.engine.ability.Trigger.Scries.class)) {
            dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.Scried(player, surveil));
        }
    }

    /** The cards in the order the player gives; one card needs no question. */
    static List<Integer> ordered(Ctx ctx, int player, List<Integer> cards, String prompt) {
        if (cards.size() <= 1) return cards;
        Choice c = ctx.ask(new Decision.Objects(player, prompt, cards, cards.size(), cards.size()));
        return new ArrayList<>(((Choice.ChooseObjects) c).ids());
    }

    /** The library made of {@code top}, then {@code rest}, then {@code bottom} (401.4: a library's order is the player's to set here). */
    static void setLibrary(Ctx ctx, int player, List<Integer> top, List<Integer> rest, List<Integer> bottom) {
        PlayerState p = ctx.s.player(player);
        Vector<Integer> lib = Vector.ofAll(top).appendAll(rest).appendAll(bottom);
        ctx.s = ctx.s.withPlayer(p.withZone(Zone.LIBRARY, lib));
    }
}
