package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.CombatState;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * The declare-attackers turn-based action (508.1): the active player declares which creatures
 * attack and what each attacks; the declaration's legality is judged as a whole (seed 500.2)
 * by {@link AttackLegality}; attackers without vigilance become tapped (508.1f).
 */
public final class DeclareAttackers {
    private DeclareAttackers() {
    }

    /** The creatures that could attack and whom (508.1a): untapped, no summoning sickness (302.6), no defender. */
    public static Decision.Attackers decision(GameState s) {
        int active = s.turn().active();
        List<Target> defenders = defenders(s, active);
        List<Decision.AttackCandidate> out = new ArrayList<>();
        if (defenders.isEmpty()) return new Decision.Attackers(active, out);
        boolean attackYouRestricted = false;
        for (dev.arbiter.engine.layers.ActiveStatic a : Layers.staticAbilities(s)) {
            attackYouRestricted |= a.effect() instanceof StaticEffect.CantAttackYou;
        }
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != active) continue;
            Characteristics ch = Layers.of(s, id);
            if (!ch.isCreature()) continue;
            if (whyCantAttack(s, o, ch) != null) continue;
            List<Target> mine = defenders;
            boolean perDefender = attackYouRestricted; // 508.1c: "Creatures without flying can't attack you."
            for (StaticEffect e : CombatAbilities.of(s, id, ch)) {
                if (e instanceof StaticEffect.CantAttackUnlessDefenderControls || e instanceof StaticEffect.CantAttackIfDefenderControls
                        || e instanceof StaticEffect.CantAttackUnlessDefenderPoisoned
                        || e instanceof StaticEffect.CantUnlessYouControlMore m && m.attack()) {
                    perDefender = true;
                    break;
                }
            }
            if (perDefender) {
                mine = new ArrayList<>();
                for (Target t : defenders) if (whyCantAttack(s, o, ch, t) == null) mine.add(t);
            }
            if (!mine.isEmpty()) out.add(new Decision.AttackCandidate(id, mine));
        }
        return new Decision.Attackers(active, out);
    }

    /** The players and planeswalkers {@code attackingPlayer} could attack (506.2, 508.1b). */
    static List<Target> defenders(GameState s, int attackingPlayer) {
        List<Target> out = new ArrayList<>();
        for (int p = 0; p < s.playerCount(); p++) {
            if (p != attackingPlayer && s.player(p).inGame()
                    && s.player(p).team() != s.player(attackingPlayer).team() && whyCantBeAttacked(s, p) == null) {
                out.add(Target.player(p));
            }
        }
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != attackingPlayer && Layers.of(s, id).is(CardType.PLANESWALKER)
                    && s.player(o.controller()).team() != s.player(attackingPlayer).team()) {
                out.add(o.ref());
            }
        }
        return out;
    }

    /** Why no creature can attack player {@code p}, or null (seed 500.2 / 508.1c: Arboria). */
    public static String whyCantBeAttacked(GameState s, int p) {
        if (s.player(p).ownTurns().actedInLast()) return null;
        for (dev.arbiter.engine.layers.ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.CantAttackPlayersIdleLastTurn) {
                return "creatures can't attack " + s.player(p).name() + ": they neither cast a spell nor put a nontoken"
                        + " permanent onto the battlefield during their last turn (" + s.object(a.source()).name() + ")";
            }
        }
        return null;
    }

    /** Why a creature can't attack at all, or null (302.6, 502.5b, 702.3b, seed 500.1). */
    public static String whyCantAttack(GameState s, GameObject o, Characteristics ch) {
        if (o.tapped()) return o.name() + " is tapped (508.1a)";
        int id = o.id();
        java.util.List<StaticEffect> rules = CombatAbilities.of(s, id, ch); // read once for the questions below
        // 302.6: summoning sickness, unless it has haste or "can attack as though it had haste"
        if (o.sick() && !ch.has(Keyword.HASTE) && !CombatAbilities.has(rules, StaticEffect.CanAttackAsThoughHaste.class)) {
            return o.name() + " hasn't been under your control since your turn began (302.6 / seed 502.5b)";
        }
        if (ch.has(Keyword.DEFENDER) && !CombatAbilities.has(rules, StaticEffect.CanAttackAsThoughNoDefender.class)) {
            return o.name() + " has defender and can't attack (702.3b)";
        }
        if (CombatAbilities.has(rules, StaticEffect.CantAttack.class)) return o.name() + " can't attack (500.2 / 508.1c)";
        for (dev.arbiter.engine.layers.ActiveStatic a : Layers.staticAbilities(s)) { // 508.1c: "with power greater than N can't attack"
            if (a.effect() instanceof StaticEffect.CantAttackWithPowerAbove p && ch.power() > dev.arbiter.engine.effects.Amounts.value(s,
                    p.limit(), a.source(), s.object(a.source()).controller(), 0)) {
                return o.name() + " can't attack (" + s.object(a.source()).name() + ", 508.1c)";
            }
        }
        return CombatAbilities.whyUnlessYouControl(s, id, rules, true);
    }

    /**
     * Why a creature that can attack can't attack {@code defender}, or null: "can't attack unless
     * defending player controls an Island" (508.1c), judged for the player attacked or the
     * controller of the planeswalker attacked (506.2).
     */
    public static String whyCantAttack(GameState s, GameObject o, Characteristics ch, Target defender) {
        int player = defender instanceof Target.Player p ? p.player() : s.object(((Target.Object) defender).id()).controller();
        for (StaticEffect e : CombatAbilities.of(s, o.id(), ch)) {
            if (e instanceof StaticEffect.CantAttackUnlessDefenderControls u && !controls(s, o.id(), player, u.permanents())) {
                return o.name() + " " + u.text() + " (508.1c)";
            }
            if (e instanceof StaticEffect.CantAttackIfDefenderControls u && controls(s, o.id(), player, u.permanents())) {
                return o.name() + " " + u.text() + " (508.1c)";
            }
            if (e instanceof StaticEffect.CantAttackUnlessDefenderPoisoned && s.player(player).poison() == 0) { // 122.1f
                return o.name() + " can't attack unless defending player is poisoned (508.1c)";
            }
            if (e instanceof StaticEffect.CantUnlessYouControlMore m && m.attack() && CombatAbilities.controlled(s, o.id(),
                    o.controller(), m.permanents()) <= CombatAbilities.controlled(s, o.id(), player, m.permanents())) {
                return o.name() + " " + m.text() + " (508.1c)";
            }
        }
        return whyCantAttackYou(s, o, ch, defender, player);
    }

    /** "Creatures without flying can't attack you [or planeswalkers you control]." (508.1c), or null. */
    private static String whyCantAttackYou(GameState s, GameObject o, Characteristics ch, Target defender, int player) {
        for (dev.arbiter.engine.layers.ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.CantAttackYou y && s.object(a.source()).controller() == player
                    && (defender instanceof Target.Player || y.planeswalkers())
                    && dev.arbiter.engine.layers.Affecting.matches(s, a.source(), y.attackers(), o, ch)) {
                return o.name() + " can't attack " + (defender instanceof Target.Player ? s.player(player).name()
                        : s.object(((Target.Object) defender).id()).name()) + " (" + s.object(a.source()).name() + ", 508.1c)";
            }
        }
        return null;
    }

    static boolean controls(GameState s, int source, int player, dev.arbiter.engine.ability.ObjectFilter f) {
        for (int id : s.battlefield()) {
            GameObject p = s.object(id);
            if (p.controller() == player && dev.arbiter.engine.layers.Affecting.matches(s, source, f, p, Layers.of(s, id))) {
                return true;
            }
        }
        return false;
    }

    /** Asks the active player for attackers, then performs the declaration (508.1). */
    public static void perform(Ctx ctx) {
        Decision.Attackers d = ctx.recorded(Decision.Attackers.class, ctx.s.turn().active()); // replaying the answer: asked already
        if (d == null) d = decision(ctx.s);
        Choice.DeclareAttackers c;
        if (d.candidates().isEmpty()) {
            c = new Choice.DeclareAttackers(List.of());
        } else {
            c = (Choice.DeclareAttackers) ctx.ask(d);
        }
        apply(ctx, c);
    }

    public static Rejection validate(GameState s, Decision.Attackers d, Choice.DeclareAttackers c) {
        return AttackLegality.check(s, d, c);
    }

    private static void apply(Ctx ctx, Choice.DeclareAttackers c) {
        dev.arbiter.engine.mana.ManaCost cost = AttackCosts.of(ctx.s, c);
        AttackerTapping.tap(ctx, c.attacks()); // 508.1f: attacking creatures without vigilance become tapped.
        Vector<Attacker> attackers = Vector.empty();
        for (Choice.Attack a : c.attacks()) attackers = attackers.append(new Attacker(a.attacker(), a.defender(), false, Vector.empty()));
        attackers = Banding.declareBands(ctx, attackers); // 508.1e, 702.22c
        List<Integer> exerted = Exerting.choose(ctx, attackers); // 508.1g, 701.39d
        // 508.1g-i: then the total cost to attack is paid (mana abilities may be activated for it).
        if (!cost.isEmpty()) {
            dev.arbiter.engine.costs.CostPayment.payMana(ctx, ctx.s.turn().active(), -1, cost, java.util.List.of());
            ctx.log("%s pays %s to attack", ctx.s.player(ctx.s.turn().active()).name(), cost);
        }
        ctx.s = ctx.s.withCombat(CombatState.NONE.withAttackers(attackers));
        if (!attackers.isEmpty()) {
            Vector<dev.arbiter.engine.state.Target.Object> refs = attackers.map(a -> ctx.s.object(a.id()).ref());
            ctx.s = ctx.s.withTurn(ctx.s.turn().withAttacked(refs)).withCombat(ctx.s.combat().withDeclared(refs)); // 508.1
            int power = 0;
            for (Attacker a : attackers) power += Layers.of(ctx.s, a.id()).power(); // 508.1: their power as declared
            ctx.s = ctx.s.withCombat(ctx.s.combat().withAttackPower(power));
            int players = 0; // 508.1b: the players attacked (not their planeswalkers), kept if attackers leave combat
            for (Attacker a : attackers) if (a.defender() instanceof dev.arbiter.engine.state.Target.Player p) players |= 1 << p.player();
            ctx.s = ctx.s.withCombat(ctx.s.combat().withAttackedPlayers(players));
        }
        List<Integer> ids = new ArrayList<>();
        for (Attacker a : attackers) ids.add(a.id());
        Triggers.emit(ctx, new GameEvent.AttackersDeclared(ids)); // 508.3a
        Exerting.announce(ctx, exerted); // 701.39d
        if (ctx.logging()) {
            if (attackers.isEmpty()) {
                ctx.log("%s declares no attackers", ctx.s.player(ctx.s.turn().active()).name());
            } else {
                StringBuilder sb = new StringBuilder();
                for (Attacker a : attackers) {
                    if (sb.length() > 0) sb.append(", ");
                    sb.append(ctx.s.object(a.id()).name());
                }
                ctx.log("%s attacks with %s", ctx.s.player(ctx.s.turn().active()).name(), sb);
            }
        }
    }
}
