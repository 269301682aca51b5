package dev.arbiter.agents;

import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.combat.AttackProblems;
import dev.arbiter.engine.combat.BlockProblems;
import dev.arbiter.engine.combat.CombatProblem;
import dev.arbiter.engine.combat.legality.Declaration;
import dev.arbiter.engine.combat.legality.OracleAccess;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.Invariants;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * The shared random-game harness (OpenSpiel's RandomSimTest is the model): seeded random agents
 * play whole games; after every choice the state's invariants must hold, every rejected choice
 * must leave the state untouched (seed 422.1), every game must end, and replaying the recorded
 * choices from the seed must reproduce the final state exactly. A failure names its seed.
 */
class RandomGamesPropertyTest {
    static final int GAMES = Integer.getInteger("arbiter.randomGames", 1000);
    static int oracleChecked;

    static List<CardDefinition> deck(String name) {
        return Decks.build(DeckListReader.bundled(name), CardPool.bundled(), false);
    }

    @Test
    void thousandsOfRandomGamesKeepEveryInvariantEndAndReplay() {
        List<CardDefinition> red = deck("red-simple");
        List<CardDefinition> green = deck("green-simple");
        for (long seed = 1; seed <= GAMES; seed++) {
            GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("alice", red), new PlayerSetup("bob", green), seed);
            checkGame(setup, seed);
        }
        assertThat(oracleChecked).as("legal declarations checked against the oracle").isGreaterThan(100);
    }

    /**
     * Issue 5: decks with triggered abilities, Auras, Equipment, static abilities, counters and
     * poison keep every invariant too.
     */
    @Test
    void gamesWithTriggersAurasAndCountersKeepEveryInvariant() throws Exception {
        checkGames("auras-and-triggers-wg.txt", "auras-and-triggers-br.txt", GAMES / 2);
    }

    /**
     * The mechanics of this session's cards — countering, regeneration, snow mana, flashback, level
     * up, chosen-colour protection, tokens, linked exile, world enchantments, attack restrictions —
     * keep every invariant too, and their games end and replay.
     */
    @Test
    void gamesWithCountersRegenerationFlashbackAndWorldsKeepEveryInvariant() throws Exception {
        checkGames("mechanics-ub.txt", "mechanics-gw.txt", GAMES / 4);
    }

    /** Seeds 1..games of the two test decks (alice plays the first), each checked by {@link #checkGame}. */
    static void checkGames(String aliceDeck, String bobDeck, int games) throws Exception {
        List<CardDefinition> a = testDeck(aliceDeck);
        List<CardDefinition> b = testDeck(bobDeck);
        for (long seed = 1; seed <= games; seed++) {
            checkGame(GameSetup.twoPlayer(new PlayerSetup("alice", a), new PlayerSetup("bob", b), seed), seed);
        }
    }

    static List<CardDefinition> testDeck(String file) throws Exception {
        try (var in = RandomGamesPropertyTest.class.getResourceAsStream("/decks/" + file)) {
            String text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            return Decks.build(dev.arbiter.cards.deck.DeckListReader.read(file, text), CardPool.bundled(), false);
        }
    }

    static MatchResult checkGame(GameSetup setup, long seed) {
        long s1 = seed;
        MatchResult r;
        try {
            r = Match.play(setup, List.of(new CheckingAgent(new RandomAgent(seed * 31 + 1)),
                    new CheckingAgent(new RandomAgent(seed * 31 + 2))), false, (s, c) -> {
                List<String> v = Invariants.violations(s);
                if (!v.isEmpty()) fail("seed " + s1 + ": invariant broken after " + c + ": " + v);
            });
        } catch (RuntimeException e) {
            throw new AssertionError("seed " + seed + ": " + e, e);
        }
        assertThat(r.finalState().isOver()).as("seed %d: the game ends (choices %d)", seed, r.choices().size()).isTrue();
        GameState replayed = Match.replay(setup, r.choices());
        assertThat(replayed).as("seed %d: replaying the choices gives the same final state", seed).isEqualTo(r.finalState());
        return r;
    }

    /** Wraps an agent: before answering, tries a deliberately bad answer and checks it changes nothing. */
    static final class CheckingAgent implements Agent {
        private final Agent inner;
        private int count;

        CheckingAgent(Agent inner) {
            this.inner = inner;
        }

        @Override
        public Choice choose(GameState s, dev.arbiter.engine.decision.Decision d) {
            if (++count % 7 == 0) {
                Choice bad = new Choice.ChooseNumber(-1);
                Result r = Game.apply(s, bad, false);
                assertThat(r.accepted()).isFalse();
                assertThat(r.state()).isSameAs(s).isEqualTo(s);
            }
            if (d instanceof Decision.Attackers || d instanceof Decision.Blockers) declarationsAgreeWithOracle(s, d);
            if (d instanceof Decision.Priority && count % 5 == 0) payingWithNamedSources(s, d.player());
            return inner.choose(s, d);
        }

        /**
         * Seed 422.1 with payments by hand: a cast of a random card from hand paying with random
         * permanents, in a random order (mana abilities with costs, such as Chromatic Star's, are
         * activated one by one). Accepted or not, the invariants hold; rejected, the state is the
         * state before, unless the engine reports what it could not reverse (library moves) — then
         * something did stay.
         */
        private void payingWithNamedSources(GameState s, int player) {
            var hand = s.player(player).hand();
            if (hand.isEmpty()) return;
            List<Integer> mine = new java.util.ArrayList<>();
            for (int id : s.battlefield()) if (s.object(id).controller() == player && random.nextBoolean()) mine.add(id);
            if (mine.isEmpty()) return;
            java.util.Collections.shuffle(mine, random);
            Choice cast = new Choice.CastSpell(hand.get(random.nextInt(hand.size())), mine);
            Result r = Game.apply(s, cast, false);
            List<String> v = Invariants.violations(r.state());
            assertThat(v).as("invariants after %s", cast).isEmpty();
            if (r.accepted()) return;
            if (r.rejection().partlyKept()) {
                assertThat(r.state()).as("what stayed of %s", cast).isNotEqualTo(s);
            } else {
                assertThat(r.state()).as("state after rejected %s", cast).isSameAs(s);
            }
        }

        /**
         * Seed 500 / 508-509: random declarations, legal or not, are accepted exactly when the
         * brute-force oracle applying the definitions literally says they are legal.
         */
        private void declarationsAgreeWithOracle(GameState s, Decision d) {
            GameState view = Game.view(s);
            CombatProblem p = d instanceof Decision.Attackers a ? AttackProblems.of(view, a)
                    : BlockProblems.of(view, (Decision.Blockers) d);
            if (p.creatures().size() > 5 || p.targets().size() > 5) return; // the oracle is exponential
            for (int k = 0; k < 4; k++) {
                long[] options = new long[p.creatures().size()];
                for (int c = 0; c < options.length; c++) {
                    if (random.nextBoolean()) options[c] = 1L << random.nextInt(p.targets().size());
                }
                Declaration decl = Declaration.of(options);
                Choice choice = d instanceof Decision.Attackers ? AttackProblems.toChoice(p, decl) : BlockProblems.toChoice(p, decl);
                var result = Game.apply(s, choice, false);
                boolean accepted = result.accepted();
                // Costs to attack or block (508.1h, 509.1d) are judged after the declaration's legality:
                // an unpayable legal declaration is rejected for its cost, which the oracle doesn't model.
                boolean legal = OracleAccess.isLegal(p.problem(), decl, view.config().edition())
                        && (accepted || !unpayableCost(result.rejection()));
                assertThat(accepted).as("%s %s accepted vs oracle (%s)", d.prompt(), decl, result.rejection()).isEqualTo(legal);
                if (accepted) oracleChecked++;
            }
        }

        private static boolean unpayableCost(dev.arbiter.engine.decision.Rejection r) {
            return r != null && (r.rule().startsWith("508.1h") || r.rule().startsWith("509.1d"));
        }

        private final java.util.Random random = new java.util.Random(17);

        @Override
        public void rejected(GameState state, Decision decision, Choice choice, dev.arbiter.engine.decision.Rejection why) {
            inner.rejected(state, decision, choice, why);
        }
    }
}
