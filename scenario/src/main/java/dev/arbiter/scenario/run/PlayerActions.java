package dev.arbiter.scenario.run;

import dev.arbiter.engine.combat.DeclareAttackers;
import dev.arbiter.engine.combat.DeclareBlockers;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.proc.InProgress;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import dev.arbiter.scenario.parse.Action;
import dev.arbiter.scenario.parse.ObjRef;
import dev.arbiter.scenario.parse.Pos;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.OptionalInt;
import java.util.function.Predicate;

/**
 * The actions a named player takes (SCENARIOS.md "actions lines"). Each is done in two parts:
 * {@link #await} passes priority (answering other decisions by default) until the player can take
 * it, then {@link #perform} makes the choices and returns the engine's rejection, if any.
 */
final class PlayerActions {
    private final Driver g;
    private final CombatChoices combat;
    private GameState unasked;

    PlayerActions(Driver g) {
        this.g = g;
        this.combat = new CombatChoices(g);
    }

    /**
     * Waits until {@code a} can be attempted: for a legal action, until the engine offers it; for
     * one that must be {@code illegal}, until the player is asked at all. False when there is
     * nothing to do (a declaration the engine never asked for, or the game ended).
     */
    boolean await(Action.PlayerAction a, boolean illegal) {
        int p = player(a);
        int lastTurn = g.state().turn().number() + 1;
        Predicate<GameState> tooLate = s -> s.turn().number() > lastTurn;
        String goal = g.names().playerName(p) + " could not take the action by the end of turn " + lastTurn;
        if (a instanceof Action.PlayLand || a instanceof Action.Cast || a instanceof Action.Activate
                || a instanceof Action.TurnFaceUp || a instanceof Action.Suspend || a instanceof Action.Foretell) {
            Choice wanted = start(a, p);
            Predicate<Decision> ready = d -> d instanceof Decision.Priority pr && pr.player() == p
                    && (illegal || offered(pr, wanted) || acceptedByHand(wanted));
            GameState first = g.state();
            return g.advanceUntil(ready, tooLate, a.pos(), () -> goal + whyNot(first, wanted));
        }
        if (a instanceof Action.Attack) {
            Predicate<Decision> ready = d -> d instanceof Decision.Attackers && d.player() == p;
            return combat(ready, s -> s.turn().active() == p, Step.DECLARE_ATTACKERS,
                    s -> s.combat().attackers().isEmpty() && DeclareAttackers.decision(s).candidates().isEmpty(), tooLate, a.pos(),
                    g.names().playerName(p) + " was never asked to declare attackers");
        }
        if (a instanceof Action.Block) {
            Predicate<Decision> ready = d -> d instanceof Decision.Blockers && d.player() == p;
            return combat(ready, s -> s.turn().active() != p, Step.DECLARE_BLOCKERS,
                    s -> !DeclareBlockers.attackersOf(s, p).isEmpty() && noBlocksBy(s, p) && DeclareBlockers.decision(s, p).candidates().isEmpty(),
                    tooLate, a.pos(), g.names().playerName(p) + " was never asked to declare blockers");
        }
        if (a instanceof Action.Assign as) {
            int attacker = combat.attacker(as.attacker(), as.pos());
            Predicate<Decision> ready = d -> d instanceof Decision.DamageAssignment da && da.source() == attacker;
            return g.advanceUntil(ready, s -> s.turn().step().ordinal() > Step.COMBAT_DAMAGE.ordinal() || tooLate.test(s),
                    a.pos(), as.attacker().raw() + "'s combat damage assignment was never asked");
        }
        if (a instanceof Action.Choose || a instanceof Action.OrderTriggers) {
            boolean triggers = a instanceof Action.OrderTriggers;
            Predicate<Decision> ready = d -> d.player() == p && !(d instanceof Decision.Priority)
                    && (!triggers || isTriggerOrder(d));
            return g.advanceUntil(ready, tooLate, a.pos(), g.names().playerName(p) + " was never asked to choose");
        }
        throw new IllegalArgumentException(a.toString());
    }

    /**
     * What waiting for damage assignments found: the engine asking for the line {@code asked}, or a
     * damage step begun ({@code step}) with {@code before} the state just before it.
     */
    record AssignmentWait(Action.Assign asked, GameState before, Step step) {
    }

    /**
     * Waits until the damage step asks for the division of one of {@code attackers} (the creatures of
     * {@code lines}, in order), or a combat damage step not in {@code seen} begins; null when the
     * game ended or combat damage is over first.
     */
    AssignmentWait awaitAssignmentOrDamage(List<Action.Assign> lines, List<Integer> attackers, Set<String> seen) {
        int lastTurn = g.state().turn().number() + 1;
        AssignmentWait[] found = {null};
        Predicate<Decision> stop = d -> {
            GameState s = g.state();
            Step step = s.turn().step();
            boolean damageStep = step == Step.FIRST_STRIKE_DAMAGE || step == Step.COMBAT_DAMAGE;
            if (damageStep && g.beforeStep() != null && seen.add(s.turn().number() + " " + step)) {
                found[0] = new AssignmentWait(null, g.beforeStep(), step);
                return true;
            }
            if (d instanceof Decision.DamageAssignment da && attackers.contains(da.source())) {
                found[0] = new AssignmentWait(lines.get(attackers.indexOf(da.source())), null, null);
                return true;
            }
            return step.ordinal() > Step.COMBAT_DAMAGE.ordinal() || s.turn().number() > lastTurn;
        };
        g.advanceUntil(stop, s -> false, lines.get(0).pos(), "waiting for combat damage");
        return found[0];
    }

    /** The creature an {@code assigns} line is about (an attacker, else a permanent, e.g. a blocker). */
    int creatureOf(Action.Assign as) {
        return combat.attacker(as.attacker(), as.pos());
    }

    /**
     * Waits for a combat declaration: true when the engine asks for it. Otherwise false: the engine
     * made the declaration itself because no creature could take part (then the game stands in that
     * declare step, {@link #unaskedDeclaration()}), or the declare step passed, or the game ended.
     */
    private boolean combat(Predicate<Decision> ready, Predicate<GameState> whose, Step step, Predicate<GameState> noneCould,
                           Predicate<GameState> tooLate, Pos pos, String goal) {
        unasked = null;
        Predicate<GameState> past = s -> whose.test(s) && s.turn().step().ordinal() > step.ordinal()
                && !dev.arbiter.engine.effects.AdditionalPhases.combatPending(s); // 500.8: another combat may come
        Predicate<Decision> stop = d -> {
            GameState s = g.state();
            boolean asked = ready.test(d);
            if (!asked && whose.test(s) && s.turn().step() == step && noneCould.test(s)) {
                unasked = s; // the engine declared nothing without asking: the game waits here, in the declare step
                return true;
            }
            return asked || past.test(s) || tooLate.test(s);
        };
        return g.advanceUntil(stop, s -> false, pos, goal) && ready.test(g.decision());
    }

    private static boolean noBlocksBy(GameState s, int p) {
        for (var b : s.combat().blockers()) if (s.object(b.id()).controller() == p) return false;
        return true;
    }

    /** The state of the declare step whose declaration the engine made without asking, after {@link #await}; or null. */
    GameState unaskedDeclaration() {
        return unasked;
    }

    /** Makes the action's choices; the engine's rejection of one of them, or null when all were accepted. */
    Rejection perform(Action.PlayerAction a) {
        int p = player(a);
        if (a instanceof Action.PlayLand || a instanceof Action.Cast || a instanceof Action.Activate
                || a instanceof Action.TurnFaceUp || a instanceof Action.Suspend || a instanceof Action.Foretell) {
            Result r = g.tryApply(start(a, p));
            if (!r.accepted()) return r.rejection();
            return announce(a);
        }
        if (a instanceof Action.Attack at) return submit(combat.attackers(at, p));
        if (a instanceof Action.Block b) return submit(combat.blockers(b, p));
        if (a instanceof Action.Assign as) return submit(combat.assignment(as, p));
        if (a instanceof Action.Choose c) {
            ScryAnswer scry = ScryAnswer.asks(g.decision()) ? ScryAnswer.parse(c.text()) : null;
            if (scry != null) return scry(scry, c.pos());
            return submit(ChoiceText.of(g.view(), g.names(), g.decision(), c.text(), c.pos()));
        }
        if (a instanceof Action.OrderTriggers o) return orderTriggers(o);
        throw new IllegalArgumentException(a.toString());
    }

    /** A scry / surveil answer: the cards that leave the top, then the order of each group (701.22a). */
    private Rejection scry(ScryAnswer answer, Pos pos) {
        Rejection r = submit(answer.answer(g.view(), g.names(), (Decision.Objects) g.decision(), pos));
        while (r == null && g.decision() != null && ScryAnswer.follows(g.decision())) {
            r = submit(answer.answer(g.view(), g.names(), (Decision.Objects) g.decision(), pos));
        }
        return r;
    }

    private Rejection submit(Choice c) {
        Result r = g.tryApply(c);
        return r.accepted() ? null : r.rejection();
    }

    /** The priority action that starts {@code a}: play the land, cast the spell, activate the ability. */
    private Choice start(Action.PlayerAction a, int p) {
        GameState s = g.view();
        if (a instanceof Action.PlayLand pl) {
            return new Choice.PlayLand(g.names().object(s, pl.card(), pl.pos(), inHand(p), ownedOffBattlefield(p)));
        }
        if (a instanceof Action.Cast c) {
            int id = g.names().object(s, c.card(), c.pos(), inHand(p), ownedOffBattlefield(p));
            return new Choice.CastSpell(id, sources(c.payingWith(), p, c.pos()));
        }
        if (a instanceof Action.TurnFaceUp fu) { // 702.37e
            return new Choice.TurnFaceUp(g.names().object(s, fu.card(), fu.pos(),
                    o -> o.zone() == Zone.BATTLEFIELD && o.controller() == p));
        }
        if (a instanceof Action.Suspend su) { // 702.62a
            return new Choice.Suspend(g.names().object(s, su.card(), su.pos(), inHand(p)));
        }
        if (a instanceof Action.Foretell fo) { // 702.143a
            return new Choice.Foretell(g.names().object(s, fo.card(), fo.pos(), inHand(p)));
        }
        Action.Activate ac = (Action.Activate) a;
        int id = g.names().object(s, ac.card(), ac.pos(), o -> o.zone() == Zone.BATTLEFIELD && o.controller() == p,
                o -> o.zone() == Zone.BATTLEFIELD);
        return new Choice.ActivateAbility(id, ac.abilityIndex() - 1, sources(ac.payingWith(), p, ac.pos()));
    }

    /** Answers what casting or activating asks on the way (X, modes, targets: 601.2b-c), until it is done. */
    private Rejection announce(Action.PlayerAction a) {
        Deque<ObjRef> targets = new ArrayDeque<>();
        OptionalInt x = OptionalInt.empty();
        Optional<String> mode = Optional.empty();
        if (a instanceof Action.Cast c) {
            targets.addAll(c.targets());
            x = c.x();
            mode = c.mode();
        } else if (a instanceof Action.Activate ac) {
            targets.addAll(ac.targets());
            x = ac.x();
            mode = ac.choosing();
        } else if (a instanceof Action.PlayLand pl) {
            mode = pl.choosing(); // 614.12: a choice made as the land enters
        } else if (a instanceof Action.TurnFaceUp fu) {
            targets.addAll(fu.targets()); // 603.3d: "when ~ is turned face up" abilities

        }
        Procedure action = g.state().pending() instanceof InProgress ip ? ip.procedure() : null;
        while (action != null && g.state().pending() instanceof InProgress ip && ip.procedure().equals(action)) {
            Decision d = ip.decision();
            Choice c;
            if (d instanceof Decision.Targets t && !targets.isEmpty()) {
                c = new Choice.ChooseTargets(Targets.take(g.view(), g.names(), t, targets, a.pos()));
            } else if (d instanceof Decision.Number && x.isPresent()) {
                c = new Choice.ChooseNumber(x.getAsInt());
                x = OptionalInt.empty();
            } else if (d instanceof Decision.Number && mode.isPresent() && mode.get().matches("\\d+(\\s*,.*)?")) {
                // 601.2d: "choosing 2, 1" answers a damage division, one number for each question; "choosing 2, {R}{G}"
                // a number, then what the next question asks
                String[] parts = mode.get().split("\\s*,\\s*", 2);
                c = new Choice.ChooseNumber(Integer.parseInt(parts[0]));
                mode = parts.length > 1 ? Optional.of(parts[1]) : Optional.empty();
            } else if (d instanceof Decision.Option o && mode.isPresent()) {
                // "choosing 2, Jayemdae Tome": the mode by its number, then the objects a cost asks for (700.2a, 602.2b)
                // "choosing {U}, {B}": mana chosen for one question after another (106.1b)
                String[] parts = mode.get().matches("(\\d+|\\{[^}]+\\})\\s*,.+") ? mode.get().split("\\s*,\\s*", 2) : new String[] {mode.get()};
                c = new Choice.ChooseOption(ChoiceText.option(o.options(), parts[0], a.pos()));
                mode = parts.length > 1 ? Optional.of(parts[1]) : Optional.empty();
            } else if (d instanceof Decision.Objects && mode.isPresent() && Defaults.of(g.state(), d) == null) {
                // the objects a cost asks for ("Sacrifice a creature"), named by the choosing clause; a cost that asks
                // for one object at a time (crew, 702.122a) takes the names in order, one for each question
                String[] parts = ((Decision.Objects) d).max() == 1 ? mode.get().split("\\s*,\\s*", 2) : new String[] {mode.get()};
                c = ChoiceText.of(g.view(), g.names(), d, parts[0], a.pos());
                mode = parts.length > 1 ? Optional.of(parts[1]) : Optional.empty();
            } else {
                c = Defaults.of(g.state(), d);
                if (c == null) throw new ScenarioFailure(a.pos(), "the action must say how to answer " + g.describe(d));
            }
            Result r = g.tryApply(c);
            if (!r.accepted()) return r.rejection();
        }
        if (!targets.isEmpty()) {
            throw new ScenarioFailure(a.pos(), "more targets were given than the action asks for: " + targets.peekFirst().raw());
        }
        return null;
    }

    /** {@code orders triggers: A, B}: A's trigger is put on the stack first (B's resolves first). */
    private Rejection orderTriggers(Action.OrderTriggers o) {
        for (ObjRef ref : o.order()) {
            Decision d = g.decision();
            if (!(d instanceof Decision.Option opt) || !isTriggerOrder(d)) break; // the last one goes by itself
            String name = sourceName(ref, o.pos());
            int index = -1;
            for (int i = 0; i < opt.options().size() && index < 0; i++) {
                if (opt.options().get(i).regionMatches(true, 0, name + ":", 0, name.length() + 1)) index = i;
            }
            if (index < 0) throw new ScenarioFailure(o.pos(), "no waiting trigger of " + ref.raw() + " among " + opt.options());
            Rejection r = submit(new Choice.ChooseOption(index));
            if (r != null) return r;
        }
        return null;
    }

    private String sourceName(ObjRef ref, Pos pos) {
        int exact = g.names().exact(g.view(), ref, pos);
        return exact >= 0 ? g.view().object(exact).name() : ref.name();
    }

    static boolean isTriggerOrder(Decision d) {
        return d instanceof Decision.Option o && o.prompt().startsWith(Defaults.TRIGGER_ORDER_PROMPT);
    }

    private List<Integer> sources(List<ObjRef> refs, int p, Pos pos) {
        List<Integer> out = new ArrayList<>();
        for (ObjRef r : refs) {
            out.add(g.names().object(g.view(), r, pos, o -> o.zone() == Zone.BATTLEFIELD && o.controller() == p
                    && !out.contains(o.id())));
        }
        return out;
    }

    private static boolean offered(Decision.Priority pr, Choice wanted) {
        for (Choice c : pr.actions()) {
            if (wanted instanceof Choice.PlayLand w && c instanceof Choice.PlayLand l && l.card() == w.card()) return true;
            if (wanted instanceof Choice.CastSpell w && c instanceof Choice.CastSpell cs && cs.card() == w.card()) return true;
            if (wanted instanceof Choice.TurnFaceUp w && c instanceof Choice.TurnFaceUp fu && fu.permanent() == w.permanent()) return true;
            if (wanted instanceof Choice.Suspend w && c instanceof Choice.Suspend su && su.card() == w.card()) return true;
            if (wanted instanceof Choice.Foretell w && c instanceof Choice.Foretell fo && fo.card() == w.card()) return true;
            if (wanted instanceof Choice.ActivateAbility w && c instanceof Choice.ActivateAbility aa
                    && aa.source() == w.source() && aa.index() == w.index()) return true;
        }
        return false;
    }

    /**
     * A cast or activation paid with named sources the engine's list of actions doesn't count
     * (Chromatic Star: a mana ability with a cost, 601.2g) is ready when the engine accepts it.
     */
    private boolean acceptedByHand(Choice wanted) {
        boolean named = wanted instanceof Choice.CastSpell cs && !cs.payWith().isEmpty()
                || wanted instanceof Choice.ActivateAbility aa && !aa.payWith().isEmpty();
        return named && dev.arbiter.engine.game.Game.check(g.state(), wanted) == null;
    }

    /** Why the engine refuses {@code wanted} now, for the message when it never became possible. */
    private static String whyNot(GameState first, Choice wanted) {
        if (first.isOver() || first.pending() != null) return "";
        Result r = dev.arbiter.engine.game.Game.apply(first, wanted, false);
        return r.accepted() ? "" : " (when first tried: " + r.rejection() + ")";
    }

    private Predicate<GameObject> inHand(int p) {
        return o -> o.zone() == Zone.HAND && o.owner() == p;
    }

    private Predicate<GameObject> ownedOffBattlefield(int p) {
        return o -> o.owner() == p && o.zone() != Zone.BATTLEFIELD && o.zone() != Zone.STACK;
    }

    private int player(Action.PlayerAction a) {
        return SetupBuilder.player(g.names(), a.player(), a.pos());
    }
}
