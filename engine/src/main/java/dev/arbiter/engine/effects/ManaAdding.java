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

    /**
     * "Add {C}. Spend this mana only to ..." (106.6), "Until end of turn, you don't lose this mana" (500.4): the mana
     * {@code add} adds to its controller's pool is moved into the pool's part kept apart, remembering the restriction
     * (null: none), how long it stays and the source (not snow mana).
     */
    static void setAside(Ctx ctx, Effect add, Resolution r, dev.arbiter.engine.ability.SpendRestriction only,
                         boolean untilEndOfTurn) {
        setAside(ctx, add, r, only, untilEndOfTurn, null);
    }

    /**
     * As above; {@code onSpent}: "When you spend this mana to cast ..." (106.6, 603.7a) or "If that mana is spent on ..."
     * (106.6), or null.
     */
    static void setAside(Ctx ctx, Effect add, Resolution r, dev.arbiter.engine.ability.SpendRestriction only,
                         boolean untilEndOfTurn, Effect onSpent) {
        int player = r.controller();
        ManaPool before = ctx.s.player(player).pool();
        EffectResolver.resolve(ctx, add, r);
        PlayerState p = ctx.s.player(player);
        ManaPool added = ManaPool.EMPTY;
        for (dev.arbiter.engine.mana.ManaType t : dev.arbiter.engine.mana.ManaType.values()) {
            int n = p.pool().amount(t) - before.amount(t);
            if (n > 0) added = added.plus(t, n);
        }
        if (added.isEmpty()) return;
        ManaPool rest = p.pool();
        for (dev.arbiter.engine.mana.ManaType t : dev.arbiter.engine.mana.ManaType.values()) rest = rest.minus(t, added.amount(t));
        io.vavr.collection.Vector<dev.arbiter.engine.state.RestrictedPool> kept = p.restricted();
        int at = kept.indexWhere(x -> x.source() == r.source() && java.util.Objects.equals(x.only(), only)
                && x.untilEndOfTurn() == untilEndOfTurn && java.util.Objects.equals(x.onSpent(), onSpent));
        kept = at < 0 ? kept.append(new dev.arbiter.engine.state.RestrictedPool(r.source(), only, added, untilEndOfTurn, onSpent))
                : kept.update(at, kept.get(at).withMana(kept.get(at).mana().plus(added)));
        ctx.s = ctx.s.withPlayer(p.withPool(rest).withRestricted(kept));
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
