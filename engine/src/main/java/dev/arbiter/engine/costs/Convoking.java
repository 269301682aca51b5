package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Convoke;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.effects.Tapping;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaSymbol;
import dev.arbiter.engine.mana.ManaType;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * Convoke (702.51a-b) in the payment of a spell's total cost: each untapped creature the caster
 * controls is offered to the payment as a source that, tapped, pays for one generic mana or one
 * mana of one of its colours. It is not a mana ability (702.51b), so summoning sickness doesn't
 * matter and nothing triggers on it as on tapping for mana. Automatic payment uses creatures only
 * when lands and other mana abilities alone can't pay; "paying with" may name them.
 */
public final class Convoking {
    /** The ability index of a source use that taps a creature for convoke (not an ability of it). */
    public static final int TAP_CREATURE = -1;

    private Convoking() {
    }

    /** Whether the spell has convoke (702.51a). */
    public static boolean has(Characteristics ch) {
        for (Ability a : ch.abilities()) if (a instanceof Convoke) return true;
        return false;
    }

    /**
     * The creatures {@code player} could tap to pay for {@code spell} with cost {@code cost}: one
     * option per colour (one generic mana only for a colourless creature). None when the cost has
     * a {C} symbol, which convoke can't pay (702.51a names generic and coloured mana only).
     */
    public static List<ManaSource> sources(GameState s, int player, int spell, ManaCost cost) {
        for (ManaSymbol sym : cost.symbols()) if (sym instanceof ManaSymbol.Colorless) return List.of();
        List<ManaSource> out = new ArrayList<>();
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (id == spell || o.controller() != player || o.tapped()) continue;
            Characteristics ch = Layers.of(s, id);
            if (!ch.isCreature()) continue;
            List<ManaSource.Option> options = new ArrayList<>(2);
            for (Color c : Color.values()) {
                if ((ch.colors() & c.bit()) != 0) {
                    options.add(new ManaSource.Option(TAP_CREATURE, ManaPool.EMPTY.plus(ManaType.of(c), 1)));
                }
            }
            // 702.51a: a colourless creature pays generic mana only; a {C} cost symbol was excluded above
            if (options.isEmpty()) options.add(new ManaSource.Option(TAP_CREATURE, ManaPool.EMPTY.plus(ManaType.C, 1)));
            out.add(new ManaSource(id, options, false));
        }
        return out;
    }

    /**
     * The mana sources and the convoke creatures together; a creature with a mana ability is one
     * source whose options are its mana abilities and its convoke options (tapping it uses them all).
     */
    public static List<ManaSource> merged(List<ManaSource> available, List<ManaSource> convoke) {
        List<ManaSource> out = new ArrayList<>(available);
        for (ManaSource c : convoke) {
            int at = -1;
            for (int i = 0; i < out.size(); i++) if (out.get(i).object() == c.object()) at = i;
            if (at < 0) {
                out.add(c);
            } else {
                List<ManaSource.Option> options = new ArrayList<>(out.get(at).options());
                options.addAll(c.options());
                out.set(at, new ManaSource(c.object(), options, out.get(at).snow()));
            }
        }
        return out;
    }

    /** 702.51a: taps the creature; what it pays for is put aside in the pool for this payment only. */
    static void tap(Ctx ctx, int player, int creature, ManaPool pays) {
        Tapping.tap(ctx, creature);
        var p = ctx.s.player(player);
        ctx.s = ctx.s.withPlayer(p.withPool(p.pool().plus(pays)));
        ctx.log("%s taps %s for convoke", p.name(), ctx.s.object(creature).name());
    }
}
