package dev.arbiter.cli.play;

import dev.arbiter.agents.Agent;
import dev.arbiter.agents.Match;
import dev.arbiter.agents.MatchResult;
import dev.arbiter.agents.RandomAgent;
import dev.arbiter.cards.deck.GameFormat;
import dev.arbiter.agents.mcts.MctsBudget;
import dev.arbiter.agents.sim.AgentKind;
import dev.arbiter.cli.DeckLoader;
import dev.arbiter.cli.PoolOptions;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.state.GameOutcome;
import dev.arbiter.engine.state.GameState;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code arbiter play}: you against an agent (heuristic by default) at the terminal, or two agents with a full log. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = "Play a game: you (alice) against an agent (--opponent, heuristic by default), or --ai-vs-ai with a full game log.")
public final class PlayCommand implements Callable<Integer> {
    @Option(names = "--ai-vs-ai", description = "alice is the random agent instead of you; the game log is printed.")
    boolean aiVsAi;

    @Option(names = "--opponent", description = "bob's agent: random, heuristic or mcts (100 ms of CPU a decision on each processor). Default: heuristic.")
    String opponent = "heuristic";

    @Option(names = "--seed", description = "Game seed (shuffles, who starts, the agents' choices). Default: 1.")
    long seed = 1;

    @Option(names = "--deck", description = "Your deck (bundled name or file). Default: red-simple.")
    String deck = "red-simple";

    @Option(names = "--opponent-deck", description = "The opponent's deck. Default: green-simple.")
    String opponentDeck = "green-simple";

    @Option(names = "--format", description = "Deck rules both decks must meet: constructed (default: 60 cards,"
            + " 4 copies, sideboard 15), limited (40 cards) or casual (any deck of one card or more).")
    String format = "constructed";

    @Option(names = "--ante", description = "Play for ante (407): each player antes a random card of their deck before"
            + " drawing. Decks with ante cards (\"Remove ~ from your deck ... if you're not playing for ante\") need it.")
    boolean ante;

    @Mixin
    PoolOptions cards;

    @Option(names = "--stops", description = "Steps where the game stops for you even when you could only pass "
            + "(e.g. upkeep,end; all; none). Default: none — it stops only where you can act or must decide.")
    String stopsText = "none";

    @Option(names = "--log", description = "The game log at the terminal: actions (default: what was done, without"
            + " passes or empty steps, repeated lines counted) or full (every line; --ai-vs-ai always prints it full).")
    String logText = "actions";

    @Override
    public Integer call() {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        GameSetup setup;
        AgentKind opponentKind;
        Stops stops;
        boolean fullLog;
        try {
            fullLog = aiVsAi || PlayLog.isFull(logText);
            GameFormat f = GameFormat.parse(format);
            opponentKind = AgentKind.parse(opponent);
            stops = Stops.parse(stopsText);
            setup = GameSetup.twoPlayer(
                    new PlayerSetup("alice", DeckLoader.load(deck, cards.pool(), f, cards.allowUnsupported())),
                    new PlayerSetup("bob", DeckLoader.load(opponentDeck, cards.pool(), f, cards.allowUnsupported())), seed);
            setup = new GameSetup(setup.players(), seed, setup.config().withAnte(ante), setup.startingLife()); // 407.1
            for (PlayerSetup p : setup.players()) { // 407.3: refused before the game, with the reason
                String refused = dev.arbiter.engine.effects.Ante.refusal(p.name(), p.deck(), ante);
                if (refused != null) throw new IllegalArgumentException(refused);
            }
        } catch (RuntimeException e) {
            System.err.println("arbiter play: " + e.getMessage());
            return 2;
        }
        // The search opponent grows one tree per processor: a person's game leaves the machine's threads free.
        Agent bob = opponentKind.create(seed * 31 + 2, MctsBudget.DEFAULT.withThreads(Runtime.getRuntime().availableProcessors()));
        PlayLog log = new PlayLog(out, fullLog);
        Agent alice = aiVsAi ? new RandomAgent(seed * 31 + 1)
                : new TerminalPlayer(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out, 0, stops,
                log::flush);
        try {
            out.println("Game seed " + seed + ": " + deck + " (alice) vs " + opponentDeck + " (bob, " + opponentKind.label() + " agent)");
            MatchResult r = Match.play(setup, List.of(alice, bob), false, null, log);
            log.flush();
            out.println(summary(r.finalState(), r.choices().size()));
            return 0;
        } catch (Conceded e) {
            log.flush();
            // 104.3a: a player who concedes loses the game; in a two-player game the opponent wins (104.2a)
            out.println("\nalice concedes the game (104.3a): bob wins.");
            return 0;
        } catch (InputClosed e) {
            log.flush();
            out.println("\nInput closed: the game is abandoned.");
            return 0;
        }
    }

    static String summary(GameState s, int choices) {
        GameOutcome o = s.outcome();
        if (o == null) return "Game stopped after " + choices + " choices.";
        String who = o.isDraw() ? "Draw" : "Winner: " + s.player(o.winners().get(0)).name();
        return who + " (" + o.reason() + ") on turn " + s.turn().number() + " after " + choices + " choices.";
    }
}
