package dev.arbiter.scenario.run;

import dev.arbiter.engine.combat.DeclareAttackers;
import dev.arbiter.engine.combat.DeclareBlockers;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.scenario.parse.Action;
import dev.arbiter.scenario.parse.AttackEntry;
import dev.arbiter.scenario.parse.BlockEntry;

import java.util.ArrayList;
import java.util.List;

/**
 * A combat declaration the engine made without asking, because no creature could take part
 * (SCENARIOS.md: "A decision with exactly one legal option is taken without asking"): the script's
 * declaration is judged by the engine's own legality check ({@link DeclareAttackers#validate},
 * {@link DeclareBlockers#validate}) in the state of that declare step.
 */
final class UnaskedCombat {
    private UnaskedCombat() {
    }

    /** The engine's rejection of the script's declaration {@code a} by player {@code p} in {@code s}, or null if legal. */
    static Rejection judge(ObjectNames names, Action.PlayerAction a, int p, GameState s) {
        if (a instanceof Action.Attack at) {
            List<Choice.Attack> attacks = new ArrayList<>();
            for (AttackEntry e : at.attackers()) {
                int id = names.object(s, e.attacker(), at.pos(), o -> o.zone() == Zone.BATTLEFIELD && o.controller() == p);
                Target defender = e.target().isPresent() ? Targets.of(s, names, e.target().get(), List.of(), at.pos())
                        : new Target.Player((p + 1) % s.playerCount());
                attacks.add(new Choice.Attack(id, defender));
            }
            Choice.DeclareAttackers c = new Choice.DeclareAttackers(attacks);
            return DeclareAttackers.validate(s, DeclareAttackers.decision(s), c);
        }
        Action.Block b = (Action.Block) a;
        List<Choice.Block> blocks = new ArrayList<>();
        for (BlockEntry e : b.blocks()) {
            int blocker = names.object(s, e.blocker(), b.pos(), o -> o.zone() == Zone.BATTLEFIELD && o.controller() == p);
            int attacker = names.object(s, e.attacker(), b.pos(), o -> s.combat().isAttacking(o.id()),
                    o -> o.zone() == Zone.BATTLEFIELD);
            blocks.add(new Choice.Block(blocker, attacker));
        }
        return DeclareBlockers.validate(s, DeclareBlockers.decision(s, p), new Choice.DeclareBlockers(blocks));
    }

    /** What the engine declared, in words: "no attackers for alice" / "no blockers for bob". */
    static String what(Action.PlayerAction a, String player) {
        return a instanceof Action.Attack ? "no attackers for " + player + " (508.1: no creature could attack)"
                : "no blockers for " + player + " (509.1: no creature could block)";
    }
}
