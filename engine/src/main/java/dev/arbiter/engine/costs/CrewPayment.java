package dev.arbiter.engine.costs;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.Tapping;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * "Tap any number of other untapped creatures you control with total power N or more" (702.122a, crew): the payer
 * picks the permanents one at a time, each time among those not yet picked, until the picked ones' total power is N
 * or more; each is then tapped (701.26a). Power is the current one (613.4); a power below 0 counts as 0.
 */
final class CrewPayment {
    private CrewPayment() {
    }

    /** 118.3: payable when all the candidates together have the power needed. */
    static boolean canPay(GameState s, List<Integer> candidates, int power) {
        int total = 0;
        for (int id : candidates) total += Math.max(0, Layers.of(s, id).power());
        return total >= power;
    }

    static void pay(Ctx ctx, int player, List<Integer> candidates, int power) {
        List<Integer> left = new ArrayList<>(candidates);
        List<Integer> picked = new ArrayList<>();
        int total = 0;
        while (total < power && !left.isEmpty()) {
            int id;
            if (left.size() == 1) {
                id = left.get(0);
            } else {
                Choice c = ctx.ask(new Decision.Objects(player, "Tap a creature with total power " + power
                        + " or more as a cost (" + total + " so far)", left, 1, 1));
                id = ((Choice.ChooseObjects) c).ids().get(0);
            }
            left.remove(Integer.valueOf(id));
            picked.add(id);
            total += Math.max(0, Layers.of(ctx.s, id).power()); // a power below 0 adds nothing
        }
        for (int id : picked) Tapping.tap(ctx, id); // 701.26a
    }
}
