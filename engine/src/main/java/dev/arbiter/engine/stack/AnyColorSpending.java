package dev.arbiter.engine.stack;

import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaSymbol;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * 609.4b: "you may spend mana as though it were mana of any color [type] to cast that spell", a permission on one card
 * ({@link Modification.SpendAnyColor}): its coloured symbols may be paid with any mana, so they are paid as generic mana
 * ({@code anyType}: {C} too); a Phyrexian symbol keeps its life option as it is, snow stays snow.
 */
public final class AnyColorSpending {
    private AnyColorSpending() {
    }

    /** The permission on card {@code card} for {@code caster}, or null: 1 any color, 2 any type. Cards in hand have none. */
    static int kind(GameState s, int caster, int card) {
        if (s.effects().isEmpty()) return 0;
        GameObject o = s.object(card);
        if (o.zone() != Zone.EXILE && o.zone() != Zone.GRAVEYARD && o.zone() != Zone.STACK) return 0;
        var ref = o.ref();
        int kind = 0;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.SpendAnyColor a && a.player() == caster && e.affected().contains(ref)) {
                kind = Math.max(kind, a.anyType() ? 2 : 1);
            }
        }
        return kind;
    }

    /** {@code cost} as paid with mana of any color ({@code kind} 1) or any type (2); unchanged for 0. */
    static ManaCost apply(ManaCost cost, int kind) {
        if (kind == 0) return cost;
        List<ManaSymbol> out = new ArrayList<>();
        int generic = 0;
        for (ManaSymbol m : cost.symbols()) {
            if (m instanceof ManaSymbol.Generic g) generic += g.amount();
            else if (m instanceof ManaSymbol.Colored || m instanceof ManaSymbol.Hybrid || m instanceof ManaSymbol.TwoOrColor) generic++;
            else if (m instanceof ManaSymbol.Colorless && kind == 2) generic++;
            else out.add(m);
        }
        if (generic > 0) out.add(0, new ManaSymbol.Generic(generic));
        return new ManaCost(out);
    }

    /** 400.7: the spell cast from the permitted card keeps the permission while it's paid for (601.2g-h). */
    static void carry(dev.arbiter.engine.proc.Ctx ctx, int caster, int kind, int spell) {
        if (kind == 0) return;
        ctx.s = ContinuousEffect.add(ctx.s, spell, caster, new Modification.SpendAnyColor(caster, kind == 2),
                io.vavr.collection.Vector.of(ctx.s.object(spell).ref()), dev.arbiter.engine.state.Duration.UNTIL_END_OF_TURN);
    }
}
