package dev.arbiter.engine.combat;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.Blocker;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13: writing a declaration of blockers into combat (509.1g-h) and spreading the blocks of a band (702.22h)
 * through an index give what the walks over the whole combat for each block gave, on random combats (repeated ids,
 * bands, blockers already listed, blocks of attackers not in combat).
 */
class CombatBlocksTest {
    @Test
    void declaringBlocksThroughAnIndexGivesTheWalksResult_509_1() {
        SplittableRandom rng = new SplittableRandom(509);
        for (int round = 0; round < 2000; round++) {
            Vector<Attacker> attackers = randomAttackers(rng);
            Vector<Blocker> blockers = Vector.empty();
            for (int i = 0, n = rng.nextInt(4); i < n; i++) blockers = blockers.append(new Blocker(20 + rng.nextInt(round % 2 == 0 ? 4 : 30), ids(rng, 0, 8)));
            List<Choice.Block> blocks = new ArrayList<>();
            for (int i = 0, n = rng.nextInt(12); i < n; i++) blocks.add(new Choice.Block(20 + rng.nextInt(8), rng.nextInt(9)));
            Banding.Blocks expected = walked(attackers, blockers, blocks);
            Banding.Blocks declared = CombatBlocks.declare(attackers, blockers, blocks);
            assertThat(declared).as("round %d", round).isEqualTo(expected);
            assertThat(Banding.spread(declared.attackers(), declared.blockers())).as("round %d", round)
                    .isEqualTo(spreadByWalking(declared.attackers(), declared.blockers()));
        }
    }

    private static Vector<Attacker> randomAttackers(SplittableRandom rng) {
        Vector<Attacker> attackers = Vector.empty();
        for (int i = 0, n = rng.nextInt(10); i < n; i++) {
            Attacker a = new Attacker(rng.nextInt(8), new Target.Player(1), rng.nextBoolean(), ids(rng, 20, 8));
            if (rng.nextInt(3) == 0) a = a.withBand(rng.nextInt(2));
            attackers = attackers.append(a);
        }
        return attackers;
    }

    private static Vector<Integer> ids(SplittableRandom rng, int from, int range) {
        Vector<Integer> v = Vector.empty();
        for (int i = 0, n = rng.nextInt(3); i < n; i++) v = v.append(from + rng.nextInt(range));
        return v;
    }

    /** The walk per block the declaration made before the index (kept in CombatBlocks for a blocker listed twice). */
    private static Banding.Blocks walked(Vector<Attacker> attackers, Vector<Blocker> blockers, List<Choice.Block> blocks) {
        return CombatBlocks.declaredOneByOne(attackers, blockers, blocks);
    }

    /** 702.22h as spread before the index: every blocker asked of every attacker. */
    private static Banding.Blocks spreadByWalking(Vector<Attacker> attackers, Vector<Blocker> blockers) {
        for (Blocker b : blockers) {
            for (int blocked : b.attackers()) {
                Attacker member = null;
                for (Attacker a : attackers) if (a.id() == blocked) {
                    member = a;
                    break;
                }
                if (member == null || member.band() < 0) continue;
                for (int i = 0; i < attackers.size(); i++) {
                    Attacker other = attackers.get(i);
                    if (other.band() != member.band() || other.blockers().contains(b.id())) continue;
                    attackers = attackers.update(i, other.withBlockers(other.blockers().append(b.id()), true));
                }
            }
        }
        Vector<Blocker> out = blockers;
        for (int j = 0; j < out.size(); j++) {
            Blocker b = out.get(j);
            Vector<Integer> blocking = b.attackers();
            for (Attacker a : attackers) if (a.blockers().contains(b.id()) && !blocking.contains(a.id())) blocking = blocking.append(a.id());
            if (blocking != b.attackers()) out = out.update(j, new Blocker(b.id(), blocking));
        }
        return new Banding.Blocks(attackers, out);
    }
}
