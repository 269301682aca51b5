package dev.arbiter.engine.loops;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.GameEnd;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.rules.RulesEdition;
import dev.arbiter.engine.state.GameState;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * Breaks a detected loop. Seed edition: 421.4 (mandatory: draw), 421.2 (one player chooses a
 * number), 421.3 (the first involved player chooses a number; the next may lower it, giving the
 * active player the last word, or agree, keeping the last word), 421.5 (independent actions: the
 * active player chooses, the others agree or go higher). Current edition: 104.4b for mandatory
 * loops, otherwise the shortcut protocol of 729.2 (the player who began the loop proposes a
 * number of repetitions; each other player in turn order accepts or shortens it, and a player
 * who shortened must then choose differently). Numbers count further repetitions after the one
 * observed; the result is computed at once (see {@link Extrapolation}).
 */
public record LoopResolution(Cycle cycle, LoopKind kind, List<Integer> players) implements Procedure {
    static final int MAX_REPETITIONS = 1_000_000;

    @Override
    public void run(Ctx ctx) {
        if (kind == LoopKind.MANDATORY && !cycle.moves().isEmpty()) {
            // A mandatory cycle that drains a life total or adds poison ends when a player loses
            // (704.5a-c), not in a draw: its repetitions up to that point are applied at once.
            int n = Extrapolation.beforeALoss(cycle, cycle.last(), MAX_REPETITIONS);
            if (n < MAX_REPETITIONS) {
                ctx.log("Mandatory actions repeat until a player loses: %d more time%s at once (421.4 does not apply)",
                        n, n == 1 ? "" : "s");
                done(ctx, Extrapolation.advance(cycle, cycle.last(), n), Vector.empty());
                return;
            }
        }
        if (kind == LoopKind.MANDATORY) {
            GameEnd.draw(ctx, cycle.moves().isEmpty()
                    ? "mandatory triggered abilities keep adding to the stack without end (421.4 / 104.4b)"
                    : "a loop of mandatory actions (421.4 / 104.4b)");
            return;
        }
        if (ctx.s.config().edition() == RulesEdition.CURRENT) {
            shortcut(ctx);
            return;
        }
        switch (kind) {
            case ONE_PLAYER -> onePlayer(ctx);
            case DEPENDENT -> lastWord(ctx);
            default -> independent(ctx);
        }
    }

    /** Whether this is the backstop for a chain of triggers that grows the stack (no repetition was seen). */
    public boolean growingChain() {
        return cycle.moves().isEmpty();
    }

    private int number(Ctx ctx, int player, String prompt, int min, int max) {
        return ((Choice.ChooseNumber) ctx.ask(new Decision.Number(player, prompt, min, max))).value();
    }

    private int option(Ctx ctx, int player, String prompt, List<String> options) {
        return ((Choice.ChooseOption) ctx.ask(new Decision.Option(player, prompt, options))).index();
    }

    /**
     * 421.2: the player controlling every optional action chooses the number of repetitions; "or
     * until another player intervenes, whichever comes first": each other player who gets a
     * choice in the loop, in turn order, may stop it sooner, and then acts at that point.
     */
    private void onePlayer(Ctx ctx) {
        int p = players.get(0);
        int n = number(ctx, p, "The game is in a loop you control (421.2): how many more times does it repeat?",
                0, MAX_REPETITIONS);
        int count = ctx.s.playerCount();
        int intervener = -1;
        for (int k = 1; k < count && n > 0; k++) {
            int q = (p + k) % count;
            if (!ctx.s.player(q).inGame() || cycle.atFirstMove(q, false) < 0) continue;
            int pick = option(ctx, q, ctx.s.player(p).name() + " repeats the loop " + n + " more times (421.2): agree,"
                    + " or intervene sooner?", List.of("agree to " + n, "intervene sooner"));
            if (pick == 1) {
                n = number(ctx, q, "Intervene after how many more repetitions (421.2)?", 0, n - 1);
                intervener = q;
            }
        }
        if (intervener < 0) {
            finish(ctx, cycle.last(), n, "421.2", players);
            return;
        }
        // 421.2: the loop stops where the intervening player first gets a choice in the next repetition.
        GameState base = cycle.states().get(cycle.atFirstMove(intervener, false));
        ctx.log("%s intervenes after %d more repetitions (421.2)", ctx.s.player(intervener).name(), n);
        done(ctx, Extrapolation.advance(cycle, base, Extrapolation.feasible(cycle, base, n + 1)), Vector.empty());
    }

    /**
     * 421.3: the first involved player (from the active player in turn order) chooses a number;
     * each next player may choose a lower one (then the active player has the last word) or agree
     * (then that player has the last word).
     */
    private void lastWord(Ctx ctx) {
        int first = players.get(0);
        int n = number(ctx, first, "The game is in a loop (421.3): how many more times does it repeat?", 0,
                MAX_REPETITIONS);
        int lastWord = first;
        for (int i = 1; i < players.size(); i++) {
            int p = players.get(i);
            int pick = option(ctx, p, ctx.s.player(first).name() + " chose " + n + " (421.3): agree, or choose a"
                    + " lower number?", List.of("agree to " + n, "choose a lower number"));
            if (pick == 0 || n == 0) {
                lastWord = p; // agreed: this player has the last word
            } else {
                n = number(ctx, p, "Choose a lower number of repetitions (421.3)", 0, n - 1);
                lastWord = first; // lowered: the active (or first involved) player has the last word
            }
        }
        // 421.3 "either fraction may be zero": if the repetition already ends with that player's last optional action, none is added.
        int k = cycle.endsWithOptionalOf(lastWord) ? cycle.moves().size() : cycle.afterLastOptional(lastWord);
        GameState base = k >= cycle.moves().size() ? cycle.last() : cycle.states().get(k);
        int extra = k >= cycle.moves().size() ? n : n + 1;
        ctx.log("The loop repeats %d more times; %s has the last word (421.3)", n, ctx.s.player(lastWord).name());
        finish(ctx, base, extra, null, players);
    }

    /** 421.5: the active player chooses a number; in APNAP order the others agree or choose higher. */
    private void independent(Ctx ctx) {
        int active = ctx.s.turn().active();
        int n = number(ctx, active, "The game is in a loop (421.5): how many more times does it repeat?", 0,
                MAX_REPETITIONS);
        int count = ctx.s.playerCount();
        for (int k = 1; k < count; k++) {
            int p = (active + k) % count;
            if (!ctx.s.player(p).inGame() || n >= MAX_REPETITIONS) continue;
            int pick = option(ctx, p, "The loop repeats " + n + " more times (421.5): agree, or choose a higher"
                    + " number?", List.of("agree to " + n, "choose a higher number"));
            if (pick == 1) n = number(ctx, p, "Choose a higher number (421.5)", n + 1, MAX_REPETITIONS);
        }
        finish(ctx, cycle.last(), n, "421.5", players);
    }

    /**
     * 729.2 (current rules): the player who began the loop proposes a number of repetitions; each
     * other player in turn order accepts or shortens it, naming the repetition before which they
     * will choose differently (729.2b-c).
     */
    private void shortcut(Ctx ctx) {
        int proposer = cycle.firstOptionalPlayer(); // 729.2a: the player who began the loop (its first optional action)
        int n = number(ctx, proposer, "Propose a shortcut (729.2a): repeat the loop how many more times?", 0,
                MAX_REPETITIONS);
        int count = ctx.s.playerCount();
        int shortenedBy = -1;
        for (int k = 1; k < count; k++) {
            int p = (proposer + k) % count;
            if (!ctx.s.player(p).inGame() || cycle.atFirstMove(p, false) < 0 || n == 0) continue;
            int pick = option(ctx, p, ctx.s.player(proposer).name() + " proposes " + n + " more repetitions (729.2b)",
                    List.of("accept", "shorten"));
            if (pick == 1) {
                n = number(ctx, p, "Shorten to how many repetitions before you choose differently (729.2b)?", 0, n - 1);
                shortenedBy = p;
            }
        }
        if (shortenedBy < 0) {
            finish(ctx, cycle.last(), n, "729.2", players);
            return;
        }
        // 729.2c: the game advances to where the shortening player makes a different choice.
        int at = cycle.atFirstMove(shortenedBy, true);
        if (at < 0) at = cycle.atFirstMove(shortenedBy, false);
        GameState base = cycle.states().get(at);
        ctx.log("%s shortens the loop to %d more repetitions (729.2b)", ctx.s.player(shortenedBy).name(), n);
        Vector<Exhausted> extra = Vector.of(new Exhausted(cycle.moves().get(at).fingerprint(), shortenedBy,
                cycle.choiceAt(at)));
        done(ctx, Extrapolation.advance(cycle, base, Extrapolation.feasible(cycle, base, n + 1)), extra);
    }

    private void finish(Ctx ctx, GameState base, int n, String rule, List<Integer> involved) {
        int real = Extrapolation.feasible(cycle, base, n);
        if (rule != null) ctx.log("The loop repeats %d more time%s (%s)", real, real == 1 ? "" : "s", rule);
        done(ctx, Extrapolation.advance(cycle, base, real), Vector.empty());
    }

    private void done(Ctx ctx, GameState result, Vector<Exhausted> extra) {
        History h = ctx.s.loops() instanceof History hist ? hist : Loops.emptyHistory(result);
        History next = new History(h.turn(), h.gameStep(), MoveLog.EMPTY, h.exhausted())
                .withExhausted(cycle.restarts(players)).withExhausted(extra);
        ctx.s = result.withPending(null).withLoops(next);
    }
}
