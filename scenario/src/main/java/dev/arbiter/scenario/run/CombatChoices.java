package dev.arbiter.scenario.run;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.scenario.parse.Action;
import dev.arbiter.scenario.parse.AttackEntry;
import dev.arbiter.scenario.parse.BlockEntry;
import dev.arbiter.scenario.parse.ObjRef;
import dev.arbiter.scenario.parse.Pos;

import java.util.ArrayList;
import java.util.List;

/**
 * The combat lines of a script turned into the engine's choices (SCENARIOS.md "actions lines"):
 * {@code attacks:} (508.1), {@code blocks:} (509.1) and {@code assigns} (510.1).
 */
final class CombatChoices {
    private final Driver g;

    CombatChoices(Driver g) {
        this.g = g;
    }

    Choice attackers(Action.Attack at, int p) {
        Decision.Attackers d = (Decision.Attackers) g.decision();
        GameState s = g.view();
        List<Choice.Attack> out = new ArrayList<>();
        for (AttackEntry e : at.attackers()) {
            int id = g.names().object(s, e.attacker(), at.pos(), o -> o.zone() == Zone.BATTLEFIELD && o.controller() == p);
            Target defender = e.target().isPresent()
                    ? Targets.of(s, g.names(), e.target().get(), defenders(d, id), at.pos())
                    : onlyDefender(d, id, p, at.pos());
            out.add(new Choice.Attack(id, defender));
        }
        return new Choice.DeclareAttackers(out);
    }

    private static List<Target> defenders(Decision.Attackers d, int id) {
        for (Decision.AttackCandidate c : d.candidates()) if (c.creature() == id) return c.defenders();
        return List.of();
    }

    /** Without {@code -> TARGET}: the one player (or object) the creature can attack, else the next player. */
    private Target onlyDefender(Decision.Attackers d, int id, int p, Pos pos) {
        List<Target> options = defenders(d, id);
        List<Target> players = options.stream().filter(t -> t instanceof Target.Player).toList();
        if (options.size() == 1) return options.get(0);
        if (players.size() == 1) return players.get(0);
        if (options.isEmpty()) return new Target.Player((p + 1) % g.state().playerCount()); // the engine says why not
        throw new ScenarioFailure(pos, "say whom it attacks: CARD -> PLAYER");
    }

    Choice blockers(Action.Block b, int p) {
        GameState s = g.view();
        List<Choice.Block> out = new ArrayList<>();
        for (BlockEntry e : b.blocks()) {
            int blocker = g.names().object(s, e.blocker(), b.pos(), o -> o.zone() == Zone.BATTLEFIELD && o.controller() == p);
            out.add(new Choice.Block(blocker, attacker(e.attacker(), b.pos())));
        }
        return new Choice.DeclareBlockers(out);
    }

    int attacker(ObjRef ref, Pos pos) {
        GameState s = g.view();
        return g.names().object(s, ref, pos, o -> s.combat().isAttacking(o.id()), o -> o.zone() == Zone.BATTLEFIELD);
    }

    /** An {@code assigns} line by {@code player} (510.1c-d, 702.22j-k: the line names who divides the damage). */
    Choice assignment(Action.Assign as, int player) {
        Decision.DamageAssignment d = (Decision.DamageAssignment) g.decision();
        if (d.player() != player) {
            throw new ScenarioFailure(as.pos(), g.names().playerName(d.player()) + " divides "
                    + as.attacker().raw() + "'s combat damage, not " + as.player());
        }
        List<Choice.DamageShare> shares = new ArrayList<>();
        for (var share : as.shares()) {
            shares.add(new Choice.DamageShare(Targets.of(g.view(), g.names(), share.target(), d.recipients(), as.pos()),
                    share.amount()));
        }
        return new Choice.AssignDamage(shares);
    }
}
