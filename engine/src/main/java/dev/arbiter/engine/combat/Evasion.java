package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.protection.Protections;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/**
 * Whether one creature may block one attacker, pair by pair (seed 501, 502): evasion abilities
 * are cumulative (501.2), so every one must allow the block. Returns null when allowed, else the
 * reason with its rule.
 */
public final class Evasion {
    private Evasion() {
    }

    public static String whyCantBlock(GameState s, int blocker, int attacker) {
        return why(s, Side.of(s, blocker), Side.of(s, attacker), true);
    }

    /** Whether the blocker may block the attacker: {@link #whyCantBlock} is null (the same tests, no reason written). */
    static boolean canBlock(GameState s, Side blocker, Side attacker) {
        return why(s, blocker, attacker, false) == null;
    }

    /**
     * One creature of a blocking pair, read once: its object, characteristics and combat rules (issue 13: the blockers
     * decision asks every blocker-attacker pair of a large board; each side's reads do not depend on the other side).
     */
    record Side(int id, GameObject o, Characteristics ch, java.util.List<StaticEffect> rules) {
        static Side of(GameState s, int id) {
            Characteristics ch = Layers.of(s, id);
            return new Side(id, s.object(id), ch, CombatAbilities.of(s, id, ch));
        }
    }

    private static final int BLOCKERS_CANT_BLOCK = Layers.staticKind(StaticEffect.BlockersCantBlock.class);

    /** Whether a "creatures with ... can't block creatures you control" static may exist (509.1b): else no pair reads one. */
    static boolean mayHaveBlockingStatic(GameState s) {
        return Layers.mayHaveStatic(s, BLOCKERS_CANT_BLOCK);
    }

    /**
     * Whether nothing of the attacker's own limits its blockers: no evasion keyword (502.4b, 702.31b, 502.8b, 702.36b,
     * 702.13b, 702.118b), no landwalk (502.6b), no protection (502.7f) and no combat rule. Then {@link #why} reads
     * nothing of the attacker that can refuse a blocker (a fact of the attacker, read once for every blocker).
     */
    static boolean unrestrictedAttacker(Side a) {
        Characteristics ch = a.ch();
        return !ch.has(Keyword.FLYING) && !ch.has(Keyword.HORSEMANSHIP) && !ch.has(Keyword.SHADOW) && !ch.has(Keyword.FEAR)
                && !ch.has(Keyword.INTIMIDATE) && !ch.has(Keyword.SKULK) && ch.landwalks().isEmpty() && ch.protections().isEmpty()
                && a.rules().isEmpty();
    }

    /** Whether nothing of the blocker's own limits what it blocks: no shadow (502.8b) and no combat rule (509.1b). */
    static boolean unrestrictedBlocker(Side b) {
        return !b.ch().has(Keyword.SHADOW) && b.rules().isEmpty();
    }

    /** A refusal when the reason is not wanted. */
    private static final String REFUSED = "";

    /** Whether the blocker may block despite the attacker's shadow ({@code shadow}) or landwalk (702.28b, 702.14c). */
    private static boolean blocksDespite(Side blocker, boolean shadow) {
        java.util.List<StaticEffect> rules = blocker.rules();
        for (int k = 0, n = rules.size(); k < n; k++) {
            if (rules.get(k) instanceof StaticEffect.CanBlockDespite d && d.shadow() == shadow) return true;
        }
        return false;
    }

    /** The first reason the pair can't block (the reason written only when {@code explain}), or null. */
    private static String why(GameState s, Side bs, Side as, boolean explain) {
        int blocker = bs.id(), attacker = as.id();
        Characteristics b = bs.ch();
        Characteristics a = as.ch();
        GameObject bo = bs.o(); // names are read only for a refusal (issue 13: asked for every pair of a large board)
        // 502.4b: flying can be blocked only by flying or reach (702.17b).
        if (a.has(Keyword.FLYING) && !b.has(Keyword.FLYING) && !b.has(Keyword.REACH)) {
            return !explain ? REFUSED : cant(s, blocker, attacker, ": it has flying (502.4b / 702.9b)");
        }
        // 702.31b: horsemanship can be blocked only by creatures with horsemanship.
        if (a.has(Keyword.HORSEMANSHIP) && !b.has(Keyword.HORSEMANSHIP)) {
            return !explain ? REFUSED : cant(s, blocker, attacker, ": it has horsemanship (702.31b)");
        }
        // 502.8b: shadow blocks and is blocked only by shadow.
        if (a.has(Keyword.SHADOW) && !b.has(Keyword.SHADOW) && !blocksDespite(bs, true)) { // 702.28b unless it may anyway
            return !explain ? REFUSED : cant(s, blocker, attacker, ": it has shadow (502.8b / 702.28b)");
        }
        if (!a.has(Keyword.SHADOW) && b.has(Keyword.SHADOW)) {
            return !explain ? REFUSED : bo.name() + " has shadow and can't block " + s.object(attacker).name() + " (502.8b / 702.28b)";
        }
        // 702.36b fear: only artifact and/or black creatures.
        if (a.has(Keyword.FEAR) && !b.is(CardType.ARTIFACT) && !b.isColor(Color.BLACK)) {
            return !explain ? REFUSED : cant(s, blocker, attacker, ": it has fear (702.36b)");
        }
        // 702.13b intimidate: only artifact creatures and creatures sharing a colour.
        if (a.has(Keyword.INTIMIDATE) && !b.is(CardType.ARTIFACT) && (a.colors() & b.colors()) == 0) {
            return !explain ? REFUSED : cant(s, blocker, attacker, ": it has intimidate (702.13b)");
        }
        // 702.118b skulk: not by creatures with greater power.
        if (a.has(Keyword.SKULK) && b.power() > a.power()) {
            return !explain ? REFUSED : cant(s, blocker, attacker, ": it has skulk and " + bo.name() + " has greater power (702.118b)");
        }
        // 502.6b-d: landwalk, if the defending player controls such a land.
        java.util.List<Landwalk> landwalks = a.landwalks();
        for (int k = 0, n = landwalks.size(); k < n; k++) { // indexed: no iterator per pair
            Landwalk lw = landwalks.get(k);
            if (defenderControlsLand(s, bo.controller(), lw) && !LandwalkIgnored.ignored(s, lw) && !blocksDespite(bs, false)) {
                return !explain ? REFUSED : cant(s, blocker, attacker, ": " + lw.text().toLowerCase(java.util.Locale.ROOT)
                        + " (502.6b / 702.14c)");
            }
        }
        // 502.7f: protection from a quality the blocker has.
        if (Protections.protectedFrom(a, b)) {
            return !explain ? REFUSED : cant(s, blocker, attacker, ": protection (502.7f / 702.16f)");
        }
        // "can't be blocked [except by / by] [filter]" (seed 501.1, 509.1b), static or for this turn (611.2c).
        java.util.List<StaticEffect> attackerRules = as.rules();
        for (int k = 0, n = attackerRules.size(); k < n; k++) {
            StaticEffect e = attackerRules.get(k);
            if (e instanceof StaticEffect.CantBeBlocked) return !explain ? REFUSED : cant(s, blocker, attacker, ": it can't be blocked (509.1b)");
            if (e instanceof StaticEffect.CantBeBlockedWhileDefenderControls d // 509.1b: the blocker's controller defends
                    && DeclareAttackers.controls(s, attacker, bo.controller(), d.permanents())) {
                return !explain ? REFUSED : cant(s, blocker, attacker, ": it " + d.text() + " (509.1b)");
            }
            if (e instanceof StaticEffect.CantBeBlockedBy cb && Affecting.matches(s, attacker, cb.blockers(), bo, b)) {
                return !explain ? REFUSED : cant(s, blocker, attacker, ": " + cb.text() + " (501.1)");
            }
            if (e instanceof StaticEffect.CantBeBlockedExceptBy ex
                    && ex.blockers().stream().noneMatch(f -> Affecting.matches(s, attacker, f, bo, b))) {
                return !explain ? REFUSED : cant(s, blocker, attacker, ": it " + ex.text() + " (509.1b)");
            }
        }
        // The blocker's own blocking restrictions (seed 500.1, 501.3 / 509.1b).
        GameObject ao = as.o();
        java.util.List<StaticEffect> blockerRules = bs.rules();
        for (int k = 0, n = blockerRules.size(); k < n; k++) {
            StaticEffect e = blockerRules.get(k);
            if (e instanceof StaticEffect.CantBlockPowerAtLeast p && a.power() >= p.power()) {
                return !explain ? REFUSED : bo.name() + " can't block creatures with power " + p.power() + " or greater (500.3 / 509.1b)";
            }
            if (e instanceof StaticEffect.CantBlockObject no && no.object() == attacker && ao.zoneChanges() == no.zoneChanges()) {
                return !explain ? REFUSED : cant(s, blocker, attacker, " this turn (509.1b)");
            }
            if (e instanceof StaticEffect.CantBlockCreatures no && Affecting.matches(s, blocker, no.attackers(), ao, a)) {
                return !explain ? REFUSED : bo.name() + " " + no.text() + " (509.1b)";
            }
            if (e instanceof StaticEffect.CanBlockOnly only && !Affecting.matches(s, blocker, only.attackers(), ao, a)) {
                return !explain ? REFUSED : bo.name() + " " + only.text() + " (509.1b)";
            }
        }
        // 509.1b: "Creatures with flying can't block creatures you control.": judged from that ability's source
        if (Layers.mayHaveStatic(s, BLOCKERS_CANT_BLOCK)) {
            for (dev.arbiter.engine.layers.ActiveStatic st : Layers.staticAbilities(s)) {
                if (st.effect() instanceof StaticEffect.BlockersCantBlock r && Affecting.matches(s, st.source(), r.blockers(), bo, b)
                        && Affecting.matches(s, st.source(), r.attackers(), ao, a)) {
                    return !explain ? REFUSED : cant(s, blocker, attacker, ": " + r.text() + " (509.1b)");
                }
            }
        }
        return null;
    }

    /** "B can't block A" and the reason: the names are read only for a refusal. */
    private static String cant(GameState s, int blocker, int attacker, String why) {
        return s.object(blocker).name() + " can't block " + s.object(attacker).name() + why;
    }

    /** 502.6b-c: a land the defending player controls with the landwalk's subtype / supertypes. */
    static boolean defenderControlsLand(GameState s, int defender, Landwalk lw) {
        // asked for every attacker and blocker pair: cached with the characteristics (a fact of the battlefield),
        // answers by defender and landwalk in one small table, without hashing a key per pair
        return Layers.battlefieldFact(s, LandwalkAnswers.KEY, x -> new LandwalkAnswers()).answer(s, defender, lw);
    }

    static boolean scanForLand(GameState s, int defender, Landwalk lw) {
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != defender) continue;
            Characteristics ch = Layers.of(s, id);
            if (!ch.isLand()) continue;
            if (lw.subtype() != null && !ch.hasSubtype(lw.subtype())) continue;
            if ((ch.supertypes() & lw.supertypeMask()) != lw.supertypeMask()) continue;
            if (lw.nonbasic() && ch.isSuper(Supertype.BASIC)) continue;
            return true;
        }
        return false;
    }
}
