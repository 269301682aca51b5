package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.TriggeredManaAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;

import java.util.ArrayList;
import java.util.List;

/**
 * Triggered mana abilities that watch a land being tapped for mana (605.1b, 106.12a): they resolve at
 * once, right after the mana ability that tapped it (605.4a), adding mana for the land's
 * controller. The automatic payment counts their mana as part of what tapping the land makes when it
 * is known in advance (not when the player must choose among several types the land produced).
 */
final class TriggeredManaAbilities {
    private TriggeredManaAbilities() {
    }

    /** Whether any permanent has such an ability (printed: no effect grants one), a quick test before looking closer. */
    static boolean any(GameState s) {
        // the cards on the battlefield alone: kept as permanents enter and leave (Layers.battlefieldAny)
        return Layers.battlefieldAny(s, TriggeredManaAbilities.class, TriggeredManaAbilities::cardHas, (x, k) -> false);
    }

    private static boolean cardHas(dev.arbiter.engine.card.CardDefinition card, Object key) {
        for (Ability a : card.abilities()) if (a instanceof TriggeredManaAbility) return true;
        return false;
    }

    /**
     * The mana the triggered mana abilities would add when {@code land} is tapped for mana and makes
     * {@code produced}; an "any type that land produced" ability whose land made several types is left out
     * (its player chooses as it resolves).
     */
    static ManaPool extra(GameState s, int land, ManaPool produced) {
        ManaPool out = ManaPool.EMPTY;
        for (TriggeredManaAbility t : watching(s, land)) {
            if (t.adds() != null) out = out.plus(t.adds());
            else if (!t.anyColor() && types(produced).size() == 1) out = out.plus(types(produced).get(0), 1);
        }
        return out;
    }

    /** The triggered mana abilities that trigger when {@code land} is tapped for mana (106.12a). */
    private static List<TriggeredManaAbility> watching(GameState s, int land) {
        List<TriggeredManaAbility> out = new ArrayList<>(1);
        GameObject target = s.object(land);
        Characteristics landCh = null;
        for (int id : s.battlefield()) {
            for (Ability a : Layers.of(s, id).abilities()) {
                if (!(a instanceof TriggeredManaAbility t)) continue;
                if (t.lands() == null) {
                    if (s.object(id).attachedTo() == land) out.add(t); // "enchanted land"
                    continue;
                }
                if (t.tapper() == TriggeredManaAbility.Tapper.YOU && s.object(id).controller() != target.controller()) continue;
                if (landCh == null) landCh = Layers.of(s, target);
                if (landCh.isLand() && Affecting.matches(s, id, t.lands(), target, landCh)) out.add(t);
            }
        }
        return out;
    }

    /** The types of mana in {@code pool}, in W U B R G C order. */
    private static List<ManaType> types(ManaPool pool) {
        List<ManaType> out = new ArrayList<>(2);
        for (ManaType m : ManaType.values()) if (pool.amount(m) > 0) out.add(m);
        return out;
    }

    /** 605.4a: {@code land} was just tapped for mana and made {@code produced}; its controller adds what the triggered mana abilities add. */
    static void fire(Ctx ctx, int land, ManaPool produced) {
        if (!any(ctx.s) || produced.isEmpty()) return; // 106.12a: it triggers when the ability produces mana
        List<TriggeredManaAbility> abilities = watching(ctx.s, land);
        if (abilities.isEmpty()) return;
        GameObject o = ctx.s.object(land);
        int player = o.controller();
        ManaPool extra = ManaPool.EMPTY;
        for (TriggeredManaAbility t : abilities) {
            if (t.adds() != null) {
                extra = extra.plus(t.adds());
                continue;
            }
            if (t.anyColor()) { // 106.1b: "one mana of any color", chosen by the player who adds it; 106.1a: each of several
                List<String> labels = List.of("{W}", "{U}", "{B}", "{R}", "{G}");
                for (int k = 0; k < t.anyColors(); k++) {
                    Choice c = ctx.ask(new Decision.Option(player, "Choose the color of mana to add (106.1b)", labels));
                    extra = extra.plus(ManaType.values()[((Choice.ChooseOption) c).index()], 1);
                }
                continue;
            }
            List<ManaType> types = types(produced); // "one mana of any type that land produced"
            ManaType type = types.get(0);
            if (types.size() > 1) {
                List<String> labels = new ArrayList<>();
                for (ManaType m : types) labels.add("{" + m.name() + "}");
                Choice c = ctx.ask(new Decision.Option(player, "Choose the type of mana to add (106.12a)", labels));
                type = types.get(((Choice.ChooseOption) c).index());
            }
            extra = extra.plus(type, 1);
        }
        PlayerState p = ctx.s.player(player);
        ctx.s = ctx.s.withPlayer(p.withPool(p.pool().plus(extra)));
        if (ctx.logging()) ctx.log("%s adds an additional %s (605.4a)", p.name(), extra);
    }
}
