package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * Which objects a static ability affects (611.3a: decided anew each time) and whether its "as
 * long as" condition holds (611.3b). Filters are judged on characteristics as the earlier
 * layers left them.
 */
public final class Affecting {
    private Affecting() {
    }

    public static boolean holds(GameState s, int source, Condition c) {
        if (c instanceof Condition.Always) return true;
        if (c instanceof Condition.OnlyOnceEachTurn) return true; // 603.2: judged as it triggers (events/OnceEachTurn)
        if (c instanceof Condition.Not n) return !holds(s, source, n.of()); // 611.3b: "unless"
        if (c instanceof Condition.SourceUntapped) return !s.object(source).tapped();
        if (c instanceof Condition.SourceAttacking) return s.combat().isAttacking(source);
        if (c instanceof Condition.SourceAttackingAlone) return s.combat().isAttacking(source) && s.combat().attackers().size() == 1; // 506.5
        if (c instanceof Condition.SourceHasCounter h) return s.object(source).counters().get(h.kind()) >= h.atLeast(); // 702.63a, 122.1
        if (c instanceof Condition.CameUnderControlSinceLastUpkeep) { // 702.30a, from when it entered (arrival)
            GameObject o = s.object(source);
            return o.arrival() >= s.player(o.controller()).ownTurns().lastUpkeepBegan();
        }
        if (c instanceof Condition.YouControlCount y) return holdsNow(s, source, y, null);
        if (c instanceof Condition.HostControllerControls h) return holdsNow(s, source, h, null);
        if (c instanceof Condition.OpponentControls oc) return holdsNow(s, source, oc, null);
        if (c instanceof Condition.AmountBetween ab) return holdsNow(s, source, ab, null);
        if (c instanceof Condition.DuringCombat) return s.turn().step().phase() == dev.arbiter.engine.timing.Phase.COMBAT; // 506.1
        if (c instanceof Condition.YourTurn y) return (s.turn().active() == s.object(source).controller()) == y.yours();
        if (c instanceof Condition.SourceAttachedTo a) return attachedTo(s, source, a);
        if (c instanceof Condition.CardsInYourGraveyard g) {
            return s.player(s.object(source).controller()).graveyard().size() >= g.atLeast();
        }
        if (c instanceof Condition.LevelCounters l) {
            int n = s.object(source).counters().get("level");
            return n >= l.min() && n <= l.max();
        }
        // a condition read from the game (counts, life, this turn): judged for the source's controller, never assumed
        Boolean judged = TriggerConditions.judged(s, source, s.object(source).controller(), -1, c);
        if (judged != null) return judged;
        throw new IllegalStateException("a condition no rule judges: " + c);
    }

    /**
     * 303.4, 301.5: whether an Aura or an Equipment is attached to {@code source}. Only Auras, Equipment and
     * Fortifications are attached to permanents, and the state-based actions unattach one that stops being
     * one (704.5m-n), so the printed card says which: an Equipment's card is one, anything else attached is an
     * Aura (a bestowed creature card too, 702.103b). Read without the layers, which this condition is part of.
     */
    private static boolean attachedTo(GameState s, int source, Condition.SourceAttachedTo a) {
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.attachedTo() != source) continue;
            boolean equipment = o.card().subtypes().contains("Equipment") || o.card().subtypes().contains("Fortification");
            if (equipment ? a.equipped() : a.enchanted()) return true;
        }
        return false;
    }

    /**
     * 611.3b: a condition about the permanents its source's controller controls, judged on
     * {@code cur} (the characteristics so far, during the layers) or as they now are (null).
     */
    static boolean holdsNow(GameState s, int source, Condition c, Characteristics[] cur) {
        if (c instanceof Condition.OpponentControls oc) { // 611.3b: "as long as an opponent controls a ..."
            int you = s.object(source).controller();
            int[] perPlayer = oc.atLeast() > 1 ? new int[s.playerCount()] : null; // "four or more": one opponent's count
            for (int id : s.battlefield()) {
                GameObject o = s.object(id);
                if (!s.areOpponents(o.controller(), you)) continue;
                Characteristics ch = cur != null && cur[id] != null ? cur[id] : Layers.of(s, id);
                if (!matches(s, source, oc.filter().controlledBy(Relation.ANY), o, ch)) continue;
                if (perPlayer == null || ++perPlayer[o.controller()] >= oc.atLeast()) return true;
            }
            return false;
        }
        if (c instanceof Condition.Not n) return !holdsNow(s, source, n.of(), cur); // 611.3b: "unless"
        if (c instanceof Condition.ObjectIs is) { // 611.3b: "as long as enchanted creature is white": as the layers have made it so far
            int id = is.host() ? s.object(source).attachedTo() : source;
            if (id < 0 || s.object(id).zone() != Zone.BATTLEFIELD) return false;
            Characteristics ch = cur != null && cur[id] != null ? cur[id] : Layers.of(s, id);
            return matches(s, source, is.filter(), s.object(id), ch);
        }
        if (c instanceof Condition.PermanentCount pc) return permanentCount(s, source, pc, cur);
        if (c instanceof Condition.AmountBetween ab) { // 611.3b, 700.5: counted as the layer applies
            if (!LayerCounts.readable(ab.amount())) throw new IllegalStateException("not a count of the game: " + ab.amount());
            int n = LayerCounts.count(s, source, ab.amount(), cur);
            return n >= ab.min() && n <= ab.max();
        }
        if (c instanceof Condition.HostControllerControls h) return hostControllerControls(s, source, h, cur);
        if (!(c instanceof Condition.YouControlCount y)) return holds(s, source, c);
        int you = s.object(source).controller();
        int n = 0;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != you) continue;
            Characteristics ch = cur != null && cur[id] != null ? cur[id] : Layers.of(s, id);
            if (matches(s, source, y.filter(), o, ch)) n++;
        }
        return n >= y.min() && n <= y.max();
    }

    /** 611.3b: "as long as its controller controls another creature": counted for the host's controller, the host left out. */
    private static boolean hostControllerControls(GameState s, int source, Condition.HostControllerControls h, Characteristics[] cur) {
        int host = s.object(source).attachedTo();
        if (host < 0 || s.object(host).zone() != Zone.BATTLEFIELD) return false;
        int controller = s.object(host).controller();
        ObjectFilter f = h.filter();
        ObjectFilter any = new ObjectFilter(f.anyOfTypes(), f.excludedTypes(), Relation.ANY, f.subtype(), f.colorMask(),
                f.withKeywords(), false, f.attackingYou(), f.more());
        int n = 0;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != controller || f.other() && id == host) continue;
            Characteristics ch = cur != null && cur[id] != null ? cur[id] : Layers.of(s, id);
            if (matches(s, source, any, o, ch)) n++;
        }
        return n >= h.min() && n <= h.max();
    }

    /**
     * 611.3b: "as long as there is a Mountain on the battlefield" and the like, counted on the characteristics the
     * permanents have as the layer applies ({@code cur}, where known) and judged for the source's controller.
     */
    private static boolean permanentCount(GameState s, int source, Condition.PermanentCount pc, Characteristics[] cur) {
        int you = s.object(source).controller();
        Relation r = pc.filter().controller();
        ObjectFilter any = pc.filter().controlledBy(Relation.ANY);
        int n = 0;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (pc.filter().other() && id == source) continue;
            if (r != Relation.ANY && !s.relates(r, s.object(source), o.controller())) continue;
            Characteristics ch = cur != null && cur[id] != null ? cur[id] : Layers.of(s, id);
            if (matches(s, source, any, o, ch)) n++;
        }
        return n >= pc.min() && n <= pc.max();
    }

    /** Whether {@code target} (with characteristics {@code ch}) is among the objects {@code a} names for {@code source}. */
    public static boolean affects(GameState s, int source, Affected a, int target, Characteristics ch) {
        GameObject t = s.object(target);
        if (t.zone() != Zone.BATTLEFIELD) return false;
        if (a instanceof Affected.Self) return target == source;
        if (a instanceof Affected.Host) return s.object(source).attachedTo() == target;
        return matches(s, source, ((Affected.All) a).filter(), t, ch);
    }

    /** The rarer qualities of a filter (FilterQualities), judged on the object as it is now. */
    private static boolean qualities(GameState s, FilterQualities q, GameObject t, Characteristics ch) {
        if ((ch.types() & q.allTypes()) != q.allTypes()) return false;
        if ((ch.supertypes() & q.supertypes()) != q.supertypes()) return false;
        if ((ch.supertypes() & q.excludedSupertypes()) != 0) return false;
        if ((ch.colors() & q.excludedColors()) != 0) return false;
        if (!tri(q.colorless(), ch.colors() == 0)) return false; // 105.2c
        if (!tri(q.multicolored(), Integer.bitCount(ch.colors()) > 1)) return false; // 105.2b
        if (!tri(q.tapped(), t.tapped())) return false;
        if (q.inCombat()) {
            if (!s.combat().isAttacking(t.id()) && !s.combat().isBlocking(t.id())) return false; // 506.4
        } else {
            if (!tri(q.attacking(), s.combat().isAttacking(t.id()))) return false;
            if (!tri(q.blocking(), s.combat().isBlocking(t.id()))) return false;
        }
        if (!tri(q.token(), t.token())) return false;
        if ((ch.keywords() & q.withoutKeywords()) != 0) return false;
        if (q.power() != null && (!ch.hasPowerToughness()
                || !(q.power().holds(q.power().ofToughness() ? ch.toughness() : ch.power())
                || (q.chosen() & FilterQualities.POWER_OR_TOUGHNESS) != 0 && q.power().holds(ch.toughness())))) return false; // 208.1
        if ((q.chosen() & FilterQualities.POWER_AND_TOUGHNESS) != 0 && !q.power().holds(ch.toughness())) return false; // 208.1: "1/1"
        if (q.manaValue() != null && !q.manaValue().holds(ch.manaCost().manaValue())) return false;
        if (!q.anySubtypes().isEmpty() && q.anySubtypes().stream().noneMatch(ch::hasSubtype)) return false;
        if (q.counters() != null && !q.counters().holds(q.counters().kind() == null ? t.counters().total()
                : t.counters().get(q.counters().kind()))) return false; // 122.1: counters on it
        return q.excludedSubtype() == null || !ch.hasSubtype(q.excludedSubtype());
    }

    private static boolean tri(FilterQualities.Tri want, boolean has) {
        return want == FilterQualities.Tri.ANY || (want == FilterQualities.Tri.YES) == has;
    }

    /**
     * One of {@code f}'s types (205.2) and its subtype (205.3); with {@link FilterQualities#OR_SUBTYPE} ("creature or
     * Vehicle") one of the types or the subtype. The one place every object-filter matcher judges types and subtype.
     */
    public static boolean typesMatch(ObjectFilter f, Characteristics ch) {
        if ((f.more().chosen() & FilterQualities.OR_SUBTYPE) != 0) {
            return (ch.types() & f.anyOfTypes()) != 0 || f.subtype() != null && ch.hasSubtype(f.subtype());
        }
        return (f.anyOfTypes() == 0 || (ch.types() & f.anyOfTypes()) != 0) && (f.subtype() == null || ch.hasSubtype(f.subtype()));
    }

    /** Whether permanent {@code t} matches {@code f} from the point of view of {@code source}'s controller. */
    public static boolean matches(GameState s, int source, ObjectFilter f, GameObject t, Characteristics ch) {
        if (!typesMatch(f, ch)) return false; // 205.2, 205.3: types and subtype, or one of them
        if ((ch.types() & f.excludedTypes()) != 0) return false;
        if (f.colorMask() != 0 && (ch.colors() & f.colorMask()) == 0) return false;
        if ((f.more().chosen() & FilterQualities.EVERY_LISTED_COLOR) != 0 && (ch.colors() & f.colorMask()) != f.colorMask()) {
            return false; // 105.2: "both green and blue"
        }
        if ((f.more().chosen() & dev.arbiter.engine.ability.FilterQualities.ANY_LISTED_KEYWORD) != 0 // 702.1: any one listed
                ? (ch.keywords() & f.withKeywords()) == 0
                : (ch.keywords() & f.withKeywords()) != f.withKeywords()) return false;
        if (f.other() && t.id() == source) return false;
        int you = s.object(source).controller();
        if (f.controller() == Relation.YOU && t.controller() != you) return false;
        if (f.controller() == Relation.OPPONENT && !s.areOpponents(t.controller(), you)) return false; // 102.3
        if (f.controller() == Relation.NOT_YOU && t.controller() == you) return false;
        if (f.controller() == Relation.ENCHANTED && s.object(source).attachedPlayer() != t.controller()) return false; // 303.4
        if (!f.more().none() && !qualities(s, f.more(), t, ch)) return false;
        if (f.more().chosen() != 0 && !ChosenValues.matches(s, source, f.more().chosen(), t, ch)) return false; // 607.2
        if ((f.more().chosen() & GreatestAmong.BITS) != 0 && !GreatestAmong.holds(s, source, f, t, ch)) return false; // 208.1, 202.3
        if ((f.more().chosen() & FilterQualities.ATTACKING_AN_OPPONENT) != 0) { // 506.2, 102.3
            Attacker a = s.combat().attacker(t.id());
            if (a == null) return false;
            Target d = a.defender();
            if (d instanceof Target.Player p) {
                if (!s.areOpponents(p.player(), you)) return false;
            } else if ((f.more().chosen() & FilterQualities.OR_YOUR_PLANESWALKER) == 0
                    || !s.areOpponents(s.object(((Target.Object) d).id()).controller(), you)) {
                return false;
            }
        }
        if ((f.more().chosen() & FilterQualities.ATTACKING_ENCHANTED_PLAYER) != 0) { // 506.3, 303.4
            Attacker a = s.combat().attacker(t.id());
            if (a == null || !(a.defender() instanceof Target.Player p) || p.player() != s.object(source).attachedPlayer()) return false;
        }
        if (f.attackingYou()) {
            Attacker a = s.combat().attacker(t.id());
            if (a == null) return false;
            // 506.3, 508.1b: "attacking you" is the player; a planeswalker you control counts only when the text says so
            Target d = a.defender();
            if (d instanceof Target.Player p) {
                if (p.player() != you) return false;
            } else if ((f.more().chosen() & FilterQualities.OR_YOUR_PLANESWALKER) == 0
                    || s.object(((Target.Object) d).id()).controller() != you) {
                return false;
            }
        }
        return true;
    }
}
