package dev.arbiter.cli.play;

import dev.arbiter.agents.Agent;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * A person at the terminal: shows the board and the decision with numbered options, reads the
 * answer, and asks again with the reason when the input can't be understood or the engine
 * rejects it. "cancel" reverses a spell or ability being cast (seed 422.1).
 */
public final class TerminalPlayer implements Agent {
    private final BufferedReader in;
    private final PrintStream out;
    private final int me;
    private Stops stops;
    /** Held-back log lines, written before each question (may do nothing). */
    private final Runnable beforeQuestion;
    /** "skip": priority is passed for the person until this turn ends (-1: not skipping). */
    private int skipTurn = -1;

    public TerminalPlayer(BufferedReader in, PrintStream out, int me) {
        this(in, out, me, Stops.parse("all"));
    }

    /** With {@code stops}: priority with nothing to do but pass is passed for the person outside their stops. */
    public TerminalPlayer(BufferedReader in, PrintStream out, int me, Stops stops) {
        this(in, out, me, stops, () -> { });
    }

    /** With {@code beforeQuestion} run before each question (e.g. {@link PlayLog#flush}). */
    public TerminalPlayer(BufferedReader in, PrintStream out, int me, Stops stops, Runnable beforeQuestion) {
        this.in = in;
        this.out = out;
        this.me = me;
        this.stops = stops;
        this.beforeQuestion = beforeQuestion;
    }

    @Override
    public Choice choose(GameState state, Decision d) {
        GameState s = Game.view(state);
        if (stops.autoPass(s, d)) return new Choice.Pass();
        if (d instanceof Decision.Priority && s.turn().number() == skipTurn) return new Choice.Pass();
        beforeQuestion.run();
        out.println();
        out.print(BoardRenderer.render(s, me));
        while (true) {
            out.println(">> " + d.prompt());
            List<String> menu = DecisionMenu.lines(s, d);
            for (String line : menu) out.println("   " + line);
            out.println("   " + DecisionMenu.help(d));
            out.print("> ");
            out.flush();
            String line = read().trim();
            if (line.equalsIgnoreCase("cancel")) return new Choice.Cancel();
            if (line.equalsIgnoreCase("concede") || line.equalsIgnoreCase("quit")) throw new Conceded(); // 104.3a
            if (line.equalsIgnoreCase("board")) {
                out.print(BoardRenderer.render(s, me));
                continue;
            }
            if (line.equalsIgnoreCase("help")) {
                out.println(HELP);
                continue;
            }
            if (line.startsWith("?")) {
                out.println("   " + CardText.lookup(s, me, line.substring(1), d));
                continue;
            }
            if (line.equalsIgnoreCase("stops") || line.toLowerCase(java.util.Locale.ROOT).startsWith("stops ")) {
                try {
                    if (line.length() > 5) stops = Stops.parse(line.substring(6));
                    out.println("   stops: " + stops.describe());
                } catch (IllegalArgumentException e) {
                    out.println("!! " + e.getMessage());
                }
                continue;
            }
            if (line.equalsIgnoreCase("skip")) {
                if (d instanceof Decision.Priority) {
                    skipTurn = s.turn().number();
                    return new Choice.Pass();
                }
                out.println("!! skip passes priority; this question needs an answer");
                continue;
            }
            try {
                return DecisionMenu.parse(s, d, line);
            } catch (IllegalArgumentException e) {
                out.println("!! " + e.getMessage());
            }
        }
    }

    static final String HELP = """
               Answer with the number of an option (or as the line under the question says);
               with priority an empty line passes.
               board      show the board again
               ? NAME     the text of a card you can see (hand, battlefield, stack, graveyards, exile)
               ? NUMBER   the text of the card behind that option (when blocking, ? a for an attacker)
               skip       pass priority for the rest of this turn (questions such as blocks still come)
               stops LIST steps where the game stops for you even when you could only pass
                          (e.g. stops upkeep,end; stops all; stops none); "stops" shows them
               cancel     reverse the spell or ability being cast (422.1)
               concede    concede the game (104.3a; also "quit"): the opponent wins
               help       this text
               The game passes priority for you when you can do nothing but pass, except in the
               steps named by --stops or "stops". The log leaves out passes (--log full shows them).""";

    @Override
    public void rejected(GameState state, Decision decision, Choice choice, Rejection why) {
        out.println("!! Not allowed: " + why);
    }

    private String read() {
        try {
            String line = in.readLine();
            if (line == null) throw new InputClosed();
            return line;
        } catch (IOException e) {
            throw new InputClosed();
        }
    }

    static String targetName(GameState s, Target t) {
        return BoardRenderer.name(s, t);
    }

    static List<String> numbered(List<String> items, int from) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) out.add((i + from) + ") " + items.get(i));
        return out;
    }
}
