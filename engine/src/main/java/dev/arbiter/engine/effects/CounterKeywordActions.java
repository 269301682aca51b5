package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.PlayerState;

import java.util.ArrayList;
import java.util.List;

/**
 * Keyword actions that choose among the permanents as they resolve: proliferate (701.27), bolster (701.39), populate
 * (701.30); and counters distributed among targets as announced (601.2d).
 */
final class CounterKeywordActions {
    private static final String PLUS_ONE = "+1/+1";

    private CounterKeywordActions() {
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.Proliferate) {
            proliferate(ctx, r);
        } else if (effect instanceof Effect.Bolster b) {
            bolster(ctx, PlayerAmounts.value(ctx, b.amount(), r), r);
        } else if (effect instanceof Effect.DistributeCounters d) {
            distribute(ctx, d, r);
        } else if (effect instanceof Effect.CreateTokensOfSize cs) { // 111.2, 107.3
            int n = Math.max(0, PlayerAmounts.value(ctx, cs.size(), r));
            EffectResolver.resolve(ctx, sized(cs.create(), n), r);
        } else if (effect instanceof dev.arbiter.engine.ability.CreateTokensOfStats st) { // 111.3, 608.2h
            TokenStats.resolve(ctx, st, r);
        } else if (effect instanceof Effect.CreateTokensOfChosen oc) { // 607.2: the choices made as the source entered
            var colour = dev.arbiter.engine.layers.ChosenValues.of(ctx.s, r.source(), dev.arbiter.engine.ability.ChoiceKind.COLOR);
            var type = dev.arbiter.engine.layers.ChosenValues.of(ctx.s, r.source(),
                    dev.arbiter.engine.ability.ChoiceKind.CREATURE_TYPE);
            int colours = colour == null || colour.word() == null ? 0
                    : dev.arbiter.engine.characteristic.Color.ofName(colour.word()).bit(); // 105.1
            List<String> subtypes = type == null || type.word() == null ? List.of() : List.of(type.word()); // 205.3m
            EffectResolver.resolve(ctx, chosen(oc.create(), colours, subtypes), r);
        } else if (effect instanceof Effect.Explore ex) {
            for (GameObject o : EffectSubjects.objects(ctx, ex.subject(), r)) explore(ctx, o);
        } else if (effect instanceof Effect.Amass a) {
            amass(ctx, PlayerAmounts.value(ctx, a.amount(), r), r);
        } else if (effect instanceof Effect.Connive cv) {
            for (GameObject o : EffectSubjects.objects(ctx, cv.subject(), r)) connive(ctx, o);
        } else if (effect instanceof Effect.Populate p) {
            int times = Math.max(0, PlayerAmounts.value(ctx, p.times(), r)); // 701.30a, once per time, each choice anew
            for (int i = 0; i < times; i++) populate(ctx, r);
        } else {
            return false;
        }
        return true;
    }

    /**
     * 701.27a: choose any number of permanents and/or players (with counters: giving "another counter of each kind already
     * there" to one without is nothing), then each gets one more counter of each kind it has.
     */
    private static void proliferate(Ctx ctx, Resolution r) {
        int me = r.controller();
        List<Integer> candidates = new ArrayList<>();
        for (int id : ctx.s.battlefield()) if (!ctx.s.object(id).counters().isEmpty()) candidates.add(id);
        List<Integer> chosen = List.of();
        if (!candidates.isEmpty()) {
            Choice c = ctx.ask(new Decision.Objects(me, "Proliferate: choose any number of permanents with counters",
                    candidates, 0, candidates.size()));
            chosen = ((Choice.ChooseObjects) c).ids();
        }
        List<Integer> players = new ArrayList<>();
        for (int p = 0; p < ctx.s.players().size(); p++) {
            PlayerState ps = ctx.s.player(p);
            if (!ps.inGame() || ps.poison() == 0) continue;
            Choice c = ctx.ask(new Decision.Option(me, "Proliferate: give " + ps.name() + " another poison counter?",
                    List.of("yes", "no")));
            if (((Choice.ChooseOption) c).index() == 0) players.add(p);
        }
        for (int id : chosen) { // 701.27a: each kind already there, all given at once in the player's order
            GameObject o = ctx.s.object(id);
            for (String kind : o.counters().byKind().keySet()) Counters.put(ctx, id, kind, 1);
        }
        for (int p : players) Counters.poison(ctx, p, 1);
    }

    /**
     * 701.40a: the permanent's controller reveals the top card of their library: a land card goes to their hand; otherwise
     * (no card included) the permanent, if still on the battlefield, gets a +1/+1 counter, and the revealed card may go to
     * the graveyard.
     */
    private static void explore(Ctx ctx, GameObject explorer) {
        var was = dev.arbiter.engine.layers.Layers.of(ctx.s, explorer.id());
        exploreSteps(ctx, explorer);
        dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.Explored(explorer, was)); // 701.40b
    }

    /** 701.40a: the steps of exploring. */
    private static void exploreSteps(Ctx ctx, GameObject explorer) {
        int player = explorer.controller();
        var library = ctx.s.player(player).library();
        GameObject top = library.isEmpty() ? null : ctx.s.object(library.get(0));
        if (top != null) ctx.log("%s reveals %s (%s explores)", ctx.s.player(player).name(), top.name(), explorer.name());
        if (top != null && top.card().baseCharacteristics().isLand()) {
            ZoneMoves.move(ctx, top.id(), dev.arbiter.engine.state.Zone.HAND);
            return;
        }
        GameObject now = ctx.s.object(explorer.id());
        if (now.zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD && now.zoneChanges() == explorer.zoneChanges()) {
            Counters.put(ctx, now.id(), PLUS_ONE, 1);
        }
        if (top == null) return;
        Choice c = ctx.ask(new Decision.Option(player, "Explore: put " + top.name() + " into your graveyard?", List.of("yes", "no")));
        if (((Choice.ChooseOption) c).index() == 0) ZoneMoves.move(ctx, top.id(), dev.arbiter.engine.state.Zone.GRAVEYARD);
    }

    private static final dev.arbiter.engine.ability.TokenSpec ZOMBIE_ARMY = new dev.arbiter.engine.ability.TokenSpec(
            "Zombie Army Token", dev.arbiter.engine.characteristic.Color.BLACK.bit(),
            dev.arbiter.engine.characteristic.CardType.CREATURE.bit(), List.of("Zombie", "Army"), 0, 0, List.of());

    /** 701.44a: an Army you control (a 0/0 black Zombie Army token made if you have none) gets N +1/+1 counters. */
    private static void amass(Ctx ctx, int n, Resolution r) {
        int me = r.controller();
        List<Integer> armies = armies(ctx, me);
        if (armies.isEmpty()) {
            Tokens.create(ctx, me, ZOMBIE_ARMY, 1);
            armies = armies(ctx, me);
            if (armies.isEmpty()) return;
        }
        int chosen = armies.get(0);
        if (armies.size() > 1) {
            Choice c = ctx.ask(new Decision.Objects(me, "Amass " + n + ": choose an Army creature you control", armies, 1, 1));
            chosen = ((Choice.ChooseObjects) c).ids().get(0);
        }
        Counters.put(ctx, chosen, PLUS_ONE, n);
    }

    private static List<Integer> armies(Ctx ctx, int player) {
        List<Integer> out = new ArrayList<>();
        for (int id : ctx.s.battlefield()) {
            Characteristics ch = Layers.of(ctx.s, id);
            if (ctx.s.object(id).controller() == player && ch.isCreature() && ch.hasSubtype("Army")) out.add(id);
        }
        return out;
    }

    /** 701.47a: draw, then discard; a nonland card discarded puts a +1/+1 counter on the permanent if it is still there. */
    private static void connive(Ctx ctx, GameObject conniver) {
        int player = conniver.controller();
        Drawing.draw(ctx, player, 1);
        List<Integer> discarded = Discarding.discard(ctx, player, 1, false);
        boolean nonland = false;
        for (int id : discarded) nonland |= !ctx.s.object(id).card().baseCharacteristics().isLand();
        GameObject now = ctx.s.object(conniver.id());
        if (nonland && now.zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD && now.zoneChanges() == conniver.zoneChanges()) {
            Counters.put(ctx, now.id(), PLUS_ONE, 1);
        }
    }

    /** {@code create} with its tokens' power and toughness each {@code n}. */
    private static Effect sized(Effect create, int n) {
        if (create instanceof Effect.CreateTokens ct) return new Effect.CreateTokens(ct.count(), sized(ct.token(), n));
        if (create instanceof Effect.CreateTokensFor ct) {
            return new Effect.CreateTokensFor(ct.who(), ct.count(), sized(ct.token(), n), ct.tapped());
        }
        if (create instanceof Effect.CreateTokensThen t) {
            return new Effect.CreateTokensThen(sized(t.create(), n), t.attacking(), t.step(), t.fate(), t.text());
        }
        throw new IllegalStateException("not a token creation: " + create);
    }

    /** {@code create} with its tokens' colours and creature types those chosen (607.2; 111.4: the name is the subtypes + "Token"). */
    private static Effect chosen(Effect create, int colours, List<String> subtypes) {
        if (create instanceof Effect.CreateTokensOfSize cs) return new Effect.CreateTokensOfSize(chosen(cs.create(), colours, subtypes), cs.size());
        if (create instanceof Effect.CreateTokens ct) return new Effect.CreateTokens(ct.count(), chosen(ct.token(), colours, subtypes));
        if (create instanceof Effect.CreateTokensFor ct) {
            return new Effect.CreateTokensFor(ct.who(), ct.count(), chosen(ct.token(), colours, subtypes), ct.tapped());
        }
        if (create instanceof Effect.CreateTokensThen t) {
            return new Effect.CreateTokensThen(chosen(t.create(), colours, subtypes), t.attacking(), t.step(), t.fate(), t.text());
        }
        throw new IllegalStateException("not a token creation: " + create);
    }

    private static dev.arbiter.engine.ability.TokenSpec chosen(dev.arbiter.engine.ability.TokenSpec t, int colours,
                                                               List<String> subtypes) {
        List<String> all = new ArrayList<>(t.subtypes());
        all.addAll(subtypes);
        String name = (String.join(" ", all) + " Token").strip();
        return new dev.arbiter.engine.ability.TokenSpec(name, t.colors() | colours, t.types(), all, t.power(), t.toughness(),
                t.abilities(), t.supertypes());
    }

    private static dev.arbiter.engine.ability.TokenSpec sized(dev.arbiter.engine.ability.TokenSpec t, int n) {
        return new dev.arbiter.engine.ability.TokenSpec(t.name(), t.colors(), t.types(), t.subtypes(), n, n, t.abilities(),
                t.supertypes());
    }

    /** 601.2d, 608.2b: each target still legal gets the counters announced for it; none were announced, none are put. */
    private static void distribute(Ctx ctx, Effect.DistributeCounters d, Resolution r) {
        dev.arbiter.engine.state.Modification.DamageDivision division = DividedDamage.division(ctx, r.source());
        if (division == null) return;
        for (dev.arbiter.engine.state.Target t : r.targetsOf(d.targetIndex())) {
            int i = division.targets().indexOf(t);
            if (i >= 0 && t instanceof dev.arbiter.engine.state.Target.Object o && ctx.s.object(o.id()).zone()
                    == dev.arbiter.engine.state.Zone.BATTLEFIELD) Counters.put(ctx, o.id(), d.kind(), division.amounts().get(i));
        }
    }

    /** 701.39a: the creature with the least toughness among those you control (you choose among ties) gets N +1/+1 counters. */
    private static void bolster(Ctx ctx, int n, Resolution r) {
        int me = r.controller();
        List<Integer> least = new ArrayList<>();
        int min = Integer.MAX_VALUE;
        for (int id : ctx.s.battlefield()) {
            GameObject o = ctx.s.object(id);
            Characteristics ch = Layers.of(ctx.s, id);
            if (o.controller() != me || !ch.isCreature()) continue;
            if (ch.toughness() < min) {
                min = ch.toughness();
                least.clear();
            }
            if (ch.toughness() == min) least.add(id);
        }
        if (least.isEmpty()) return; // 701.39a: no creature, nothing happens
        int chosen = least.get(0);
        if (least.size() > 1) {
            Choice c = ctx.ask(new Decision.Objects(me, "Bolster " + n + ": choose a creature with the least toughness",
                    least, 1, 1));
            chosen = ((Choice.ChooseObjects) c).ids().get(0);
        }
        Counters.put(ctx, chosen, PLUS_ONE, n);
    }

    /** 701.30a: choose a creature token you control and create a token that's a copy of it; none, nothing happens (701.30b). */
    private static void populate(Ctx ctx, Resolution r) {
        int me = r.controller();
        List<Integer> tokens = new ArrayList<>();
        for (int id : ctx.s.battlefield()) {
            GameObject o = ctx.s.object(id);
            if (o.token() && o.controller() == me && Layers.of(ctx.s, id).isCreature()) tokens.add(id);
        }
        if (tokens.isEmpty()) return;
        int chosen = tokens.get(0);
        if (tokens.size() > 1) {
            Choice c = ctx.ask(new Decision.Objects(me, "Populate: choose a creature token you control", tokens, 1, 1));
            chosen = ((Choice.ChooseObjects) c).ids().get(0);
        }
        TokenCopies.copy(ctx, ctx.s.object(chosen), me);
    }
}
