package dev.arbiter.engine.testing;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** A minimal random chooser for engine tests (the real agents live in the agents module). */
public final class SimpleRandomChooser {
    private final Random random;

    public SimpleRandomChooser(long seed) {
        this.random = new Random(seed);
    }

    public Choice choose(GameState s, Decision d) {
        if (d instanceof Decision.Priority p) return p.actions().get(random.nextInt(p.actions().size()));
        if (d instanceof Decision.Targets t) return new Choice.ChooseTargets(List.of(t.candidates().get(random.nextInt(t.candidates().size()))));
        if (d instanceof Decision.Number n) return new Choice.ChooseNumber(n.min() + random.nextInt(n.max() - n.min() + 1));
        if (d instanceof Decision.Option o) return new Choice.ChooseOption(random.nextInt(o.options().size()));
        if (d instanceof Decision.Objects o) return new Choice.ChooseObjects(o.candidates().subList(0, o.min()));
        if (d instanceof Decision.Attackers a) {
            List<Choice.Attack> list = new ArrayList<>();
            for (Decision.AttackCandidate c : a.candidates()) {
                if (random.nextBoolean()) list.add(new Choice.Attack(c.creature(), c.defenders().get(0)));
            }
            Choice c = new Choice.DeclareAttackers(list);
            if (Game.check(s, c) == null) return c;
            List<Choice.Attack> all = new ArrayList<>();
            for (Decision.AttackCandidate x : a.candidates()) all.add(new Choice.Attack(x.creature(), x.defenders().get(0)));
            return new Choice.DeclareAttackers(all);
        }
        if (d instanceof Decision.Blockers b) {
            List<Choice.Block> list = new ArrayList<>();
            for (Decision.BlockCandidate c : b.candidates()) {
                if (random.nextBoolean()) list.add(new Choice.Block(c.creature(), c.attackers().get(0)));
            }
            return new Choice.DeclareBlockers(list);
        }
        if (d instanceof Decision.DamageAssignment da) {
            List<Choice.DamageShare> shares = new ArrayList<>();
            int left = da.amount();
            for (int i = 0; i < da.lethal().size() && left > 0; i++) {
                int n = Math.min(left, Math.max(da.lethal().get(i), 0));
                if (i == da.lethal().size() - 1 && !da.trample()) n = left;
                if (n > 0) shares.add(new Choice.DamageShare(da.recipients().get(i), n));
                left -= n;
            }
            if (left > 0) shares.add(new Choice.DamageShare(da.recipients().get(da.recipients().size() - 1), left));
            return new Choice.AssignDamage(shares);
        }
        throw new IllegalArgumentException(d.toString());
    }
}
