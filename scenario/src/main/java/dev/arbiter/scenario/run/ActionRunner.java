package dev.arbiter.scenario.run;

import dev.arbiter.engine.combat.CombatDamage;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.timing.Step;
import dev.arbiter.scenario.parse.Action;
import dev.arbiter.scenario.parse.Pos;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.List;

/**
 * Runs an {@code actions:} block line by line (SCENARIOS.md "actions lines"): player actions
 * after passing priority until the player can take them, {@code pass}, {@code advance to}, and
 * {@code illegal:} actions, which must be rejected and leave the state exactly as it was (422).
 */
final class ActionRunner {
    private final Driver g;
    private final PlayerActions players;

    ActionRunner(Driver g) {
        this.g = g;
        this.players = new PlayerActions(g);
    }

    void run(List<Action> block) {
        for (int i = 0; i < block.size(); i++) {
            Action a = block.get(i);
            if (g.state().isOver()) {
                // Passing stops early, without error, when the game ends; any other action can't be taken.
                if (a instanceof Action.Pass || a instanceof Action.AdvanceTo || declaresNothing(a)) continue;
                throw new ScenarioFailure(a.pos(), "the game is over (" + gameOver() + ") before this action");
            }
            try {
                i = runAt(block, i, a);
            } catch (ScenarioFailure f) {
                throw f;
            } catch (RuntimeException e) {
                throw new ScenarioFailure(a.pos(), "the engine failed: " + e);
            }
        }
    }

    /** Runs the action at {@code i}; the index of the last line it used. */
    private int runAt(List<Action> block, int i, Action a) {
        {
            if (a instanceof Action.Assign) {
                int end = i;
                while (end + 1 < block.size() && block.get(end + 1) instanceof Action.Assign) end++;
                assignments(block.subList(i, end + 1));
                i = end;
            } else if (a instanceof Action.Pass p) {
                pass(p.pos());
            } else if (a instanceof Action.AdvanceTo t) {
                advance(t);
            } else if (a instanceof Action.Illegal il) {
                illegal(il);
            } else {
                legal((Action.PlayerAction) a);
            }
        }
        return i;
    }

    /** {@code attacks: nothing} / {@code blocks: nothing}: nothing to do when never asked. */
    private static boolean declaresNothing(Action a) {
        return a instanceof Action.Attack at && at.attackers().isEmpty() || a instanceof Action.Block b && b.blocks().isEmpty();
    }

    private String gameOver() {
        return g.outcome();
    }

    private void legal(Action.PlayerAction a) {
        if (!players.await(a, false)) {
            if (g.state().isOver() && !declaresNothing(a)) {
                throw new ScenarioFailure(a.pos(), "the game ended (" + gameOver() + ") before the action could be taken");
            }
            if (declaresNothing(a)) return; // the engine's own answer when no creature could take part
            GameState unasked = players.unaskedDeclaration();
            String who = g.names().playerName(SetupBuilder.player(g.names(), a.player(), a.pos()));
            if (unasked == null) {
                throw new ScenarioFailure(a.pos(), who + " was never asked to declare " + (a instanceof Action.Attack
                        ? "attackers" : "blockers") + " (" + g.describe(g.decision()) + " came instead)");
            }
            // SCENARIOS.md: a stated answer to a decision taken without asking must equal the engine's.
            Rejection r = UnaskedCombat.judge(g.names(), a, SetupBuilder.player(g.names(), a.player(), a.pos()), unasked);
            throw new ScenarioFailure(a.pos(), "the engine declared " + UnaskedCombat.what(a, who) + " without asking"
                    + (r == null ? ", yet its legality check accepts this declaration" : "; this declaration breaks " + r));
        }
        Rejection r = players.perform(a);
        if (r != null) throw new ScenarioFailure(a.pos(), "the action was rejected: " + r);
    }

    /**
     * Consecutive {@code assigns} lines: one assignment, made as the damage step asks for each
     * attacker's division, in whatever order the engine asks (seed 502.9b, 502.9e).
     */
    private void assignments(List<Action> lines) {
        List<Action.Assign> left = new ArrayList<>();
        for (Action a : lines) left.add((Action.Assign) a);
        List<Integer> creatures = new ArrayList<>();
        for (Action.Assign as : left) creatures.add(players.creatureOf(as));
        Set<String> seen = new HashSet<>();
        while (!left.isEmpty()) {
            PlayerActions.AssignmentWait w = players.awaitAssignmentOrDamage(left, creatures, seen);
            if (w == null) {
                if (g.state().isOver()) {
                    throw new ScenarioFailure(left.get(0).pos(), "the game ended (" + gameOver()
                            + ") before the damage assignment could be made");
                }
                throw new ScenarioFailure(left.get(0).pos(), left.get(0).attacker().raw()
                        + "'s combat damage assignment was never asked");
            }
            if (w.asked() != null) {
                Rejection r = players.perform(w.asked());
                if (r != null) throw new ScenarioFailure(w.asked().pos(), "the action was rejected: " + r);
                creatures.remove(left.indexOf(w.asked()));
                left.remove(w.asked());
                continue;
            }
            for (int i = left.size() - 1; i >= 0; i--) {
                int id = creatures.get(i);
                if (!ForcedDamage.dealsIn(w.before(), id, w.step())) continue;
                ForcedDamage forced = ForcedDamage.of(w.before(), id);
                if (forced == null) continue; // the engine will ask
                checkForced(left.get(i), forced, w.before());
                left.remove(i);
                creatures.remove(i);
            }
        }
    }

    /**
     * An {@code assigns} line for a division the engine made without asking (SCENARIOS.md): it must
     * state the engine's answer, else the scenario fails naming the rule that forced it (510.1a-d).
     */
    private void checkForced(Action.Assign line, ForcedDamage forced, GameState before) {
        List<Target> recipients = new ArrayList<>(forced.shares().keySet());
        Map<Target, Integer> stated = new LinkedHashMap<>();
        for (var share : line.shares()) {
            stated.merge(Targets.of(before, g.names(), share.target(), recipients, line.pos()), share.amount(), Integer::sum);
        }
        if (ForcedDamage.normalized(stated).equals(ForcedDamage.normalized(forced.shares()))) return;
        throw new ScenarioFailure(line.pos(), line.attacker().raw() + "'s combat damage was assigned without asking, as "
                + forced.rule() + " requires (" + forced.why() + "): " + describe(forced.shares(), before)
                + "; the script assigns " + describe(stated, before));
    }

    private String describe(Map<Target, Integer> shares, GameState s) {
        List<String> parts = new ArrayList<>();
        ForcedDamage.normalized(shares).forEach((t, n) -> parts.add(n + " to " + (t instanceof Target.Player p
                ? g.names().playerName(p.player()) : s.object(((Target.Object) t).id()).name())));
        return parts.isEmpty() ? "no damage" : String.join(", ", parts);
    }

    /**
     * {@code illegal [RULE]: ACTION}: rejected (citing RULE), and the state is the state before it
     * (seed 422.1), except for what the engine reports it could not reverse (library moves).
     */
    private void illegal(Action.Illegal il) {
        Action.PlayerAction a = il.action();
        if (a instanceof Action.Assign as) {
            illegalAssignment(il, as);
            return;
        }
        if (!players.await(a, true)) {
            if (g.state().isOver()) {
                throw new ScenarioFailure(il.pos(), "the game ended (" + gameOver() + ") before the illegal action could be tried");
            }
            GameState unasked = players.unaskedDeclaration();
            if (unasked != null) {
                // Not asked because no creature could take part: the engine's legality check judges it (SCENARIOS.md).
                Rejection r = UnaskedCombat.judge(g.names(), a, SetupBuilder.player(g.names(), a.player(), a.pos()), unasked);
                if (r == null) {
                    throw new ScenarioFailure(il.pos(), "expected the declaration to be illegal, but the engine's legality"
                            + " check accepts it");
                }
                if (il.rule().isPresent() && !RuleCitation.cites(r, il.rule().get())) {
                    throw new ScenarioFailure(il.pos(), "expected the rejection to cite " + il.rule().get() + ", found: " + r);
                }
                return;
            }
            // The engine never asked for this declaration (no combat, or the game moved on): it can't be made.
            if (il.rule().isPresent()) {
                throw new ScenarioFailure(il.pos(), "the engine never asked for this declaration, so no rejection"
                        + " citing " + il.rule().get() + " could be seen");
            }
            return;
        }
        rejected(il);
    }

    /**
     * {@code illegal [RULE]: PLAYER assigns ...}: when the engine asks, the assignment is tried;
     * when it assigns without asking (one legal assignment, 510.1a-d), the engine's own check of
     * an assignment ({@link CombatDamage#validate}) judges the script's.
     */
    private void illegalAssignment(Action.Illegal il, Action.Assign as) {
        int id = players.creatureOf(as);
        Set<String> seen = new HashSet<>();
        while (true) {
            PlayerActions.AssignmentWait w = players.awaitAssignmentOrDamage(List.of(as), List.of(id), seen);
            if (w == null) {
                throw new ScenarioFailure(il.pos(), g.state().isOver() ? "the game ended (" + gameOver()
                        + ") before the illegal action could be tried" : as.attacker().raw() + "'s combat damage assignment was never asked");
            }
            if (w.asked() != null) {
                rejected(il);
                return;
            }
            ForcedDamage forced = ForcedDamage.dealsIn(w.before(), id, w.step()) ? ForcedDamage.of(w.before(), id) : null;
            if (forced == null) continue;
            List<Choice.DamageShare> shares = new ArrayList<>();
            List<Target> recipients = new ArrayList<>(forced.shares().keySet());
            for (var share : as.shares()) {
                shares.add(new Choice.DamageShare(Targets.of(w.before(), g.names(), share.target(), recipients, as.pos()),
                        share.amount()));
            }
            Rejection r = CombatDamage.validate(forced.decision(w.before(), id), new Choice.AssignDamage(shares));
            if (r == null) {
                throw new ScenarioFailure(il.pos(), "expected the assignment to be illegal, but it is the one the engine made"
                        + " without asking (" + forced.rule() + ")");
            }
            if (il.rule().isPresent() && !RuleCitation.cites(r, il.rule().get())) {
                throw new ScenarioFailure(il.pos(), "expected the rejection to cite " + il.rule().get() + ", found: " + r);
            }
            return;
        }
    }

    /** The pending decision's answer from {@code il} must be rejected, citing its rule, leaving the state as it was (422.1). */
    private void rejected(Action.Illegal il) {
        Action.PlayerAction a = il.action();
        GameState before = g.state();
        Rejection r = players.perform(a);
        if (r == null) throw new ScenarioFailure(il.pos(), "expected the action to be rejected, but it was accepted");
        if (!r.partlyKept() && !g.state().equals(before)) g.tryApply(new Choice.Cancel()); // reverse what was begun (422.1)
        // Seed 422.1: library moves can't be reversed; the rejection names what stayed, expect lines check it.
        if (!r.partlyKept() && !g.state().equals(before)) {
            throw new ScenarioFailure(il.pos(), "expected the state to be exactly as before the rejected action (422.1), "
                    + "found it changed (rejection: " + r + ")");
        }
        if (il.rule().isPresent() && !RuleCitation.cites(r, il.rule().get())) {
            throw new ScenarioFailure(il.pos(), "expected the rejection to cite " + il.rule().get() + ", found: " + r);
        }
    }

    /** {@code pass}: each player passes priority once, in turn (other decisions on the way by default). */
    private void pass(Pos pos) {
        int n = g.state().playerCount();
        for (int i = 0; i < n; i++) {
            if (!g.advanceUntil(d -> d instanceof Decision.Priority, s -> false, pos, "waiting for priority")) return;
            g.apply(new Choice.Pass(), pos, "passing priority");
        }
    }

    /**
     * {@code advance to STEP [of turn N]}: pass until that step begins — of turn N, else of this
     * turn when it is still ahead, else of the next turn. A step the game skips (no combat damage
     * without attackers, 508.8) or that gives no priority ends the wait at the first decision after it.
     */
    private void advance(Action.AdvanceTo t) {
        Step step = Step.ofScenarioName(t.step());
        GameState s = g.state();
        int now = s.turn().number();
        int turn = t.turn().orElse(step.ordinal() >= s.turn().step().ordinal() ? now : now + 1);
        if (turn < now) throw new ScenarioFailure(t.pos(), "turn " + turn + " is already over (this is turn " + now + ")");
        g.advanceUntil(d -> reached(g.state(), turn, step), x -> false, t.pos(), "advancing to " + t.step());
    }

    private static boolean reached(GameState s, int turn, Step step) {
        int n = s.turn().number();
        return n > turn || (n == turn && s.turn().step().ordinal() >= step.ordinal());
    }
}
