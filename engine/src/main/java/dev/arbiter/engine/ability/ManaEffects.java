package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaPool;
import java.util.List;

/**
 * Mana added and lost (106): members of {@link Effect}, named {@code Effect.X} everywhere.
 */
public interface ManaEffects {
    /**
     * "Add {G} for each Elf you control" (106.1, 107.1): {@code unit} times the count, taken as the
     * ability resolves (a mana ability resolves at once, 605.3a).
     */
    record AddManaForEach(ManaPool unit, Amount count, boolean anyOneColor) implements Effect {
        /** {@code unit} times the count; {@code anyOneColor}: "Add X mana of any one color, where X is ..." (unit {@code {1}}). */
        public AddManaForEach(ManaPool unit, Amount count) {
            this(unit, count, false);
        }

        /** The ways to add the mana for a count of {@code n}: the unit times n, or n mana of each one colour (106.1). */
        public java.util.List<ManaPool> ways(int n) {
            java.util.List<ManaPool> out = new java.util.ArrayList<>();
            if (n <= 0) return out;
            if (!anyOneColor) {
                ManaPool p = ManaPool.EMPTY;
                for (int i = 0; i < n; i++) p = p.plus(unit);
                out.add(p);
                return out;
            }
            for (dev.arbiter.engine.mana.ManaType t : dev.arbiter.engine.mana.ManaType.values()) {
                if (t != dev.arbiter.engine.mana.ManaType.C) out.add(ManaPool.EMPTY.plus(t, n));
            }
            return out;
        }
    }

    /**
     * "Add {R} or one mana of the chosen color" (106.1, 607.2): one of the alternatives or one mana of the colour
     * chosen as the source entered (614.12); only the alternatives while no colour was chosen.
     */
    record AddManaOrChosenColor(List<ManaPool> alternatives) implements Effect {
        public AddManaOrChosenColor {
            alternatives = List.copyOf(alternatives);
        }
    }

    /** "Add {G}" / "Add {W} or {U}" / "Add one mana of any color": one of the alternatives (106). */
    record AddMana(List<ManaPool> alternatives) implements Effect {
        public AddMana {
            alternatives = List.copyOf(alternatives);
        }
    }

    /**
     * "Add one mana of any color [type] that a [basic] land [a Gate] [you control / an opponent controls] could produce" (106.7): the
     * types those lands' mana abilities could add now, costs ignored; none (no mana) when there are none; {@code
     * anyType} admits colourless ("any type"), else only colours.
     */
    record AddManaLandsCouldProduce(Relation controller, boolean anyType, boolean basic, String subtype) implements Effect {
        /** Any land of that controller. */
        public AddManaLandsCouldProduce(Relation controller, boolean anyType) {
            this(controller, anyType, false, null);
        }
    }

    /**
     * "Add X mana in any combination of colors [of {R} and/or {G}], where X is ..." (106.1a): {@code count} units, each of
     * any of {@code types}, the count taken as it resolves.
     */
    record AddManaCombination(List<dev.arbiter.engine.mana.ManaType> types, Amount count) implements Effect {
        /** The most ways {@link #ways} lists (a payment tries each); more, and none are listed. */
        public static final int MOST_WAYS = 35;

        public AddManaCombination {
            types = List.copyOf(types);
        }

        /** Every combination of {@code n} units, or none when there are more than {@link #MOST_WAYS}. */
        public List<ManaPool> ways(int n) {
            List<ManaPool> out = new java.util.ArrayList<>();
            if (n > 0) ways(0, n, ManaPool.EMPTY, out);
            return out.size() > MOST_WAYS ? List.of() : out;
        }

        private void ways(int from, int left, ManaPool so, List<ManaPool> out) {
            if (out.size() > MOST_WAYS) return;
            if (left == 0) {
                out.add(so);
                return;
            }
            for (int i = from; i < types.size(); i++) ways(i, left - 1, so.plus(types.get(i), 1), out);
        }
    }

    /**
     * "Double the amount of each type of unspent mana you have" (106.4, 106.1): as much mana of each type as the pool
     * holds is added (the mana kept apart included; what is added has no restriction).
     */
    record DoubleUnspentMana() implements Effect {
    }

    /** "[player] loses all unspent mana" (106.4): their mana pool empties. */
    record LoseUnspentMana(Who who) implements Effect {
    }

    /** "Add an amount of {B} equal to [amount]" (106.1): that much mana of one type, counted as it resolves (608.2h). */
    record AddManaAmount(dev.arbiter.engine.mana.ManaType type, Amount amount) implements Effect {
    }

    /**
     * "Add {C}. Spend this mana only to cast artifact spells or activate abilities of artifacts." (106.6): the mana
     * {@code add} adds stays in the pool apart, remembering {@code only}; a payment may use it only where it allows.
     */
    record RestrictedMana(Effect add, SpendRestriction only) implements Effect {
    }

    /**
     * "Add {G}. When you spend this mana to cast a spell with mana value 6 or greater, draw a card." (106.6, 603.7a): the
     * mana {@code add} adds stays apart in the pool; each of it spent to cast a spell {@code then}'s trigger names (a
     * {@link Trigger.SpellCast}) makes {@code then} trigger once (106.6a), naming the spell.
     */
    record ManaSpendTrigger(Effect add, TriggeredAbility then) implements Effect {
        /** The spells it watches. */
        public ObjectFilter spells() {
            return ((Trigger.SpellCast) then.trigger()).spell();
        }
    }

    /**
     * "Add {C}. If that mana is spent on a creature spell, it gains haste [until end of turn]." / "..., that spell can't
     * be countered." (106.6: an additional effect on the spell the mana is spent on): the mana {@code add} adds stays apart
     * in the pool; spent to cast a spell {@code spells} matches, that spell gains {@code grants} (a continuous effect from
     * the mana ability, until end of turn or with no duration), which the permanent it becomes keeps (400.7a). Once for
     * each mana spent (106.6a).
     */
    record ManaSpentRider(Effect add, ObjectFilter spells, List<Ability> grants, boolean untilEndOfTurn) implements Effect {
        public ManaSpentRider {
            grants = List.copyOf(grants);
        }
    }

    /**
     * "Add {R}{R}{R}{G}{G}{G}. Until end of turn, you don't lose this mana as steps and phases end." (500.4): the mana
     * {@code add} adds stays in the pool apart until the cleanup step ends.
     */
    record KeptMana(Effect add) implements Effect {
    }
}
