package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.CostPaidRecords;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * A card cast by its own "you may cast ~ as though it had flash" permission (702.8a, 113.6): at a time it couldn't be
 * cast otherwise (not with sorcery timing, 307.1, and no other permission lets it). The permission's terms then apply:
 * "if you pay {2} more to cast it" (601.2f) and "if X is 3 or less" (601.2b). The cast is remembered on the spell (a
 * {@link CostPaidRecords} record, 400.7) so the total cost, determined once the card is on the stack, still knows it.
 */
public final class OwnFlash {
    /** The record's name on the spell. */
    public static final String RECORD = "as though it had flash";

    private OwnFlash() {
    }

    /** The card's own permission whose condition holds for {@code player}, or null. */
    private static StaticEffect.CastSelfAsThoughFlash permission(GameState s, int player, int card, Characteristics ch) {
        List<Ability> abilities = ch.abilities();
        for (int i = 0; i < abilities.size(); i++) {
            if (abilities.get(i) instanceof StaticAbility st && st.effect() instanceof StaticEffect.CastSelfAsThoughFlash f
                    && TriggerConditions.holds(s, card, player, -1, f.condition())) return f;
        }
        return null;
    }

    /** Whether {@code player} casting card {@code card} now (before it moves to the stack) needs its own permission. */
    static boolean needed(GameState s, int player, int card, Characteristics ch) {
        return permission(s, player, card, ch) != null && !Timing.castableWithoutOwnFlash(s, player, card, ch);
    }

    /** The state with spell {@code card} (now on the stack) remembered as cast by its own flash permission. */
    static GameState note(GameState s, int card) {
        return CostPaidRecords.note(s, card, RECORD);
    }

    /** The generic mana the permission adds to {@code card}'s cost for {@code caster} (601.2f); 0 when not used. */
    static int surcharge(GameState s, int caster, int card) {
        Characteristics ch = Layers.of(s, card);
        StaticEffect.CastSelfAsThoughFlash f = permission(s, caster, card, ch);
        if (f == null || f.surcharge() == 0) return 0;
        boolean used = s.object(card).zone() == Zone.STACK ? CostPaidRecords.paid(s, card, RECORD)
                : !Timing.castableWithoutOwnFlash(s, caster, card, ch); // judged as the cast is proposed (601.2f)
        return used ? f.surcharge() : 0;
    }

    /** The cap on X when cast by the permission (601.2b): the lesser of {@code cap} and the permission's. */
    static int xCap(Characteristics ch, int cap) {
        for (Ability a : ch.abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.CastSelfAsThoughFlash f && f.maxX() >= 0) {
                cap = Math.min(cap, f.maxX());
            }
        }
        return cap;
    }

    /** The record's name on a spell cast at a time a sorcery couldn't have been (307.1). */
    public static final String OUTSIDE = "at a time a sorcery couldn't have been cast";

    /** Whether card {@code card}, cast now by {@code player}, has the cleanup-step clause and a sorcery couldn't be cast now. */
    static boolean castOutsideSorceryTiming(GameState s, int player, int card, Characteristics ch) {
        List<Ability> abilities = ch.abilities();
        for (int i = 0; i < abilities.size(); i++) {
            if (abilities.get(i) instanceof StaticAbility st && st.effect() instanceof StaticEffect.CastSelfAsThoughFlash f
                    && f.sacrificeAtCleanup()) return !Timing.sorceryTiming(s, player);
        }
        return false;
    }

    static GameState noteOutside(GameState s, int card) {
        return CostPaidRecords.note(s, card, OUTSIDE);
    }

    /**
     * 603.7: permanent {@code id} just entered from the stack; if it was cast at a time a sorcery couldn't have been and
     * its card says so, a delayed ability of its controller's sacrifices it at the beginning of the next cleanup step.
     */
    static void entered(dev.arbiter.engine.proc.Ctx ctx, int id) {
        dev.arbiter.engine.state.GameObject o = ctx.s.object(id);
        if (o.zone() != Zone.BATTLEFIELD) return;
        for (Ability a : Layers.of(ctx.s, id).abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.CastSelfAsThoughFlash f && f.sacrificeAtCleanup()) {
                if (!CostPaidRecords.paid(ctx.s, id, OUTSIDE)) return;
                String text = "The controller of " + o.name() + " sacrifices it at the beginning of the next cleanup step.";
                ctx.s = dev.arbiter.engine.state.ContinuousEffect.add(ctx.s, id, o.controller(),
                        new dev.arbiter.engine.state.Modification.DelayedTrigger(dev.arbiter.engine.timing.Step.CLEANUP,
                                new dev.arbiter.engine.ability.Effect.SacrificedByItsController(
                                        new dev.arbiter.engine.ability.Subject.TargetObject(0)), text),
                        io.vavr.collection.Vector.of(new dev.arbiter.engine.state.Target.Object(id, o.zoneChanges())),
                        dev.arbiter.engine.state.Duration.INDEFINITE);
                return;
            }
        }
    }
}
