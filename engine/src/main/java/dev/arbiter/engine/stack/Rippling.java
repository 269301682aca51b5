package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ripple;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.LibraryBottom;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Ripple N resolving (702.60a): its controller may reveal the top N cards of their library (all of it when fewer); if
 * they do, they may cast, one after another (each cast complete before the next is chosen, 601.2), any revealed cards
 * with the same name as the spell (201.2; the card's name, known after it left the stack) without paying their mana
 * costs (118.9), ignoring timing permissions as it resolves (608.2g); the revealed cards not cast go to the bottom of
 * the library in the order the player chooses.
 */
final class Rippling {
    private Rippling() {
    }

    static void resolve(Ctx ctx, Ripple e, Resolution r) {
        int player = r.controller();
        var library = ctx.s.player(player).library();
        int count = Math.min(e.count(), library.size());
        if (count <= 0) return;
        Choice answer = ctx.ask(new Decision.Option(player, "Ripple " + e.count() + ": reveal the top " + count
                + " card" + (count == 1 ? "" : "s") + " of your library?", List.of("reveal them", "don't reveal")));
        if (((Choice.ChooseOption) answer).index() != 0) return;
        List<Integer> revealed = new ArrayList<>(library.take(count).asJava());
        List<String> names = new ArrayList<>();
        for (int id : revealed) names.add(ctx.s.object(id).name());
        ctx.log("%s reveals %s (ripple)", ctx.s.player(player).name(), String.join(", ", names));
        String name = ctx.s.object(r.source()).card().name(); // 201.2: "the same name as this spell"
        java.util.Set<Integer> reversed = new java.util.HashSet<>(); // 730.1: a cast taken back isn't offered again
        while (true) {
            List<Integer> candidates = new ArrayList<>();
            for (int id : revealed) {
                GameObject o = ctx.s.object(id);
                if (o.zone() == Zone.LIBRARY && o.card().name().equals(name) && !reversed.contains(id)
                        && ResolvingCasts.castableFree(ctx.s, player, id) // 601.2c, 601.2f: its targets and cost increases
                        && !CastRestrictions.forbidden(ctx.s, player, id)) {
                    candidates.add(id);
                }
            }
            if (candidates.isEmpty()) break;
            Choice c = ctx.ask(new Decision.Objects(player, "Ripple: you may cast a revealed " + name
                    + " without paying its mana cost (choose none to stop)", candidates, 0, 1));
            List<Integer> ids = ((Choice.ChooseObjects) c).ids();
            if (ids.isEmpty()) break;
            if (!ResolvingCasts.cast(ctx, player, ids.get(0), true, null)) reversed.add(ids.get(0)); // 702.60a, 118.9, 608.2g
        }
        List<Integer> rest = new ArrayList<>();
        for (int id : revealed) if (ctx.s.object(id).zone() == Zone.LIBRARY) rest.add(id);
        LibraryBottom.inAnyOrder(ctx, player, rest, "Ripple: order the revealed cards going to the bottom, the one nearest the top first");
        if (!rest.isEmpty()) ctx.log("%s puts %d revealed card%s on the bottom of their library",
                ctx.s.player(player).name(), rest.size(), rest.size() == 1 ? "" : "s");
    }
}
