package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Suspend N—[cost]" (702.62a): three abilities. A static one that functions in the hand: if its owner could begin to
 * cast the card (702.62c), they may pay {@code cost} and exile it with {@code timeCounters} time counters on it, a
 * special action that doesn't use the stack (116.2f); and two triggered abilities that function in exile: at the
 * beginning of its owner's upkeep, if it is suspended (702.62b), a time counter is removed; when the last is removed,
 * if it's exiled, its owner may cast it without paying its mana cost (702.62d), and a creature spell cast this way gains
 * haste. The engine carries them out (stack.Suspending, events.SuspendTriggers).
 */
public record Suspend(int timeCounters, ManaCost cost, String text) implements Ability {
}
