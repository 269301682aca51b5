package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/** Finds the mana abilities a player could activate right now with only a {T} cost (605, 302.6). */
public final class ManaSources {
    private ManaSources() {
    }

    public static List<ManaSource> available(GameState s, int player) {
        List<ManaSource> out = new ArrayList<>();
        boolean triggered = TriggeredManaAbilities.any(s); // 605.1b: extra mana when a land is tapped for mana
        boolean bans = dev.arbiter.engine.layers.ActivationBans.any(s);
        boolean costChanges = ActivationCosts.any(s); // 602.2b: an increase makes a {T} ability cost mana too
        for (int id : Layers.activatedSources(s)) { // in battlefield order; the others have no mana ability
            GameObject o = s.object(id);
            if (o.controller() != player || o.tapped()) continue;
            if (bans && dev.arbiter.engine.layers.ActivationBans.banned(s, id, player)) continue; // 602.5: mana abilities too
            if (costChanges && ActivationCosts.change(s, id) > 0) continue; // not "{T}" alone any more
            ManaSource m = of(s, player, id, o, Layers.of(s, id), triggered, 0L);
            if (m != null) out.add(m);
        }
        return out;
    }

    /**
     * One untapped permanent's {T} mana abilities as a source, or null if none can be activated now. {@code known}: bits
     * of the abilities already found activatable (a walk of the priority listing): their 602.5b condition holds and the
     * permanent can be tapped (302.6), so neither is asked again.
     */
    private static ManaSource of(GameState s, int player, int id, GameObject o, Characteristics ch, boolean triggered,
                                 long known) {
        List<ActivatedAbility> abilities = ch.activatedAbilities();
        List<ManaSource.Option> options = null, costly = null; // costly: abilities that also remove counters
        for (int i = 0; i < abilities.size(); i++) {
            ActivatedAbility a = abilities.get(i);
            if (!a.manaAbility() || !a.cost().mana().isEmpty() || !payableWithoutChoice(o, a) || a.perTurn() > 0) continue; // 602.5b: counted
            boolean activatable = i < 64 && (known >>> i & 1L) != 0;
            if (!activatable && !dev.arbiter.engine.layers.ActivationConditions.holds(s, o, a)) continue; // 602.5b
            if (!activatable && !canTap(s, o, ch)) break;
            // 106.6: "Spend this mana only to ...": the options carry the restriction, each payment judges it
            dev.arbiter.engine.ability.SpendRestriction only = a.effect() instanceof Effect.RestrictedMana rm ? rm.only() : null;
            Effect adds = only == null ? a.effect() : ((Effect.RestrictedMana) a.effect()).add();
            if (adds instanceof Effect.ManaSpendTrigger mt) adds = mt.add(); // 106.6: the mana is the same, watched as spent
            if (adds instanceof Effect.ManaSpentRider mr) adds = mr.add(); // 106.6: the same mana, with its rider
            boolean free = a.cost().parts().size() == 1; // just {T}: nothing else spent
            for (ManaPool alt : alternatives(s, adds, id, player)) {
                ManaPool extra = triggered ? TriggeredManaAbilities.extra(s, id, alt) : ManaPool.EMPTY;
                ManaSource.Option option = new ManaSource.Option(i, alt.plus(extra), alt, only);
                if (free) {
                    if (options == null) options = new ArrayList<>(2);
                    options.add(option);
                } else if (!sameAsFree(options, option)) { // the counters are kept when {T} alone makes that mana
                    if (costly == null) costly = new ArrayList<>(2);
                    costly.add(option);
                }
            }
        }
        if (costly != null) { // tried after the {T}-only options: the search takes the first that pays
            if (options == null) options = costly;
            else {
                for (ManaSource.Option c : costly) if (!sameAsFree(options, c)) options.add(c); // {T}-only found after it
            }
        }
        return options == null ? null : new ManaSource(id, options, ch.isSuper(Supertype.SNOW));
    }

    /** Whether a {T}-only option already adds the same mana, unrestricted or equally restricted (106.6). */
    private static boolean sameAsFree(List<ManaSource.Option> free, ManaSource.Option o) {
        if (free == null) return false;
        for (ManaSource.Option f : free) {
            if (f.produced().equals(o.produced()) && java.util.Objects.equals(f.only(), o.only())) return true;
        }
        return false;
    }

    private static final int BANS = 1, COST_CHANGES = 2, TRIGGERED = 4;

    /** What {@link #available} asks once per state before its walk, for {@link #of(GameState, int, int, GameObject, Characteristics, long, int)}. */
    public static int flags(GameState s) {
        return (dev.arbiter.engine.layers.ActivationBans.any(s) ? BANS : 0) | (ActivationCosts.any(s) ? COST_CHANGES : 0)
                | (TriggeredManaAbilities.any(s) ? TRIGGERED : 0); // 602.5, 602.2b, 605.1b
    }

    /**
     * A permanent of another walk over {@link Layers#activatedSources} (the priority listing's) as a mana source of
     * {@code player}, or null: the same answer {@link #available} gives for it. {@code known}: bits of the abilities that
     * walk found activatable; {@code flags}: {@link #flags} of the state.
     */
    public static ManaSource of(GameState s, int player, int id, GameObject o, Characteristics ch, long known, int flags) {
        if (o.controller() != player || o.tapped()) return null;
        if ((flags & BANS) != 0 && dev.arbiter.engine.layers.ActivationBans.banned(s, id, player)) return null; // 602.5
        if ((flags & COST_CHANGES) != 0 && ActivationCosts.change(s, id) > 0) return null; // 602.2b
        return of(s, player, id, o, ch, (flags & TRIGGERED) != 0, known);
    }

    /**
     * Whether the automatic payment can pay the ability's cost itself, with no choice to make (601.2g-h, 605.3): {T},
     * or {T} with a fixed number of counters removed from the permanent while it has them (118.3). The {T} makes it one
     * activation per permanent, as a {@link ManaSource} is; any other part (a choice, another object, mana) is refused.
     */
    static boolean payableWithoutChoice(GameObject o, ActivatedAbility a) {
        List<CostPart> parts = a.cost().parts();
        if (parts.size() == 1) return parts.get(0) instanceof CostPart.TapSelf;
        boolean taps = false;
        for (int i = 0, n = parts.size(); i < n; i++) {
            CostPart p = parts.get(i);
            if (p instanceof CostPart.TapSelf) taps = true;
            else if (!(p instanceof CostPart.RemoveCounters r) || o.counters().get(r.kind()) < r.amount()) return false; // 118.3
        }
        return taps;
    }

    /** Whether the cost is just {T}. */
    static boolean onlyTaps(ActivatedAbility a) {
        return a.cost().parts().size() == 1 && a.cost().parts().get(0) instanceof CostPart.TapSelf;
    }

    /** 302.6: a creature's {T} abilities need it controlled since the turn began, or haste. */
    public static boolean canTap(GameState s, GameObject o, Characteristics ch) {
        if (o.tapped()) return false;
        return !(ch.isCreature() && o.sick() && !ch.has(Keyword.HASTE));
    }

    /** The mana an ability's effect can add now, counts included ("Add {G} for each Elf you control", 107.1). */
    static List<ManaPool> alternatives(GameState s, Effect e, int source, int player) {
        e = dev.arbiter.engine.layers.ChosenValues.mana(s, e, source); // 607.2: "or one mana of the chosen color"
        if (e instanceof Effect.AddManaForEach m && m.anyOneColor()) { // 106.1: X mana of any one colour
            return m.ways(dev.arbiter.engine.effects.Amounts.value(s, m.count(), source, player, 0, -1));
        }
        if (e instanceof Effect.AddManaCombination m) { // 106.1a: each way, when there are few
            return m.ways(dev.arbiter.engine.effects.Amounts.value(s, m.count(), source, player, 0, -1));
        }
        if (e instanceof Effect.AddManaForEach m) {
            ManaPool pool = dev.arbiter.engine.effects.ManaCounts.of(s, m, source, player);
            return pool.total() == 0 ? List.of() : List.of(pool);
        }
        return alternatives(e);
    }

    /** The mana an ability's effect can add. */
    public static List<ManaPool> alternatives(Effect e) {
        if (e instanceof Effect.AddMana m) return m.alternatives();
        if (e instanceof Effect.Sequence seq) {
            for (Effect x : seq.effects()) {
                List<ManaPool> alts = alternatives(x);
                if (!alts.isEmpty()) return alts;
            }
        }
        return List.of();
    }
}
