package dev.arbiter.engine.state;

import dev.arbiter.engine.util.Rng;
import io.vavr.collection.Vector;


/**
 * The whole game as an immutable value (DESIGN.md principle 1). Every transition returns a new
 * state; the old one stays valid, which gives rule 422 reversal, replays and search for free.
 * Objects are indexed by their dense id. The stack's top is its last element. {@code pending} is
 * an action waiting for a choice; {@code outcome} is set once the game is over.
 * <p>
 * The caches hold values derived from this state (computed characteristics, the pending
 * decision); they are never part of equality.
 */
public final class GameState {
    private final GameConfig config;
    private final Vector<PlayerState> players;
    /** {@link #players} as an array, made on first read by id and shared by the copies with the same players (a read by id is the commonest). */
    transient PlayerState[] playerArray;
    /** The objects by id: a copy-on-write array, never written after construction (get by id is the engine's commonest read). */
    final GameObject[] objects;
    /** {@link #objects()} as a vavr vector, made on first request. */
    private transient Vector<GameObject> objectsVector;
    private final Vector<Integer> battlefield;
    private final Vector<Integer> exile;
    private final Vector<StackItem> stack;
    private final TurnState turn;
    private final CombatState combat;
    private final Vector<ContinuousEffect> effects;
    private final Vector<PendingTrigger> triggers;
    private final Rng rng;
    private final long nextTimestamp;
    private final int nextStackId;
    private final Pending pending;
    private final GameOutcome outcome;
    private final LoopHistory loops;
    transient Object layerCache;
    private transient Object decisionCache;
    /** Cache slot for a combat declaration's legality problem built from this state ({@code combat/ProblemMemo}). */
    private transient Object problemCache;
    /** Facts derived from the objects, carried by the object withers ({@link ObjectBits}: tokens, attachments, ceasing). */
    transient short transients;
    /** Whether state-based actions were checked in a state with the same inputs and none applied (704.3). */
    private transient boolean sbaChecked;
    /** The objects changed since a state-based check found nothing (see {@link StateBasedChanges}); null: unknown. */
    transient StateBasedChanges sbaChanges;
    /** Whether a whole round of the checks before priority (117.5) did nothing to this state but give priority. */
    private transient boolean checksQuiet;
    /** The loop detector's quick key of this state (see {@link #loopKey}), carried by {@link #withLoops}; valid when loopKeyKnown. */
    private transient long loopKey;
    private transient boolean loopKeyKnown;

    public GameState(GameConfig config, Vector<PlayerState> players, Vector<GameObject> objects,
                     Vector<Integer> battlefield, Vector<Integer> exile, Vector<StackItem> stack, TurnState turn,
                     CombatState combat, Vector<ContinuousEffect> effects, Vector<PendingTrigger> triggers, Rng rng,
                     long nextTimestamp, int nextStackId, Pending pending, GameOutcome outcome, LoopHistory loops) {
        this(config, players, objects.toJavaArray(GameObject[]::new), battlefield, exile, stack, turn, combat, effects,
                triggers, rng, nextTimestamp, nextStackId, pending, outcome, loops);
        this.objectsVector = objects;
    }

    GameState(GameConfig config, Vector<PlayerState> players, GameObject[] objects,
              Vector<Integer> battlefield, Vector<Integer> exile, Vector<StackItem> stack, TurnState turn,
              CombatState combat, Vector<ContinuousEffect> effects, Vector<PendingTrigger> triggers, Rng rng,
              long nextTimestamp, int nextStackId, Pending pending, GameOutcome outcome, LoopHistory loops) {
        this.config = config;
        this.players = players;
        this.objects = objects;
        this.battlefield = battlefield;
        this.exile = exile;
        this.stack = stack;
        this.turn = turn;
        this.combat = combat;
        this.effects = effects;
        this.triggers = triggers;
        this.rng = rng;
        this.nextTimestamp = nextTimestamp;
        this.nextStackId = nextStackId;
        this.pending = pending;
        this.outcome = outcome;
        this.loops = loops;
    }

    public GameConfig config() { return config; }
    public Vector<PlayerState> players() { return players; }
    public Vector<GameObject> objects() {
        Vector<GameObject> v = objectsVector;
        if (v == null) {
            v = Vector.of(objects);
            objectsVector = v;
        }
        return v;
    }

    /** How many objects the game has made (ids are 0..objectCount()-1). */
    public int objectCount() {
        return objects.length;
    }
    public Vector<Integer> battlefield() { return battlefield; }
    public Vector<Integer> exile() { return exile; }
    public Vector<StackItem> stack() { return stack; }
    public TurnState turn() { return turn; }
    public CombatState combat() { return combat; }
    public Vector<ContinuousEffect> effects() { return effects; }
    public Vector<PendingTrigger> triggers() { return triggers; }
    public Rng rng() { return rng; }
    public long nextTimestamp() { return nextTimestamp; }
    public int nextStackId() { return nextStackId; }
    public Pending pending() { return pending; }
    public GameOutcome outcome() { return outcome; }
    /** What the loop detector remembers (seed 421 / 729); null when nothing. */
    public LoopHistory loops() { return loops; }

    public PlayerState player(int id) {
        return playerArray()[id]; // an id out of range throws IndexOutOfBoundsException, as before
    }

    private PlayerState[] playerArray() {
        PlayerState[] a = playerArray;
        if (a == null) {
            a = new PlayerState[players.size()];
            for (int i = 0; i < a.length; i++) a[i] = players.get(i);
            playerArray = a;
        }
        return a;
    }

    public GameObject object(int id) {
        return objects[id]; // an id out of range throws IndexOutOfBoundsException, as before
    }

    /** 102.2-102.3: opponents are players on different teams (see {@link PlayerRelations}). */
    public boolean areOpponents(int a, int b) { return PlayerRelations.areOpponents(this, a, b); }

    /** Whether {@code player} is who {@code r} names relative to {@code you} (see {@link PlayerRelations}). */
    public boolean relates(dev.arbiter.engine.ability.Relation r, int you, int player) { return PlayerRelations.relates(this, r, you, player); }

    /** As the above for an ability of {@code source}: "enchanted player" (303.4, see {@link PlayerRelations}). */
    public boolean relates(dev.arbiter.engine.ability.Relation r, GameObject source, int player) { return PlayerRelations.relates(this, r, source, player); }

    public int playerCount() {
        return players.size();
    }

    public boolean isOver() {
        return outcome != null;
    }

    /**
     * The layer system's cache of computed characteristics, filled lazily. Values derived from
     * this immutable state, so never part of equality.
     */
    public Object layerCache() {
        return layerCache;
    }

    public void setLayerCache(Object cache) {
        this.layerCache = cache;
    }

    /** Cache slot for the pending decision computed from this state (not part of equality). */
    public Object decisionCache() {
        return decisionCache;
    }

    public void setDecisionCache(Object d) {
        this.decisionCache = d;
    }

    /** Cache slot for the legality problem of a combat declaration asked in this state (not part of equality). */
    public Object problemCache() {
        return problemCache;
    }

    public void setProblemCache(Object p) {
        this.problemCache = p;
    }

    /** Whether {@code o} is this position but for its pending action and the loop detector's record (see {@link StateIdentity}). */
    public boolean samePositionButPending(GameState o) { return StateIdentity.samePositionButPending(this, o); }

    /** The same state with none of the values derived from it (see {@link StateIdentity}). */
    public GameState detached() { return StateIdentity.detached(this); }

    // ---- withers -------------------------------------------------------------------------

    public GameState withPlayers(Vector<PlayerState> p) {
        return carryCache(new GameState(config, p, objects, battlefield, exile, stack, turn, combat, effects, triggers, rng,
                nextTimestamp, nextStackId, pending, outcome, loops));
    }

    public GameState withPlayer(PlayerState p) {
        GameState next = withPlayers(players.update(p.id(), p));
        PlayerState[] a = playerArray;
        if (a != null) { // the array by id kept up to date at once: no generic vector-to-array copy on the next read
            a = a.clone();
            a[p.id()] = p;
            next.playerArray = a;
        }
        return next;
    }

    /** Sets {@code player}'s life total; every life change goes through here (810.9: shared in Two-Headed Giant, {@link TeamTotals}). */
    public GameState withLife(int player, int life) { return TeamTotals.withLife(this, player, life); }

    /** Sets {@code player}'s poison counters (810.10: shared in Two-Headed Giant, {@link TeamTotals}). */
    public GameState withPoison(int player, int poison) { return TeamTotals.withPoison(this, player, poison); }

    public GameState withObjects(Vector<GameObject> o) {
        return new GameState(config, players, o, battlefield, exile, stack, turn, combat, effects, triggers, rng,
                nextTimestamp, nextStackId, pending, outcome, loops);
    }

    public GameState withObject(GameObject o) { return ObjectChanges.withObject(this, o); }

    /** Several objects (existing ids) replaced in one copy (see {@link ObjectChanges#withObjects}). */
    public GameState withObjects(java.util.List<GameObject> changed) { return ObjectChanges.withObjects(this, changed); }

    /** One zone change (400.7) in one copy (see {@link ObjectChanges#withZoneChange}). */
    public GameState withZoneChange(GameObject after, Vector<PlayerState> ps, PlayerState changedPlayer,
                                    Vector<Integer> b, Vector<Integer> e, Vector<StackItem> st, CombatState c, long ts) {
        return ObjectChanges.withZoneChange(this, after, ps, changedPlayer, b, e, st, c, ts);
    }

    /** Several zone changes (400.7) in one copy (see {@link ObjectChanges#withZoneChanges}). */
    public GameState withZoneChanges(java.util.List<GameObject> afters, boolean[] combatChanged, CombatState c,
                                     Vector<PlayerState> ps, Vector<Integer> b, long ts) {
        return ObjectChanges.withZoneChanges(this, afters, combatChanged, c, ps, b, ts);
    }

    public GameState withBattlefield(Vector<Integer> b) {
        return carryCache(new GameState(config, players, objects, b, exile, stack, turn, combat, effects, triggers, rng,
                nextTimestamp, nextStackId, pending, outcome, loops));
    }

    public GameState withExile(Vector<Integer> e) {
        return carryCache(new GameState(config, players, objects, battlefield, e, stack, turn, combat, effects, triggers, rng,
                nextTimestamp, nextStackId, pending, outcome, loops));
    }

    public GameState withStack(Vector<StackItem> s) {
        return carrySbaCheck(carryCache(new GameState(config, players, objects, battlefield, exile, s, turn, combat, effects, triggers, rng,
                nextTimestamp, nextStackId, pending, outcome, loops)));
    }

    public GameState withTurn(TurnState t) {
        return carrySbaCheck(carryCache(new GameState(config, players, objects, battlefield, exile, stack, t, combat, effects, triggers, rng,
                nextTimestamp, nextStackId, pending, outcome, loops)));
    }

    public GameState withCombat(CombatState c) {
        if (c == combat) return this; // the same combat: the same state and caches
        GameState next = new GameState(config, players, objects, battlefield, exile, stack, turn, c, effects, triggers,
                rng, nextTimestamp, nextStackId, pending, outcome, loops);
        next.transients = transients;
        next.playerArray = playerArray;
        next.sbaChanges = sbaChanges; // the layer table's lineage says whether characteristics were kept
        if (layerCache instanceof ObjectChangeAware a) next.layerCache = a.afterCombatChange();
        return next;
    }

    public GameState withEffects(Vector<ContinuousEffect> e) {
        // The same effects (a filter that kept every one, as the untap step's expiry does each turn): the same state, its
        // layer table included (issue 13: a new state here dropped it, a whole 613 pass of a large board per turn).
        if (e == effects) return this;
        GameState next = new GameState(config, players, objects, battlefield, exile, stack, turn, combat, e, triggers, rng,
                nextTimestamp, nextStackId, pending, outcome, loops);
        next.transients = transients;
        next.playerArray = playerArray;
        return next;
    }

    public GameState withTriggers(Vector<PendingTrigger> t) {
        return carrySbaCheck(carryCache(new GameState(config, players, objects, battlefield, exile, stack, turn, combat, effects, t, rng,
                nextTimestamp, nextStackId, pending, outcome, loops)));
    }

    public GameState withRng(Rng r) {
        return carrySbaCheck(carryCache(new GameState(config, players, objects, battlefield, exile, stack, turn, combat, effects, triggers, r,
                nextTimestamp, nextStackId, pending, outcome, loops)));
    }

    public GameState withNextTimestamp(long ts) {
        return carrySbaCheck(carryCache(new GameState(config, players, objects, battlefield, exile, stack, turn, combat, effects, triggers, rng,
                ts, nextStackId, pending, outcome, loops)));
    }

    public GameState withNextStackId(int id) {
        return carrySbaCheck(carryCache(new GameState(config, players, objects, battlefield, exile, stack, turn, combat, effects, triggers, rng,
                nextTimestamp, id, pending, outcome, loops)));
    }

    public GameState withPending(Pending p) {
        return carrySbaCheck(carryCache(new GameState(config, players, objects, battlefield, exile, stack, turn, combat, effects, triggers, rng,
                nextTimestamp, nextStackId, p, outcome, loops)));
    }

    public GameState withOutcome(GameOutcome o) {
        return carryCache(new GameState(config, players, objects, battlefield, exile, stack, turn, combat, effects, triggers, rng,
                nextTimestamp, nextStackId, pending, o, loops));
    }

    public GameState withLoops(LoopHistory l) {
        GameState next = carrySbaCheck(carryCache(new GameState(config, players, objects, battlefield, exile, stack, turn, combat, effects,
                triggers, rng, nextTimestamp, nextStackId, pending, outcome, l)));
        next.loopKey = loopKey; // the key never reads the loop history
        next.loopKeyKnown = loopKeyKnown;
        next.checksQuiet = checksQuiet; // nor do the checks before priority
        return next;
    }

    /**
     * The loop detector's quick key of this state, computed by {@code key} once and kept (a value
     * derived from the state that must not read {@link #loops()}: the withLoops copy carries it).
     */
    public long loopKey(java.util.function.ToLongFunction<GameState> key) {
        if (!loopKeyKnown) {
            loopKey = key.applyAsLong(this);
            loopKeyKnown = true;
        }
        return loopKey;
    }

    public GameState withConfig(GameConfig c) {
        return new GameState(c, players, objects, battlefield, exile, stack, turn, combat, effects, triggers, rng,
                nextTimestamp, nextStackId, pending, outcome, loops);
    }

    /**
     * The next state shares this state's layer cache: used by the withers that leave objects,
     * continuous effects and combat untouched — the inputs of the layer system (613), combat
     * for "as long as it's attacking" conditions.
     */
    private GameState carryCache(GameState next) {
        next.layerCache = this.layerCache;
        next.transients = this.transients;
        next.sbaChanges = this.sbaChanges;
        if (next.players == players) next.playerArray = playerArray; // withPlayers makes its own when read
        return next;
    }

    /**
     * For the withers that leave every input of the state-based actions alone (objects, players,
     * battlefield, exile, combat, continuous effects): a check that found nothing to do stays true.
     */
    private GameState carrySbaCheck(GameState next) {
        next.sbaChecked = this.sbaChecked;
        return next;
    }

    /**
     * Whether this state, at priority, came from a round of the checks a player makes before receiving priority (117.5:
     * state-based actions, triggers, the continuous conditions) that changed nothing but the stage, so that the same round
     * would change nothing in a state that differs only in who has priority and how many passed (see Priority.pass).
     */
    public boolean priorityChecksQuiet() {
        return checksQuiet;
    }

    /** Records {@link #priorityChecksQuiet()} of this state (a value derived from it, kept only by withLoops). */
    public void markPriorityChecksQuiet() {
        checksQuiet = true;
    }

    /** Whether state-based actions are known to find nothing in this state (see StateBasedActions). */
    public boolean stateBasedActionsChecked() {
        return sbaChecked;
    }

    /** Records that state-based actions found nothing in this state (a value derived from it). */
    public void markStateBasedActionsChecked() {
        sbaChecked = true;
    }

    /** The objects changed since a state-based check found nothing (704.3, {@link StateBasedChanges}); null when unknown. */
    public StateBasedChanges stateBasedChanges() { return sbaChanges; }

    /** Records what a state-based check of this state found (a value derived from it). */
    public void setStateBasedChanges(StateBasedChanges c) { sbaChanges = c; }

    /** Whether any token or copy of a spell exists (seed 420.5j needs checking only then). */
    public boolean hasTokensOrCopies() { return ObjectBits.hasTokensOrCopies(this); }

    /** Whether any object is attached to another (301.5, 303.4): when none, nothing needs detaching as a permanent leaves. */
    public boolean hasAttachments() { return ObjectBits.hasAttachments(this); }

    /** Whether some object's card has a triggered ability that works from the graveyard at the beginning of a step (113.6m). */
    public boolean hasGraveyardStepTriggers() { return ObjectBits.hasGraveyardStepTriggers(this); }

    /**
     * Whether some object's card holds a triggered ability, a keyword that is one, or madness, anywhere inside it: when
     * none (and no continuous effect exists), nothing can trigger (events.Triggers).
     */
    public boolean hasTriggeringCards() { return ObjectBits.hasTriggeringCards(this); }

    /** Whether some object is a token or copy that ceases to exist (704.5d-e): when none, that check has nothing to do. */
    public boolean hasObjectsCeasingToExist() { return ObjectBits.hasObjectsCeasingToExist(this); }

    // ---- equality: the game's value, never the cache -------------------------------------

    @Override
    public boolean equals(java.lang.Object o) { return StateIdentity.equal(this, o); }

    @Override
    public int hashCode() { return StateIdentity.hash(this); }

    @Override
    public String toString() {
        return "GameState[turn " + turn.number() + " " + turn.step() + " " + turn.stage() + ", active "
                + turn.active() + ", priority " + turn.priority() + ", stack " + stack.size() + "]";
    }
}
