package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Morph;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.effects.FaceDown;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * Turning a face-down permanent face up (702.37e; a manifested one for its mana cost, 701.34b-c), a special action that doesn't use the stack (116.2b): its
 * controller shows its morph cost, pays it, and turns it face up; they receive priority again (117.3c). Reversed
 * whole when the cost can't be paid (seed 422.1).
 */
public record TurnFaceUp(int player, int permanent, List<Integer> payWith) implements Procedure {
    public TurnFaceUp {
        payWith = List.copyOf(payWith);
    }

    @Override
    public boolean cancellable() {
        return true;
    }

    @Override
    public void run(Ctx ctx) {
        Morph morph = morphOf(ctx.s, player, permanent);
        dev.arbiter.engine.mana.ManaCost manaCost = manifestedCost(ctx.s, player, permanent);
        if (manaCost != null && (morph == null || chooseManaCost(ctx))) { // 701.34b-c
            CardDefinition printed = FaceDown.printed(ctx.s, ctx.s.object(permanent));
            ctx.log("%s shows the mana cost %s of the manifested %s (701.34b)", ctx.s.player(player).name(), manaCost, printed.name());
            CostPayment.payMana(ctx, player, -1, manaCost, payWith);
            FaceDown.turnUp(ctx, permanent, false);
            ctx.s = ctx.s.withTurn(ctx.s.turn().withStageAndPriority(Stage.CHECKS, player, 0)); // 117.3c
            return;
        }
        if (morph == null) {
            throw new IllegalAction("702.37e", ctx.s.object(permanent).name() + " is not a face-down permanent with a"
                    + " morph cost that you control");
        }
        CardDefinition printed = FaceDown.printed(ctx.s, ctx.s.object(permanent));
        String shown = new dev.arbiter.engine.ability.Cost(morph.cost(), morph.parts()).text();
        ctx.log("%s shows the morph cost %s of %s (702.37e)", ctx.s.player(player).name(), shown, printed.name());
        CostPayment.payMana(ctx, player, -1, morph.cost(), payWith);
        if (!morph.parts().isEmpty()) CostPayment.payNonMana(ctx, player, permanent, morph.nonMana()); // "Morph—Pay 5 life."
        FaceDown.turnUp(ctx, permanent, morph.mega());
        ctx.s = ctx.s.withTurn(ctx.s.turn().withStageAndPriority(Stage.CHECKS, player, 0)); // 117.3c
    }

    /**
     * The morph ability {@code id} would have face up when it is a face-down permanent {@code player} controls, else
     * null (702.37e: without a morph cost face up, it can't be turned face up this way).
     */
    public static Morph morphOf(GameState s, int player, int id) {
        GameObject o = s.object(id);
        if (o.zone() != Zone.BATTLEFIELD || o.controller() != player) return null;
        CardDefinition printed = FaceDown.printed(s, o);
        return printed == null ? null : FaceDown.morph(printed);
    }

    /** 701.34c: a manifested card with morph may be turned face up either way; its controller chooses. */
    private boolean chooseManaCost(Ctx ctx) {
        var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Option(player, "Turn " + FaceDown.printed(ctx.s, ctx.s.object(permanent)).name()
                + " face up for", List.of("its mana cost", "its morph cost")));
        return ((dev.arbiter.engine.decision.Choice.ChooseOption) c).index() == 0;
    }

    /**
     * 701.34b: the mana cost a manifested permanent {@code player} controls can be turned face up for: its card's, when that
     * card is a creature card with a mana cost; else null (701.34g: an instant or sorcery card stays face down).
     */
    public static dev.arbiter.engine.mana.ManaCost manifestedCost(GameState s, int player, int id) {
        GameObject o = s.object(id);
        if (o.zone() != Zone.BATTLEFIELD || o.controller() != player || !FaceDown.manifested(s, o)) return null;
        CardDefinition printed = FaceDown.printed(s, o);
        if (printed == null || !printed.hasManaCost() || (printed.types() & dev.arbiter.engine.characteristic.CardType.CREATURE.bit()) == 0) {
            return null;
        }
        var cost = printed.manaCost();
        return cost.hasX() ? cost.withX(0) : cost; // 107.3h: paying an object's mana cost, X is 0
    }

    /** Whether {@code player} may take this action now: they have priority (116.2b) and can pay the cost (118.3). */
    public static boolean possible(GameState s, int player, int id) {
        var manaCost = manifestedCost(s, player, id);
        if (manaCost != null && CostPayment.canPayMana(s, player, -1, manaCost)) return true; // 701.34b
        Morph m = morphOf(s, player, id);
        return m != null && CostPayment.canPayMana(s, player, -1, m.cost())
                && (m.parts().isEmpty() || CostPayment.canPayNonMana(s, player, s.object(id), m.nonMana()));
    }
}
