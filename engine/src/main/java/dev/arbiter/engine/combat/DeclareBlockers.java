package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.Blocker;
import dev.arbiter.engine.state.CombatState;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * The declare-blockers turn-based action (509.1): each defending player, in APNAP order,
 * declares which of their untapped creatures block which attackers. The declaration is judged as
 * a whole (seed 500.3) by {@link BlockLegality}; attackers with blockers become blocked (509.1h).
 */
public final class DeclareBlockers {
    private DeclareBlockers() {
    }

    /** The players attacked (or whose planeswalkers are), in APNAP order (509.1). */
    public static List<Integer> defendingPlayers(GameState s) {
        List<Integer> out = new ArrayList<>();
        int n = s.playerCount();
        for (int k = 1; k < n; k++) {
            int p = (s.turn().active() + k) % n;
            for (Attacker a : s.combat().attackers()) {
                if (defendingPlayerOf(s, a) == p) {
                    out.add(p);
                    break;
                }
            }
        }
        return out;
    }

    /** The player an attacker attacks, or the controller of the planeswalker it attacks (506.2). */
    public static int defendingPlayerOf(GameState s, Attacker a) {
        if (a.defender() instanceof Target.Player p) return p.player();
        return s.object(((Target.Object) a.defender()).id()).controller();
    }

    /** The attackers attacking {@code defender} or a planeswalker they control, in declaration order. */
    public static List<Integer> attackersOf(GameState s, int defender) {
        List<Integer> out = new ArrayList<>();
        for (Attacker a : s.combat().attackers()) if (defendingPlayerOf(s, a) == defender) out.add(a.id());
        return out;
    }

    /** The creatures {@code defender} could block with, and what each could block (509.1a). */
    public static Decision.Blockers decision(GameState s, int defender) {
        List<Decision.BlockCandidate> out = new ArrayList<>();
        BlockableAttackers attacking = null; // the attackers of this defender, each read once for every blocker (issue 13)
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != defender || o.tapped()) continue;
            Characteristics ch = Layers.of(s, id);
            if (!ch.isCreature()) continue;
            List<StaticEffect> rules = CombatAbilities.of(s, id, ch); // read once for the questions below
            if (CombatAbilities.has(rules, StaticEffect.CantBlock.class)) continue;
            if (CombatAbilities.whyUnlessYouControl(s, id, rules, false) != null) continue; // 509.1b
            if (attacking == null) attacking = BlockableAttackers.of(s, defender);
            List<Integer> attackers = attacking.blockableBy(s, new Evasion.Side(id, o, ch, rules));
            if (!attackers.isEmpty()) out.add(new Decision.BlockCandidate(id, attackers, maxBlocked(rules)));
        }
        return new Decision.Blockers(defender, out);
    }

    /** How many attackers a creature with combat rules {@code rules} may block (509.1a; "can block an additional creature"). */
    private static int maxBlocked(List<StaticEffect> rules) {
        long n = 1;
        for (StaticEffect e : rules) {
            if (e instanceof StaticEffect.CanBlockAdditional more) n += more.extra();
        }
        return (int) Math.min(n, 64);
    }

    public static Rejection validate(GameState s, Decision.Blockers d, Choice.DeclareBlockers c) {
        return BlockLegality.check(s, d, c);
    }

    /** Asks each defending player in turn for blockers, then performs the declarations (509.1). */
    public static void perform(Ctx ctx) {
        for (int defender : defendingPlayers(ctx.s)) {
            Decision.Blockers d = ctx.recorded(Decision.Blockers.class, defender); // replaying the answer: asked already
            if (d == null) d = decision(ctx.s, defender);
            Choice.DeclareBlockers c = d.candidates().isEmpty() ? new Choice.DeclareBlockers(List.of())
                    : (Choice.DeclareBlockers) ctx.ask(d);
            apply(ctx, defender, c);
        }
        Triggers.emit(ctx, new GameEvent.BlockersComplete());
    }

    private static void apply(Ctx ctx, int defender, Choice.DeclareBlockers c) {
        // 509.1d-f: the total cost to block is paid (mana abilities may be activated for it).
        dev.arbiter.engine.mana.ManaCost cost = AttackCosts.of(ctx.s, c);
        if (!cost.isEmpty()) {
            dev.arbiter.engine.costs.CostPayment.payMana(ctx, defender, -1, cost, java.util.List.of());
            ctx.log("%s pays %s to block", ctx.s.player(defender).name(), cost);
        }
        CombatState combat = ctx.s.combat();
        Banding.Blocks declared = CombatBlocks.declare(combat.attackers(), combat.blockers(), c.blocks());
        Banding.Blocks banded = Banding.spread(declared.attackers(), declared.blockers()); // 702.22h
        // the per-combat record: each blocker once, in the order of the blocks (gathered, then one vector: issue 13)
        List<dev.arbiter.engine.state.Target.Object> firsts = new ArrayList<>(c.blocks().size());
        for (Choice.Block b : c.blocks()) {
            var ref = ctx.s.object(b.blocker()).ref();
            if (!firsts.contains(ref)) firsts.add(ref);
        }
        Vector<dev.arbiter.engine.state.Target.Object> declaredBlockers = Vector.ofAll(firsts);
        ctx.s = ctx.s.withCombat(combat.withBlockers(banded.attackers(), banded.blockers()).withDeclared(declaredBlockers)); // 509.1
        if (!declaredBlockers.isEmpty()) { // "blocked this turn" (no blocker: the same history, no new record)
            ctx.s = ctx.s.withTurn(ctx.s.turn().withHistory(ctx.s.turn().history().withBlocked(declaredBlockers)));
        }
        // the attackers naming each blocker, in the attackers' order: read once, not per block (quadratic on a large board)
        java.util.Map<Integer, List<Integer>> naming = CombatBlocks.naming(banded.attackers());
        List<int[]> pairs = new ArrayList<>();
        for (Choice.Block b : c.blocks()) {
            pairs.add(new int[] {b.blocker(), b.attacker()});
            for (int also : naming.getOrDefault(b.blocker(), List.of())) {
                if (also == b.attacker()) continue;
                boolean listed = false;
                for (int[] q : pairs) listed |= q[0] == b.blocker() && q[1] == also;
                if (!listed) pairs.add(new int[] {b.blocker(), also}); // 702.22h: the band's other members become blocked too
            }
        }
        Triggers.emit(ctx, new GameEvent.BlockersDeclared(pairs)); // 509.3
        if (ctx.logging()) {
            String name = ctx.s.player(defender).name();
            if (c.blocks().isEmpty()) {
                ctx.log("%s declares no blockers", name);
            } else {
                for (Choice.Block b : c.blocks()) {
                    ctx.log("%s blocks %s with %s", name, ctx.s.object(b.attacker()).name(),
                            ctx.s.object(b.blocker()).name());
                }
            }
        }
    }
}
