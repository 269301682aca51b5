package dev.arbiter.engine.ability;

/**
 * Soulbond (702.95a) on a creature: two triggered abilities. "When this creature enters, if you control both this creature
 * and another creature and both are unpaired, you may pair this creature with another unpaired creature you control for
 * as long as both remain creatures on the battlefield under your control" and "Whenever another creature you control
 * enters, if you control both that creature and this one and both are unpaired, you may pair that creature with this
 * creature for as long as ...". The engine carries them out (events.SoulbondTriggers, effects.SoulbondPairing).
 */
public record Soulbond() implements Ability {
    @Override
    public String text() {
        return "Soulbond";
    }

    /**
     * The effect of both soulbond triggers (702.95a, 702.95c): the controller may pair the source with the entering
     * creature (the trigger's object) or, when the source itself entered, with another unpaired creature they choose.
     */
    public record Pair() implements Effect {
    }
}
