package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ControlLasting;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;

/**
 * Continuous effects from a resolved ability that last "for as long as" a condition about their source holds (611.2b):
 * each is paired with an {@link Modification.EndsWhenNot} marker; once the condition stops holding both end for good.
 */
public final class LastingEffects {

    private LastingEffects() {
    }

    /** "[subject] gets +P/+T [and has ...] for as long as ...": nothing when the condition is already false (611.2b). */
    static void pump(Ctx ctx, Effect.PumpWhile e, Resolution r) {
        GameObject src = r.source() >= 0 && r.source() < ctx.s.objectCount() ? ctx.s.object(r.source()) : null;
        if (src == null) return;
        int changes = r.sourceZoneChanges() >= 0 ? r.sourceZoneChanges() : src.zoneChanges();
        if (!holds(ctx.s, e.lasting(), r.source(), r.controller(), changes)) return;
        for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
            if (o.zone() != Zone.BATTLEFIELD) continue;
            if (e.power() != 0 || e.toughness() != 0) {
                add(ctx, r, o, new Modification.ModifyPowerToughness(e.power(), e.toughness()), e.lasting(), changes);
            }
            for (Ability a : e.abilities()) add(ctx, r, o, new Modification.AddAbility(a), e.lasting(), changes);
            if (ctx.logging()) {
                ctx.log("%s: %+d/%+d for as long as %s", o.name(), e.power(), e.toughness(), e.lasting().text());
            }
        }
    }

    /** "[effect] for as long as ...": each continuous effect it creates gets a marker (611.2b). */
    static void lasting(Ctx ctx, Effect.ForAsLongAs e, Resolution r) {
        GameObject src = r.source() >= 0 && r.source() < ctx.s.objectCount() ? ctx.s.object(r.source()) : null;
        if (src == null) return;
        int changes = r.sourceZoneChanges() >= 0 ? r.sourceZoneChanges() : src.zoneChanges();
        if (!holds(ctx.s, e.lasting(), r.source(), r.controller(), changes)) return;
        long first = ctx.s.nextTimestamp();
        EffectResolver.resolve(ctx, e.effect(), r);
        Vector<ContinuousEffect> markers = Vector.empty();
        for (ContinuousEffect c : ctx.s.effects()) {
            if (c.timestamp() >= first && c.source() == r.source() && !(c.modification() instanceof Modification.EndsWhenNot)) {
                markers = markers.append(new ContinuousEffect(c.timestamp(), r.source(), r.controller(),
                        new Modification.EndsWhenNot(e.lasting(), changes, c.timestamp()), Vector.empty(), Duration.INDEFINITE));
            }
        }
        ctx.s = ctx.s.withEffects(ctx.s.effects().appendAll(markers));
    }

    /** "[effect] until end of combat": its "until end of turn" effects end with the end of combat step instead (500.5, 511.2). */
    static void untilEndOfCombat(Ctx ctx, Effect.UntilEndOfCombat e, Resolution r) {
        resolveLasting(ctx, e.effect(), r, Duration.UNTIL_END_OF_COMBAT);
    }

    /** "Until your next turn, [effect]": its "until end of turn" effects last until the controller's next turn (611.2a). */
    static void untilYourNextTurn(Ctx ctx, Effect.UntilYourNextTurn e, Resolution r) {
        resolveLasting(ctx, e.effect(), r, e.upkeep() ? Duration.UNTIL_YOUR_NEXT_UPKEEP : Duration.UNTIL_YOUR_NEXT_TURN);
    }

    /** Resolves {@code effect}; the "until end of turn" effects it creates last {@code until} instead. */
    private static void resolveLasting(Ctx ctx, Effect effect, Resolution r, Duration until) {
        long first = ctx.s.nextTimestamp();
        EffectResolver.resolve(ctx, effect, r);
        ctx.s = ctx.s.withEffects(ctx.s.effects().map(c -> c.timestamp() >= first && c.duration() == Duration.UNTIL_END_OF_TURN
                ? new ContinuousEffect(c.timestamp(), c.source(), c.controller(), c.modification(), c.affected(), until)
                : c));
    }

    /** The effect (not compacted with others: each ends on its own) and its marker. */
    private static void add(Ctx ctx, Resolution r, GameObject o, Modification m, ControlLasting lasting, int changes) {
        long ts = ctx.s.nextTimestamp();
        var effect = new ContinuousEffect(ts, r.source(), r.controller(), m, Vector.of(o.ref()), Duration.INDEFINITE);
        var marker = new ContinuousEffect(ts, r.source(), r.controller(), new Modification.EndsWhenNot(lasting, changes, ts),
                Vector.empty(), Duration.INDEFINITE);
        ctx.s = ctx.s.withNextTimestamp(ts + 1).withEffects(ctx.s.effects().append(effect).append(marker));
    }

    /** 611.2b: the effects whose condition stopped holding have ended, with their markers. */
    public static void prune(Ctx ctx) {
        GameState s = ctx.s;
        Map<Long, Integer> ended = HashMap.empty(); // the ended effects' timestamps, with their sources
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.EndsWhenNot w
                    && !holds(s, w.lasting(), e.source(), e.controller(), w.sourceZoneChanges())) {
                ended = ended.put(w.effectTimestamp(), e.source());
            }
        }
        if (ended.isEmpty()) return;
        Map<Long, Integer> gone = ended;
        ctx.s = s.withEffects(s.effects().filter(e -> !gone.get(e.timestamp()).contains(e.source())));
    }

    /** Whether the condition holds for the source as it was when the effect began (400.7). */
    private static boolean holds(GameState s, ControlLasting l, int source, int controller, int sourceZoneChanges) {
        GameObject src = source >= 0 && source < s.objectCount() ? s.object(source) : null;
        boolean there = src != null && src.zone() == Zone.BATTLEFIELD && src.zoneChanges() == sourceZoneChanges;
        return switch (l) {
            case SOURCE_TAPPED -> there && src.tapped();
            case SOURCE_ON_BATTLEFIELD -> there;
            case YOU_CONTROL_SOURCE -> there && src.controller() == controller;
            case AFFECTED_ENCHANTED -> false; // not made for these effects
        };
    }
}
