package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.effects.Damage;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.Blocker;
import dev.arbiter.engine.state.CombatState;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.HashSet;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A combat damage step (510; seed 502.2b-c, 502.9). Which creatures deal damage: in the first of
 * two steps only first and double strikers; in the second, those that had neither as the first
 * step began plus double strikers (seed 502.2b). Assignment: unblocked creatures to what they
 * attack; blocked ones among their blockers as their controller chooses (510.1c), tramplers
 * onward to the player once every blocker has lethal damage (seed 502.9b). Then all combat
 * damage is dealt at once (510.2), without the stack.
 */
public final class CombatDamage {
    private CombatDamage() {
    }

    /** Whether the phase gets a first-strike damage step (seed 502.2b / 510.4). */
    public static boolean needsFirstStrikeStep(GameState s) {
        for (int id : combatants(s.combat())) {
            if (s.object(id).zone() != Zone.BATTLEFIELD) continue;
            Characteristics ch = Layers.of(s, id);
            if (ch.has(Keyword.FIRST_STRIKE) || ch.has(Keyword.DOUBLE_STRIKE)) return true;
        }
        return false;
    }

    private static List<Integer> combatants(CombatState c) {
        List<Integer> out = new ArrayList<>();
        for (Attacker a : c.attackers()) out.add(a.id());
        for (Blocker b : c.blockers()) out.add(b.id());
        return out;
    }

    record Assignment(int source, Target recipient, int amount) {
    }

    public static void perform(Ctx ctx, Step step) {
        boolean firstStep = step == Step.FIRST_STRIKE_DAMAGE;
        CombatState combat = ctx.s.combat();
        if (firstStep) {
            // 510.4: remember who had first strike or double strike as the first step began.
            HashSet<Integer> had = HashSet.empty();
            for (int id : combatants(combat)) {
                Characteristics ch = Layers.of(ctx.s, id);
                if (ch.has(Keyword.FIRST_STRIKE) || ch.has(Keyword.DOUBLE_STRIKE)) had = had.add(id);
            }
            combat = combat.withFirstStrike(had, true);
            ctx.s = ctx.s.withCombat(combat);
        }
        List<Assignment> all = new ArrayList<>();
        Map<Integer, Integer> assignedTo = new HashMap<>();
        List<Attacker> ordered = new ArrayList<>();
        // Seed 502.9e: creatures without trample assign first, so tramplers can count their damage.
        for (Attacker a : combat.attackers()) if (!Layers.of(ctx.s, a.id()).has(Keyword.TRAMPLE)) ordered.add(a);
        for (Attacker a : combat.attackers()) if (Layers.of(ctx.s, a.id()).has(Keyword.TRAMPLE)) ordered.add(a);
        for (Attacker a : ordered) {
            if (ctx.s.object(a.id()).zone() != Zone.BATTLEFIELD) continue; // seed 502.2b-c: only creatures there deal damage
            Characteristics ch = Layers.of(ctx.s, a.id());
            List<StaticEffect> rules = CombatAbilities.of(ctx.s, a.id(), ch); // read once for the three questions
            if (deals(combat, a.id(), ch, rules, firstStep)) assignAttacker(ctx, a, ch, rules, all, assignedTo);
        }
        for (Blocker b : combat.blockers()) {
            if (ctx.s.object(b.id()).zone() != Zone.BATTLEFIELD) continue;
            Characteristics ch = Layers.of(ctx.s, b.id());
            List<StaticEffect> rules = CombatAbilities.of(ctx.s, b.id(), ch);
            if (deals(combat, b.id(), ch, rules, firstStep)) assignBlocker(ctx, b, ch, rules, all, assignedTo);
        }
        // 510.2: all combat damage is dealt simultaneously.
        boolean batch = dev.arbiter.engine.layers.PartKinds.mayHave(ctx.s, dev.arbiter.engine.ability.Trigger.GroupDealsCombatDamage.class);
        List<int[]> toPlayers = batch ? new ArrayList<>() : null;
        List<Target> dealtTo = new ArrayList<>(); // 510.2: the step's damage as one event
        if (SimultaneousCombatDamage.applies(ctx, all)) { // the marks in one state: nothing redirects
            int[] dealt = SimultaneousCombatDamage.deal(ctx, all); // the assignments as they are: no boxed lists
            for (int k = 0; k < dealt.length; k++) {
                Target to = all.get(k).recipient();
                if (batch && dealt[k] > 0 && to instanceof Target.Player p) toPlayers.add(new int[] {all.get(k).source(), p.player()});
                if (dealt[k] > 0) dealtTo.add(to);
            }
        } else {
            for (Assignment asg : all) {
                Damage.Dealt d = Damage.dealTo(ctx, asg.source(), asg.recipient(), asg.amount(), true);
                if (batch && d.amount() > 0 && d.recipient() instanceof Target.Player p) toPlayers.add(new int[] {asg.source(), p.player()});
                if (d.amount() > 0) dealtTo.add(d.recipient());
            }
        }
        if (!dealtTo.isEmpty()) dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.CombatDamageStep(dealtTo));
        // 603.2c: "whenever one or more creatures deal combat damage to a player" sees the step's damage as one event
        if (batch && !toPlayers.isEmpty()) dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.CombatDamageToPlayers(toPlayers));
    }

    /**
     * Seed 502.2b-c / 510.4: whether this creature on the battlefield (characteristics {@code ch}, combat rules
     * {@code rules}, read once for its assignment too) assigns combat damage in this step.
     */
    private static boolean deals(CombatState c, int id, Characteristics ch, List<StaticEffect> rules, boolean firstStep) {
        if (CombatAbilities.has(rules, StaticEffect.AssignsNoCombatDamage.class)) return false; // 510.1
        boolean fs = ch.has(Keyword.FIRST_STRIKE);
        boolean ds = ch.has(Keyword.DOUBLE_STRIKE);
        if (firstStep) return fs || ds;
        return !c.dealtFirstStrikeDamage().contains(id) || ds;
    }

    private static void assignAttacker(Ctx ctx, Attacker a, Characteristics ch, List<StaticEffect> rules, List<Assignment> all,
                                       Map<Integer, Integer> assignedTo) {
        GameState s = ctx.s;
        int power = amount(ch, rules);
        if (power <= 0) return; // 510.1a
        GameObject o = s.object(a.id());
        if (!a.blocked()) {
            if (defenderStillThere(s, a.defender())) all.add(new Assignment(a.id(), a.defender(), power)); // 510.1b
            return;
        }
        if (asThoughUnblocked(ctx, a, o, rules)) {
            all.add(new Assignment(a.id(), a.defender(), power)); // 510.1c: as though it weren't blocked
            return;
        }
        List<Integer> blockers = new ArrayList<>(a.blockers().size()); // sized: no regrowth for a creature blocked by many
        for (int b : a.blockers()) if (s.object(b).zone() == Zone.BATTLEFIELD) blockers.add(b);
        boolean trample = ch.has(Keyword.TRAMPLE);
        if (blockers.isEmpty()) {
            // 510.1c: no damage; seed 502.9c: a trampler assigns all its damage to the player.
            if (trample && defenderStillThere(s, a.defender())) all.add(new Assignment(a.id(), a.defender(), power));
            return;
        }
        if (blockers.size() == 1 && !trample) {
            add(all, assignedTo, a.id(), s.object(blockers.get(0)).ref(), power);
            return;
        }
        List<Target> recipients = new ArrayList<>(blockers.size() + 1);
        List<Integer> lethal = new ArrayList<>(blockers.size());
        boolean deathtouch = ch.has(Keyword.DEATHTOUCH);
        for (int b : blockers) {
            recipients.add(s.object(b).ref());
            lethal.add(lethalDamage(s, b, assignedTo.getOrDefault(b, 0), deathtouch));
        }
        boolean toDefender = trample && defenderStillThere(s, a.defender());
        if (toDefender) recipients.add(a.defender());
        Decision.DamageAssignment d = new Decision.DamageAssignment(
                Banding.attackerDamageChooser(s, a, o.controller(), blockers), a.id(), power, recipients, lethal, toDefender); // 702.22j
        Choice.AssignDamage c = (Choice.AssignDamage) ctx.ask(d);
        for (Choice.DamageShare share : c.shares()) add(all, assignedTo, a.id(), share.recipient(), share.amount());
    }

    /** "You may have ~ assign its combat damage as though it weren't blocked": its controller chooses (510.1c). */
    private static boolean asThoughUnblocked(Ctx ctx, Attacker a, GameObject o, List<StaticEffect> rules) {
        if (!defenderStillThere(ctx.s, a.defender())
                || !CombatAbilities.has(rules, StaticEffect.MayAssignDamageAsThoughUnblocked.class)) {
            return false;
        }
        Choice c = ctx.ask(new Decision.Option(o.controller(), "Assign " + o.name()
                + "'s combat damage as though it weren't blocked?", List.of("yes", "no")));
        return ((Choice.ChooseOption) c).index() == 0;
    }

    private static void assignBlocker(Ctx ctx, Blocker b, Characteristics bch, List<StaticEffect> rules, List<Assignment> all,
                                      Map<Integer, Integer> assignedTo) {
        GameState s = ctx.s;
        int power = amount(bch, rules);
        if (power <= 0) return;
        List<Integer> attackers = new ArrayList<>(b.attackers().size());
        for (int a : b.attackers()) if (s.object(a).zone() == Zone.BATTLEFIELD && s.combat().isAttacking(a)) attackers.add(a);
        if (attackers.isEmpty()) return; // 510.1d
        if (attackers.size() == 1) {
            add(all, assignedTo, b.id(), s.object(attackers.get(0)).ref(), power);
            return;
        }
        List<Target> recipients = new ArrayList<>(attackers.size());
        List<Integer> lethal = new ArrayList<>(attackers.size());
        boolean deathtouch = bch.has(Keyword.DEATHTOUCH);
        for (int a : attackers) {
            recipients.add(s.object(a).ref());
            lethal.add(lethalDamage(s, a, assignedTo.getOrDefault(a, 0), deathtouch));
        }
        Decision.DamageAssignment d = new Decision.DamageAssignment(
                Banding.blockerDamageChooser(s, s.object(b.id()).controller(), attackers), b.id(), power, recipients,
                lethal, false); // 702.22k
        Choice.AssignDamage c = (Choice.AssignDamage) ctx.ask(d);
        for (Choice.DamageShare share : c.shares()) add(all, assignedTo, b.id(), share.recipient(), share.amount());
    }

    /** 510.1a: the combat damage a creature assigns, its power, or its toughness when it says so. */
    private static int amount(Characteristics ch, List<StaticEffect> rules) {
        return CombatAbilities.has(rules, StaticEffect.AssignsCombatDamageByToughness.class) ? ch.toughness() : ch.power();
    }

    private static void add(List<Assignment> all, Map<Integer, Integer> assignedTo, int source, Target to, int n) {
        if (n <= 0) return;
        all.add(new Assignment(source, to, n));
        if (to instanceof Target.Object ref) assignedTo.merge(ref.id(), n, Integer::sum);
    }

    /**
     * Lethal damage for assignment (seed 502.9b, 502.9d / 702.19b): toughness minus damage already
     * marked and damage already assigned this step, at least 1; any damage from deathtouch (702.2c).
     */
    static int lethalDamage(GameState s, int creature, int assignedThisStep, boolean deathtouch) {
        if (deathtouch) return assignedThisStep > 0 ? 0 : 1;
        int t = Layers.of(s, creature).toughness();
        return Math.max(0, t - s.object(creature).damage() - assignedThisStep);
    }

    private static boolean defenderStillThere(GameState s, Target defender) {
        if (defender instanceof Target.Player p) return s.player(p.player()).inGame();
        Target.Object ref = (Target.Object) defender;
        GameObject o = s.object(ref.id());
        return o.zone() == Zone.BATTLEFIELD && o.zoneChanges() == ref.zoneChanges()
                && Layers.of(s, o).is(CardType.PLANESWALKER);
    }

    /** Judges one creature's damage assignment (510.1c-d, 510.1e; seed 502.9b). */
    public static Rejection validate(Decision.DamageAssignment d, Choice.AssignDamage c) {
        int total = 0;
        int toBlockersShortOfLethal = 0;
        Map<Target, Integer> byRecipient = new HashMap<>();
        for (Choice.DamageShare share : c.shares()) {
            if (share.amount() < 0) return new Rejection("510.1", "Damage can't be negative");
            if (!d.recipients().contains(share.recipient())) {
                return new Rejection("510.1c", "That can't be assigned this creature's damage");
            }
            byRecipient.merge(share.recipient(), share.amount(), Integer::sum);
            total += share.amount();
        }
        if (total != d.amount()) {
            return new Rejection("510.1a", "Assign exactly " + d.amount() + " damage (assigned " + total + ")");
        }
        int blockers = d.lethal().size();
        Target defender = d.trample() ? d.recipients().get(blockers) : null;
        if (defender != null && byRecipient.getOrDefault(defender, 0) > 0) {
            for (int i = 0; i < blockers; i++) {
                if (byRecipient.getOrDefault(d.recipients().get(i), 0) < d.lethal().get(i)) toBlockersShortOfLethal++;
            }
            if (toBlockersShortOfLethal > 0) {
                return new Rejection("502.9b / 702.19b",
                        "Each blocking creature must be assigned lethal damage before any is assigned to the player");
            }
        }
        return null;
    }
}
