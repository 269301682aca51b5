package dev.arbiter.engine.stack;

import dev.arbiter.engine.targets.Targeting;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.costs.ManaPayment;
import dev.arbiter.engine.costs.ManaSources;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * The announcements shared by casting spells (601.2b-c) and activating abilities (602.2b):
 * the value of X and the targets.
 */
final class Announcements {
    private Announcements() {
    }

    /**
     * 601.2b / 700.2a: the caster of a modal spell announces its mode, among the modes whose
     * targets can be chosen. 0 for a spell that isn't modal.
     */
    static int announceMode(Ctx ctx, int player, int source, SpellAbility sp, String what) {
        return announceMode(ctx, player, source, sp, what, -1);
    }

    /** As above, with mode {@code withheld} (-1: none) not offered (an entwined mode when the cost isn't paid, 702.42a). */
    static int announceMode(Ctx ctx, int player, int source, SpellAbility sp, String what, int withheld) {
        if (sp == null || !sp.modal()) return 0;
        List<Integer> legal = new java.util.ArrayList<>();
        List<String> labels = new java.util.ArrayList<>();
        for (int i = 0; i < sp.modes().size(); i++) {
            if (i != withheld && dev.arbiter.engine.targets.TargetsChoosable.exist(ctx.s, sp.modes().get(i).targets(),
                    source, player, -1)) { // 700.2a, 601.2c
                legal.add(i);
                labels.add(sp.modes().get(i).text().replace("~", what));
            }
        }
        if (legal.isEmpty()) throw new IllegalAction("700.2a / 601.2c", what + " has no mode whose targets can be chosen");
        Choice c = ctx.ask(new Decision.Option(player, "Choose a mode for " + what, labels));
        return legal.get(((Choice.ChooseOption) c).index());
    }

    /**
     * 601.2b, 702.103a: whether the player casts the card bestowed (only offered when a creature
     * can be enchanted, since the Aura spell must target one, 702.103b).
     */
    static boolean announceBestow(Ctx ctx, int player, int source, dev.arbiter.engine.ability.Bestow b, String what) {
        TargetSpec creature = CastSpell.BESTOW_TARGET;
        if (Targeting.candidates(ctx.s, creature, source, player).isEmpty()) return false;
        Choice c = ctx.ask(new Decision.Option(player, "Cast " + what + " bestowed?",
                List.of("cast normally", "cast bestowed for " + b.cost())));
        return ((Choice.ChooseOption) c).index() == 1;
    }

    /** 601.2b: the player announces X; the most they could possibly pay bounds the choice. */
    /** 601.2b: whether the player pays an optional additional cost (kicker 702.33a, buyback 702.27a). */
    static boolean announceOptionalCost(Ctx ctx, int player, dev.arbiter.engine.ability.OptionalAdditionalCost cost,
                                        String what) {
        Choice c = ctx.ask(new Decision.Option(player, cost.question(what), List.of(cost.payAnswer(), "no")));
        return ((Choice.ChooseOption) c).index() == 0;
    }

    /**
     * 702.33c, 601.2b: how many times the player pays a multikicker cost, from 0 to the most the mana they could make
     * would pay beside the spell's least cost (a bound on the question only: the total is paid or the cast is illegal).
     */
    static int announceKicks(Ctx ctx, int player, dev.arbiter.engine.ability.Multikicker mk, String what, int reserved, int cap) {
        int available = ManaPayment.maxAvailable(ctx.s.player(player).pool(), ManaSources.available(ctx.s, player))
                + ctx.s.player(player).restrictedTotal(); // 106.6
        int each = Math.max(1, mk.cost().manaValue());
        int max = Math.min(cap, Math.max(0, (available - reserved) / each));
        Choice c = ctx.ask(new Decision.Number(player, "Choose how many times to kick " + what + " (" + mk.cost() + " each)", 0, max));
        return ((Choice.ChooseNumber) c).value();
    }

    /**
     * 702.157a, 601.2b: how many times the player pays a squad cost, from 0 to the most the mana they could make would pay
     * beside the spell's least cost and the other costs announced (a bound on the question only, as for multikicker).
     */
    static int announceSquads(Ctx ctx, int player, dev.arbiter.engine.ability.Squad squad, String what, int reserved, int cap) {
        int available = ManaPayment.maxAvailable(ctx.s.player(player).pool(), ManaSources.available(ctx.s, player))
                + ctx.s.player(player).restrictedTotal(); // 106.6
        int each = Math.max(1, squad.cost().manaValue());
        int max = Math.min(cap, Math.max(0, (available - reserved) / each));
        Choice c = ctx.ask(new Decision.Number(player, "Choose how many times to pay the squad cost of " + what + " ("
                + squad.cost() + " each)", 0, max));
        return ((Choice.ChooseNumber) c).value();
    }

    /**
     * 702.56a, 601.2b: how many times the player pays an additional cost that may be paid any number of times ("replicate"),
     * from 0 to the most the mana they could make would pay beside the costs already announced (a bound on the question).
     */
    static int announceTimes(Ctx ctx, int player, ManaCost each, String keyword, String what, int reserved, int cap) {
        int available = ManaPayment.maxAvailable(ctx.s.player(player).pool(), ManaSources.available(ctx.s, player))
                + ctx.s.player(player).restrictedTotal(); // 106.6
        int max = Math.min(cap, Math.max(0, (available - reserved) / Math.max(1, each.manaValue())));
        Choice c = ctx.ask(new Decision.Number(player, "Choose how many times to pay the " + keyword + " cost of " + what + " ("
                + each + " each)", 0, max));
        return ((Choice.ChooseNumber) c).value();
    }

    /** 107.3, 601.2b: X of an additional cost ("pay X life") on a spell without {X} in its mana cost, 0 to {@code max}. */
    static int announceCostX(Ctx ctx, int player, String what, int max) {
        Choice c = ctx.ask(new Decision.Number(player, "Choose X for " + what, 0, Math.max(0, max)));
        return ((Choice.ChooseNumber) c).value();
    }

    static int announceX(Ctx ctx, int player, ManaCost cost, String what) {
        return announceX(ctx, player, cost, what, Integer.MAX_VALUE);
    }

    /** As above, with X at most {@code cap}: the number of legal targets when "X target" needs exactly X (601.2c). */
    static int announceX(Ctx ctx, int player, ManaCost cost, String what, int cap) {
        if (!cost.hasX()) return 0;
        int available = ManaPayment.maxAvailable(ctx.s.player(player).pool(), ManaSources.available(ctx.s, player))
                + ctx.s.player(player).restrictedTotal(); // 106.6
        int max = Math.min(cap, Math.max(0, (available - cost.leastManaToPay()) / Math.max(1, cost.xCount())));
        Choice c = ctx.ask(new Decision.Number(player, "Choose X for " + what, 0, max));
        return ((Choice.ChooseNumber) c).value();
    }

    /**
     * 601.2c: the most X can be when a requirement takes exactly X targets ("Destroy X target Mountains"): the number
     * of its legal candidates; unbounded otherwise.
     */
    static int xTargetCap(Ctx ctx, int player, int source, List<TargetSpec> specs) {
        int cap = Integer.MAX_VALUE;
        for (TargetSpec spec : specs) {
            if (spec.exactlyX()) cap = Math.min(cap, Targeting.candidates(ctx.s, spec, source, player).size());
        }
        return cap;
    }

    /** 601.2c: a target for each target requirement, chosen among the legal candidates. */
    static Vector<Vector<Target>> chooseTargets(Ctx ctx, int player, int source, List<TargetSpec> specs,
                                                String what) {
        return chooseTargets(ctx, player, source, specs, what, 0);
    }

    /** As above, with {@code x} the X announced before the targets (601.2b-c: "X target creatures"). */
    static Vector<Vector<Target>> chooseTargets(Ctx ctx, int player, int source, List<TargetSpec> specs,
                                                String what, int x) {
        Vector<Vector<Target>> chosen = Vector.empty();
        for (TargetSpec unresolved : specs) {
            TargetSpec spec = unresolved.withX(x);
            List<Target> candidates = Targeting.candidates(ctx.s, spec, source, player);
            if (spec.distinct()) candidates = dev.arbiter.engine.targets.DistinctTargets.of(candidates, chosen); // 115.3
            if (candidates.size() < spec.min()) {
                throw new IllegalAction("601.2c / 115.1", what + " has no legal target for \"" + spec.text() + "\"");
            }
            int max = Math.min(spec.max(), candidates.size());
            Choice c = ctx.ask(new Decision.Targets(player, "Choose " + spec.text() + " for " + what, spec,
                    candidates, spec.min(), max, source));
            chosen = chosen.append(Vector.ofAll(((Choice.ChooseTargets) c).targets()));
        }
        return chosen;
    }
}
