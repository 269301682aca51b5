package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/** Mana added "for each" of something (106.1, 107.1): the count is taken as the mana ability resolves (605.3a). */
public final class ManaCounts {
    private ManaCounts() {
    }

    /** The mana {@code effect} would add now for {@code source}'s controller {@code controller}. */
    public static ManaPool of(GameState s, Effect.AddManaForEach effect, int source, int controller) {
        return times(effect.unit(), Amounts.value(s, effect.count(), source, controller, 0, -1));
    }

    static void add(Ctx ctx, Effect.AddManaForEach m, Resolution r) {
        if (m.anyOneColor()) { // 106.1: the controller chooses the colour (or the payment already did)
            List<ManaPool> ways = m.ways(PlayerAmounts.value(ctx, m.count(), r));
            if (!ways.isEmpty()) EffectResolver.resolve(ctx, new Effect.AddMana(ways), r);
            return;
        }
        ManaPool pool = times(m.unit(), PlayerAmounts.value(ctx, m.count(), r));
        if (pool.total() == 0) return;
        // the fixed amount, added as any mana ability adds it (snow mana from a snow source, 106.3)
        EffectResolver.resolve(ctx, new Effect.AddMana(List.of(pool)), new Resolution(r.source(), r.controller(),
                r.targets(), r.x(), r.thatPlayer(), r.thatObject(), null, r.sourceZoneChanges()));
    }

    /**
     * "Add X mana in any combination of ..." (106.1a): the combination the payment chose, or the controller chooses each
     * unit's type in turn.
     */
    static void addCombination(Ctx ctx, Effect.AddManaCombination m, Resolution r) {
        int n = PlayerAmounts.value(ctx, m.count(), r);
        if (n <= 0) return;
        ManaPool add = r.chosenMana() != null && r.chosenMana().total() == n ? r.chosenMana() : null;
        if (add == null && m.types().size() == 1) add = ManaPool.EMPTY.plus(m.types().get(0), n);
        List<ManaPool> ways = add == null ? m.ways(n) : List.of();
        if (!ways.isEmpty()) { // few ways: one choice among them, as "Add {R} or {G}" asks (106.1a)
            List<String> labels = new java.util.ArrayList<>();
            for (ManaPool p : ways) labels.add(p.toString());
            var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Option(r.controller(), "Choose mana to add", labels));
            add = ways.get(((dev.arbiter.engine.decision.Choice.ChooseOption) c).index());
        }
        if (add == null) { // many: each unit's type in turn
            add = ManaPool.EMPTY;
            List<String> labels = new java.util.ArrayList<>();
            for (var t : m.types()) labels.add(t.symbol());
            for (int i = 0; i < n; i++) {
                var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Option(r.controller(),
                        "Choose the type of mana " + (i + 1) + " of " + n, labels));
                add = add.plus(m.types().get(((dev.arbiter.engine.decision.Choice.ChooseOption) c).index()), 1);
            }
        }
        EffectResolver.resolve(ctx, new Effect.AddMana(List.of(add)), new Resolution(r.source(), r.controller(),
                r.targets(), r.x(), r.thatPlayer(), r.thatObject(), null, r.sourceZoneChanges()));
    }

    private static ManaPool times(ManaPool unit, int n) {
        ManaPool out = ManaPool.EMPTY;
        for (int i = 0; i < n; i++) out = out.plus(unit);
        return out;
    }
}
