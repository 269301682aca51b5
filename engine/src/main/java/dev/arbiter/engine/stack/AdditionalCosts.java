package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AdditionalCost;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * A spell's additional costs (601.2f, 118.8): "As an additional cost to cast this spell,
 * sacrifice a creature / discard a card / pay N life", or a choice of costs ("sacrifice a creature
 * or pay {3}", announced at 601.2b). They are part of the total cost, paid with the mana (601.2h); a
 * spell whose additional cost can't be paid can't be cast (118.3).
 */
public final class AdditionalCosts {
    private AdditionalCosts() {
    }

    /** Whether {@code player} could pay every additional cost of the spell {@code card} now (one of each choice). */
    public static boolean canPay(GameState s, int player, GameObject card, Characteristics ch) {
        for (Ability a : ch.abilities()) {
            if (!(a instanceof AdditionalCost ac)) continue;
            boolean any = false;
            for (Cost c : ac.choices()) any |= CostPayment.canPayNonMana(s, player, card, c); // mana: checked as it is paid
            if (!any) return false;
        }
        return true;
    }

    /**
     * 601.2b: the cost the caster will pay for each additional cost, in the card's order; a choice of costs is asked
     * among those whose other parts can be paid (118.3). {@code owed}: cast as another ability resolves (608.2g), what
     * is owed so far ({0} for "without paying its mana cost"): a choice's mana is offered only when it could be paid with
     * that (none: the first, which can't then be paid); null when the caster casts it with priority.
     */
    static List<Cost> announce(Ctx ctx, int player, int card, Characteristics ch, String what, ManaCost owed) {
        List<Cost> out = List.of();
        for (Ability a : ch.abilities()) {
            if (!(a instanceof AdditionalCost ac)) continue;
            if (out.isEmpty()) out = new ArrayList<>(1);
            if (ac.orElse().isEmpty()) {
                out.add(ac.cost());
                continue;
            }
            List<Cost> offered = new ArrayList<>();
            for (Cost c : ac.choices()) {
                boolean payable = owed == null || c.mana().isEmpty() || ResolvingCasts.payable(ctx.s, player, card, owed.plus(c.mana()));
                if (payable && CostPayment.canPayNonMana(ctx.s, player, ctx.s.object(card), c)) offered.add(c);
            }
            if (offered.isEmpty()) offered.add(ac.cost());
            if (offered.size() == 1) {
                out.add(offered.get(0));
                continue;
            }
            List<String> words = new ArrayList<>();
            for (Cost c : offered) words.add(words(c));
            Choice c = ctx.ask(new Decision.Option(player, "Additional cost to cast " + what + ": which will you pay?", words));
            Cost chosen = offered.get(((Choice.ChooseOption) c).index());
            ctx.log("%s announces \"%s\" as the additional cost of %s", ctx.s.player(player).name(), words(chosen), what);
            out.add(chosen);
        }
        return out;
    }

    /** "Sacrifice a creature", "Pay {3}": one cost of a choice, as the caster is asked. */
    private static String words(Cost c) {
        if (c.parts().isEmpty() && c.mana().isEmpty()) return "no"; // 601.2b: an optional cost declined
        return c.parts().isEmpty() ? "Pay " + c.mana() : c.text();
    }

    /**
     * 107.3, 601.2b: the most X can be for "discard X cards" / "pay X life" among the spell's additional costs (the
     * largest X each can be paid with now), or -1 when none counts X.
     */
    static int xCap(GameState s, int player, int card, Characteristics ch) {
        int cap = -1;
        for (Ability a : ch.abilities()) {
            if (!(a instanceof AdditionalCost ac) || !ac.cost().hasX()) continue;
            int x = 0;
            while (x < 1000 && CostPayment.canPayNonMana(s, player, s.object(card), ac.cost().withX(x + 1))) x++;
            cap = cap < 0 ? x : Math.min(cap, x);
        }
        return cap;
    }

    /**
     * 601.2b: for "if you revealed a Dragon card or controlled a Dragon as you cast this spell", the spell {@code card}
     * remembers (until end of turn, on the spell as it is now, 400.7) that a reveal was announced or such a permanent is
     * controlled.
     */
    static void noteRevealed(Ctx ctx, int player, int card, Characteristics ch, List<Cost> announced) {
        String subtype = null;
        for (Ability a : ch.abilities()) {
            dev.arbiter.engine.ability.Condition c = a instanceof dev.arbiter.engine.ability.TriggeredAbility t ? t.interveningIf()
                    : a instanceof dev.arbiter.engine.ability.StaticAbility st
                    && st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.EntersWithCountersIf ec ? ec.condition() : null;
            if (c instanceof dev.arbiter.engine.ability.Condition.RevealedOrControlledAsCast r) subtype = r.subtype();
        }
        if (subtype == null) return;
        boolean yes = false;
        for (Cost c : announced) {
            for (dev.arbiter.engine.ability.CostPart p : c.parts()) yes |= p instanceof dev.arbiter.engine.ability.CostPart.RevealFromHand;
        }
        for (int id : ctx.s.battlefield()) {
            if (ctx.s.object(id).controller() == player && dev.arbiter.engine.layers.Layers.of(ctx.s, id).hasSubtype(subtype)) yes = true;
        }
        if (!yes) return;
        GameObject spell = ctx.s.object(card);
        ctx.s = dev.arbiter.engine.state.ContinuousEffect.add(ctx.s, card, player, new dev.arbiter.engine.state.Modification.Chosen(
                dev.arbiter.engine.ability.ChoiceKind.REVEALED_AS_CAST, "yes", -1), io.vavr.collection.Vector.of(spell.ref()),
                dev.arbiter.engine.state.Duration.UNTIL_END_OF_TURN);
    }

    /** 601.2f: the mana of the announced additional costs, added to the total cost. */
    static ManaCost mana(List<Cost> announced) {
        ManaCost out = ManaCost.ZERO;
        for (Cost c : announced) if (!c.mana().isEmpty()) out = out.plus(c.mana());
        return out;
    }

    /** Pays the other parts of the announced additional costs of the spell {@code card} on the stack (601.2h); throws if one can't be paid. */
    static void pay(Ctx ctx, int player, int card, List<Cost> announced, int x) {
        for (Cost c : announced) { // 107.3: "discard X cards" with the X announced
            if (!c.parts().isEmpty()) CostPayment.payNonMana(ctx, player, card, new Cost(ManaCost.ZERO, c.parts()).withX(x), card, -1);
        }
    }
}
