package dev.arbiter.engine.ability;

/** The object an effect acts on. */
public sealed interface Subject {
    /** The ability's own source ("~"). */
    record Self() implements Subject {
    }

    /**
     * The new object the source became in the public zone it moved to, for an ability that triggered on that move:
     * "When ~ dies, return it to its owner's hand" (400.7d); nothing once the card has moved again.
     */
    record SelfInNewZone() implements Subject {
    }

    /** The object the trigger event named: "that creature", "the blocking creature", "it" (603.2). */
    record ThatObject() implements Subject {
    }

    /** The permanent the source is attached to: "enchanted creature", "equipped creature" (303.4, 301.5). */
    record Host() implements Subject {
    }

    /**
     * "each creature", "all lands you control": every permanent that matches when the effect
     * resolves (608.2h: the set is determined once, as the effect begins).
     */
    record Each(ObjectFilter filter) implements Subject {
    }

    /**
     * "each creature that player controls", "each creature target player controls": every permanent matching
     * {@code filter} controlled by the player {@code controller} names, as the effect begins (109.4, 608.2h).
     */
    record EachControlledBy(ObjectFilter filter, Who controller) implements Subject {
    }

    /**
     * "Destroy target creature an opponent controls. Each other creature that player controls ...": the objects
     * {@code each} names but the one chosen for target {@code index} ("other" than the object named before, 608.2c).
     */
    record EachOtherThanTarget(Subject each, int index) implements Subject {
    }

    /**
     * "Destroy each nonland permanent with mana value X or less", "... with mana value equal to the number of charge
     * counters on ~": the objects {@code each} names whose mana value compares with {@code amount}, counted as the effect
     * begins (608.2h, 202.3): {@code comparison} below 0 "or less", 0 equal, above 0 "or greater".
     */
    record EachWithManaValue(Subject each, Amount amount, int comparison) implements Subject {
    }

    /** The object chosen for target number {@code index}. */
    record TargetObject(int index) implements Subject {
    }

    /**
     * "Target creature and all other creatures with the same name as that creature" (201.2, 608.2h): the object chosen for
     * target {@code index} and every other permanent matching {@code others} with the same name as it, as the effect begins.
     */
    record AndSameName(int index, ObjectFilter others) implements Subject {
    }
}
