package dev.arbiter.engine.ability;

/** What a static ability does (604). Combat restrictions and requirements are seed 500.1. */
public sealed interface StaticEffect {
    /** "~ can't block." — a blocking restriction (seed 500.1). */
    record CantBlock() implements StaticEffect {
    }

    /** "~ can't attack." — an attacking restriction (seed 500.1). */
    record CantAttack() implements StaticEffect {
    }

    /** "~ attacks each combat if able." — an attacking requirement (seed 500.1). */
    record AttacksEachCombat() implements StaticEffect {
    }

    /** "~ blocks each combat if able." — a blocking requirement (seed 500.1). */
    record BlocksEachCombat() implements StaticEffect {
    }

    /** "~ can't block creatures with power N or greater." — a blocking restriction. */
    record CantBlockPowerAtLeast(int power) implements StaticEffect {
    }
}
