package dev.arbiter.engine.turn;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.costs.ManaSource;
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
     * Adds to {@code out} the abilities of the permanents {@code player} may activate now, in battlefield order (602.2,
     * 602.5); with {@code sources} not null, adds to it the player's mana sources (605) found on the same walk, as
     * {@link ManaSources#available} would list them, each judged with the abilities already found activatable. Without
     * {@code withMana}, mana abilities (605.3a) are not added to {@code out}, and not judged when no sources are asked for.
     */
    static void walk(GameState s, int player, List<Choice> out, List<ManaSource> sources, boolean withMana) {
        int flags = sources == null ? 0 : ManaSources.flags(s);
        // the permanents that have activated abilities, in battlefield order; without the mana abilities and the sources,
        // only those with another kind (the rest would add nothing)
        int[] ids = withMana || sources != null ? Layers.activatedSources(s) : Layers.listedSources(s);
        for (int id : ids) {
            GameObject o = s.object(id);
            Characteristics ch = Layers.of(s, id);
            List<ActivatedAbility> abilities = ch.activatedAbilities();
            long activatable = 0;
            for (int i = 0; i < abilities.size(); i++) {
                boolean listed = withMana || !abilities.get(i).manaAbility();
                if (!listed && sources == null) continue;
                if (!dev.arbiter.engine.stack.WhoMayActivate.may(s, player, o, abilities.get(i))) continue; // 602.2, 602.5
                if (ActionLegality.canActivate(s, player, o, abilities.get(i))) {
                    if (listed) out.add(new Choice.ActivateAbility(id, i));
                    if (i < 64) activatable |= 1L << i;
                }
            }
            if (sources != null) {
                ManaSource m = ManaSources.of(s, player, id, o, ch, activatable, flags);
                if (m != null) sources.add(m);
            }
        }
    }

    /** Moves {@code list[from, to)} to the end of the list, the rest keeping its order (three reversals, in place). */
    static void toEnd(List<Choice> list, int from, int to) {
        int n = list.size();
        if (to == n || from == to) return;
        reverse(list, from, to);
        reverse(list, to, n);
        reverse(list, from, n);
    }

    private static void reverse(List<Choice> list, int from, int to) {
        for (int i = from, j = to - 1; i < j; i++, j--) list.set(i, list.set(j, list.get(i)));
    }
}
