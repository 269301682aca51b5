package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Searching a player's graveyard, hand, and library for the cards with a name and exiling them (701.19, 201.2, 406.1):
 * {@link Effect.SearchZonesForName}.
 */
final class NameSearch {
    private NameSearch() {
    }

    static void resolve(Ctx ctx, Effect.SearchZonesForName e, Resolution r) {
        String name = e.sameNameAs() != null ? nameOf(ctx, e.sameNameAs(), r) : chosen(ctx, e, r);
        if (name == null || name.isEmpty()) return; // 201.2: no name to share (a face-down object, 708.2a)
        for (int p : EffectSubjects.players(ctx, e.whose(), r)) {
            List<Integer> found = new ArrayList<>();
            var pl = ctx.s.player(p);
            for (var zone : List.of(pl.graveyard(), pl.hand(), pl.library())) {
                for (int id : zone) if (ctx.s.object(id).card().name().equals(name)) found.add(id);
            }
            List<Integer> exiled = found;
            if (!e.all() && !found.isEmpty()) { // 701.19b: a search for "any number" may find fewer
                exiled = ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(r.controller(), "Choose any number of cards named "
                        + name + " to exile from " + pl.name() + "'s graveyard, hand, and library", found, 0, found.size()))).ids();
            }
            for (int id : List.copyOf(exiled)) {
                if (ctx.s.object(id).zone() == Zone.EXILE) continue;
                ZoneMoves.move(ctx, id, Zone.EXILE);
            }
            ctx.log("%s exiles %d card(s) named %s from %s's graveyard, hand, and library", ctx.s.player(r.controller()).name(),
                    exiled.size(), name, pl.name());
            Shuffling.shuffleLibrary(ctx, p); // "Then that player shuffles." (701.20)
        }
    }

    /** 400.7: the target's name as it is, or, once it has moved (exiled or countered), the name of its card. */
    private static String nameOf(Ctx ctx, Subject subject, Resolution r) {
        if (subject instanceof Subject.ThatObject) { // 608.2c: a card chosen earlier in this resolution
            return r.thatObject() >= 0 ? Layers.of(ctx.s, r.thatObject()).name() : null;
        }
        if (!(subject instanceof Subject.TargetObject t)) return null;
        for (Target x : r.targetsOf(t.index())) {
            if (!(x instanceof Target.Object ref)) continue;
            GameObject o = ctx.s.object(ref.id());
            return o.zoneChanges() == ref.zoneChanges() ? Layers.of(ctx.s, o.id()).name() : o.card().name();
        }
        return null;
    }

    /** 201.3: the controller names a card; the names offered are those of the cards in the game that match. */
    private static String chosen(Ctx ctx, Effect.SearchZonesForName e, Resolution r) {
        TreeSet<String> names = new TreeSet<>();
        for (int id = 0; id < ctx.s.objectCount(); id++) {
            GameObject o = ctx.s.object(id);
            if (o == null || o.token() || o.card().name().isEmpty() || o.zone() == Zone.NONE) continue;
            if (Affecting.matches(ctx.s, r.source(), e.nameOf(), o, Layers.of(ctx.s, id))) names.add(o.card().name());
        }
        if (names.isEmpty()) return null;
        List<String> options = new ArrayList<>(names);
        int i = ((Choice.ChooseOption) ctx.ask(new Decision.Option(r.controller(), "Choose a card name (201.3)", options))).index();
        ctx.log("%s chooses the name %s", ctx.s.player(r.controller()).name(), options.get(i));
        return options.get(i);
    }
}
