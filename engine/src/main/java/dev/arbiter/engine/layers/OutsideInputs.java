package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.state.GameState;
import io.vavr.collection.Vector;

import java.util.Arrays;

/**
 * The inputs of "as long as" conditions (611.3b) and "for each card in your hand / graveyard" counts
 * (107.1, 613.4c) that lie outside the battlefield: whose turn it is, how many cards each graveyard
 * holds and, for the counts, which cards each hand and graveyard holds. A layer cache made while
 * some permanent's static ability reads them is good only while they are unchanged; null when no
 * permanent reads them (then the cache is carried as before). A condition read from elsewhere in the game (a
 * life total, a hand size, what happened this turn: {@link TriggerConditions#readsTheGame}) is never carried.
 */
record OutsideInputs(int active, int[] graveyards, Vector<?>[] cards, GameState onlyFor) {

    static OutsideInputs of(GameState s) {
        int readers = readers(s);
        if (readers == 0) return null;
        int[] sizes = new int[s.playerCount()];
        for (int p = 0; p < sizes.length; p++) sizes[p] = s.player(p).graveyard().size();
        Vector<?>[] cards = null;
        if ((readers & CARDS) != 0) {
            cards = new Vector<?>[2 * s.playerCount()];
            for (int p = 0; p < s.playerCount(); p++) {
                cards[2 * p] = s.player(p).hand();
                cards[2 * p + 1] = s.player(p).graveyard();
            }
        }
        return new OutsideInputs(s.turn().active(), sizes, cards, (readers & GAME) != 0 ? s : null);
    }

    /**
     * Whether the turn, graveyard sizes and (when counted) hands and graveyards of {@code s} are
     * these. The permanents that read them are those of the state the table was made for: a table is
     * carried only across changes that bring no static ability onto or off the battlefield.
     */
    boolean sameAs(GameState s) {
        if (onlyFor != null) return s == onlyFor; // a condition read from the game (life, hand size, this turn...): judged afresh in each state
        if (s.turn().active() != active || s.playerCount() != graveyards.length) return false;
        for (int p = 0; p < graveyards.length; p++) if (s.player(p).graveyard().size() != graveyards[p]) return false;
        if (cards != null) {
            for (int p = 0; p < graveyards.length; p++) {
                if (!s.player(p).hand().equals(cards[2 * p]) || !s.player(p).graveyard().equals(cards[2 * p + 1])) return false;
            }
        }
        return true;
    }

    private static final int TURN_OR_SIZES = 1;
    private static final int CARDS = 2;
    private static final int GAME = 4;

    private static int readers(GameState s) {
        int r = 0;
        for (int id : s.battlefield()) {
            for (Ability a : s.object(id).card().baseCharacteristics().abilities()) {
                if (a instanceof StaticAbility st) r |= readsOutside(st.effect());
            }
        }
        return r;
    }

    private static int readsOutside(StaticEffect e) {
        Condition c = LayerEffects.conditionOf(e);
        int r = c instanceof Condition.YourTurn || c instanceof Condition.CardsInYourGraveyard ? TURN_OR_SIZES : 0;
        if (c != null && TriggerConditions.readsTheGame(c)) r |= GAME; // 611.3b: life, hand size, this turn, counts
        if (c instanceof Condition.AmountBetween ab && countsCards(ab.amount())) r |= CARDS; // 611.3b, 404: a graveyard's cards
        if (e instanceof StaticEffect.ModifyPowerToughnessPerCount p && countsCards(p.count())) r |= CARDS;
        if (e instanceof StaticEffect.ModifyPowerToughnessPerCount p && readsPlayerCounters(p.count())) r |= GAME; // 122.1
        if (e instanceof StaticEffect.CharacteristicPowerToughness cda && (countsCards(cda.power()) || countsCards(cda.toughness()))) {
            r |= CARDS; // 604.3: "equal to the number of creature cards in all graveyards"
        }
        if (e instanceof StaticEffect.CharacteristicPowerToughness cda && (readsPlayerCounters(cda.power()) || readsPlayerCounters(cda.toughness()))) {
            r |= GAME; // 604.3, 119: "equal to your life total", judged afresh in each state
        }
        return r;
    }

    /** Whether a count reads a player's counters (122.1: experience) or life (119), judged afresh in each state. */
    private static boolean readsPlayerCounters(Amount a) {
        if (a instanceof Amount.Times t) return readsPlayerCounters(t.count());
        if (a instanceof Amount.Plus p) return readsPlayerCounters(p.of());
        if (a instanceof Amount.Sum sum) return readsPlayerCounters(sum.first()) || readsPlayerCounters(sum.second()); // 107.1
        return a instanceof Amount.ExperienceCounters || a instanceof Amount.LifeTotal || a instanceof Amount.LifeLostThisTurn; // 119
    }

    /** Whether a count reads the cards of a hand or graveyard (107.1). */
    private static boolean countsCards(Amount a) {
        if (a instanceof Amount.Times t) return countsCards(t.count());
        if (a instanceof Amount.Plus p) return countsCards(p.of());
        if (a instanceof Amount.Sum sum) return countsCards(sum.first()) || countsCards(sum.second()); // 107.1
        return a instanceof Amount.CountCardsYouOwn || a instanceof Amount.CountCardsInYourGraveyard
                || a instanceof Amount.CardsInAllGraveyards || a instanceof Amount.CardsInOpponentsGraveyards
                || a instanceof Amount.CardsInHand // 402, 404: the opponents' hands and graveyards
                || a instanceof Amount.ManaValuesInYourGraveyard; // 202.3, 404
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OutsideInputs x && x.active == active && Arrays.equals(x.graveyards, graveyards)
                && Arrays.equals(x.cards, cards);
    }

    @Override
    public int hashCode() {
        return 31 * active + Arrays.hashCode(graveyards);
    }
}
