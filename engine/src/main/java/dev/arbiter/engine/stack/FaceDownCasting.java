package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Morph;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.FaceDown;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Casting a card face down with its morph ability (702.37c-d, 708.4): announced as the cast begins, the card is
 * turned face down before it moves to the stack, so timing and prohibitions see a 2/2 creature spell with no
 * abilities, and {3} is paid rather than its mana cost (an alternative cost, 118.9).
 */
public final class FaceDownCasting {
    private FaceDownCasting() {
    }

    /** Whether {@code player} could cast hand card {@code id} face down now (702.37c, 708.4, 118.3). */
    public static boolean possible(GameState s, int player, int id, Characteristics ch) {
        if (!hasMorph(ch)) return false;
        GameObject o = s.object(id);
        if (o.zone() != Zone.HAND || o.owner() != player) return false;
        if (!Timing.canCastNow(s, player, FaceDown.CARD.baseCharacteristics())) return false; // 708.4: a creature spell
        if (CastRestrictions.forbidden(s, player, id)) return false; // 601.3
        return CostPayment.canPayMana(s, player, -1, CostModifiers.apply(s, player, id, FaceDown.COST));
    }

    /**
     * 601.2b, 702.37c: whether the caster announces casting {@code card} face down; asked only when they could.
     * {@code alternativeOffered}: no other alternative cost was chosen (118.9a).
     */
    static boolean announce(Ctx ctx, int player, int card, Characteristics ch, boolean alternativeOffered) {
        if (!alternativeOffered || !possible(ctx.s, player, card, ch)) return false;
        Choice c = ctx.ask(new Decision.Option(player, "Cast " + ctx.s.object(card).name() + " face down?",
                List.of("cast normally", "cast face down for " + FaceDown.COST)));
        return ((Choice.ChooseOption) c).index() == 1;
    }

    /** The face-down permanents {@code player} controls that they may turn face up now (702.37e). */
    public static List<Choice> turnFaceUpActions(GameState s, int player) {
        List<Choice> out = null;
        for (ContinuousEffect e : s.effects()) {
            if (!(e.modification() instanceof Modification.FaceDown)) continue;
            for (var ref : e.affected()) {
                if (TurnFaceUp.possible(s, player, ref.id())) {
                    if (out == null) out = new ArrayList<>();
                    out.add(new Choice.TurnFaceUp(ref.id()));
                }
            }
        }
        return out == null ? List.of() : out;
    }

    private static boolean hasMorph(Characteristics ch) {
        for (var a : ch.abilities()) if (a instanceof Morph) return true;
        return false;
    }
}
