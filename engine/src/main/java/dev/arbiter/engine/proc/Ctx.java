package dev.arbiter.engine.proc;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameState;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * The working context of one procedure run: the current state (replaced as the procedure goes),
 * the answers available to {@link #ask}, and the game log being written. Single-threaded and
 * short-lived; never stored.
 */
public final class Ctx {
    /** The working state. Procedures read and replace it. */
    public GameState s;
    private final Vector<Choice> answers;
    private int next;
    private final List<String> log;
    /** The stack number of the ability now resolving (608.2), or -1: what its effects read of its paid cost. */
    public int resolvingAbility = -1;
    /** The activated or triggered ability now resolving (608.2), or null: "except it has this ability" (707.9b). */
    public dev.arbiter.engine.ability.Ability resolvingAbilityObject;
    /** The controller of the spell or ability now resolving (608.2), or -1: who caused what its effect does (701.8a). */
    public int resolvingController = -1;
    /** 504.1: while the draw step's turn-based draw happens, the cards its player had drawn this turn before it; else -1. */
    public int drawStepBase = -1;
    /** 400.7j: while a spell or ability resolves, the objects its effect moved to a public zone, as
     *  {id, zone changes before, zone changes after}; null outside a resolution. */
    public List<int[]> movedByResolution;
    /** 608.2h: while a spell or ability resolves, each object its effect moved off the battlefield or the stack, as it
     *  last existed there; else null. */
    public List<LastKnown> lastKnownByResolution;

    /**
     * 608.2h: object {@code id} as it last existed before a move that ended zone-change count {@code zoneChanges}: its
     * characteristics, and its mana value (a spell's X counted, 202.3b).
     */
    public record LastKnown(int id, int zoneChanges, dev.arbiter.engine.card.Characteristics characteristics, int manaValue) {
    }
    /** 615.12: above 0 while an effect deals damage that can't be prevented. */
    public int unpreventableDamage;
    /** 704.3, 603.10a: while several objects move as one event, the state just before it; else null. */
    public GameState simultaneousBefore;
    /** What the open simultaneous event does once all its objects have moved (its triggers, 603.10a). */
    public List<Runnable> simultaneousAfter;
    /** 603.2c: while an event's triggers are found, the "one or more" abilities it has triggered; else null. */
    public List<GroupFired> groupTriggered;

    /** A "one or more" ability (603.2c) of permanent {@code source} that has triggered for the open event (the same object). */
    public record GroupFired(int source, Object ability) {
    }

    /** 603.2c: runs {@code findTriggers} as one event, in which each "one or more" ability triggers at most once. */
    public void asOneEvent(Runnable findTriggers) {
        List<GroupFired> outer = groupTriggered;
        groupTriggered = new java.util.ArrayList<>(1);
        try {
            findTriggers.run();
        } finally {
            groupTriggered = outer;
        }
    }
    /** 601.2h: while a spell whose abilities ask what was spent to cast it is paid for, the mana spent so far; else null. */
    public dev.arbiter.engine.mana.ManaPool manaSpent;
    /** 603.10a: while the triggers of a leaves-the-battlefield event are found, the state just before it; else null. */
    public GameState lookBack;

    /** The decision the last of {@code answers} answered (when the run replays a procedure to apply it), or null. */
    private final Decision lastAsked;
    /**
     * Set by the game's loop (game.Game, issue 13) when what follows a step's start runs in the same pass of the loop:
     * the step's start may then leave its turn record in the stage BEGIN and set {@link #checksFollow} (the checks before
     * priority write the stage once, PRIORITY) or {@link #endFollows} (the step ends at once, 514.3, 502.4), instead of a
     * record per stage.
     */
    public boolean stagesFollow;
    /** See {@link #stagesFollow}: the step's start left the stage CHECKS unwritten. */
    public boolean checksFollow;
    /** See {@link #stagesFollow}: the step's start left the stage END unwritten. */
    public boolean endFollows;

    public Ctx(GameState s, Vector<Choice> answers, List<String> log) {
        this(s, answers, log, null);
    }

    /** As above; {@code lastAsked} is the decision the last of {@code answers} answered, or null. */
    public Ctx(GameState s, Vector<Choice> answers, List<String> log, Decision lastAsked) {
        this.s = s;
        this.answers = answers;
        this.log = log;
        this.lastAsked = lastAsked;
    }

    /**
     * When the next question of this run is the one the last answer answered, and that was a
     * {@code kind} decision of {@code player}, that decision (the same value the procedure would
     * build again: a replay repeats the run that asked it, DESIGN's "replaying the step"); else
     * null. For a procedure that asks {@code player} at most one {@code kind} question per run
     * (a declaration of attackers or of blockers), so that it need not rebuild the decision it
     * only hands back to {@link #ask}.
     */
    public <D extends Decision> D recorded(Class<D> kind, int player) {
        if (next != answers.size() - 1 || !kind.isInstance(lastAsked) || lastAsked.player() != player) return null;
        return kind.cast(lastAsked);
    }

    /**
     * The answer to {@code decision}: the next recorded answer, or a stop (NeedDecision) so the
     * engine can ask the player. Answers were validated when they were given.
     */
    public Choice ask(Decision decision) {
        if (next < answers.size()) return answers.get(next++);
        throw new NeedDecision(decision, s);
    }

    /** Whether the next {@link #ask} is answered from the record (a replayed answer): its decision need not be built. */
    public boolean answerRecorded() {
        return next < answers.size();
    }

    public boolean logging() {
        return log != null;
    }

    public void log(String line) {
        if (log != null) log.add(line);
    }

    /** Logs a formatted line; formats only when a log is being written. */
    public void log(String format, Object... args) {
        if (log != null) log.add(String.format(format, args));
    }
}
