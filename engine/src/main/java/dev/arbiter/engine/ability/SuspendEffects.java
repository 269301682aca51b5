package dev.arbiter.engine.ability;

/** The effects of suspend's two triggered abilities (702.62a), which function while the card is exiled. */
public interface SuspendEffects {
    /** "At the beginning of your upkeep, if this card is suspended, remove a time counter from it." (702.62a-b) */
    record RemoveTimeCounter() implements Effect {
    }

    /**
     * "When the last time counter is removed from this card, if it's exiled, you may play it without paying its mana
     * cost if able. If you don't, it remains exiled. If you cast a creature spell this way, it gains haste until you
     * lose control of the spell or the permanent it becomes." (702.62a, 702.62d)
     */
    record CastWithoutPaying() implements Effect {
    }
}
