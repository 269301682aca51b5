package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.TokenSpec;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/** Creating tokens (111.2): each is a new object on the battlefield, owned and controlled by its creator. */
public final class Tokens {
    private Tokens() {
    }

    public static CardDefinition definition(TokenSpec t) {
        return new CardDefinition(t.name(), ManaCost.ZERO, false, t.colors(), t.supertypes(), t.types(), t.subtypes(), t.power(),
                t.toughness(), null, t.abilities(), List.of());
    }

    public static void create(Ctx ctx, int controller, TokenSpec spec, int count) {
        create(ctx, controller, spec, count, false);
    }

    /**
     * As {@link #create(Ctx, int, TokenSpec, int)}; {@code tapped}: the tokens enter tapped (110.5b). 111.2: each token
     * is made outside the game and put onto the battlefield with the others in one event (603.6a, 613.7m), entering as
     * any permanent does: entering replacements apply to it ("Creatures your opponents control enter tapped", "enters
     * with an additional +1/+1 counter", 614.1c, 614.12).
     */
    public static void create(Ctx ctx, int controller, TokenSpec spec, int count, boolean tapped) {
        List<Integer> made = make(ctx, controller, definition(spec), count, false);
        ZoneMoves.moveAllToBattlefield(ctx, made, id -> controller, EnteringWith.tapped(tapped)); // 111.2, 110.5b
        ctx.log("%s creates %d %s%s token%s", ctx.s.player(controller).name(), made.size(), tapped ? "tapped " : "", spec.name(),
                made.size() == 1 ? "" : "s");
    }

    /**
     * The one point where tokens come into being (111.2), for created tokens and token copies alike (707.2): the
     * number an effect would create under {@code controller}, as replacements change it (614.1a), made outside the game
     * for the caller to put onto the battlefield; {@code stamped}: each with a fresh timestamp (a copy's, 707.2).
     */
    static List<Integer> make(Ctx ctx, int controller, CardDefinition def, int count, boolean stamped) {
        int n = replacedCount(ctx, controller, def, count);
        List<Integer> made = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int id = ctx.s.objectCount();
            long ts = stamped ? ctx.s.nextTimestamp() : 0;
            GameObject token = new GameObject(id, def, controller, controller, Zone.NONE, false, true, 0, false,
                    Counters.NONE, GameObject.NONE, ts, true, dev.arbiter.engine.state.CopyKind.NONE, 0, ts);
            if (stamped) ctx.s = ctx.s.withNextTimestamp(ts + 1);
            ctx.s = ctx.s.withObject(token);
            made.add(id);
        }
        return made;
    }

    /**
     * 614.1a: "it creates twice that many of those tokens instead" and "instead create those tokens plus an additional
     * Treasure token", once for each such ability that applies to these tokens. Doublings commute, and so do additions;
     * when both kinds apply, the player creating the tokens chooses which applies next, one at a time (616.1, 616.1e).
     */
    private static int replacedCount(Ctx ctx, int controller, CardDefinition def, int count) {
        if (count <= 0) return 0;
        List<ActiveStatic> doublings = new ArrayList<>(0);
        List<ActiveStatic> additions = new ArrayList<>(0);
        for (ActiveStatic a : Layers.staticAbilities(ctx.s)) {
            if (a.effect() instanceof StaticEffect.MultiplyTokensCreated m) {
                if (m.yours() && ctx.s.object(a.source()).controller() != controller) continue;
                if (m.type() != null && (def.types() & m.type().bit()) == 0) continue;
                doublings.add(a);
            } else if (a.effect() instanceof StaticEffect.AddTokensCreated p) {
                if (p.yours() && ctx.s.object(a.source()).controller() != controller) continue;
                if (!def.subtypes().contains(p.subtype())) continue;
                additions.add(a);
            }
        }
        int n = count;
        while (!doublings.isEmpty() || !additions.isEmpty()) {
            ActiveStatic next;
            if (additions.isEmpty()) {
                next = doublings.remove(0);
            } else if (doublings.isEmpty()) {
                next = additions.remove(0);
            } else { // 616.1: the affected player chooses the order
                dev.arbiter.engine.decision.Choice c = ctx.ask(new dev.arbiter.engine.decision.Decision.Option(controller,
                        "Choose the token replacement to apply first (616.1)", List.of(
                                ctx.s.object(doublings.get(0).source()).name() + ": twice that many",
                                ctx.s.object(additions.get(0).source()).name() + ": plus more")));
                next = ((dev.arbiter.engine.decision.Choice.ChooseOption) c).index() == 0 ? doublings.remove(0) : additions.remove(0);
            }
            int was = n;
            n = next.effect() instanceof StaticEffect.MultiplyTokensCreated m ? (int) Math.min(1_000_000L, (long) n * m.factor())
                    : (int) Math.min(1_000_000L, (long) n + ((StaticEffect.AddTokensCreated) next.effect()).plus());
            ctx.log("%s: %d token%s to create become%s %d (614.1a)", ctx.s.object(next.source()).name(), was, was == 1 ? "" : "s",
                    was == 1 ? "s" : "", n);
        }
        return n;
    }
}
