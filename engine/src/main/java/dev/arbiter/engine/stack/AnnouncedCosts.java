package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Buyback;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Entwine;
import dev.arbiter.engine.ability.Kicker;
import dev.arbiter.engine.ability.OptionalAdditionalCost;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;

import java.util.ArrayList;
import java.util.List;

/**
 * The mana of the costs one caster announces for one spell (601.2b), totalled in one place (601.2f): the base (the
 * mana cost or the alternative cost paid instead), then each optional and chosen additional cost as it is announced.
 * The same sum is what a cast during a resolution is judged by before an optional cost is offered (608.2g: the caster
 * can't back out, so only a cost the total with it could pay is offered, 118.3) and the base of the total cost paid.
 */
final class AnnouncedCosts {
    private static final int MOST_TIMES = 64; // a bound for a cost without mana, paid "any number of times"
    private final ManaCost base;
    private final boolean gated;
    private final List<Kicker> kickers = new ArrayList<>(2);
    private final List<Splicing.Spliced> spliced = new ArrayList<>(0);
    private final List<ManaCost> repeated = new ArrayList<>(0); // multikicker, squad, replicate: one entry per payment
    private final List<OptionalAdditionalCost> copying = new ArrayList<>(0); // casualty, conspire
    private List<Cost> additional = List.of();
    private Buyback buyback;
    private Entwine entwine;
    private ManaCost escalation = ManaCost.ZERO;

    /** {@code gated}: cast as another ability resolves (608.2g), so optional costs are offered only when payable. */
    AnnouncedCosts(ManaCost base, boolean gated) {
        this.base = base;
        this.gated = gated;
    }

    /** 118.3, 608.2g: whether a cost of {@code extra} more may be offered (always, when the caster had priority). */
    boolean affords(Ctx ctx, int player, int card, ManaCost extra) {
        return !gated || ResolvingCasts.payable(ctx.s, player, card, total().plus(extra));
    }

    /**
     * 118.3, 608.2g: how many more payments of {@code each} may be offered (multikicker, squad, replicate): unbounded
     * when the caster had priority, else the most the total with them could pay.
     */
    int timesAffordable(Ctx ctx, int player, int card, ManaCost each) {
        if (!gated) return Integer.MAX_VALUE;
        ManaCost sum = total();
        int n = 0;
        while (n < MOST_TIMES && ResolvingCasts.payable(ctx.s, player, card, sum = sum.plus(each))) n++;
        return n;
    }

    /** What is owed so far for a cast during a resolution (608.2g); null when the caster cast it with priority. */
    ManaCost owed() {
        return gated ? total() : null;
    }

    void kicker(Kicker k) { // 702.33a, 702.33f
        kickers.add(k);
    }

    List<Kicker> kickers() {
        return kickers;
    }

    void times(ManaCost each, int times) { // 702.33c multikicker, 702.157a squad, 702.56a replicate
        for (int i = 0; i < times; i++) repeated.add(each);
    }

    void copying(OptionalAdditionalCost c) { // 702.153a casualty, 702.78a conspire
        copying.add(c);
    }

    List<OptionalAdditionalCost> copying() {
        return copying;
    }

    void buyback(Buyback b) { // 702.27a
        buyback = b;
    }

    void entwine(Entwine e) { // 702.42a
        entwine = e;
    }

    void additional(List<Cost> announced) { // 601.2b: "as an additional cost to cast this spell"
        additional = announced;
    }

    void spliced(List<Splicing.Spliced> cards) { // 702.47a
        spliced.addAll(cards);
    }

    void escalation(ManaCost perMode) { // 702.120a: each mode beyond the first
        escalation = perMode;
    }

    /** 601.2f: the mana cost or alternative cost plus every additional cost announced, before cost changes. */
    ManaCost total() {
        ManaCost out = base;
        for (Kicker k : kickers) out = out.plus(k.cost());
        for (Splicing.Spliced sp : spliced) out = out.plus(sp.splice().cost());
        for (ManaCost each : repeated) out = out.plus(each);
        out = out.plus(AdditionalCosts.mana(additional));
        if (buyback != null) out = out.plus(buyback.cost());
        if (entwine != null) out = out.plus(entwine.cost());
        for (OptionalAdditionalCost c : copying) out = out.plus(c.cost());
        return out.plus(escalation);
    }
}
