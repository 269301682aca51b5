package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Convoke;
import dev.arbiter.engine.ability.Delve;
import dev.arbiter.engine.ability.Improvise;
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

    /** The ability index of a source use that taps an artifact for improvise (702.126a). */
    public static final int TAP_ARTIFACT = -2;
    /** The ability index of a source use that exiles a graveyard card for delve (702.66a). */
    public static final int EXILE_CARD = -3;

    /** Whether the spell has convoke (702.51a), improvise (702.126a) or delve (702.66a). */
    public static boolean has(Characteristics ch) {
        for (Ability a : ch.abilities()) {
            if (a instanceof Convoke || a instanceof Improvise || a instanceof Delve) return true;
        }
        return false;
    }

    private static boolean hasKind(Characteristics ch, Class<? extends Ability> kind) {
        for (Ability a : ch.abilities()) if (kind.isInstance(a)) return true;
        return false;
    }

    /**
     * The creatures {@code player} could tap to pay for {@code spell} with cost {@code cost}: one
     * option per colour (one generic mana only for a colourless creature). None when the cost has
     * a {C} symbol, which convoke can't pay (702.51a names generic and coloured mana only).
     */
    public static List<ManaSource> sources(GameState s, int player, int spell, ManaCost cost) {
        for (ManaSymbol sym : cost.symbols()) if (sym instanceof ManaSymbol.Colorless) return List.of();
        Characteristics spellCh = Layers.of(s, spell);
        List<ManaSource> out = hasKind(spellCh, Convoke.class) ? creatures(s, player, spell) : new ArrayList<>();
        if (hasKind(spellCh, Improvise.class)) out = merged(out, artifacts(s, player, spell)); // 702.126a
        if (hasKind(spellCh, Delve.class)) out.addAll(graveyard(s, player, spell)); // 702.66a
        return out;
    }

    /** 702.126a: each untapped artifact the caster controls, tapped, pays for one generic mana. */
    private static List<ManaSource> artifacts(GameState s, int player, int spell) {
        List<ManaSource> out = new ArrayList<>();
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (id == spell || o.controller() != player || o.tapped()) continue;
            if (!Layers.of(s, id).is(dev.arbiter.engine.characteristic.CardType.ARTIFACT)) continue;
            out.add(new ManaSource(id, List.of(new ManaSource.Option(TAP_ARTIFACT, ManaPool.EMPTY.plus(ManaType.C, 1))), false));
        }
        return out;
    }

    /** 702.66a: each card in the caster's graveyard, exiled, pays for one generic mana. */
    private static List<ManaSource> graveyard(GameState s, int player, int spell) {
        List<ManaSource> out = new ArrayList<>();
        for (int id : s.player(player).graveyard()) {
            if (id == spell) continue;
            out.add(new ManaSource(id, List.of(new ManaSource.Option(EXILE_CARD, ManaPool.EMPTY.plus(ManaType.C, 1))), false));
        }
        return out;
    }

    /** 702.51a: each untapped creature the caster controls, tapped, pays for {1} or one mana of its colour. */
    private static List<ManaSource> creatures(GameState s, int player, int spell) {
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

    /** Whether a planned source use is convoke, improvise or delve rather than a mana ability. */
    static boolean isOwn(int abilityIndex) {
        return abilityIndex == TAP_CREATURE || abilityIndex == TAP_ARTIFACT || abilityIndex == EXILE_CARD;
    }

    /**
     * 702.51a / 702.126a / 702.66a: taps the creature or artifact, or exiles the card; what it pays
     * for is put aside in the pool for this payment only.
     */
    static void use(Ctx ctx, int player, int object, int abilityIndex, ManaPool pays) {
        String name = ctx.s.object(object).name();
        if (abilityIndex == EXILE_CARD) dev.arbiter.engine.effects.ZoneMoves.move(ctx, object, dev.arbiter.engine.state.Zone.EXILE);
        else Tapping.tap(ctx, object);
        var p = ctx.s.player(player);
        ctx.s = ctx.s.withPlayer(p.withPool(p.pool().plus(pays)));
        String how = abilityIndex == EXILE_CARD ? "exiles %s for delve" : abilityIndex == TAP_ARTIFACT
                ? "taps %s for improvise" : "taps %s for convoke";
        if (ctx.logging()) ctx.log("%s " + how, p.name(), name);
    }
}
