package dev.arbiter.engine.ability;

/**
 * An ability of an object (113): keyword, activated, triggered, static, or a spell's effect.
 * Every ability keeps the rules text it was compiled from, for display and logs.
 */
public sealed interface Ability
        permits KeywordAbility, Exert, Protection, Landwalk, Enchant, Dredge, Flashback, Bestow, OptionalAdditionalCost, Entwine, Madness, Morph, ActivatedAbility, TriggeredAbility,
        TriggeredManaAbility, StaticAbility,
        Convoke, Improvise, Delve, Rebound, Affinity, AdditionalCost, SelfCostChange, SelfColouredReduction, AlternativeCost,
        SpellAbility, Dash, CastFromZone, Multikicker, Squad, Replicate, Splice, Suspend, Cipher, Soulbond, Haunt, Escalate, Foretell {
    /** The rules text this ability came from ("~" for the object's own name). */
    String text();
}
