package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.LibraryEffects;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Looking at the top of a library and putting cards back in a chosen order (401.4), picking a
 * card from among them (701.16 reveal), and moving cards to the bottom of a library or shuffling
 * them in (701.20). Orders are asked as an ordered choice of all the cards, first chosen nearest
 * the top, as for scry ({@link Scrying}).
 */
final class LibraryLooks {
    private LibraryLooks() {
    }

    /** 401.4: "look at the top N cards of [owner]'s library, then put them back in any order" — {@code chooser} orders. */
    static void reorderTop(Ctx ctx, int chooser, int owner, int n) {
        PlayerState p = ctx.s.player(owner);
        int count = Math.min(n, p.library().size());
        if (count <= 0) return;
        List<Integer> top = ordered(ctx, chooser, new ArrayList<>(p.library().take(count).asJava()),
                "Put the top " + count + " cards of " + p.name() + "'s library back in any order, top card first");
        setLibrary(ctx, owner, top, p.library().drop(count).asJava(), List.of());
        ctx.log("%s looks at the top %d cards of %s's library and puts them back", ctx.s.player(chooser).name(), count,
                p.name());
    }

    /**
     * 701.16: look at the top N cards, put up to {@code max} matching ones into the hand (revealed),
     * the rest on the bottom in any order, or in a random order (401.4), or into the graveyard.
     */
    static void lookAndTake(Ctx ctx, int player, int source, int n, ObjectFilter filter, int max, boolean restToGraveyard,
                            boolean mandatory, boolean randomOrder, LibraryEffects.TopCardPlace taken) {
        boolean battlefield = taken == LibraryEffects.TopCardPlace.BATTLEFIELD || taken == LibraryEffects.TopCardPlace.BATTLEFIELD_TAPPED;
        PlayerState p = ctx.s.player(player);
        int count = Math.min(n, p.library().size());
        if (count <= 0) return;
        List<Integer> top = new ArrayList<>(p.library().take(count).asJava());
        List<Integer> matching = new ArrayList<>();
        for (int id : top) {
            if (battlefield && !ctx.s.object(id).card().isPermanentCard()) continue; // 110.4a
            if (Affecting.matches(ctx.s, source, filter, ctx.s.object(id), Layers.of(ctx.s, id))) matching.add(id);
        }
        List<Integer> chosen = List.of();
        if (!matching.isEmpty()) {
            int most = Math.min(max, matching.size());
            Choice c = ctx.ask(new Decision.Objects(player, (mandatory ? "Choose " : "Choose up to ") + most
                    + " card(s) to put " + (battlefield ? "onto the battlefield" : "into your hand"), matching,
                    mandatory ? most : 0, most));
            chosen = ((Choice.ChooseObjects) c).ids();
        }
        List<Integer> rest = new ArrayList<>(top);
        rest.removeAll(chosen);
        if (restToGraveyard) {
            setLibrary(ctx, player, List.of(), ctx.s.player(player).library().drop(count).asJava(), rest);
            for (int id : rest) ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
        } else {
            if (randomOrder && !rest.isEmpty()) {
                rest = RevealingUntil.randomOrder(ctx, rest);
                ctx.log("%s puts %d card%s on the bottom of their library in a random order", p.name(), rest.size(),
                        rest.size() == 1 ? "" : "s");
            } else {
                rest = ordered(ctx, player, rest, "Order the cards going to the bottom, the one nearest the top first");
            }
            setLibrary(ctx, player, chosen, ctx.s.player(player).library().drop(count).asJava(), rest);
        }
        if (battlefield) {
            for (int id : chosen) ctx.log("%s puts %s onto the battlefield", p.name(), ctx.s.object(id).name());
            // the chosen cards enter at once (one arrival, 613.7m), under the player's control (110.2a)
            ZoneMoves.moveAllToBattlefield(ctx, chosen, id -> player, // 110.5b: tapped as they enter
                    EnteringWith.tapped(taken == LibraryEffects.TopCardPlace.BATTLEFIELD_TAPPED));
            return;
        }
        for (int id : chosen) {
            ctx.log("%s reveals %s and puts it into their hand", p.name(), ctx.s.object(id).name());
            ZoneMoves.move(ctx, id, Zone.HAND);
        }
    }

    /** 401.4: {@code chooser} looks at the top card of {@code owner}'s library and may put it into the graveyard / on the bottom. */
    static void lookAtTopMayMove(Ctx ctx, int chooser, int owner, boolean bottom) {
        PlayerState p = ctx.s.player(owner);
        if (p.library().isEmpty()) return;
        int top = p.library().head();
        String name = ctx.s.object(top).name();
        Choice c = ctx.ask(new Decision.Option(chooser, "Put " + name + " " + (bottom ? "on the bottom of the library"
                : "into the graveyard") + "?", List.of("yes", "no")));
        if (((Choice.ChooseOption) c).index() != 0) {
            ctx.log("%s looks at the top card of %s's library and leaves it", ctx.s.player(chooser).name(), p.name());
            return;
        }
        if (bottom) {
            setLibrary(ctx, owner, List.of(), p.library().tail().asJava(), List.of(top));
        } else {
            ZoneMoves.move(ctx, top, Zone.GRAVEYARD);
        }
        ctx.log("%s puts %s %s", ctx.s.player(chooser).name(), name, bottom ? "on the bottom of its owner's library"
                : "into its owner's graveyard");
    }

    /** 401.4: an object goes into its owner's library {@code position}th from the top (the bottom if fewer cards are there). */
    static void putFromTop(Ctx ctx, GameObject o, int position) {
        if (o.zone() == Zone.LIBRARY || o.zone() == Zone.NONE) return;
        GameObject moved = ZoneMoves.move(ctx, o.id(), Zone.LIBRARY); // on top first
        if (ctx.s.object(moved.id()).zone() != Zone.LIBRARY) return;
        PlayerState p = ctx.s.player(moved.owner());
        Vector<Integer> rest = p.library().remove(moved.id());
        int at = Math.min(position - 1, rest.size());
        ctx.s = ctx.s.withPlayer(p.withLibrary(rest.insert(at, moved.id())));
        ctx.log("%s is put into its owner's library %d%s from the top", o.name(), position, position == 2 ? "nd"
                : position == 3 ? "rd" : "th");
    }

    /** 401.4: an object goes to the bottom of its owner's library (from anywhere but the library). */
    static void putOnBottom(Ctx ctx, GameObject o) {
        if (o.zone() == Zone.LIBRARY || o.zone() == Zone.NONE) return;
        ZoneMoves.move(ctx, o.id(), Zone.LIBRARY, true);
        ctx.log("%s is put on the bottom of its owner's library", o.name());
    }

    /** 701.20: the source (a permanent, or a spell still resolving, 608.2n) is shuffled into its owner's library. */
    static void shuffleSourceIn(Ctx ctx, int source, int sourceZoneChanges) {
        GameObject o = ctx.s.object(source);
        if (o.zone() != Zone.STACK && o.zone() != Zone.BATTLEFIELD) return;
        // 400.7: a permanent that left and came back is a new object the ability doesn't know
        if (o.zone() == Zone.BATTLEFIELD && sourceZoneChanges >= 0 && o.zoneChanges() != sourceZoneChanges) return;
        ZoneMoves.move(ctx, source, Zone.LIBRARY);
        Shuffling.shuffleLibrary(ctx, o.owner());
        ctx.log("%s is shuffled into its owner's library", o.name());
    }

    /** 701.20a: each object goes into its owner's library, then each of those libraries is shuffled once. */
    static void shuffleObjectsIn(Ctx ctx, List<GameObject> objects) {
        java.util.TreeSet<Integer> owners = new java.util.TreeSet<>();
        for (GameObject o : objects) {
            if (o.zone() == Zone.LIBRARY || o.zone() == Zone.NONE) continue;
            owners.add(o.owner());
            ZoneMoves.move(ctx, o.id(), Zone.LIBRARY);
            ctx.log("%s is shuffled into its owner's library", o.name());
        }
        for (int p : owners) Shuffling.shuffleLibrary(ctx, p);
    }

    /** 701.20: a player's hand and/or graveyard are shuffled into their library. */
    static void shuffleZonesIn(Ctx ctx, int player, boolean hand, boolean graveyard) {
        List<Integer> cards = new ArrayList<>();
        if (hand) cards.addAll(ctx.s.player(player).hand().asJava());
        if (graveyard) cards.addAll(ctx.s.player(player).graveyard().asJava());
        for (int id : cards) ZoneMoves.move(ctx, id, Zone.LIBRARY);
        Shuffling.shuffleLibrary(ctx, player);
        ctx.log("%s shuffles %d card(s) into their library", ctx.s.player(player).name(), cards.size());
    }

    private static List<Integer> ordered(Ctx ctx, int player, List<Integer> cards, String prompt) {
        return Scrying.ordered(ctx, player, cards, prompt);
    }

    private static void setLibrary(Ctx ctx, int player, List<Integer> top, List<Integer> rest, List<Integer> bottom) {
        Scrying.setLibrary(ctx, player, top, rest, bottom);
    }
}
