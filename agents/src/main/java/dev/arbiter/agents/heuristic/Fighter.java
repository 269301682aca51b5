package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/**
 * A creature as combat arithmetic sees it: computed power and toughness (613), damage already
 * marked, and the keywords that change a one-on-one fight — first strike and double strike
 * (702.7, 702.4), deathtouch (702.2), trample (702.19), indestructible (702.12), infect (702.90).
 */
record Fighter(int id, int power, int toughness, int damage, boolean first, boolean doubleStrike, boolean deathtouch,
               boolean trample, boolean indestructible, boolean infect, boolean flying, double value) {

    static Fighter of(GameState s, int id) {
        GameObject o = s.object(id);
        Characteristics ch = Layers.of(s, o);
        return new Fighter(id, Math.max(0, ch.power()), ch.toughness(), o.damage(),
                ch.has(Keyword.FIRST_STRIKE) || ch.has(Keyword.DOUBLE_STRIKE), ch.has(Keyword.DOUBLE_STRIKE),
                ch.has(Keyword.DEATHTOUCH), ch.has(Keyword.TRAMPLE), ch.has(Keyword.INDESTRUCTIBLE),
                ch.has(Keyword.INFECT), ch.has(Keyword.FLYING), Evaluation.creature(ch));
    }

    /** Damage it deals to a player when unblocked (double strike deals twice, 702.4). */
    int unblockedDamage() {
        return doubleStrike ? 2 * power : power;
    }

    /** Whether its combat damage alone destroys {@code other} (704.5g-h). */
    boolean kills(Fighter other) {
        if (power <= 0 || other.indestructible) return false;
        return deathtouch || power * (doubleStrike ? 2 : 1) >= other.toughness - other.damage;
    }

    /** One attacker blocked by one blocker: who dies, with first strike dealt first (510.4). */
    record Outcome(boolean attackerDies, boolean blockerDies) {
    }

    static Outcome fight(Fighter attacker, Fighter blocker) {
        boolean aKills = attacker.kills(blocker);
        boolean bKills = blocker.kills(attacker);
        if (attacker.first && !blocker.first) {
            boolean firstKill = attacker.power > 0 && !blocker.indestructible
                    && (attacker.deathtouch || attacker.power >= blocker.toughness - blocker.damage);
            return firstKill ? new Outcome(false, true) : new Outcome(bKills, aKills);
        }
        if (blocker.first && !attacker.first) {
            boolean firstKill = blocker.power > 0 && !attacker.indestructible
                    && (blocker.deathtouch || blocker.power >= attacker.toughness - attacker.damage);
            return firstKill ? new Outcome(true, false) : new Outcome(bKills, aKills);
        }
        return new Outcome(bKills, aKills);
    }

    /** Whether the creature has a static ability of this kind (seed 500.1 restrictions and requirements). */
    static boolean has(GameState s, int id, Class<? extends StaticEffect> kind) {
        for (Ability a : Layers.of(s, id).abilities()) {
            if (a instanceof StaticAbility st && kind.isInstance(st.effect())) return true;
        }
        return false;
    }
}
