package dev.arbiter.engine.turn;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.costs.ManaSources;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/** The permanents' part of the priority listing (602.2): one walk over the battlefield, which also finds the mana sources. */
final class PermanentActions {
    private PermanentActions() {
    }

    /**
     * The abilities of the permanents {@code player} may activate now, in battlefield order (602.2, 602.5), each
     * permanent handed to {@code walk} with the bits of its activatable abilities (its mana sources are read from there).
     * An ability with a mana cost is judged against the player's sources found by their own walk, as the walk is not done.
     */
    static List<Choice> of(GameState s, int player, ManaSources.Walk walk) {
        List<Choice> out = new ArrayList<>();
        for (int id : Layers.activatedSources(s)) { // the permanents that have activated abilities, in battlefield order
            GameObject o = s.object(id);
            Characteristics ch = Layers.of(s, id);
            List<ActivatedAbility> abilities = ch.activatedAbilities();
            long activatable = 0;
            for (int i = 0; i < abilities.size(); i++) {
                if (!dev.arbiter.engine.stack.WhoMayActivate.may(s, player, o, abilities.get(i))) continue; // 602.2, 602.5
                if (Priority.canActivate(s, player, o, abilities.get(i))) {
                    out.add(new Choice.ActivateAbility(id, i));
                    if (i < 64) activatable |= 1L << i;
                }
            }
            walk.visit(id, o, ch, activatable);
        }
        return out;
    }
}
