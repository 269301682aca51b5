package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameOutcome;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import io.vavr.collection.Vector;

/**
 * A position's worth to one player: its score minus the best opponent's. A score counts life
 * (each point worth more when few are left), poison, cards in hand, lands, and each other
 * permanent by mana value, creatures by power, toughness and evasion. It reads only what every
 * player can see plus the counts of hidden zones. Effects that end this turn (514.2) are left out
 * ("durable" value), so a pump spell cast into nothing looks like the card it cost.
 */
public final class Evaluation {
    public static final double WIN = 1_000_000;
    /** The worth of a card in hand. */
    public static final double HAND_CARD = 2.5;

    private Evaluation() {
    }

    /** The position for {@code me}: large positive when won, large negative when lost. */
    public static double of(GameState s, int me) {
        GameOutcome o = s.outcome();
        if (o != null) {
            if (o.isDraw()) return 0;
            return o.winners().contains(me) ? WIN : -WIN;
        }
        GameState d = durable(s);
        double mine = score(d, me);
        double best = Double.NEGATIVE_INFINITY;
        for (PlayerState p : d.players()) {
            if (p.id() == me || !p.inGame() || !d.areOpponents(me, p.id())) continue;
            best = Math.max(best, score(d, p.id()));
        }
        return best == Double.NEGATIVE_INFINITY ? mine : mine - best;
    }

    /** The state without effects that end in this turn's cleanup (514.2). */
    static GameState durable(GameState s) {
        Vector<ContinuousEffect> effects = s.effects();
        if (effects.isEmpty()) return s;
        boolean any = false;
        for (ContinuousEffect e : effects) any |= e.duration() == Duration.UNTIL_END_OF_TURN;
        return any ? s.withEffects(effects.filter(e -> e.duration() != Duration.UNTIL_END_OF_TURN)) : s;
    }

    static double score(GameState s, int p) {
        PlayerState ps = s.player(p);
        if (!ps.inGame()) return -WIN;
        double v = life(ps.life()) - 3.0 * ps.poison() - (ps.poison() >= 7 ? 10 : 0);
        v += HAND_CARD * Math.min(ps.hand().size(), 7);
        if (ps.library().isEmpty()) v -= 20;
        int lands = 0;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != p) continue;
            Characteristics ch = Layers.of(s, o);
            if (ch.isCreature()) v += creature(ch);
            else if (ch.isLand()) lands++;
            else v += 1.0 + 1.2 * ch.manaCost().manaValue();
        }
        // Lands matter less once there are enough to cast everything.
        v += 3.0 * Math.min(lands, 6) + 0.5 * Math.max(0, lands - 6);
        return v;
    }

    /** Life is worth more per point near zero: 20 life is 36, 5 is 15, 1 is 3. */
    static double life(int life) {
        if (life <= 0) return -50;
        return life + 2.0 * Math.min(life, 8);
    }

    /** A creature's worth from its computed characteristics. */
    public static double creature(Characteristics ch) {
        int p = Math.max(0, ch.power());
        int t = Math.max(0, ch.toughness());
        double v = 2.0 + 1.5 * p + 1.0 * t;
        if (ch.has(Keyword.FLYING) || ch.has(Keyword.SHADOW) || ch.has(Keyword.FEAR) || ch.has(Keyword.INTIMIDATE)) v += 0.8 * p;
        if (ch.has(Keyword.FIRST_STRIKE) || ch.has(Keyword.DOUBLE_STRIKE)) v += 0.6 * p + 1;
        if (ch.has(Keyword.DEATHTOUCH)) v += 2;
        if (ch.has(Keyword.TRAMPLE) || ch.has(Keyword.MENACE)) v += 0.4 * p;
        if (ch.has(Keyword.LIFELINK)) v += 0.5 * p;
        if (ch.has(Keyword.VIGILANCE) || ch.has(Keyword.REACH)) v += 0.5;
        if (ch.has(Keyword.INDESTRUCTIBLE)) v += 3;
        if (ch.has(Keyword.HEXPROOF) || ch.has(Keyword.SHROUD)) v += 1;
        if (ch.has(Keyword.DEFENDER)) v -= 0.8 * p;
        if (!ch.activatedAbilities().isEmpty()) v += 1;
        return v;
    }
}
