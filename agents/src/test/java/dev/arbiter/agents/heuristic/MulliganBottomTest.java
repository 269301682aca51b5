package dev.arbiter.agents.heuristic;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The cards put on the bottom after a mulligan (103.5, London mulligan): lands beyond two (three beside two spells of
 * mana value three or more) go first, then the
 * creature cards worth least on the battlefield ({@code CardChoices.MULLIGAN_LANDS}, {@code CardChoices.weakestCreature}).
 */
class MulliganBottomTest {
    private static List<CardDefinition> deck() {
        return deck("Goblin Piker", "Hill Giant");
    }

    private static List<CardDefinition> deck(String two, String four) {
        CardPool pool = CardPool.bundled();
        List<CardDefinition> d = new ArrayList<>(Collections.nCopies(30, pool.definition("Mountain")));
        d.addAll(Collections.nCopies(15, pool.definition(two)));
        d.addAll(Collections.nCopies(15, pool.definition(four)));
        return d;
    }

    @Test
    void landsBeyondTwoGoToTheBottomThenTheWeakestCreatures() {
        int checked = 0;
        for (long seed = 1; seed <= 30; seed++) {
            GameState s = opening(deck(), seed);
            int me = Game.decision(s).player();
            List<Integer> hand = new ArrayList<>();
            for (int id : s.player(me).hand()) hand.add(id);
            int lands = count(s, hand, true);
            int giants = 0;
            for (int id : hand) if (s.object(id).name().equals("Hill Giant")) giants++;
            int most = giants >= 2 ? 3 : 2; // a third land beside two spells of mana value three or more
            for (int n = 1; n <= 3; n++) {
                List<Integer> bottom = CardChoices.worst(s, me, hand, n);
                List<Integer> kept = new ArrayList<>(hand);
                kept.removeAll(bottom);
                assertThat(bottom).as("seed %d", seed).hasSize(n);
                int keptLands = count(s, kept, true);
                assertThat(keptLands).as("seed %d, %d lands in seven, %d to the bottom", seed, lands, n)
                        .isEqualTo(lands > most ? Math.max(most, lands - n) : lands);
                for (int id : bottom) {
                    if (s.object(id).card().is(CardType.LAND)) continue;
                    for (int k : kept) {
                        if (s.object(k).card().is(CardType.LAND)) continue;
                        // Goblin Piker (2/1, mana value 2) goes before Hill Giant (3/3, mana value 4).
                        assertThat(Evaluation.creature(Layers.of(s, id)))
                                .as("seed %d: a creature on the bottom is worth at most each kept", seed)
                                .isLessThanOrEqualTo(Evaluation.creature(Layers.of(s, k)));
                    }
                }
                checked++;
            }
        }
        assertThat(checked).isEqualTo(90);
    }

    /** Beside two spells of mana value three or more (Hill Giant) a third land stays; beside one, lands beyond two go. */
    @Test
    void aThirdLandStaysBesideTwoDearSpells() {
        int withThird = 0, withoutThird = 0;
        for (long seed = 1; seed <= 60; seed++) {
            GameState s = opening(deck(), seed);
            int me = Game.decision(s).player();
            List<Integer> hand = new ArrayList<>();
            for (int id : s.player(me).hand()) hand.add(id);
            int giants = 0;
            for (int id : hand) if (s.object(id).name().equals("Hill Giant")) giants++;
            if (count(s, hand, true) != 3) continue;
            List<Integer> kept = new ArrayList<>(hand);
            kept.removeAll(CardChoices.worst(s, me, hand, 1));
            assertThat(count(s, kept, true)).as("seed %d, %d Hill Giants", seed, giants).isEqualTo(giants >= 2 ? 3 : 2);
            if (giants >= 2) withThird++;
            else withoutThird++;
        }
        assertThat(withThird).isPositive();
        assertThat(withoutThird).isPositive();
    }

    /** Of two creatures of one mana value, the one worth less on the battlefield goes first (Gray Ogre 2/2, Goblin Roughrider 3/2). */
    @Test
    void ofCreaturesOfOneManaValueTheWeakerGoesFirst() {
        int checked = 0;
        for (long seed = 1; seed <= 30; seed++) {
            GameState s = opening(deck("Gray Ogre", "Goblin Roughrider"), seed);
            int me = Game.decision(s).player();
            List<Integer> hand = new ArrayList<>();
            for (int id : s.player(me).hand()) hand.add(id);
            boolean ogre = false, rider = false;
            for (int id : hand) {
                ogre |= s.object(id).name().equals("Gray Ogre");
                rider |= s.object(id).name().equals("Goblin Roughrider");
            }
            if (count(s, hand, true) > 2 || !ogre || !rider) continue;
            assertThat(s.object(CardChoices.worst(s, me, hand, 1).get(0)).name()).as("seed %d", seed).isEqualTo("Gray Ogre");
            checked++;
        }
        assertThat(checked).isPositive();
    }

    /** A new two-player game of {@code deck} against itself, played to the first "Keep this hand?" (turn 0). */
    private static GameState opening(List<CardDefinition> deck, long seed) {
        GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("a", deck), new PlayerSetup("b", deck), seed);
        GameState s = Game.start(setup, false).state();
        Decision d = Game.decision(s);
        while (!(d instanceof Decision.Option o && o.prompt().startsWith("Keep"))) {
            s = Game.apply(s, QuickAnswers.answer(s, d), false).state();
            d = Game.decision(s);
        }
        assertThat(s.turn().number()).isZero();
        return s;
    }

    private static int count(GameState s, List<Integer> ids, boolean lands) {
        int n = 0;
        for (int id : ids) if (s.object(id).card().is(CardType.LAND) == lands) n++;
        return n;
    }
}
