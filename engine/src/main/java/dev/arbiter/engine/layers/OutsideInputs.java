package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.state.GameState;

import java.util.Arrays;

/**
 * The inputs of "as long as" conditions (611.3b) that lie outside the battlefield: whose turn it is
 * and how many cards each graveyard holds. A layer cache made while some permanent's static ability
 * reads them is good only while they are unchanged; null when no permanent reads them (then the
 * cache is carried as before).
 */
record OutsideInputs(int active, int[] graveyards) {

    static OutsideInputs of(GameState s) {
        if (!anyReader(s)) return null;
        int[] sizes = new int[s.playerCount()];
        for (int p = 0; p < sizes.length; p++) sizes[p] = s.player(p).graveyard().size();
        return new OutsideInputs(s.turn().active(), sizes);
    }

    /**
     * Whether the turn and graveyard sizes of {@code s} are these. The permanents that read them are
     * those of the state the table was made for: a table is carried only across changes that bring
     * no static ability onto or off the battlefield.
     */
    boolean sameAs(GameState s) {
        if (s.turn().active() != active || s.playerCount() != graveyards.length) return false;
        for (int p = 0; p < graveyards.length; p++) if (s.player(p).graveyard().size() != graveyards[p]) return false;
        return true;
    }

    private static boolean anyReader(GameState s) {
        for (int id : s.battlefield()) {
            for (Ability a : s.object(id).card().baseCharacteristics().abilities()) {
                if (a instanceof StaticAbility st && readsOutside(st.effect())) return true;
            }
        }
        return false;
    }

    private static boolean readsOutside(StaticEffect e) {
        Condition c = e instanceof StaticEffect.ModifyPowerToughness m ? m.condition()
                : e instanceof StaticEffect.GrantAbilities g ? g.condition()
                : e instanceof StaticEffect.ModifyPowerToughnessPerCount p ? p.condition() : null;
        return c instanceof Condition.YourTurn || c instanceof Condition.CardsInYourGraveyard;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OutsideInputs x && x.active == active && Arrays.equals(x.graveyards, graveyards);
    }

    @Override
    public int hashCode() {
        return 31 * active + Arrays.hashCode(graveyards);
    }
}
