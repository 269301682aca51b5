package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.ReplacementStatics.GraveyardInstead.Destination;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Static abilities that send an object somewhere else instead of into a graveyard (614.1a, 614.6: the replaced event
 * never happens, so a permanent exiled instead of dying never "dies", 700.4): "If a creature an opponent controls would
 * die, exile it instead.", "If an instant or sorcery card would be put into a graveyard from anywhere, exile it
 * instead.", "If ~ would die, put ~ on top of its owner's library instead." ({@link StaticEffect.GraveyardInstead}).
 * The abilities are those of the permanents on the battlefield just before the event, so a permanent leaving at the
 * same time as the object (704.3, "destroy all creatures") still applies its replacement to it. With several that
 * would send the object to different places, its controller (its owner off the battlefield) chooses one (616.1).
 */
final class GraveyardReplacements {
    private GraveyardReplacements() {
    }

    /** Where object {@code id}, about to be put into its owner's graveyard, goes instead; null: the graveyard. */
    static Destination instead(Ctx ctx, int id) {
        GameState before = ctx.simultaneousBefore;
        GameState s = before != null && before.object(id).zoneChanges() == ctx.s.object(id).zoneChanges() ? before : ctx.s;
        if (!PartKinds.mayHave(s, StaticEffect.GraveyardInstead.class)) return null; // none: no layer pass
        GameObject o = s.object(id);
        List<ActiveStatic> applicable = null;
        for (ActiveStatic st : Layers.staticAbilities(s)) {
            if (!(st.effect() instanceof StaticEffect.GraveyardInstead g) || !applies(s, st.source(), g, o)) continue;
            if (applicable == null) applicable = new ArrayList<>(1);
            applicable.add(st);
        }
        if (applicable == null) return null;
        List<Destination> places = new ArrayList<>(applicable.size());
        List<String> names = new ArrayList<>(applicable.size());
        for (ActiveStatic st : applicable) {
            Destination d = ((StaticEffect.GraveyardInstead) st.effect()).instead();
            if (places.contains(d)) continue;
            places.add(d);
            names.add(s.object(st.source()).name() + ": " + words(d));
        }
        if (places.size() == 1) return places.get(0);
        Choice c = ctx.ask(new Decision.Option(o.controller(), "Apply first to " + o.name() + " going to a graveyard (616.1)",
                names));
        return places.get(((Choice.ChooseOption) c).index());
    }

    private static boolean applies(GameState s, int source, StaticEffect.GraveyardInstead g, GameObject o) {
        if (g.self()) return source == o.id() && o.zone() == Zone.BATTLEFIELD; // 700.4: "would die"
        if (g.cards() ? o.token() || o.copy() : o.zone() != Zone.BATTLEFIELD) return false; // 111.1, 707: no cards
        int you = s.object(source).controller();
        if (g.graveyardOf() == Relation.YOU && o.owner() != you) return false; // 404.2: a card goes to its owner's
        if (g.graveyardOf() == Relation.OPPONENT && !s.areOpponents(o.owner(), you)) return false;
        return Affecting.matches(s, source, g.filter(), o, Layers.of(s, o.id()));
    }

    /** How the log and the choice name a destination. */
    static String words(Destination d) {
        return switch (d) {
            case EXILE -> "exile it";
            case HAND -> "return it to its owner's hand";
            case LIBRARY_TOP -> "put it on top of its owner's library";
            case LIBRARY_BOTTOM -> "put it on the bottom of its owner's library";
        };
    }
}
