package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AlternativeCost;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * Alternative costs printed on a card (118.9): "You may [cost] rather than pay this spell's mana cost",
 * "If [condition], you may cast this spell without paying its mana cost". The caster announces one as
 * the spell is cast (601.2b), only one may apply (118.9a), its conditions are judged then, and the
 * total cost is that cost plus additional costs and increases (601.2f, 118.9d).
 */
public final class AlternativeCosts {

    /** The alternative cost a static ability of another permanent grants: "without paying its mana cost" (118.9). */
    static final AlternativeCost GRANTED_FREE = new AlternativeCost(dev.arbiter.engine.ability.Cost.FREE, List.of(),
            "You may cast spells from your hand without paying their mana costs.");

    /** The answer that keeps the mana cost. */
    public static final String NO = "no";

    private AlternativeCosts() {
    }

    /** Whether the card has an alternative cost of its own or granted by a static ability (118.9). */
    public static boolean any(GameState s, int player, int card, Characteristics ch) {
        return any(ch) || FlashPermissions.free(s, player, card, ch) || !granted(s, player, ch).isEmpty();
    }

    /** The kind asked for per card listed, as a code (see {@link dev.arbiter.engine.layers.Layers#staticKind}). */
    private static final int GRANTED = dev.arbiter.engine.layers.Layers.staticKind(
            dev.arbiter.engine.ability.SpellsAlternativeCost.class);

    /**
     * 118.9: the alternative costs static abilities of {@code player}'s permanents grant a spell with characteristics
     * {@code ch} ("You may pay {0} rather than pay the mana cost for Zombie creature spells you cast").
     */
    static List<AlternativeCost> granted(GameState s, int player, Characteristics ch) {
        if (!dev.arbiter.engine.layers.Layers.mayHaveStatic(s, GRANTED)) return List.of(); // usually none: no walk
        List<AlternativeCost> out = new ArrayList<>();
        List<dev.arbiter.engine.layers.ActiveStatic> statics = dev.arbiter.engine.layers.Layers.staticAbilities(s);
        for (int i = 0; i < statics.size(); i++) {
            var a = statics.get(i);
            if (a.effect() instanceof dev.arbiter.engine.ability.SpellsAlternativeCost g
                    && s.object(a.source()).controller() == player && FlashPermissions.matches(g.spells(), ch)) {
                out.add(new AlternativeCost(g.cost(), List.of(), g.text()));
            }
        }
        return out;
    }

    /** Whether the card has any alternative cost of its own (a quick look before the costlier checks). */
    public static boolean any(Characteristics ch) {
        List<Ability> abilities = ch.abilities();
        for (int i = 0; i < abilities.size(); i++) {
            if (abilities.get(i) instanceof AlternativeCost || abilities.get(i) instanceof dev.arbiter.engine.ability.Dash) return true;
            if (abilities.get(i) instanceof dev.arbiter.engine.ability.Foretell) return true; // 702.143a, once foretold
        }
        return false;
    }

    /**
     * The alternative costs of {@code card} that {@code player} could announce now: their conditions
     * hold (118.9) and their parts other than mana can be paid (118.3). The mana is judged by the caller.
     */
    public static List<AlternativeCost> usable(GameState s, int player, int card, Characteristics ch) {
        List<AlternativeCost> out = new ArrayList<>();
        for (Ability a : ch.abilities()) {
            if (a instanceof dev.arbiter.engine.ability.Dash d) out.add(d.alternative()); // 702.109a, 702.152a: mana only
            if (a instanceof dev.arbiter.engine.ability.Foretell f && dev.arbiter.engine.effects.ForetoldCards.castable(s, player, card)) {
                out.add(f.alternative()); // 702.143a: a foretold card in exile
            }
            if (!(a instanceof AlternativeCost alt)) continue;
            if (!conditionsHold(s, player, card, alt.conditions())) continue;
            if (!CostPayment.canPayNonMana(s, player, s.object(card), alt.cost())) continue;
            out.add(alt);
        }
        if (FlashPermissions.free(s, player, card, ch)) out.add(GRANTED_FREE); // 118.9: granted by another permanent
        for (AlternativeCost alt : granted(s, player, ch)) { // 118.9: "rather than pay the mana cost for [spells] you cast"
            if (CostPayment.canPayNonMana(s, player, s.object(card), alt.cost())) out.add(alt);
        }
        return out;
    }

    /** 118.9: the conditions are about the caster ("you"), judged as the spell is cast. */
    static boolean conditionsHold(GameState s, int player, int card, List<Condition> conditions) {
        for (Condition c : conditions) {
            boolean holds = c instanceof Condition.YourTurn y ? (s.turn().active() == player) == y.yours()
                    : TriggerConditions.holds(s, card, player, -1, c);
            if (!holds) return false;
        }
        return true;
    }

    /**
     * 601.2b: the caster announces whether they pay an alternative cost, and which. Offered are the
     * usable ones whose mana can be paid, and "no" (the mana cost) when that can be paid or nothing
     * else can; with one choice only, it is taken without asking. Null: the mana cost. {@code permittedFree}: the card
     * was cast from exile with a permission to cast it without paying its mana cost (118.9), judged before it moved.
     */
    static AlternativeCost announce(Ctx ctx, int player, int card, Characteristics ch, String what,
                                    dev.arbiter.engine.state.Zone from, boolean permittedFree) {
        // 118.9: the card came from the hand, or from exile with a permission to cast it free
        boolean granted = permittedFree || FlashPermissions.free(ctx.s, player, card, ch, from);
        if (!any(ch) && !granted && granted(ctx.s, player, ch).isEmpty()) return null;
        List<AlternativeCost> offered = new ArrayList<>();
        List<AlternativeCost> usable = usable(ctx.s, player, card, ch);
        if (granted && !usable.contains(GRANTED_FREE)) usable.add(GRANTED_FREE);
        for (AlternativeCost alt : usable) {
            if (CostPayment.canPayMana(ctx.s, player, -1, CostModifiers.apply(ctx.s, player, card, alt.cost().mana()))) {
                offered.add(alt);
            }
        }
        if (offered.isEmpty()) return null;
        boolean manaCost = CostPayment.canPayMana(ctx.s, player, -1,
                CostModifiers.apply(ctx.s, player, card, ch.manaCost().withX(0)));
        if (!manaCost && offered.size() == 1) return offered.get(0);
        List<String> options = new ArrayList<>();
        if (manaCost) options.add(NO);
        for (AlternativeCost alt : offered) {
            String cost = alt.cost().text();
            options.add("alternative cost: " + (cost.isEmpty() ? "without paying its mana cost" : cost)); // 118.9
        }
        Choice c = ctx.ask(new Decision.Option(player, "Pay an alternative cost for " + what
                + " rather than its mana cost " + ch.manaCost() + "?", options));
        int index = ((Choice.ChooseOption) c).index() - (manaCost ? 1 : 0);
        return index < 0 ? null : offered.get(index);
    }
}
