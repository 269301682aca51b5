package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.DividedAmong;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;

/**
 * 601.2d: as a spell that divides damage (or counters) is cast, its controller announces the division among the
 * targets just chosen, at least 1 to each; it is remembered for the spell on the stack (a non-layer
 * {@link Modification.DamageDivision}) and read as it resolves.
 */
public final class DamageDivision {
    private DamageDivision() {
    }

    /**
     * 601.2d: each target of a division must get at least 1, so the group divided among takes at most as many targets
     * as there is to divide ("X damage divided as you choose among any number of targets" with X = 2: two at most).
     * {@code specs} with that group's upper bound lowered; the same list when nothing is divided or the bound is lower.
     */
    public static List<TargetSpec> atMostTheTotal(List<TargetSpec> specs, Effect effect, int x) {
        DividedAmong d = effect == null ? null : find(effect);
        if (d == null || d.targetIndex() >= specs.size()) return specs;
        int total = total(d, x);
        TargetSpec spec = specs.get(d.targetIndex()).withX(x);
        if (total < 0 || spec.max() <= total) return specs;
        List<TargetSpec> capped = new ArrayList<>(specs);
        capped.set(d.targetIndex(), new TargetSpec(spec.filter(), spec.min(), Math.max(spec.min(), total), spec.text(),
                spec.distinct()));
        return capped;
    }

    /** The effect of {@code spell}'s {@code mode}, or null without a spell ability. */
    static Effect effectOf(SpellAbility spell, int mode) {
        return spell == null ? null : spell.mode(mode).effect();
    }

    /** Asks for and records the division of each "divided" damage effect of {@code spell}'s mode. */
    static void announce(Ctx ctx, int player, int card, SpellAbility spell, int mode, Vector<Vector<Target>> targets, int x,
                         String name) {
        if (spell == null) return;
        DividedAmong d = find(spell.mode(mode).effect());
        if (d == null) return;
        Vector<Target> group = d.targetIndex() < targets.size() ? targets.get(d.targetIndex()) : Vector.empty();
        Vector<Integer> amounts = ask(ctx, player, d, group, x, name);
        if (amounts != null) dev.arbiter.engine.effects.DividedDamage.record(ctx, card, group, amounts);
    }

    /**
     * 602.2b, 603.3d: an activated or triggered ability that divides damage has its division announced
     * as it is put on the stack, after its targets; it is remembered for the ability's stack number.
     */
    public static void announceAbility(Ctx ctx, int player, int source, int stackId, Effect effect,
                                       Vector<Vector<Target>> targets, int x, String name) {
        DividedAmong d = find(effect);
        if (d == null) return;
        Vector<Target> group = d.targetIndex() < targets.size() ? targets.get(d.targetIndex()) : Vector.empty();
        Vector<Integer> amounts = ask(ctx, player, d, group, x, name);
        if (amounts != null) dev.arbiter.engine.effects.DividedDamage.recordForAbility(ctx, source, player, stackId, group, amounts);
    }

    /** The amounts {@code player} divides among {@code group}, at least 1 each (601.2d), or null with no target. */
    private static Vector<Integer> ask(Ctx ctx, int player, DividedAmong d, Vector<Target> group, int x, String name) {
        int total = total(d, x);
        if (total < 0) throw new IllegalAction("601.2d", "the " + d.what() + " " + name + " divides isn't known as it is cast");
        if (group.isEmpty()) return null;
        if (group.size() > total) {
            throw new IllegalAction("601.2d", name + " can't divide " + total + " " + d.what() + " among " + group.size()
                    + " targets: each must be dealt at least 1");
        }
        Vector<Integer> amounts = Vector.empty();
        int left = total;
        for (int i = 0; i < group.size() - 1; i++) {
            int others = group.size() - i - 1; // each later target needs at least 1
            Choice c = ctx.ask(new Decision.Number(player, (d instanceof Effect.DividedDamage ? "Damage from " + name + " to "
                    : d instanceof Effect.DividedPrevention ? "Damage " + name + " prevents for "
                    : capitalized(d.what()) + " from " + name + " on ")
                    + Names.of(ctx.s, group.get(i)) + " (" + left + " left to divide)", 1, left - others));
            int n = ((Choice.ChooseNumber) c).value();
            amounts = amounts.append(n);
            left -= n;
        }
        amounts = amounts.append(left);
        if (ctx.logging()) ctx.log("%s divides %d %s: %s", ctx.s.player(player).name(), total, d.what(), describe(ctx, group, amounts));
        return amounts;
    }

    /** The amount divided, known as the targets are chosen: a number or the announced X; -1 otherwise. */
    private static int total(DividedAmong d, int x) {
        return d.amount() instanceof Amount.Fixed f ? f.value() : d.amount() instanceof Amount.X ? x : -1;
    }

        private static String capitalized(String what) {
        return Character.toUpperCase(what.charAt(0)) + what.substring(1);
    }

    /** The first divided damage or counters effect in {@code e}, or null. */
    public static DividedAmong find(Effect e) {
        if (e instanceof DividedAmong d) return d;
        if (e instanceof Effect.Optional o) { // 601.2d: announced as the spell is cast, whatever is chosen later
            for (Effect one : new Effect[] {o.effect(), o.ifTheyDo(), o.otherwise()}) {
                DividedAmong d = one == null ? null : find(one);
                if (d != null) return d;
            }
        }
        if (e instanceof Effect.Sequence s) {
            for (Effect one : s.effects()) {
                DividedAmong d = find(one);
                if (d != null) return d;
            }
        }
        return null;
    }

    private static String describe(Ctx ctx, Vector<Target> group, Vector<Integer> amounts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < group.size(); i++) {
            if (i > 0) sb.append(", ");
            sb.append(amounts.get(i)).append(" to ").append(Names.of(ctx.s, group.get(i)));
        }
        return sb.toString();
    }
}
