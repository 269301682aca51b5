package dev.arbiter.engine.turn;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.Drawing;
import dev.arbiter.engine.effects.Shuffling;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.state.TurnState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * Starting the game (103): a randomly chosen player decides who takes the first turn (103.1),
 * libraries are shuffled (103.3), everyone draws a hand (103.5) and may mulligan, London style:
 * shuffle back, draw a new hand, and when keeping put one card per mulligan on the bottom
 * (103.5; the first mulligan is free in multiplayer, 103.5c).
 */
public record GameStart() implements Procedure {
    static final String KEEP = "keep";
    static final String MULLIGAN = "mulligan";

    @Override
    public void run(Ctx ctx) {
        int n = ctx.s.playerCount();
        int chooser = ctx.s.rng().below(n);
        ctx.s = ctx.s.withRng(ctx.s.rng().next());
        List<String> names = new ArrayList<>();
        for (PlayerState p : ctx.s.players()) names.add(p.name());
        Choice who = ctx.ask(new Decision.Option(chooser, "Who takes the first turn?", names));
        int starting = ((Choice.ChooseOption) who).index();
        ctx.log("%s chooses that %s takes the first turn", names.get(chooser), names.get(starting));
        int hand = ctx.s.config().startingHandSize();
        for (int p = 0; p < n; p++) Shuffling.shuffleLibrary(ctx, p);
        if (ctx.s.config().ante()) dev.arbiter.engine.effects.Ante.atGameStart(ctx); // 407.2: before anyone draws
        for (int p = 0; p < n; p++) Drawing.draw(ctx, p, hand);
        // The mulligans follow as a step of their own (turn 0, see BeginStep), so that answering
        // them replays only the mulligans, not the shuffles and draws before them.
        ctx.s = ctx.s.withTurn(new TurnState(0, starting, Step.UNTAP, Stage.BEGIN, starting, 0));
    }

    /**
     * Turn 0's only step: the mulligans (103.5), then the first turn begins with {@code starting}.
     * Each round of mulligans that someone takes ends the step's run (the state stays in turn 0),
     * so that answering the next round's questions replays that round only, not the shuffles and
     * draws of the rounds before it.
     */
    static void mulligansThenFirstTurn(Ctx ctx) {
        int starting = ctx.s.turn().active();
        int handSize = ctx.s.config().startingHandSize();
        if (mulliganRound(ctx, starting, handSize)) return;
        bottoms(ctx, starting);
        OpeningHand.actions(ctx, starting); // 103.6
        ctx.s = ctx.s.withTurn(new TurnState(1, starting, Step.UNTAP, Stage.BEGIN, starting, 0));
    }

    /**
     * One round of 103.5: each player still deciding keeps or takes a mulligan, then those who
     * took one shuffle their hand back and draw a new one. Round r's deciders are the players who
     * took a mulligan in every round before (r mulligans, r being the most anyone has taken); a
     * player whose next hand would be empty stops deciding. Returns whether anyone took one.
     */
    private static boolean mulliganRound(Ctx ctx, int starting, int handSize) {
        int n = ctx.s.playerCount();
        int round = 0;
        for (PlayerState p : ctx.s.players()) round = Math.max(round, p.mulligans());
        boolean any = false;
        boolean[] mulligan = new boolean[n];
        for (int k = 0; k < n; k++) {
            int p = (starting + k) % n;
            PlayerState ps = ctx.s.player(p);
            if (ps.mulligans() != round) continue; // kept in an earlier round
            if (bottomCount(ctx, ps.mulligans() + 1) > handSize) continue; // 103.5: no mulligan once the hand would be zero cards
            Choice c = ctx.ask(new Decision.Option(p, "Keep this hand of " + ps.hand().size()
                    + " or take a mulligan? (mulligans so far: " + ps.mulligans() + ")", List.of(KEEP, MULLIGAN)));
            mulligan[p] = ((Choice.ChooseOption) c).index() == 1;
        }
        for (int p = 0; p < n; p++) {
            if (!mulligan[p]) continue;
            any = true;
            PlayerState ps = ctx.s.player(p);
            for (int card : ps.hand()) ZoneMoves.move(ctx, card, Zone.LIBRARY);
            ctx.s = ctx.s.withPlayer(ctx.s.player(p).withMulligans(ps.mulligans() + 1));
            Shuffling.shuffleLibrary(ctx, p);
            Drawing.draw(ctx, p, handSize);
            ctx.log("%s takes a mulligan", ps.name());
        }
        return any;
    }

    /** 103.5: each player who took mulligans puts that many cards (103.5c) from their hand on the bottom. */
    private static void bottoms(Ctx ctx, int starting) {
        int n = ctx.s.playerCount();
        for (int k = 0; k < n; k++) {
            int p = (starting + k) % n;
            PlayerState ps = ctx.s.player(p);
            int bottom = Math.min(bottomCount(ctx, ps.mulligans()), ps.hand().size());
            if (bottom <= 0) continue;
            Choice c = ctx.ask(new Decision.Objects(p, "Put " + bottom + " card" + (bottom == 1 ? "" : "s")
                    + " on the bottom of your library", ps.hand().asJava(), bottom, bottom));
            for (int card : ((Choice.ChooseObjects) c).ids()) ZoneMoves.move(ctx, card, Zone.LIBRARY, true);
            ctx.log("%s puts %d card%s on the bottom of their library", ps.name(), bottom, bottom == 1 ? "" : "s");
        }
    }

    /** Cards put on the bottom for {@code mulligans} mulligans (103.5, 103.5c). */
    private static int bottomCount(Ctx ctx, int mulligans) {
        boolean multiplayer = ctx.s.playerCount() > 2;
        return Math.max(0, multiplayer ? mulligans - 1 : mulligans);
    }
}
