package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;

import java.util.ArrayList;
import java.util.List;

/** Mana added to a player's pool by a resolving effect (106.3, 106.7). */
final class ManaAdding {
    private ManaAdding() {
    }

    /** Adds mana (106.3); with several alternatives the controller chooses one (106.7 style). */
    static void addMana(Ctx ctx, Effect.AddMana m, Resolution r) {
        ManaPool add;
        if (r.chosenMana() == null && m.alternatives().isEmpty()) return; // 106.7: nothing it could produce, no mana
        if (r.chosenMana() != null) {
            add = r.chosenMana();
        } else if (m.alternatives().size() == 1) {
            add = m.alternatives().get(0);
        } else {
            List<String> labels = new ArrayList<>();
            for (ManaPool p : m.alternatives()) labels.add(p.toString());
            Choice c = ctx.ask(new Decision.Option(r.controller(), "Choose mana to add", labels));
            add = m.alternatives().get(((Choice.ChooseOption) c).index());
        }
        PlayerState p = ctx.s.player(r.controller()).withPool(ctx.s.player(r.controller()).pool().plus(add));
        // 106.3, 107.4h: mana from a snow source is snow mana.
        if (r.source() >= 0 && Layers.of(ctx.s, r.source()).isSuper(dev.arbiter.engine.characteristic.Supertype.SNOW)) {
            p = p.withSnow(p.snow().plus(add));
        }
        ctx.s = ctx.s.withPlayer(p);
    }
}
