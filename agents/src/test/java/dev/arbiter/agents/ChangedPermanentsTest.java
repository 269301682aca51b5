package dev.arbiter.agents;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.effects.ZoneLists;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.sba.ChangedPermanents;
import dev.arbiter.engine.sba.StateBasedActions;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 704.3, issue 13: a state-based check that looks only at the permanents changed since a check found nothing
 * ({@code ChangedPermanents}) does what the whole walk does. In every state of seeded random playouts of the large
 * boards and of the bench decks, and in states made from them by one more change (damage short of and at toughness,
 * tapping, +1/+1 and -1/-1 counters, a permanent leaving), one check of the state (the short walk where it applies)
 * and one of an equal state with no derived values (the whole walk) return the same, log the same and make equal states.
 */
class ChangedPermanentsTest {
    @Test
    void theShortCheckDoesWhatTheWholeWalkDoes() {
        List<CardDefinition> a = RandomGamesPropertyTest.deck("red-simple");
        List<CardDefinition> b = RandomGamesPropertyTest.deck("green-simple");
        int[] counts = new int[2]; // states checked, of them by the short walk
        for (long seed = 1; seed <= 3; seed++) {
            var statics = seed == 3 ? LargeBoardCacheCarryTest.COUNT_FREE : LargeBoardCacheCarryTest.STATICS;
            GameState s = Game.settle(LargeBoardCacheCarryTest.position(a, b, seed, statics), false).state();
            Match.playout(s, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)), 150, st -> perturbed(st, counts));
        }
        for (long seed = 1; seed <= 4; seed++) {
            GameState s = Game.start(dev.arbiter.engine.game.GameSetup.twoPlayer(new dev.arbiter.engine.game.PlayerSetup("alice", a),
                    new dev.arbiter.engine.game.PlayerSetup("bob", b), seed), false).state();
            Match.playout(s, List.of(new RandomAgent(seed * 7 + 1), new RandomAgent(seed * 7 + 2)), 400, st -> perturbed(st, counts));
        }
        assertThat(counts[0]).isGreaterThan(2000);
        assertThat(counts[1]).as("checks by the short walk").isGreaterThan(counts[0] / 4);
    }

    private static void perturbed(GameState s, int[] counts) {
        same(s, counts);
        io.vavr.collection.Vector<Integer> field = s.battlefield();
        for (int i = 0; i < field.size(); i += 5) {
            GameObject o = s.object(field.get(i));
            same(s.withObject(o.withTapped(!o.tapped())), counts);
            same(s.withObject(o.withCounters(o.counters().plus("+1/+1", 1))), counts);
            same(s.withObject(o.withCounters(o.counters().plus("-1/-1", 1))), counts);
            int toughness = Layers.of(s, o.id()).toughness();
            if (toughness > 1) same(s.withObject(o.withDamage(toughness - 1, false)), counts);
            same(s.withObject(o.withDamage(Math.max(1, toughness), false)), counts);
            if (!s.combat().inCombat(o.id()) && i % 3 == 0) { // a permanent leaving, as ZoneMoves does it
                GameState t = ZoneLists.removeFromZone(s, o);
                GameObject after = o.movedTo(Zone.GRAVEYARD, s.nextTimestamp(), s.nextTimestamp());
                same(ZoneLists.addToZone(t.withObject(after), after, false), counts);
            }
        }
    }

    private static void same(GameState s, int[] counts) {
        if (s.isOver() || s.stateBasedActionsChecked()) return;
        boolean shortWalk = ChangedPermanents.nothingToDo(s);
        List<String> quickLog = new ArrayList<>();
        List<String> wholeLog = new ArrayList<>();
        Ctx quick = new Ctx(s, Vector.empty(), quickLog);
        Ctx whole = new Ctx(s.withConfig(s.config()), Vector.empty(), wholeLog); // no derived values: the whole walk
        boolean q;
        boolean w;
        try {
            q = StateBasedActions.checkOnce(quick);
        } catch (RuntimeException e) {
            q = false; // a choice asked (the legend rule): the whole walk must ask too
            quickLog.add("asked " + e.getClass().getSimpleName());
        }
        try {
            w = StateBasedActions.checkOnce(whole);
        } catch (RuntimeException e) {
            w = false;
            wholeLog.add("asked " + e.getClass().getSimpleName());
        }
        counts[0]++;
        if (shortWalk) counts[1]++;
        assertThat(q).as("%s, short walk %s", s, shortWalk).isEqualTo(w);
        assertThat(quickLog).as("%s, short walk %s", s, shortWalk).isEqualTo(wholeLog);
        assertThat(quick.s).as("%s, short walk %s", s, shortWalk).isEqualTo(whole.s);
    }
}
