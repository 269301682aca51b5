package dev.arbiter.engine.stack;

import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/**
 * 608.2g: a spell cast while another spell or ability resolves (cascade, suspend, rebound, "you may cast it without
 * paying its mana cost", madness) is cast by the steps of 601.2a-i: its caster may announce optional additional costs
 * (kicker, buyback, entwine, ..., 601.2b) and pays them with its additional costs and any cost increase, less
 * reductions, applied to the alternative cost ({0} for "without paying its mana cost", 118.9d, 601.2f). Such a caster
 * can't take an illegal cast back by returning to priority, so an optional cost is offered only when the total with
 * it could be paid (118.3), and a cast found illegal anyway (a colour the mana can't make) is reversed (601.5 / 730.1,
 * seed 422.1) and the resolution goes on without it.
 */
final class ResolvingCasts {
    private ResolvingCasts() {
    }

    /** 601.2f, 118.9d: the mana {@code player} pays to cast {@code card} now for {@code base} (increases, reductions). */
    static ManaCost total(GameState s, int player, int card, ManaCost base) {
        return CostModifiers.apply(s, player, card, base);
    }

    /** 118.3: whether {@code player} could pay {@code base} with the cost changes that apply to {@code card} now. */
    static boolean payable(GameState s, int player, int card, ManaCost base) {
        return CostPayment.canPayMana(s, player, -1, total(s, player, card, base));
    }

    /**
     * Whether {@code player} may cast {@code card} without paying its mana cost as an effect resolves: a spell needing
     * targets it can't choose can't be cast (601.2c), nor one whose cost increases can't be paid (601.2f, 118.3).
     */
    static boolean castableFree(GameState s, int player, int card) {
        return CardCopies.castable(s, player, card) && payable(s, player, card, ManaCost.ZERO);
    }

    /**
     * Casts {@code card} as an effect resolves ({@code free}: without paying its mana cost; else for {@code
     * alternative}); true when it was cast. 601.5, 730.1 (seed 422.1): a cast that turns out illegal is reversed —
     * the working state as it was before, what the cast wrote into the resolution's records taken back — and false.
     */
    static boolean cast(Ctx ctx, int player, int card, boolean free, ManaCost alternative) {
        GameState before = ctx.s;
        int moved = ctx.movedByResolution == null ? -1 : ctx.movedByResolution.size();
        int known = ctx.lastKnownByResolution == null ? -1 : ctx.lastKnownByResolution.size();
        try {
            CastSpell.cast(ctx, player, card, List.of(), null, free, alternative);
            return true;
        } catch (IllegalAction illegal) {
            if (illegal.aftermath() != null) throw illegal; // something that can't be reversed: the whole action is
            ctx.s = before;
            ctx.manaSpent = null;
            truncate(ctx.movedByResolution, moved);
            if (known < 0) ctx.lastKnownByResolution = null;
            else truncate(ctx.lastKnownByResolution, known);
            if (ctx.logging()) ctx.log("The casting of %s is reversed (601.5, 730.1): %s", ctx.s.object(card).name(),
                    illegal.rejection().message());
            return false;
        }
    }

    private static void truncate(List<?> list, int size) {
        if (list == null || size < 0) return;
        while (list.size() > size) list.remove(list.size() - 1);
    }
}
