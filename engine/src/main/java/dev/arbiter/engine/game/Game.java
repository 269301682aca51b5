package dev.arbiter.engine.game;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.loops.LoopResolution;
import dev.arbiter.engine.loops.Loops;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.proc.InProgress;
import dev.arbiter.engine.proc.NeedDecision;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.stack.ActivateAbility;
import dev.arbiter.engine.stack.CastSpell;
import dev.arbiter.engine.stack.ResolveTop;
import dev.arbiter.engine.state.CombatState;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.state.TurnState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import dev.arbiter.engine.turn.BeginStep;
import dev.arbiter.engine.turn.GameStart;
import dev.arbiter.engine.turn.PlayLand;
import dev.arbiter.engine.turn.Priority;
import dev.arbiter.engine.turn.PriorityChecks;
import dev.arbiter.engine.turn.TurnStructure;
import dev.arbiter.engine.util.Rng;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * The engine's entry point (DESIGN.md "Core types"): start a game, ask what decision is pending,
 * apply a choice. The engine never waits: {@link #apply} runs the game forward until the next
 * decision (or the end) and returns the new state; an invalid choice is rejected with the rule it
 * breaks and leaves the state exactly as it was (seed 422.1).
 */
public final class Game {
    /** A backstop: automatic game steps in one apply without any decision. */
    private static final int MAX_AUTOMATIC_STEPS = 100_000;

    private Game() {
    }

    /** Starts a game: creates the players and their libraries and runs the start of the game (103). */
    public static Result start(GameSetup setup) {
        return start(setup, true);
    }

    public static Result start(GameSetup setup, boolean withLog) {
        for (PlayerSetup ps : setup.players()) { // 407.3
            String refused = dev.arbiter.engine.effects.Ante.refusal(ps.name(), ps.deck(), setup.config().ante());
            if (refused != null) throw new IllegalArgumentException(refused);
        }
        // Collected in plain lists and made vectors once (the same vectors as appending one by one).
        List<PlayerState> players = new ArrayList<>();
        List<GameObject> objects = new ArrayList<>();
        for (int p = 0; p < setup.players().size(); p++) {
            int team = p;
            if (setup.config().twoHeadedGiant()) team = p / 2;
            PlayerState ps = PlayerState.create(p, setup.players().get(p).name(), setup.startingLife(), team);
            List<Integer> library = new ArrayList<>();
            for (CardDefinition card : setup.players().get(p).deck()) {
                int id = objects.size();
                objects.add(GameObject.newCard(id, card, p, Zone.LIBRARY));
                library.add(id);
            }
            players.add(ps.withLibrary(Vector.ofAll(library)));
        }
        GameState s = new GameState(setup.config(), Vector.ofAll(players), Vector.ofAll(objects), Vector.empty(), Vector.empty(), Vector.empty(),
                new TurnState(0, 0, Step.UNTAP, Stage.BEGIN, 0, 0), CombatState.NONE, Vector.empty(), Vector.empty(),
                Rng.seeded(setup.seed()), 1, 1, null, null, null);
        List<String> log = withLog ? new ArrayList<>() : null;
        GameState after = run(s, new GameStart(), Vector.empty(), log, null);
        return new Result(after, null, log == null ? List.of() : log);
    }

    /**
     * The game as the deciding player sees it: part-way through the pending action if there is
     * one (see {@link InProgress#view()}), else the state itself.
     */
    public static GameState view(GameState s) {
        return s.pending() instanceof InProgress ip ? ip.view() : s;
    }

    /** The decision the game waits for, or null when the game is over. */
    public static Decision decision(GameState s) {
        if (s.isOver()) return null;
        if (s.pending() instanceof InProgress ip) return ip.decision();
        Object cached = s.decisionCache();
        if (cached instanceof Decision d) return d;
        Decision d = Priority.decision(s);
        s.setDecisionCache(d);
        return d;
    }

    public static Result apply(GameState s, Choice c) {
        return apply(s, c, true);
    }

    /** Applies {@code c} to the pending decision; on rejection the returned state is {@code s} itself. */
    public static Result apply(GameState s, Choice c, boolean withLog) {
        return apply(s, c, withLog, true);
    }

    /** Tries choices for the loop detector without looking for loops itself. */
    private static final Loops.Simulator SIMULATOR = new Loops.Simulator() {
        @Override
        public Decision decision(GameState s) {
            return Game.decision(s);
        }

        @Override
        public GameState apply(GameState s, Choice c) {
            Result r = Game.apply(s, c, false, false);
            return r.accepted() ? r.state() : null;
        }
    };

    private static Result apply(GameState s, Choice c, boolean withLog, boolean watchLoops) {
        if (s.isOver()) return reject(s, new Rejection("104", "The game is over"));
        List<String> log = withLog ? new ArrayList<>() : null;
        try {
            GameState next;
            int player = decision(s).player();
            boolean resolvingLoop = s.pending() instanceof InProgress ip && ip.procedure() instanceof LoopResolution;
            if (watchLoops && !resolvingLoop) {
                Rejection again = Loops.restartRejected(s, player, c);
                if (again != null) return reject(s, again);
            }
            if (s.pending() instanceof InProgress ip) {
                next = answer(s, ip, c, log);
            } else {
                next = priorityAction(s, c, log);
            }
            if (watchLoops && !resolvingLoop) next = watch(s, c, player, next, log);
            return new Result(next, null, log == null ? List.of() : log);
        } catch (IllegalAction ia) {
            if (ia.aftermath() == null) return reject(s, ia.rejection());
            // Seed 422.1: what may not be reversed is done again from the state before the action.
            GameState base = s.pending() instanceof InProgress ? s.withPending(null) : s;
            if (log != null) log.add("The action is reversed (422.1): " + ia.rejection().message());
            return new Result(advance(run(base, ia.aftermath(), Vector.empty(), log, null), log), ia.rejection(),
                    log == null ? List.of() : log);
        }
    }

    /**
     * Seed 421 / 729: records each completed choice (an action that needed answers counts once
     * it is complete, from the priority point where it began; a reversed action leaves no trace,
     * 422.1) and, when the game has come back to where it was, breaks the loop.
     */
    private static GameState watch(GameState s, Choice c, int player, GameState after, List<String> log) {
        GameState before = s;
        Choice recorded = c;
        Vector<Choice> answers = Vector.empty();
        if (s.pending() instanceof InProgress ip) {
            if (c instanceof Choice.Cancel) return after;
            if (ip.start() != null) {
                if (after.pending() instanceof InProgress next && next.start() == ip.start()) return after;
                before = s.withPending(null);
                recorded = ip.start();
                answers = ip.answers().append(c);
            }
        } else if (after.pending() instanceof InProgress next && next.start() == c) {
            return after; // an action has begun; it is recorded when complete
        }
        boolean triggerAnswer = s.pending() instanceof InProgress ip && ip.start() == null
                && ip.procedure() instanceof PriorityChecks;
        // 421.4: a trigger's question with one legal answer (its only target) is no optional action
        boolean forced = triggerAnswer && dev.arbiter.engine.decision.ForcedAnswer.of(((InProgress) s.pending()).decision()) != null;
        Loops.Observation o = Loops.observe(before, recorded, answers, player, after, SIMULATOR, triggerAnswer, forced);
        if (o instanceof Loops.Observation.Continue cont) return cont.state();
        Loops.Observation.Detected d = (Loops.Observation.Detected) o;
        if (log != null) log.add(d.resolution().growingChain() ? "Nobody has done anything but pass for a long time while"
                + " triggered abilities keep adding to the stack: a loop (MANDATORY)"
                : "The game has returned to the same situation: a loop (" + d.resolution().kind() + ")");
        return advance(run(d.state(), d.resolution(), Vector.empty(), log, null), log);
    }

    private static Result reject(GameState s, Rejection r) {
        return new Result(s, r, List.of());
    }

    private static GameState answer(GameState s, InProgress ip, Choice c, List<String> log) {
        GameState base = s.withPending(null);
        if (c instanceof Choice.Cancel) {
            if (!ip.procedure().cancellable()) {
                throw new IllegalAction("422.1", "This is not an action that can be reversed");
            }
            if (log != null) log.add("The action is reversed (422.1)");
            return base; // seed 422.1-422.2: back to the moment before; the player keeps priority
        }
        Rejection r = ChoiceValidation.check(s, ip.decision(), c);
        if (r != null) throw new IllegalAction(r.rule(), r.message());
        if (ip.procedure() instanceof BeginStep) { // a step's start answered (attackers, blockers, damage): see beginStep
            return advance(beginStep(base, ip.answers().append(c), log, ip.start(), ip.decision()), log);
        }
        return advance(run(base, ip.procedure(), ip.answers().append(c), log, ip.start(), ip.decision()), log);
    }

    private static GameState priorityAction(GameState s, Choice c, List<String> log) {
        if (s.turn().stage() != Stage.PRIORITY) throw new IllegalAction("117", "No player has priority");
        int player = s.turn().priority();
        if (c instanceof Choice.Pass) {
            if (log != null) log.add(s.player(player).name() + " passes");
            return advance(Priority.pass(s), log);
        }
        Decision.Priority d = (Decision.Priority) decision(s);
        // a land, a spell, turning face up or suspending is listed or not alike with or without the mana abilities (605.3a)
        int ref = c instanceof Choice.PlayLand pl ? pl.card() : c instanceof Choice.CastSpell cs ? cs.card()
                : c instanceof Choice.ActivateAbility aa ? aa.source() : c instanceof Choice.TurnFaceUp fu ? fu.permanent()
                : c instanceof Choice.Suspend su ? su.card() : c instanceof Choice.Foretell fo ? fo.card() : 0;
        if (ref < 0 || ref >= s.objectCount()) throw new IllegalAction("109.1", "There is no such object");
        Procedure proc;
        if (c instanceof Choice.PlayLand pl) {
            if (!d.withoutManaAbilities().contains(c)) throw rejected(Priority.whyCantPlayLand(s, player, pl.card()),
                    "305.1", "You can't play " + s.object(pl.card()).name() + " now");
            proc = new PlayLand(player, pl.card());
        } else if (c instanceof Choice.CastSpell cs) {
            if (!d.withoutManaAbilities().contains(new Choice.CastSpell(cs.card()))) {
                Rejection why = Priority.whyCantCast(s, player, cs.card());
                // 601.2g: named sources the automatic payment doesn't use (Chromatic Star) are tried when paying.
                boolean byHand = why != null && why.rule().equals("601.2h / 118.3")
                        && CostPayment.namesManualSources(s, player, cs.payWith());
                if (!byHand) throw rejected(why, "601.2", "You can't cast " + s.object(cs.card()).name() + " now");
            }
            proc = new CastSpell(player, cs.card(), cs.payWith());
        } else if (c instanceof Choice.ActivateAbility aa) {
            if (!d.actions().contains(new Choice.ActivateAbility(aa.source(), aa.index()))) {
                throw rejected(Priority.whyCantActivate(s, player, aa.source(), aa.index()), "602.2 / 602.5",
                        "You can't activate that ability of " + s.object(aa.source()).name() + " now");
            }
            proc = new ActivateAbility(player, aa.source(), aa.index(), aa.payWith());
        } else if (c instanceof Choice.TurnFaceUp fu) { // 116.2b, 702.37e
            if (!d.withoutManaAbilities().contains(new Choice.TurnFaceUp(fu.permanent()))) {
                throw new IllegalAction("702.37e", "You can't turn " + s.object(fu.permanent()).name() + " face up now");
            }
            proc = new dev.arbiter.engine.stack.TurnFaceUp(player, fu.permanent(), fu.payWith());
        } else if (c instanceof Choice.Suspend su) { // 116.2f, 702.62a
            if (!d.withoutManaAbilities().contains(new Choice.Suspend(su.card()))) {
                throw new IllegalAction("702.62a", "You can't suspend " + s.object(su.card()).name() + " now");
            }
            proc = new dev.arbiter.engine.stack.SuspendCard(player, su.card(), su.payWith());
        } else if (c instanceof Choice.Foretell fo) { // 116.2h, 702.143a
            if (!d.withoutManaAbilities().contains(new Choice.Foretell(fo.card()))) {
                throw new IllegalAction("702.143a", "You can't foretell " + s.object(fo.card()).name() + " now");
            }
            proc = new dev.arbiter.engine.stack.ForetellCard(player, fo.card(), fo.payWith());
        } else {
            throw new IllegalAction("117.1", "You have priority: cast a spell, activate an ability, play a land or pass");
        }
        return advance(run(s, proc, Vector.empty(), log, c), log);
    }

    private static IllegalAction rejected(Rejection why, String rule, String fallback) {
        return why != null ? new IllegalAction(why.rule(), why.message()) : new IllegalAction(rule, fallback);
    }

    /**
     * Runs {@code proc} on {@code base} with {@code answers}. If it stops for a decision, the
     * result is {@code base} with the procedure pending; its partial work is discarded.
     */
    static GameState run(GameState base, Procedure proc, Vector<Choice> answers, List<String> log, Choice start) {
        return run(base, proc, answers, log, start, null);
    }

    /** As above; {@code lastAsked}: the decision the last of {@code answers} answered (see {@link Ctx#recorded}), or null. */
    private static GameState run(GameState base, Procedure proc, Vector<Choice> answers, List<String> log, Choice start,
                                 Decision lastAsked) {
        List<String> lines = log == null ? null : new ArrayList<>();
        Ctx ctx = new Ctx(base, answers, lines, lastAsked);
        try {
            proc.run(ctx);
        } catch (NeedDecision nd) {
            return base.withPending(new InProgress(proc, answers, nd.decision(), nd.view().withPending(null), start));
        }
        if (log != null) log.addAll(lines);
        return ctx.s;
    }

    /** Runs the game's automatic procedure until a player must decide or the game ends. */
    static GameState advance(GameState s, List<String> log) {
        for (int i = 0; i < MAX_AUTOMATIC_STEPS; i++) {
            if (s.isOver() || s.pending() != null) return s;
            switch (s.turn().stage()) {
                case BEGIN -> s = beginStep(s, Vector.empty(), log, null, null);
                case CHECKS -> s = run(s, new PriorityChecks(), Vector.empty(), log, null);
                case PRIORITY -> {
                    if (!Priority.topResolves(s)) return s;
                    s = run(s, new ResolveTop(), Vector.empty(), log, null);
                }
                case END -> s = TurnStructure.endStep(s);
            }
        }
        throw new IllegalStateException("the game ran " + MAX_AUTOMATIC_STEPS + " steps without a decision");
    }

    /**
     * A step's start ({@link BeginStep}, run with {@code answers} as {@link #run} runs it) and, when the active player is about to receive priority (117.3a), the checks
     * before priority (117.5) in the same pass, as the loop would run them next. The state between the two differs from
     * the step's start only in the stage (CHECKS for BEGIN); it is made only where something keeps it: the pending state
     * and the view when the checks ask a question, the state when the game ends in them. Otherwise the checks' PRIORITY
     * is the one record written (issue 13: a turn record and a state fewer a step), and every state at rest is the same
     * value as with a record per stage. Nothing the checks run reads the stage but as "is it PRIORITY" (stack.Timing),
     * which BEGIN and CHECKS answer alike.
     */
    private static GameState beginStep(GameState base, Vector<Choice> answers, List<String> log, Choice start,
                                       Decision lastAsked) {
        List<String> lines = log == null ? null : new ArrayList<>();
        Ctx ctx = new Ctx(base, answers, lines, lastAsked);
        ctx.stagesFollow = true;
        BeginStep begin = new BeginStep();
        try {
            begin.run(ctx);
        } catch (NeedDecision nd) { // as run does
            return base.withPending(new InProgress(begin, answers, nd.decision(), nd.view().withPending(null), start));
        }
        if (log != null) log.addAll(lines);
        if (ctx.endFollows) { // 502.4, 514.3: no priority in this step; it ends (what the loop's END stage does)
            GameState s = ctx.s;
            return s.isOver() || s.pending() != null ? s.withTurn(s.turn().withStage(Stage.END)) : TurnStructure.endStep(s);
        }
        if (!ctx.checksFollow) return ctx.s;
        GameState begun = ctx.s;
        if (begun.isOver() || begun.pending() != null) return inChecks(begun);
        lines = log == null ? null : new ArrayList<>();
        ctx = new Ctx(begun, Vector.empty(), lines, null);
        PriorityChecks checks = new PriorityChecks();
        try {
            checks.run(ctx);
        } catch (NeedDecision nd) {
            return inChecks(begun).withPending(new InProgress(checks, Vector.empty(), nd.decision(),
                    inChecks(nd.view()).withPending(null), null));
        }
        if (log != null) log.addAll(lines);
        return ctx.s.turn().stage() == Stage.BEGIN ? inChecks(ctx.s) : ctx.s;
    }

    /** {@code s} with its turn record in the stage CHECKS (see {@link #beginStep}). */
    private static GameState inChecks(GameState s) {
        return s.withTurn(s.turn().withStage(Stage.CHECKS));
    }

    /**
     * Would {@code c} be accepted as the answer to the pending decision? Null if so, else why
     * not. Does not change anything (the check is the same one {@link #apply} makes first).
     */
    public static Rejection check(GameState s, Choice c) {
        if (s.isOver()) return new Rejection("104", "The game is over");
        if (s.pending() instanceof InProgress ip) {
            if (c instanceof Choice.Cancel) return ip.procedure().cancellable() ? null
                    : new Rejection("422.1", "This is not an action that can be reversed");
            return ChoiceValidation.check(s, ip.decision(), c);
        }
        Result r = apply(s, c, false);
        return r.rejection();
    }

    /** Runs the automatic procedure from a state built directly (see {@link Position}). */
    public static Result settle(GameState s, boolean withLog) {
        List<String> log = withLog ? new ArrayList<>() : null;
        return new Result(advance(s, log), null, log == null ? List.of() : log);
    }
}
