package dev.arbiter.agents.mcts;

import dev.arbiter.agents.heuristic.HeuristicAgent;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search's combat moves beside the heuristic's plan (509.1a, 508.1a): when the plan leaves an attacker
 * unblocked that a free creature may block, a move adds chump blocks (every blockable attacker blocked); when the
 * plan keeps home a creature that can't block, a move attacks with it too. Every move is one the engine accepts.
 */
class SearchMovesCombatTest {
    @Test
    void chumpBlocksAndIdleAttackersAreSearched() {
        var red = Decks.build(DeckListReader.bundled("red-simple"), CardPool.bundled(), false);
        var green = Decks.build(DeckListReader.bundled("green-simple"), CardPool.bundled(), false);
        int chumpMoves = 0, idleMoves = 0;
        for (long seed = 1; seed <= 6; seed++) {
            GameState s = Game.start(GameSetup.twoPlayer(new PlayerSetup("a", red), new PlayerSetup("b", green), seed), false).state();
            HeuristicAgent driver = new HeuristicAgent(seed);
            for (int step = 0; step < 3000 && !s.isOver(); step++) {
                Decision d = Game.decision(s);
                if (d instanceof Decision.Blockers b && !b.candidates().isEmpty()) {
                    List<Choice> moves = SearchMoves.of(s, d, new HeuristicAgent(seed));
                    for (Choice c : moves) assertThat(Game.check(s, c)).as("seed %d step %d %s", seed, step, c).isNull();
                    var plan = (Choice.DeclareBlockers) moves.get(0);
                    Set<Integer> busy = new HashSet<>(), blocked = new HashSet<>();
                    for (Choice.Block x : plan.blocks()) {
                        busy.add(x.blocker());
                        blocked.add(x.attacker());
                    }
                    boolean open = false;
                    for (Decision.BlockCandidate c : b.candidates()) {
                        if (busy.contains(c.creature())) continue;
                        for (int a : c.attackers()) open |= !blocked.contains(a);
                    }
                    if (open) {
                        assertThat(moves).as("seed %d step %d: a move with more blocks than the plan", seed, step)
                                .anyMatch(m -> ((Choice.DeclareBlockers) m).blocks().size() > plan.blocks().size()
                                        && ((Choice.DeclareBlockers) m).blocks().containsAll(plan.blocks()));
                        chumpMoves++;
                    }
                }
                if (d instanceof Decision.Attackers a && !a.candidates().isEmpty()) {
                    GameState here = s;
                    List<Choice> moves = SearchMoves.of(s, d, new HeuristicAgent(seed));
                    for (Choice c : moves) assertThat(Game.check(s, c)).as("seed %d step %d %s", seed, step, c).isNull();
                    var plan = (Choice.DeclareAttackers) moves.get(0);
                    Set<Integer> attacking = new HashSet<>();
                    for (Choice.Attack x : plan.attacks()) attacking.add(x.attacker());
                    boolean idleHome = false;
                    for (Decision.AttackCandidate c : a.candidates()) idleHome |= !attacking.contains(c.creature()) && cantBlock(s, c.creature());
                    boolean everyone = plan.attacks().size() == a.candidates().size();
                    if (idleHome && !everyone) {
                        assertThat(moves).as("seed %d step %d: the plan with the creatures that can't block", seed, step)
                                .anyMatch(m -> ((Choice.DeclareAttackers) m).attacks().containsAll(plan.attacks())
                                        && ((Choice.DeclareAttackers) m).attacks().stream().anyMatch(x -> !attacking.contains(x.attacker())
                                        && cantBlock(here, x.attacker())));
                        idleMoves++;
                    }
                }
                s = Game.apply(s, driver.choose(s, d), false).state();
            }
        }
        assertThat(chumpMoves).as("block decisions with a chump move").isGreaterThan(3);
        assertThat(idleMoves).as("attack decisions with an idle creature kept home").isGreaterThan(0);
    }

    private static boolean cantBlock(GameState s, int id) {
        for (var a : Layers.of(s, id).abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.CantBlock) return true;
        }
        return false;
    }
}
