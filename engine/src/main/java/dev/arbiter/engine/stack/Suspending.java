package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Suspend;
import dev.arbiter.engine.ability.SuspendEffects;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.events.SuspendTriggers;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * Suspend (702.62): the special action of exiling a card from the hand with time counters (116.2f, {@link SuspendCard}),
 * the resolution of its two triggered abilities in exile (the triggers: events.SuspendTriggers), and the haste of a
 * creature spell cast by it.
 */
public final class Suspending {
    private static final KeywordAbility HASTE = new KeywordAbility(Keyword.HASTE);

    private Suspending() {
    }

    /** 116.2f: the suspend special actions {@code player} may take now, added to {@code actions}. */
    public static void addActions(GameState s, int player, List<Choice> actions) {
        var hand = s.player(player).hand();
        for (int k = 0, n = hand.size(); k < n; k++) {
            int id = hand.get(k);
            if (!s.object(id).card().partKinds().contains(Suspend.class)) continue; // most cards: one look-up
            if (possible(s, player, id)) actions.add(new Choice.Suspend(id));
        }
    }

    /** The suspend ability card {@code id} has now, or null. */
    static Suspend of(GameState s, int id) {
        for (Ability a : Layers.of(s, id).abilities()) if (a instanceof Suspend sp) return sp;
        return null;
    }

    /**
     * 702.62a, 702.62c: {@code player} could begin to cast card {@code id} from their hand now (its timing, effects that
     * forbid casting it) and can pay its suspend cost (118.3).
     */
    public static boolean possible(GameState s, int player, int id) {
        GameObject o = s.object(id);
        if (o.zone() != Zone.HAND || o.owner() != player) return false;
        Suspend sp = of(s, id);
        if (sp == null) return false;
        Characteristics ch = Layers.of(s, id);
        if (!Timing.canCastNow(s, player, id, ch) || CastRestrictions.forbidden(s, player, id)) return false;
        return CostPayment.canPayMana(s, player, -1, sp.cost());
    }

    /** Carries out suspend's triggered effects; false when {@code effect} is neither. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof SuspendEffects.RemoveTimeCounter) {
            removeTimeCounter(ctx, r);
            return true;
        }
        if (effect instanceof SuspendEffects.CastWithoutPaying) {
            mayCast(ctx, r);
            return true;
        }
        return false;
    }

    /** The exiled card the ability came from, if it is still the same object (400.7); else null. */
    private static GameObject card(Ctx ctx, Resolution r) {
        GameObject o = ctx.s.object(r.source());
        if (o.zone() != Zone.EXILE) return null;
        if (r.sourceZoneChanges() >= 0 && o.zoneChanges() != r.sourceZoneChanges()) return null;
        return o;
    }

    /** 702.62a, 603.4: if it is still suspended, a time counter is removed; the last one removed triggers (702.62a). */
    private static void removeTimeCounter(Ctx ctx, Resolution r) {
        GameObject o = card(ctx, r);
        if (o == null || !SuspendTriggers.suspended(o)) return;
        ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus("time", -1)));
        int left = ctx.s.object(o.id()).counters().get("time");
        ctx.log("%s: a time counter is removed (%d left)", o.name(), left);
        if (left == 0) SuspendTriggers.lastRemoved(ctx, o.id());
    }

    /**
     * 702.62a, 702.62d: its owner may cast it without paying its mana cost (an alternative cost, 601.2b, 601.2f-h), if
     * able; else it stays exiled. A creature spell cast this way gains haste (the spell, then the permanent it becomes:
     * {@link #entered}).
     */
    private static void mayCast(Ctx ctx, Resolution r) {
        GameObject o = card(ctx, r);
        if (o == null) return; // its intervening "if": it's exiled (603.4)
        int player = r.controller();
        if (!ResolvingCasts.castableFree(ctx.s, player, o.id())) {
            ctx.log("%s can't be cast: it stays exiled", o.name());
            return;
        }
        var c = ctx.ask(new Decision.Option(player, "Cast " + o.name()
                + " without paying its mana cost? If not, it stays exiled (suspend, 702.62a)", List.of("yes", "no")));
        if (((Choice.ChooseOption) c).index() != 0) return;
        ResolvingCasts.cast(ctx, player, o.id(), true, null); // 702.62d
        GameObject spell = ctx.s.object(o.id());
        if (spell.zone() == Zone.STACK && Layers.of(ctx.s, spell.id()).isCreature()) {
            ctx.s = ContinuousEffect.add(ctx.s, spell.id(), player, new Modification.AddAbility(HASTE),
                    Vector.of(spell.ref()), Duration.INDEFINITE); // 702.62a: "it gains haste"
        }
    }

    /**
     * The permanent spell {@code card} has just resolved; if suspend gave the spell haste (an effect of the card itself
     * on the spell), the permanent it became keeps it (702.62a: "the spell or the permanent it becomes").
     */
    static void entered(Ctx ctx, int card, int zoneChangesOnStack, int controller) {
        GameObject now = ctx.s.object(card);
        if (now.zone() != Zone.BATTLEFIELD || now.zoneChanges() != zoneChangesOnStack + 1) return; // 400.7
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.source() == card && e.controller() == controller && e.modification() instanceof Modification.AddAbility a
                    && HASTE.equals(a.ability()) && e.affected().contains(new Target.Object(card, zoneChangesOnStack))) {
                // 702.62a: "until you lose control of ... the permanent it becomes": paired with a "for as long as you
                // control ~" marker (611.2b, effects.LastingEffects.prune); once control changes it ends for good.
                long ts = ctx.s.nextTimestamp();
                var haste = new ContinuousEffect(ts, card, controller, new Modification.AddAbility(HASTE),
                        Vector.of(now.ref()), Duration.INDEFINITE);
                var marker = new ContinuousEffect(ts, card, controller, new Modification.EndsWhenNot(
                        dev.arbiter.engine.ability.ControlLasting.YOU_CONTROL_SOURCE, now.zoneChanges(), ts),
                        Vector.empty(), Duration.INDEFINITE);
                ctx.s = ctx.s.withNextTimestamp(ts + 1).withEffects(ctx.s.effects().append(haste).append(marker));
                return;
            }
        }
    }
}
