package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ChoiceKind;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.ability.Quality;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads what was chosen as a permanent entered the battlefield (614.12) for the abilities linked to
 * that choice (607.2): a {@link Modification.Chosen} record naming the permanent as it now is (a
 * permanent that left and came back is a new object with no choice, 400.7).
 */
public final class ChosenValues {
    private ChosenValues() {
    }

    /** The choice of {@code kind} made for permanent {@code source}, or null when none was made. */
    public static Modification.Chosen of(GameState s, int source, ChoiceKind kind) {
        if (source < 0 || s.effects().isEmpty()) return null;
        Target.Object now = s.object(source).ref();
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == source && e.modification() instanceof Modification.Chosen c && c.kind() == kind
                    && e.affected().contains(now)) {
                return c;
            }
        }
        return null;
    }

    /**
     * 607.2: "Add {R} or one mana of the chosen color" as the mana it can add now, the chosen colour's mana added to
     * the alternatives; any other effect unchanged.
     */
    public static dev.arbiter.engine.ability.Effect mana(GameState s, dev.arbiter.engine.ability.Effect e, int source) {
        if (ConditionalMana.is(e)) e = ConditionalMana.branch(s, (dev.arbiter.engine.ability.Effect.IfCondition) e, source); // 608.2c
        if (e instanceof dev.arbiter.engine.ability.Effect.AddManaLandsCouldProduce p) return LandManaTypes.addMana(s, p, source);
        if (!(e instanceof dev.arbiter.engine.ability.Effect.AddManaOrChosenColor oc)) return e;
        java.util.List<dev.arbiter.engine.mana.ManaPool> alts = new java.util.ArrayList<>(oc.alternatives());
        Color chosen = source >= 0 ? color(s, source) : null;
        if (chosen != null) {
            var pool = dev.arbiter.engine.mana.ManaPool.EMPTY.plus(dev.arbiter.engine.mana.ManaType.of(chosen), 1);
            if (!alts.contains(pool)) alts.add(pool);
        }
        return new dev.arbiter.engine.ability.Effect.AddMana(alts);
    }

    /**
     * 601.2b: whether {@code source}, a spell on the stack or the permanent it became (400.7, one zone change later), was
     * cast with its optional "reveal a [subtype] card" paid or while its caster controlled such a permanent.
     */
    public static boolean revealedAsCast(GameState s, int source) {
        if (source < 0) return false;
        GameObject o = s.object(source);
        int zoneChanges = o.zone() == dev.arbiter.engine.state.Zone.STACK ? o.zoneChanges() : o.zoneChanges() - 1;
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == source && e.modification() instanceof Modification.Chosen c && c.kind() == ChoiceKind.REVEALED_AS_CAST
                    && !e.affected().isEmpty() && e.affected().get(0).zoneChanges() == zoneChanges) {
                return true;
            }
        }
        return false;
    }

    /** The colour chosen for {@code source}, or null. */
    public static Color color(GameState s, int source) {
        Modification.Chosen c = of(s, source, ChoiceKind.COLOR);
        return c == null ? null : Color.ofName(c.word());
    }

    /** The player chosen for {@code source} (an opponent or any player), or -1. */
    public static int player(GameState s, int source) {
        Modification.Chosen c = of(s, source, ChoiceKind.OPPONENT);
        if (c == null) c = of(s, source, ChoiceKind.PLAYER);
        return c == null ? -1 : c.player();
    }

    /** The creature type or basic land type chosen for {@code source}, or null. */
    public static String type(GameState s, int source) {
        Modification.Chosen c = of(s, source, ChoiceKind.CREATURE_TYPE);
        if (c == null) c = of(s, source, ChoiceKind.BASIC_LAND_TYPE);
        return c == null ? null : c.word();
    }

    /** 614.12, 205.2a: "choose artifact, enchantment, ... or planeswalker": {@code ch} has the card type chosen. */
    private static boolean ofChosenCardType(GameState s, int source, Characteristics ch) {
        Modification.Chosen w = of(s, source, ChoiceKind.WORD);
        if (w == null || w.word() == null) return false;
        try {
            return ch.is(dev.arbiter.engine.characteristic.CardType.ofWord(w.word()));
        } catch (IllegalArgumentException e) {
            return false; // a word that isn't a card type ("Khans")
        }
    }

    /**
     * Whether {@code t} is "of the chosen color / type" and "with the chosen name" that the filter's
     * {@code chosen} bits ask for; nothing matches a choice that was never made (607.2).
     */
    static boolean matches(GameState s, int source, long bits, GameObject t, Characteristics ch) {
        if ((bits & FilterQualities.CHOSEN_COLOR) != 0) {
            Color c = color(s, source);
            if (c == null || (ch.colors() & c.bit()) == 0) return false;
        }
        if ((bits & FilterQualities.CHOSEN_TYPE) != 0) {
            String type = type(s, source);
            if (type != null ? !ch.hasSubtype(type) : !ofChosenCardType(s, source, ch)) return false;
        }
        if ((bits & FilterQualities.NOT_CHOSEN_TYPE) != 0) { // "that aren't of the chosen type"
            String type = type(s, source);
            if (type == null || ch.hasSubtype(type)) return false;
        }
        if ((bits & FilterQualities.CHOSEN_NAME) != 0) {
            Modification.Chosen c = of(s, source, ChoiceKind.CARD_NAME);
            if (c == null) c = of(s, source, ChoiceKind.NONLAND_CARD_NAME); // 201.3
            if (c == null || !c.word().equals(ch.name())) return false;
        }
        // 201.2: "named ~" — the source's name as its card says (layer 1 copies are its card, 707.2)
        if ((bits & FilterQualities.SOURCE_NAME) != 0 && !s.object(source).card().name().equals(ch.name())) return false;
        if ((bits & FilterQualities.ATTACKED_THIS_TURN) != 0 && !s.turn().attackedThisTurn(t.ref())) return false; // 508.1
        if ((bits & FilterQualities.WAS_DEALT_DAMAGE_THIS_TURN) != 0
                && !s.turn().history().wasDealtDamage(t.ref())) return false; // 120.3
        if ((bits & FilterQualities.DEALT_DAMAGE_THIS_TURN) != 0 && !s.turn().history().dealtDamage(t.ref(), -1)) return false;
        if ((bits & FilterQualities.DEALT_DAMAGE_TO_YOU_THIS_TURN) != 0
                && (source < 0 || !s.turn().history().dealtDamage(t.ref(), s.object(source).controller()))) return false;
        if ((bits & FilterQualities.DEALT_DAMAGE_BY_SOURCE_THIS_TURN) != 0 && (source < 0
                || !s.turn().history().dealtDamageTo(s.object(source).ref(), t.ref()))) return false; // 120.3
        if ((bits & FilterQualities.BLOCKED_THIS_TURN) != 0 && !s.turn().history().blockedThisTurn(t.ref())) return false; // 509.1
        if ((bits & FilterQualities.ENTERED_THIS_TURN) != 0 && !s.turn().history().enteredThisTurn(t.ref())) return false; // 400.7
        if ((bits & FilterQualities.FROM_BATTLEFIELD_THIS_TURN) != 0
                && !s.turn().history().putIntoGraveyardFromBattlefield(t.ref())) return false; // 400.7
        if ((bits & FilterQualities.OWNED_BY_YOU) != 0
                && (source < 0 || t.owner() != s.object(source).controller())) return false; // 108.3: "you own"
        if ((bits & FilterQualities.BLOCKING_SOURCE) != 0) { // 509.1: a creature blocking the source
            var b = s.combat().blocker(t.id());
            if (b == null || !b.attackers().contains(source)) return false;
        }
        if ((bits & FilterQualities.BLOCKED_BY_SOURCE) != 0) { // 509.1: an attacker the source blocks
            var b = source < 0 ? null : s.combat().blocker(source);
            if (b == null || !b.attackers().contains(t.id())) return false;
        }
        if ((bits & FilterQualities.BLOCKING_OR_BLOCKED_BY_SOURCE) != 0) { // 509.1: blocking the source, or blocked by it
            var blocking = s.combat().blocker(t.id());
            var blocks = source < 0 ? null : s.combat().blocker(source);
            if (!(blocking != null && blocking.attackers().contains(source)) && !(blocks != null && blocks.attackers().contains(t.id()))) {
                return false;
            }
        }
        if ((bits & FilterQualities.DEFENDING_PLAYER) != 0 && t.controller() != defendingPlayer(s, source)) return false;
        if ((bits & FilterQualities.UNBLOCKED) != 0 && !unblocked(s, t.id())) return false; // 509.1h
        if ((bits & FilterQualities.BLOCKED) != 0 && !blocked(s, t.id())) return false; // 509.1h
        if ((bits & FilterQualities.KICKED) != 0 && CostPaidRecords.timesKicked(s, t.id()) == 0) return false; // 702.33d
        if ((bits & FilterQualities.CONTROLLER_POISONED) != 0 && s.player(t.controller()).poison() == 0) return false; // 122.1f
        if ((bits & (FilterQualities.ACTIVE_PLAYER | FilterQualities.ACTIVE_PLAYER_SINCE_TURN_BEGAN)) != 0
                && t.controller() != s.turn().active()) return false; // 102.1: the player whose turn it is
        if ((bits & FilterQualities.ACTIVE_PLAYER_SINCE_TURN_BEGAN) != 0 && t.sick()) return false; // 302.6
        if ((bits & FilterQualities.ATTACHED_TO_SOURCE) != 0
                && (source < 0 || s.object(source).attachedTo() != t.id())) return false; // 303.4: what the Aura enchants
        if ((bits & FilterQualities.ATTACHED_TO_SOURCES_HOST) != 0 && (source < 0 || s.object(source).attachedTo() < 0
                || t.attachedTo() != s.object(source).attachedTo())) return false; // 301.5, 303.4
        if ((bits & FilterQualities.ATTACHED_TO_IT) != 0 && (source < 0 || t.attachedTo() != source)) return false; // 301.5, 303.4
        if ((bits & FilterQualities.ENCHANTED) != 0 && !enchanted(s, t.id())) return false; // 303.4
        if ((bits & FilterQualities.EQUIPPED) != 0 && !equipped(s, t.id())) return false; // 301.5
        if ((bits & FilterQualities.SOURCE_AND_ITS_PAIR) != 0) { // 702.95b: the source and its pair, while paired
            int partner = dev.arbiter.engine.state.Pairs.partner(s, source);
            if (partner < 0 || t.id() != source && t.id() != partner) return false;
        }
        if ((bits & FilterQualities.MODIFIED) != 0 && !modified(s, t)) return false; // 700.9
        if ((bits & FilterQualities.HISTORIC) != 0 && !historic(ch)) return false; // 700.6
        if ((bits & FilterQualities.X_IN_MANA_COST) != 0 && !ch.manaCost().hasX()) return false; // 107.3, 202.1
        if ((bits & FilterQualities.TARGETS_SOURCE) != 0 && !targets(s, t.id(), source)) return false; // 115.1
        if ((bits & FilterQualities.SPELL_X_MANA_VALUE) != 0 && !manaValueIsSpellX(s, source, t, ch)) return false; // 107.3
        if ((bits & (FilterQualities.SPELL_X_MANA_VALUE_OR_LESS | FilterQualities.SPELL_X_POWER_OR_LESS)) != 0
                && !atMostSpellX(s, source, bits, ch)) return false; // 107.3, 601.2b
        if ((bits & FilterQualities.TOUGHNESS_BELOW_SOURCE_POWER) != 0 && source >= 0
                && ch.toughness() >= Layers.of(s, source).power()) return false; // 208.1
        if ((bits & FilterQualities.SHARES_CREATURE_TYPE_WITH_SOURCE) != 0
                && (source < 0 || !LayerCounts.shareCreatureType(ch, Layers.of(s, source)))) return false; // 205.3m
        if ((bits & FilterQualities.SHARES_A_COLOR_WITH_SOURCE) != 0
                && (source < 0 || (ch.colors() & Layers.of(s, source).colors()) == 0)) return false; // 105.2
        if ((bits & FilterQualities.POWER_BELOW_SOURCE_POWER) != 0 && source >= 0) { // 208.1, 702.134a
            Integer power = SourcePower.of(s, source);
            if (power == null || ch.power() >= power) return false;
        }
        if ((bits & FilterQualities.POWER_ABOVE_SOURCE_POWER) != 0) { // 208.1
            Integer power = source < 0 ? null : SourcePower.of(s, source);
            if (power == null || ch.power() <= power) return false;
        }
        if ((bits & FilterQualities.POWER_AT_LEAST_SOURCE_TOUGHNESS) != 0 && (source < 0 // 208.1
                || s.object(source).zone() != dev.arbiter.engine.state.Zone.BATTLEFIELD
                || ch.power() < Layers.of(s, source).toughness())) return false;
        return true;
    }

    /** 115.1: {@code spell} is a spell on the stack with {@code source} among its targets. */
    private static boolean targets(GameState s, int spell, int source) {
        for (dev.arbiter.engine.state.StackItem item : s.stack()) {
            if (!(item instanceof dev.arbiter.engine.state.StackItem.Spell sp) || sp.objectId() != spell) continue;
            for (var group : sp.targets()) {
                for (dev.arbiter.engine.state.Target t : group) {
                    if (t instanceof dev.arbiter.engine.state.Target.Object o && o.id() == source) return true;
                }
            }
        }
        return false;
    }

    /** 700.6: legendary, an artifact, or a Saga. */
    private static boolean historic(Characteristics ch) {
        return (ch.supertypes() & dev.arbiter.engine.characteristic.Supertype.LEGENDARY.bit()) != 0
                || ch.is(dev.arbiter.engine.characteristic.CardType.ARTIFACT) || ch.hasSubtype("Saga");
    }

    /** 303.4: an Aura is attached to {@code id} (an Equipment's or Fortification's card says it is one, 301.5). */
    /** 700.9: counters on it, or an Equipment attached, or an Aura its controller controls. */
    private static boolean modified(GameState s, GameObject t) {
        if (!t.counters().isEmpty()) return true;
        for (int other : s.battlefield()) {
            GameObject o = s.object(other);
            if (o.attachedTo() != t.id()) continue;
            List<String> sub = o.card().subtypes(); // as enchanted() reads them: no layer pass inside a filter
            if (sub.contains("Equipment") || sub.contains("Aura") && o.controller() == t.controller()) return true;
        }
        return false;
    }

    /** 301.5: an Equipment is attached to permanent {@code id}. */
    private static boolean equipped(GameState s, int id) {
        for (int other : s.battlefield()) {
            GameObject o = s.object(other);
            if (o.attachedTo() == id && o.card().subtypes().contains("Equipment")) return true;
        }
        return false;
    }

    private static boolean enchanted(GameState s, int id) {
        for (int other : s.battlefield()) {
            GameObject o = s.object(other);
            if (o.attachedTo() != id) continue;
            if (!o.card().subtypes().contains("Equipment") && !o.card().subtypes().contains("Fortification")) return true;
        }
        return false;
    }

    /**
     * 107.3, 202.3e: the object's mana value (X on the stack counted as announced) equals the X announced for spell
     * {@code source}, on the stack since its casting began (601.2a-b); before it is cast (a listing of what could be
     * cast) its X is not yet chosen, and any mana value may be.
     */
    /** 107.3, 202.3, 208.1: the permanent's mana value or power is at most the X announced for the spell {@code source}. */
    private static boolean atMostSpellX(GameState s, int source, long bits, Characteristics ch) {
        for (dev.arbiter.engine.state.StackItem item : s.stack()) {
            if (!(item instanceof dev.arbiter.engine.state.StackItem.Spell sp) || sp.objectId() != source) continue;
            if ((bits & FilterQualities.SPELL_X_MANA_VALUE_OR_LESS) != 0 && ch.manaCost().manaValue() > sp.x()) return false;
            return (bits & FilterQualities.SPELL_X_POWER_OR_LESS) == 0 || ch.power() <= sp.x();
        }
        return true; // not a spell on the stack: no X read (the lowering allows these only on spells with {X})
    }

    private static boolean manaValueIsSpellX(GameState s, int source, GameObject t, Characteristics ch) {
        dev.arbiter.engine.state.StackItem.Spell spell = null;
        int targetX = 0;
        for (dev.arbiter.engine.state.StackItem item : s.stack()) {
            if (item instanceof dev.arbiter.engine.state.StackItem.Spell sp) {
                if (sp.objectId() == source) spell = sp;
                if (sp.objectId() == t.id()) targetX = sp.x();
            }
        }
        if (spell == null) return true;
        int mv = ch.manaCost().manaValue() + (t.zone() == dev.arbiter.engine.state.Zone.STACK
                ? ch.manaCost().xCount() * Math.max(0, targetX) : 0);
        return mv == spell.x();
    }

    /**
     * 506.2, 508.5a: the player the source (or the creature it is attached to) attacks, or the controller of the
     * planeswalker it attacks; while neither is attacking, in a two-player game's combat phase the nonactive player; else none (-1).
     */
    private static int defendingPlayer(GameState s, int source) {
        var a = s.combat().attacker(source);
        int host = s.object(source).attachedTo(); // "whenever equipped creature attacks, ~ deals ..." (the Equipment's creature)
        if (a == null && host >= 0) a = s.combat().attacker(host);
        if (a != null) {
            if (a.defender() instanceof dev.arbiter.engine.state.Target.Player p) return p.player();
            return s.object(((dev.arbiter.engine.state.Target.Object) a.defender()).id()).controller();
        }
        if (s.players().size() == 2 && s.turn().step().phase() == dev.arbiter.engine.timing.Phase.COMBAT) {
            return 1 - s.turn().active();
        }
        return -1;
    }

    /** Abilities a static grants, with "protection from the chosen color" made the colour chosen for {@code source} (607.2). */
    static List<Ability> resolve(GameState s, int source, List<Ability> abilities) {
        boolean any = false;
        for (Ability a : abilities) any |= a instanceof Protection p && p.quality() instanceof Quality.ChosenColor;
        if (!any) return abilities;
        List<Ability> out = new ArrayList<>(abilities.size());
        Color c = color(s, source);
        for (Ability a : abilities) {
            if (!(a instanceof Protection p && p.quality() instanceof Quality.ChosenColor)) out.add(a);
            else if (c != null) out.add(new Protection(new Quality.OfColor(c)));
        }
        return out;
    }

    /** 509.1h: an attacking creature for which no creature was declared as a blocker, once blockers are declared. */
    /** 509.1h: an attacking creature that became blocked stays blocked, even with its blockers removed. */
    static boolean blocked(GameState s, int id) {
        var a = s.combat().attacker(id);
        return a != null && s.combat().blockersDeclared() && a.blocked();
    }

    static boolean unblocked(GameState s, int id) {
        var a = s.combat().attacker(id);
        return a != null && s.combat().blockersDeclared() && !a.blocked();
    }
}
