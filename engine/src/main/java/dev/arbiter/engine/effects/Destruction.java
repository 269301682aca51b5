package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;

/**
 * Destroying a permanent (701.8): to its owner's graveyard, unless it is indestructible
 * (702.12b) or regenerates (701.15a-b, 614.8): a regeneration shield, or a "regenerate it instead"
 * ability, replaces the destruction — the permanent is tapped, all damage is removed from it and
 * it is removed from combat — unless it can't be regenerated (701.15c); or an Aura with totem armor attached to it is
 * destroyed instead, the damage removed (702.89a). With several of these, its controller chooses (616.1).
 */
public final class Destruction {
    private Destruction() {
    }

    /** Destroys permanent {@code id}; returns whether it left the battlefield. */
    public static boolean destroy(Ctx ctx, int id) {
        return destroy(ctx, id, true);
    }

    /**
     * Destroys permanent {@code id}; {@code mayRegenerate} false for "It can't be regenerated"
     * (701.15c: no shield or regeneration ability is applied). Returns whether it left the battlefield.
     */
    public static boolean destroy(Ctx ctx, int id, boolean mayRegenerate) {
        GameObject o = ctx.s.object(id);
        if (o.zone() != Zone.BATTLEFIELD) return false;
        Characteristics ch = Layers.of(SimultaneousMoves.asBefore(ctx, id), id); // 704.3: as it was just before the event
        if (ch.has(Keyword.INDESTRUCTIBLE)) return false;
        java.util.List<Integer> totems = totemArmors(ctx, id);
        boolean shield = Counters.hasShield(o);
        boolean regen = regenerates(ctx, o, ch, mayRegenerate);
        if (!totems.isEmpty() && (shield || regen || totems.size() > 1)) { // 616.1: the controller chooses which applies
            java.util.List<String> options = new java.util.ArrayList<>();
            if (shield) options.add("remove a shield counter");
            if (regen) options.add("regenerate");
            for (int t : totems) options.add("destroy " + ctx.s.object(t).name() + " instead (totem armor)");
            var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Option(o.controller(),
                    "Replace the destruction of " + o.name() + " (616.1)", options));
            int pick = ((dev.arbiter.engine.decision.Choice.ChooseOption) c).index() - (shield ? 1 : 0) - (regen ? 1 : 0);
            if (pick >= 0) return totemArmor(ctx, id, totems.get(pick));
            if (shield && pick == -1 - (regen ? 1 : 0)) {
                Counters.useShield(ctx, id, "being destroyed"); // 122.1c
                return false;
            }
            shield = false; // regeneration was chosen
        } else if (!totems.isEmpty()) {
            return totemArmor(ctx, id, totems.get(0));
        }
        if (shield && (!regen || shieldFirst(ctx, o))) {
            Counters.useShield(ctx, id, "being destroyed"); // 122.1c
            return false;
        }
        if (mayRegenerate && !effectOn(ctx, o, Modification.CantBeRegenerated.class)) {
            ContinuousEffect shieldEffect = shield(ctx, o);
            if (shieldEffect != null) {
                ctx.s = ctx.s.withEffects(ctx.s.effects().remove(shieldEffect));
                regenerate(ctx, id);
                return false;
            }
            for (Ability a : ch.abilities()) {
                if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.RegenerateInsteadOfDestroy) {
                    regenerate(ctx, id);
                    return false;
                }
            }
        }
        ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
        ctx.log("%s is destroyed", o.name());
        return true;
    }

    /** The Auras with totem armor attached to permanent {@code id} (702.89a). */
    private static java.util.List<Integer> totemArmors(Ctx ctx, int id) {
        dev.arbiter.engine.state.GameState was = SimultaneousMoves.asBefore(ctx, id); // 704.3: an Aura destroyed with it still applies
        if (!was.hasAttachments()) return java.util.List.of(); // nothing is attached to anything: no battlefield scan
        java.util.List<Integer> out = new java.util.ArrayList<>();
        for (int a : was.battlefield()) {
            if (was.object(a).attachedTo() == id && Layers.of(was, a).has(Keyword.TOTEM_ARMOR)) out.add(a);
        }
        return out;
    }

    /** 702.89a: instead of being destroyed, the permanent has all damage removed and the Aura is destroyed. */
    private static boolean totemArmor(Ctx ctx, int id, int aura) {
        GameObject o = ctx.s.object(id);
        ctx.s = ctx.s.withObject(o.withDamage(0, false));
        ctx.log("%s's totem armor: all damage is removed from %s and %s is destroyed instead", ctx.s.object(aura).name(),
                o.name(), ctx.s.object(aura).name());
        destroy(ctx, aura);
        return false;
    }

    private static boolean regenerates(Ctx ctx, GameObject o, Characteristics ch, boolean mayRegenerate) {
        if (!mayRegenerate || effectOn(ctx, o, Modification.CantBeRegenerated.class)) return false;
        if (shield(ctx, o) != null) return true;
        for (Ability a : ch.abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.RegenerateInsteadOfDestroy) return true;
        }
        return false;
    }

    /** 616.1: a shield counter and regeneration both replace the destruction; the controller chooses which applies. */
    private static boolean shieldFirst(Ctx ctx, GameObject o) {
        var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Option(o.controller(),
                "Replace the destruction of " + o.name() + " (616.1)", java.util.List.of("remove a shield counter", "regenerate")));
        return ((dev.arbiter.engine.decision.Choice.ChooseOption) c).index() == 0;
    }

    /** 701.15a: tap it, remove all damage from it, remove it from combat. */
    private static void regenerate(Ctx ctx, int id) {
        Tapping.tap(ctx, id);
        GameObject o = ctx.s.object(id);
        ctx.s = ctx.s.withObject(o.withDamage(0, false));
        if (ctx.s.combat().inCombat(id)) ctx.s = ctx.s.withCombat(ctx.s.combat().without(id));
        ctx.log("%s regenerates", o.name());
    }

    private static ContinuousEffect shield(Ctx ctx, GameObject o) {
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof Modification.RegenerationShield && e.affected().contains(o.ref())) return e;
        }
        return null;
    }

    private static boolean effectOn(Ctx ctx, GameObject o, Class<? extends Modification> kind) {
        for (ContinuousEffect e : ctx.s.effects()) if (kind.isInstance(e.modification()) && e.affected().contains(o.ref())) return true;
        return false;
    }
}
