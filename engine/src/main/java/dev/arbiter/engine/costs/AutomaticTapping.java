package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * 605.3a, 601.2g: the automatic payment's mana abilities of the plain kind ("{T}: Add {G}.") activated in one state. One
 * by one, each ability made a state for its tap (a copy of the objects array) and one for its mana; when nothing can
 * read between two of them the taps are written in one state and the mana in one pool change, the same objects, pool,
 * log lines and events (emitted after, in the same order) as {@link ManaAbilities#activate} for each in turn.
 */
final class AutomaticTapping {
    private AutomaticTapping() {
    }

    /**
     * Activates the plan's {@code uses} in one state when: each is a mana ability whose whole cost is {T} of an untapped
     * permanent that can be tapped (302.6) and whose effect adds the planned mana without a question; no static changes
     * activation costs (602.2b); no triggered mana ability exists (605.1b) and no trigger can see an event (603.2,
     * {@link Triggers#quiet}: each emission then makes only the history notes, which neither event changes); and no
     * characteristic computed for the state read "tapped" (then each source's characteristics, its snow supertype
     * included, are the ones the abilities one by one would read). False, and nothing done, otherwise.
     */
    static boolean inOneState(Ctx ctx, int player, List<PaymentPlan.Use> uses) {
        if (uses.size() < 2 || !Triggers.quiet(ctx)) return false;
        GameState s = ctx.s;
        if (TriggeredManaAbilities.any(s) || ActivationCosts.any(s)) return false;
        List<GameObject> tapped = new ArrayList<>(uses.size());
        boolean[] snow = new boolean[uses.size()];
        for (int k = 0; k < uses.size(); k++) {
            PaymentPlan.Use use = uses.get(k);
            if (Convoking.isOwn(use.abilityIndex()) || use.produced() == null) return false;
            GameObject o = s.object(use.object());
            if (o.zone() != Zone.BATTLEFIELD || o.tapped()) return false;
            for (GameObject t : tapped) if (t.id() == o.id()) return false;
            Characteristics ch = Layers.of(s, o);
            List<ActivatedAbility> abilities = ch.activatedAbilities();
            if (use.abilityIndex() < 0 || use.abilityIndex() >= abilities.size()) return false;
            ActivatedAbility a = abilities.get(use.abilityIndex());
            if (!a.manaAbility() || !(a.effect() instanceof Effect.AddMana) || !a.cost().mana().isEmpty()
                    || a.cost().parts().size() != 1 || !(a.cost().parts().get(0) instanceof CostPart.TapSelf)
                    || !ManaSources.canTap(s, o, ch)) return false;
            snow[k] = ch.isSuper(Supertype.SNOW); // 106.3, 107.4h: mana from a snow source is snow mana
            tapped.add(o.withTapped(true));
        }
        if (Layers.readsTapped(s)) return false; // after the reads above: none of them read it either
        PlayerState p = s.player(player);
        ManaPool[] pools = ctx.logging() ? new ManaPool[uses.size()] : null;
        for (int k = 0; k < uses.size(); k++) { // as ManaAdding.addMana for each in turn
            ManaPool add = uses.get(k).produced();
            p = p.withPool(p.pool().plus(add));
            if (snow[k]) p = p.withSnow(p.snow().plus(add));
            if (pools != null) pools[k] = p.pool();
        }
        ctx.s = s.withObjects(tapped).withPlayer(p);
        for (int k = 0; k < uses.size(); k++) {
            GameObject o = tapped.get(k);
            Triggers.emit(ctx, new GameEvent.BecameTapped(o.id())); // 701.26a
            Triggers.emit(ctx, new GameEvent.TappedForMana(o.id(), player)); // 106.12
            if (pools != null) ctx.log("%s taps %s for mana (%s)", p.name(), o.name(), pools[k]);
        }
        return true;
    }
}
