package dev.arbiter.engine.targets;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.protection.Protections;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Targets (115): which players and objects a target requirement allows, checked when chosen
 * (601.2c) and again on resolution (608.2b). Protection (seed 502.7b), shroud (702.18) and
 * hexproof (702.11) forbid targeting.
 */
public final class Targeting {
    /** The kind asked for per target candidate, as a code (see {@link Layers#staticKind}). */
    private static final int CANT_BE_TARGETS = Layers.staticKind(dev.arbiter.engine.ability.StaticEffect.CantBeTargets.class);
    private static final int AFFECTED_CANT_BE_TARGETS =
            Layers.staticKind(dev.arbiter.engine.ability.StaticEffect.AffectedCantBeTargetOfSpells.class);

    private Targeting() {
    }

    /** Every legal choice for {@code spec}, for an ability of {@code source} controlled by {@code controller}. */
    public static List<Target> candidates(GameState s, TargetSpec spec, int source, int controller) {
        return candidates(s, spec, source, controller, -1);
    }

    /** Every legal choice, where {@code thatPlayer} is the player the trigger event names (-1: none). */
    public static List<Target> candidates(GameState s, TargetSpec spec, int source, int controller, int thatPlayer) {
        List<Target> out = new ArrayList<>();
        TargetFilter f = spec.filter();
        if (f instanceof TargetFilter.AnyTarget || f instanceof TargetFilter.PlayerTarget
                || f instanceof TargetFilter.PlayerOrPlaneswalker) {
            for (int p = 0; p < s.playerCount(); p++) {
                Target t = Target.player(p);
                if (isLegal(s, spec, source, controller, t)) out.add(t);
            }
        }
        if (f instanceof TargetFilter.SpellTarget || f instanceof TargetFilter.Spell || f instanceof TargetFilter.SpellThatTargets
                || f instanceof TargetFilter.SpellOrPermanent || f instanceof TargetFilter.SpellWithSingleTarget
                || f instanceof TargetFilter.SpellOrPermanentMatching) {
            for (StackItem item : s.stack()) {
                if (item instanceof StackItem.Spell sp) {
                    Target t = s.object(sp.objectId()).ref();
                    if (isLegal(s, spec, source, controller, t)) out.add(t);
                }
            }
        }
        if (f instanceof TargetFilter.StackObject so) return StackTargets.candidates(s, spec, so, source, controller, out);
        boolean spellsOnly = f instanceof TargetFilter.SpellTarget || f instanceof TargetFilter.Spell
                || f instanceof TargetFilter.SpellWithSingleTarget || f instanceof TargetFilter.SpellThatTargets;
        if (spellsOnly) {
            return out;
        }
        if (f instanceof TargetFilter.CardInAnte) { // 407.2: the ante zone keeps no order, its cards are found by zone
            for (GameObject o : s.objects()) {
                if (o.zone() == Zone.ANTE && isLegal(s, spec, source, controller, o.ref())) out.add(o.ref());
            }
        } else if (f instanceof TargetFilter.CardInGraveyard || f instanceof TargetFilter.GraveyardCard) {
            boolean together = f instanceof TargetFilter.GraveyardCard g && g.oneGraveyard() && spec.min() > 1;
            for (int p = 0; p < s.playerCount(); p++) {
                int before = out.size();
                for (int id : s.player(p).graveyard()) {
                    Target t = s.object(id).ref();
                    if (isLegal(s, spec, source, controller, t)) out.add(t);
                }
                // 601.2c: "two target cards from a single graveyard" can't be chosen from a graveyard with fewer
                if (together && out.size() - before < spec.min()) out.subList(before, out.size()).clear();
            }
        } else if (!(f instanceof TargetFilter.PlayerTarget)) {
            for (int id : s.battlefield()) {
                Target t = s.object(id).ref();
                if (isLegal(s, spec, source, controller, thatPlayer, t)) out.add(t);
            }
        }
        return out;
    }

    /**
     * Why targets chosen together for {@code spec} can't be chosen together: "from a single graveyard" (601.2c) with
     * cards from two graveyards; null when they can.
     */
    public static Rejection whyNotTogether(GameState s, TargetSpec spec, List<Target> chosen) {
        if (!(spec.filter() instanceof TargetFilter.GraveyardCard g) || !g.oneGraveyard()) return null;
        int owner = -1;
        for (Target t : chosen) {
            if (!(t instanceof Target.Object o)) continue;
            int p = s.object(o.id()).owner();
            if (owner >= 0 && p != owner) {
                return new Rejection("601.2c", "The targets for \"" + spec.text() + "\" must all be in a single graveyard");
            }
            owner = p;
        }
        return null;
    }

    /** Whether {@code t} is a legal target for {@code spec} now. */
    public static boolean isLegal(GameState s, TargetSpec spec, int source, int controller, Target t) {
        return isLegal(s, spec, source, controller, -1, t);
    }

    /** Whether {@code t} is a legal target now, {@code thatPlayer} being the trigger event's player (-1: none). */
    public static boolean isLegal(GameState s, TargetSpec spec, int source, int controller, int thatPlayer, Target t) {
        TargetFilter f = spec.filter();
        if (t instanceof Target.Player p) {
            if (!s.player(p.player()).inGame()) return false;
            if (!dev.arbiter.engine.layers.PlayerStatics.targetable(s, p.player(), controller)) return false; // 702.18b
            if (f instanceof TargetFilter.AnyTarget) return true;
            if (f instanceof TargetFilter.PlayerTarget pt) return s.relates(pt.relation(), controller, p.player());
            if (f instanceof TargetFilter.PlayerOrPlaneswalker pp) return s.relates(pp.relation(), controller, p.player());
            return false;
        }
        if (t instanceof Target.Ability a) return StackTargets.abilityLegal(s, f, a, source, controller); // 115.1, 608.2b
        Target.Object ref = (Target.Object) t;
        GameObject o = s.object(ref.id());
        if (o.zoneChanges() != ref.zoneChanges()) return false;
        Characteristics ch = Layers.of(s, o);
        boolean kindOk = kindAllowed(s, spec, source, controller, o, ch);
        if (f instanceof TargetFilter.ThatPlayersPermanent tp) {
            kindOk = o.zone() == Zone.BATTLEFIELD && o.controller() == thatPlayer
                    && permanentMatches(s, tp.kind(), ch, o, controller);
        }
        if (!kindOk) return false;
        if (source >= 0 && groupUntargetable(s, o, ch, source)) return false; // 115.4
        return o.zone() != Zone.BATTLEFIELD || targetableBy(s, ch, o, source, controller);
    }

    /**
     * Why {@code t} is not a legal target for {@code spec} when the only reason is protection (seed
     * 502.7b-d), shroud (702.18b) or hexproof (702.11b), with the rule; null otherwise.
     */
    public static Rejection whyUntargetable(GameState s, TargetSpec spec, int source, int controller, Target t) {
        if (!(t instanceof Target.Object ref)) return null;
        GameObject o = s.object(ref.id());
        if (o.zone() != Zone.BATTLEFIELD && o.zone() != Zone.GRAVEYARD || o.zoneChanges() != ref.zoneChanges()) return null;
        Characteristics ch = Layers.of(s, o);
        if (!kindAllowed(s, spec, source, controller, o, ch)) return null;
        if (source >= 0 && groupUntargetable(s, o, ch, source)) { // 115.4: a static ability of another permanent
            return new Rejection("115.4", o.name() + " can't be the target of " + s.object(source).name());
        }
        if (o.zone() != Zone.BATTLEFIELD) return null;
        if (ch.has(Keyword.SHROUD)) return new Rejection("702.18b", o.name() + " has shroud");
        if (ch.has(Keyword.HEXPROOF) && o.controller() != controller) {
            return new Rejection("702.11b", o.name() + " has hexproof");
        }
        if (source < 0) return null;
        // the message only (the target is already not a candidate): a card still being cast may be outside the stack here
        if (spellCantTarget(s, ch, o, source, s.object(source).zone() != Zone.BATTLEFIELD)) {
            return new Rejection("115.4", o.name() + " can't be the target of " + s.object(source).name());
        }
        if (sourceCantTarget(s, ch, o, source)) {
            return new Rejection("115.4", o.name() + " can't be the target of spells or abilities from " + s.object(source).name());
        }
        Characteristics src = Layers.of(s, source);
        for (Protection p : ch.protections()) {
            if (!Protections.matches(p.quality(), src)) continue;
            String what = o.name() + " has protection from " + p.quality().text() + " and can't be targeted by "
                    + s.object(source).name();
            // Seed 502.7c-d: an Aura can't enchant it, an Equipment can't equip it.
            if (src.hasSubtype("Aura")) return new Rejection("502.7b / 502.7c / 702.16b-c", what + " or enchanted by it");
            if (src.hasSubtype("Equipment")) return new Rejection("502.7b / 502.7d / 702.16b / 702.16d", what + " or equipped by it");
            return new Rejection("502.7b / 702.16b", what);
        }
        return null;
    }

    private static boolean permanentMatches(GameState s, TargetFilter.PermanentTarget pt, Characteristics ch, GameObject o,
                                            int controller) {
        if (pt.anyOfTypes() != 0 && (ch.types() & pt.anyOfTypes()) == 0) return false;
        if ((ch.types() & pt.excludedTypes()) != 0) return false;
        if (pt.colorMask() != 0 && (ch.colors() & pt.colorMask()) == 0) return false;
        if (pt.subtype() != null && !ch.hasSubtype(pt.subtype())) return false;
        return s.relates(pt.controller(), controller, o.controller());
    }

    /** Whether {@code o} is of the kind {@code spec} asks for, before protection, shroud and hexproof (115.1). */
    private static boolean kindAllowed(GameState s, TargetSpec spec, int source, int controller, GameObject o,
                                       Characteristics ch) {
        TargetFilter f = spec.filter();
        boolean kindOk;
        if (f instanceof TargetFilter.AnyTarget) {
            kindOk = o.zone() == Zone.BATTLEFIELD
                    && (ch.isCreature() || ch.is(CardType.PLANESWALKER) || ch.is(CardType.BATTLE));
        } else if (f instanceof TargetFilter.PermanentTarget pt) {
            kindOk = o.zone() == Zone.BATTLEFIELD && permanentMatches(s, pt, ch, o, controller);
        } else if (f instanceof TargetFilter.PlayerOrPlaneswalker) {
            kindOk = o.zone() == Zone.BATTLEFIELD && ch.is(CardType.PLANESWALKER); // any planeswalker (115.1)
        } else if (f instanceof TargetFilter.Permanent p) {
            kindOk = o.zone() == Zone.BATTLEFIELD && Affecting.matches(s, source, p.filter(), o, ch);
        } else if (f instanceof TargetFilter.EitherPermanent ep) { // 115.1: one of two descriptions
            kindOk = o.zone() == Zone.BATTLEFIELD && (Affecting.matches(s, source, ep.first(), o, ch)
                    || Affecting.matches(s, source, ep.second(), o, ch));
        } else if (f instanceof TargetFilter.SpellTarget st) {
            kindOk = o.zone() == Zone.STACK && o.id() != source
                    && (st.anyOfTypes() == 0 || (ch.types() & st.anyOfTypes()) != 0);
        } else if (f instanceof TargetFilter.SpellOrPermanent) {
            kindOk = o.zone() == Zone.BATTLEFIELD || o.zone() == Zone.STACK && o.id() != source; // 115.1
        } else if (f instanceof TargetFilter.SpellOrPermanentMatching sp) { // 115.1: a spell of one kind or a permanent of another
            kindOk = o.zone() == Zone.STACK ? o.id() != source && Affecting.matches(s, source, sp.spell(), o, ch)
                    : o.zone() == Zone.BATTLEFIELD && Affecting.matches(s, source, sp.permanent(), o, ch);
        } else if (f instanceof TargetFilter.Spell sf) {
            kindOk = o.zone() == Zone.STACK && o.id() != source && Affecting.matches(s, source, sf.filter(), o, ch);
        } else if (f instanceof TargetFilter.SpellThatTargets st) { // 115.1: what the spell itself targets, as it is now
            kindOk = o.zone() == Zone.STACK && o.id() != source && Affecting.matches(s, source, st.spell(), o, ch)
                    && targetsAsked(s, source, controller, o.id(), st);
        } else if (f instanceof TargetFilter.GraveyardCard gc) {
            kindOk = o.zone() == Zone.GRAVEYARD && s.relates(gc.owner(), controller, o.owner())
                    && Affecting.matches(s, source, gc.filter(), o, ch);
        } else if (f instanceof TargetFilter.SpellWithSingleTarget) {
            kindOk = o.zone() == Zone.STACK && o.id() != source && singleTarget(s, o.id()); // 115.7
        } else if (f instanceof TargetFilter.StackObject so) { // 115.1: "target spell, activated ability, or ..."
            kindOk = so.spell() != null && o.zone() == Zone.STACK && o.id() != source
                    && s.relates(so.controller(), controller, o.controller()) && Affecting.matches(s, source, so.spell(), o, ch)
                    && (!so.singleTarget() || singleTarget(s, o.id())) // 115.7
                    && (!so.targetsAsked() || StackTargets.targets(s, source, controller, StackItem.byRef(s.stack(), o.id()), so));
        } else if (f instanceof TargetFilter.CardInAnte) {
            kindOk = o.zone() == Zone.ANTE; // 407.2
        } else if (f instanceof TargetFilter.CardInGraveyard g) {
            kindOk = o.zone() == Zone.GRAVEYARD && (g.anyOfTypes() == 0 || (ch.types() & g.anyOfTypes()) != 0)
                    && s.relates(g.owner(), controller, o.owner());
        } else {
            kindOk = false;
        }
        return kindOk;
    }

    /** Whether spell {@code id} targets {@code controller} (when asked) or a permanent matching the filter (115.1). */
    private static boolean targetsAsked(GameState s, int source, int controller, int id, TargetFilter.SpellThatTargets st) {
        for (StackItem item : s.stack()) {
            if (!(item instanceof StackItem.Spell sp) || sp.objectId() != id) continue;
            for (var group : sp.targets()) {
                for (var t : group) {
                    if (t instanceof dev.arbiter.engine.state.Target.Player p && st.you() && p.player() == controller) return true;
                    if (t instanceof dev.arbiter.engine.state.Target.Object ref && st.object() != null) {
                        GameObject x = s.object(ref.id());
                        if (x.zoneChanges() == ref.zoneChanges() && x.zone() == Zone.BATTLEFIELD
                                && Affecting.matches(s, source, st.object(), x, dev.arbiter.engine.layers.Layers.of(s, x.id()))) return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether spell {@code id} on the stack has exactly one target (115.7: "a spell with a single target"). */
    public static boolean singleTarget(GameState s, int id) {
        for (StackItem item : s.stack()) {
            if (item instanceof StackItem.Spell sp && sp.objectId() == id) {
                int n = 0;
                for (var group : sp.targets()) n += group.size();
                return n == 1;
            }
        }
        return false;
    }

    /**
     * 115.4: "Creatures can't be the targets of spells." / "Cards in graveyards can't be the targets of spells or
     * abilities." — a static ability forbids {@code source} to target {@code o}. A source on the stack or in a hand (being
     * cast) is a spell; any other is an ability's source.
     */
    private static boolean groupUntargetable(GameState s, GameObject o, Characteristics ch, int source) {
        if (Layers.mayHaveStatic(s, AFFECTED_CANT_BE_TARGETS) && affectedUntargetable(s, o, ch, source)) return true;
        if (!Layers.mayHaveStatic(s, CANT_BE_TARGETS)) return false; // asked per candidate: no walk
        List<dev.arbiter.engine.layers.ActiveStatic> statics = Layers.staticAbilities(s);
        for (int i = 0; i < statics.size(); i++) {
            if (!(statics.get(i).effect() instanceof dev.arbiter.engine.ability.StaticEffect.CantBeTargets g)) continue;
            if (o.zone() != (g.inGraveyards() ? Zone.GRAVEYARD : Zone.BATTLEFIELD)) continue;
            Zone from = s.object(source).zone();
            if (!g.abilities() && from != Zone.STACK && from != Zone.HAND) continue;
            if (Affecting.matches(s, statics.get(i).source(), g.objects(), o, ch)) return true;
        }
        return false;
    }

    /**
     * 115.4, 101.2: "Enchanted creature can't be the target of spells." — another permanent's static ability forbids a
     * matching spell ({@code source} on the stack or in a hand, being cast) to target the permanent {@code o} it affects.
     */
    private static boolean affectedUntargetable(GameState s, GameObject o, Characteristics ch, int source) {
        if (o.zone() != Zone.BATTLEFIELD) return false;
        GameObject spell = s.object(source);
        if (spell.zone() != Zone.STACK && spell.zone() != Zone.HAND) return false;
        List<dev.arbiter.engine.layers.ActiveStatic> statics = Layers.staticAbilities(s);
        for (int i = 0; i < statics.size(); i++) {
            if (!(statics.get(i).effect() instanceof dev.arbiter.engine.ability.StaticEffect.AffectedCantBeTargetOfSpells g)) continue;
            int from = statics.get(i).source();
            if (Affecting.affects(s, from, g.affected(), o.id(), ch)
                    && Affecting.matches(s, from, g.spells(), spell, Layers.of(s, source))) return true;
        }
        return false;
    }

    /** Seed 502.7b, 702.18, 702.11: protection, shroud and hexproof. */
    private static boolean targetableBy(GameState s, Characteristics ch, GameObject o, int source, int controller) {
        if (ch.has(Keyword.SHROUD)) return false;
        if (ch.has(Keyword.HEXPROOF) && o.controller() != controller) return false;
        if (source >= 0 && Protections.protectedFrom(ch, Layers.of(s, source))) return false;
        return source < 0 || !spellCantTarget(s, ch, o, source, false) && !sourceCantTarget(s, ch, o, source);
    }

    /** "~ can't be the target of nongreen spells or abilities from nongreen sources." (115.4, 113.7): judged on the source. */
    private static boolean sourceCantTarget(GameState s, Characteristics ch, GameObject o, int source) {
        for (var a : ch.abilities()) {
            if (a instanceof dev.arbiter.engine.ability.StaticAbility st
                    && st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.CantBeTargetOfSources c
                    && dev.arbiter.engine.layers.Affecting.matches(s, o.id(), c.sources(), s.object(source), Layers.of(s, source))) {
                return true;
            }
        }
        return false;
    }

    /** "~ can't be the target of [blue or black] spells." (115.4): {@code source} a spell on the stack that matches. */
    private static boolean spellCantTarget(GameState s, Characteristics ch, GameObject o, int source, boolean beingCast) {
        GameObject spell = s.object(source);
        if (spell.zone() != Zone.STACK && !beingCast) return false;
        for (var a : ch.abilities()) {
            if (a instanceof dev.arbiter.engine.ability.StaticAbility st
                    && st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.CantBeTargetOfSpells c
                    && dev.arbiter.engine.layers.Affecting.matches(s, o.id(), c.spells(), spell, Layers.of(s, source))) return true;
        }
        return false;
    }
}
