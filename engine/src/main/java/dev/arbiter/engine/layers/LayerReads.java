package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;

/**
 * What the layer system (613) reads of the objects and the game, and what an operation writes,
 * as bit masks: which parts of a filter, condition or count an effect looks at. Two uses:
 * an effect whose affected set reads nothing another effect writes cannot depend on it (613.8a),
 * and a cached table whose effects read neither "tapped" nor combat stays true when only those change.
 * Anything this class does not know reads (or writes) {@link #ALL}: new kinds are safe, only slower.
 */
final class LayerReads {
    static final int TAPPED = 1;
    static final int COMBAT = 1 << 1;
    static final int TYPES = 1 << 2;
    static final int SUBTYPES = 1 << 3;
    static final int COLORS = 1 << 4;
    static final int ABILITIES = 1 << 5;
    static final int POWER_TOUGHNESS = 1 << 6;
    static final int CONTROLLER = 1 << 7;
    static final int COUNTERS = 1 << 8;
    static final int MANA_COST = 1 << 9;
    /** Counts permanents (a count, "as long as you control N ..."): reads which permanents are on the battlefield. */
    static final int COUNTS = 1 << 10;
    /** The order of some layer's effects was decided by trying them (613.8a): it may change with the battlefield. */
    static final int ORDER = 1 << 11;
    static final int ALL = -1;

    private LayerReads() {
    }

    /** What a layer effect reads to decide what it applies to and how much (611.3). */
    static int of(LayerEffect e) {
        int r = e.locked() != null ? 0 : ofAffected(e.affected());
        if (e.condition() != null) r |= ofCondition(e.condition());
        if (e.op() instanceof Operation.ModifyPerCount m) r |= ofAmount(m.count());
        return r;
    }

    /**
     * What a static ability reads when the layers gather and apply its effect: every condition,
     * affected set, count and filter among its parts (read generically from the record's
     * components, so a new kind of static ability is covered by what it is made of).
     */
    static int ofStatic(StaticEffect e) {
        return ofParts(e, 0);
    }

    private static int ofParts(Object o, int depth) {
        if (o == null || o instanceof String || o instanceof Number || o instanceof Boolean || o instanceof Enum<?>) return 0;
        if (o instanceof Condition c) return ofCondition(c);
        if (o instanceof Affected a) return ofAffected(a);
        if (o instanceof Amount a) return ofAmount(a);
        if (o instanceof ObjectFilter f) return ofFilter(f);
        if (o instanceof Ability) return 0; // granted abilities: read from the characteristics that have them
        if (depth > 6) return ALL;
        if (o instanceof Iterable<?> it) {
            int r = 0;
            for (Object x : it) r |= ofParts(x, depth + 1);
            return r;
        }
        if (!o.getClass().isRecord()) return ALL;
        int r = 0;
        for (Object part : dev.arbiter.engine.util.RecordTrees.parts(o)) r |= ofParts(part, depth + 1);
        return r;
    }

    /** What the characteristics an operation changes can be read as. */
    static int writes(Operation op) {
        if (op instanceof Operation.ModifyPowerToughness || op instanceof Operation.SetPowerToughness
                || op instanceof Operation.ModifyPerCount || op instanceof Operation.SwitchPowerToughness) {
            return POWER_TOUGHNESS;
        }
        if (op instanceof Operation.SetColors || op instanceof Operation.AddColors) return COLORS;
        if (op instanceof Operation.AddAbilities add && add.abilities().stream().anyMatch(a -> a instanceof
                dev.arbiter.engine.ability.KeywordAbility k && k.keyword() == dev.arbiter.engine.ability.Keyword.CHANGELING)) {
            return ABILITIES | SUBTYPES; // 702.73a, 613.8a: a granted changeling makes the object every creature type
        }
        if (op instanceof Operation.AddAbilities || op instanceof Operation.LoseKeyword
                || op instanceof Operation.LoseAllLandwalk || op instanceof Operation.LoseAllAbilities) {
            return ABILITIES;
        }
        if (op instanceof Operation.AddTypes || op instanceof Operation.SetTypes) {
            return TYPES | SUBTYPES | POWER_TOUGHNESS; // a new creature counts its counters
        }
        if (op instanceof Operation.RemoveTypes) return TYPES | POWER_TOUGHNESS;
        if (op instanceof Operation.SetCreatureTypes) return SUBTYPES; // 205.1b: only the creature types
        return ALL;
    }

    /** What the characteristic-defining abilities of {@code ch} count (604.3). */
    static int ofDefining(Characteristics ch) {
        if (!ch.characteristicDefining()) return 0;
        int r = 0;
        for (Ability a : ch.abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.CharacteristicPowerToughness cda) {
                r |= ofAmount(cda.power()) | ofAmount(cda.toughness());
            }
        }
        return r;
    }

    static int ofAffected(Affected a) {
        if (a == null || a instanceof Affected.Self || a instanceof Affected.Host) return 0;
        if (a instanceof Affected.All all) return ofFilter(all.filter());
        return ALL;
    }

    static int ofAmount(Amount a) {
        if (a instanceof Amount.Fixed) return 0;
        if (a instanceof Amount.CountPermanents cp) return COUNTS | ofFilter(cp.filter());
        if (a instanceof Amount.CountersOnSource) return COUNTERS; // 122.1: the source's counters
        if (a instanceof Amount.CountersOnEach) return COUNTERS; // 122.1: each affected object's counters
        if (a instanceof Amount.ColorsOfIt) return COLORS; // 105.2: the affected object's colors
        if (a instanceof Amount.ColorsAmongPermanents) return COUNTS | CONTROLLER | COLORS; // 105.2: your permanents' colors
        if (a instanceof Amount.Devotion) return COUNTS | CONTROLLER | MANA_COST; // 700.5: mana costs of permanents you control
        if (a instanceof Amount.Half h) return ofAmount(h.of()); // 107.1a: reads what the halved count reads
        if (a instanceof Amount.Plus p) return ofAmount(p.of()); // 107.1: reads what the count reads
        if (a instanceof Amount.Sum sum) return ofAmount(sum.first()) | ofAmount(sum.second()); // 107.1: what either reads
        return ALL;
    }

    static int ofCondition(Condition c) {
        if (c == null || c instanceof Condition.Always) return 0;
        if (c instanceof Condition.SourceUntapped) return TAPPED;
        if (c instanceof Condition.SourceAttacking || c instanceof Condition.SourceAttackingAlone) return COMBAT;
        if (c instanceof Condition.SourceHasCounter || c instanceof Condition.LevelCounters
                || c instanceof Condition.SourceCounterCount) return COUNTERS; // 122.1: the source's counters
        if (c instanceof Condition.YourTurn || c instanceof Condition.CardsInYourGraveyard) return 0; // OutsideInputs
        if (c instanceof Condition.YouControlCount y) return COUNTS | CONTROLLER | ofFilter(y.filter());
        if (c instanceof Condition.OpponentControls oc) return COUNTS | CONTROLLER | ofFilter(oc.filter());
        if (c instanceof Condition.AmountBetween ab) return ofAmount(ab.amount());
        return ALL;
    }

    static int ofFilter(ObjectFilter f) {
        int r = 0;
        if (f.anyOfTypes() != 0 || f.excludedTypes() != 0) r |= TYPES;
        if (f.subtype() != null) r |= SUBTYPES;
        if (f.colorMask() != 0) r |= COLORS;
        if (f.withKeywords() != 0) r |= ABILITIES;
        if (f.controller() != Relation.ANY) r |= CONTROLLER;
        if (f.attackingYou()) r |= COMBAT | CONTROLLER;
        FilterQualities q = f.more();
        if (q.none()) return r;
        if (q.supertypes() != 0 || q.excludedSupertypes() != 0 || q.allTypes() != 0) r |= TYPES;
        if (q.excludedColors() != 0 || q.colorless() != FilterQualities.Tri.ANY
                || q.multicolored() != FilterQualities.Tri.ANY) {
            r |= COLORS;
        }
        if (q.tapped() != FilterQualities.Tri.ANY) r |= TAPPED;
        if (q.attacking() != FilterQualities.Tri.ANY || q.blocking() != FilterQualities.Tri.ANY) r |= COMBAT;
        if (q.withoutKeywords() != 0) r |= ABILITIES;
        if (q.power() != null) r |= POWER_TOUGHNESS;
        if (q.manaValue() != null) r |= MANA_COST;
        if (!q.anySubtypes().isEmpty() || q.excludedSubtype() != null) r |= SUBTYPES;
        if (q.counters() != null) r |= COUNTERS; // 122.1
        // 607.2: the source's choice is fixed as it enters; the object's colour / subtypes are what change
        if ((q.chosen() & FilterQualities.CHOSEN_COLOR) != 0) r |= COLORS;
        if ((q.chosen() & FilterQualities.CHOSEN_TYPE) != 0) r |= SUBTYPES;
        if ((q.chosen() & FilterQualities.NOT_CHOSEN_TYPE) != 0) r |= SUBTYPES;
        if ((q.chosen() & GreatestAmong.BITS) != 0) r |= ALL; // 208.1: compared with the controller's other permanents
        if ((q.chosen() & FilterQualities.HISTORIC) != 0) r |= TYPES | SUBTYPES; // 700.6: supertypes, types and subtypes
        if ((q.chosen() & FilterQualities.X_IN_MANA_COST) != 0) r |= MANA_COST; // 202.1: the printed symbols
        if ((q.chosen() & FilterQualities.EVERY_LISTED_COLOR) != 0) r |= COLORS; // 105.2
        if ((q.chosen() & (FilterQualities.CHOSEN_NAME | FilterQualities.SOURCE_NAME | FilterQualities.ATTACKED_THIS_TURN
                | FilterQualities.SPELL_X_MANA_VALUE | FilterQualities.TOUGHNESS_BELOW_SOURCE_POWER
                | FilterQualities.SPELL_X_MANA_VALUE_OR_LESS | FilterQualities.SPELL_X_POWER_OR_LESS
                | FilterQualities.WAS_DEALT_DAMAGE_THIS_TURN | FilterQualities.DEALT_DAMAGE_THIS_TURN
                | FilterQualities.DEALT_DAMAGE_TO_YOU_THIS_TURN | FilterQualities.DEALT_DAMAGE_BY_SOURCE_THIS_TURN
                | FilterQualities.ATTACHED_TO_SOURCE | FilterQualities.ATTACHED_TO_IT | FilterQualities.ATTACHED_TO_SOURCES_HOST | FilterQualities.ACTIVE_PLAYER | FilterQualities.POWER_BELOW_SOURCE_POWER
                | FilterQualities.POWER_ABOVE_SOURCE_POWER | FilterQualities.POWER_AT_LEAST_SOURCE_TOUGHNESS
                | FilterQualities.ACTIVE_PLAYER_SINCE_TURN_BEGAN | FilterQualities.ENCHANTED | FilterQualities.MODIFIED
                | FilterQualities.TARGETS_SOURCE | FilterQualities.SHARES_CREATURE_TYPE_WITH_SOURCE | FilterQualities.SHARES_A_COLOR_WITH_SOURCE
                | FilterQualities.FROM_BATTLEFIELD_THIS_TURN | FilterQualities.OWNED_BY_YOU
                | FilterQualities.ENTERED_THIS_TURN | FilterQualities.BLOCKED_THIS_TURN | FilterQualities.EQUIPPED
                | FilterQualities.SOURCE_AND_ITS_PAIR | FilterQualities.KICKED | FilterQualities.CONTROLLER_POISONED)) != 0) r |= ALL; // a name or the turn is not tracked by a bit
        if ((q.chosen() & (FilterQualities.BLOCKING_SOURCE | FilterQualities.BLOCKED_BY_SOURCE | FilterQualities.BLOCKING_OR_BLOCKED_BY_SOURCE | FilterQualities.DEFENDING_PLAYER | FilterQualities.UNBLOCKED | FilterQualities.BLOCKED
                | FilterQualities.ATTACKING_AN_OPPONENT)) != 0) r |= COMBAT | CONTROLLER;
        return r;
    }
}
