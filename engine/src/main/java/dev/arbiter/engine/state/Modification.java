package dev.arbiter.engine.state;

/**
 * What a continuous effect changes, by layer (613.1), or (layer 0) a record a resolved effect leaves on the state.
 * The records are declared in {@link LayeredModifications}, {@link NonLayerRecords}, {@link PlayerRecords} and
 * {@link LastKnownRecords}, and named
 * {@code Modification.X} everywhere.
 */
public sealed interface Modification extends LayeredModifications, NonLayerRecords, PlayerRecords, LastKnownRecords, DungeonRecords,
        TriggerRecords
        permits
        LayeredModifications.Bestowed, LayeredModifications.AddAbility, LayeredModifications.AddTypes, LayeredModifications.SetTypes,
        LayeredModifications.SetCreatureTypes, LayeredModifications.SetColors, LayeredModifications.AddColors, LayeredModifications.LoseKeyword,
        LayeredModifications.LoseAllAbilities, LayeredModifications.LoseAllLandwalk, LayeredModifications.SwitchPowerToughness, NonLayerRecords.CombatRule,
        NonLayerRecords.RegenerationShield, NonLayerRecords.CantBeRegenerated, NonLayerRecords.ExileIfDies, PlayerRecords.FlashThisTurn, PlayerRecords.FreeFromHandThisTurn, NonLayerRecords.ExiledWith,
        NonLayerRecords.ExiledUntilLeaves, NonLayerRecords.ThisTurnDelayedTrigger, NonLayerRecords.DelayedTrigger, NonLayerRecords.CastFrom,
        NonLayerRecords.MadnessExiled, NonLayerRecords.Kicked, NonLayerRecords.Designation, NonLayerRecords.DamageDivision,
        NonLayerRecords.DamagedBy, NonLayerRecords.ActivatedThisTurn, PlayerRecords.LossShield, PlayerRecords.ExtraTurn, PlayerRecords.SkipNext,
        PlayerRecords.AdditionalPhases, PlayerRecords.PlayFromExile, PlayerRecords.Monarch, PlayerRecords.CitysBlessing,
        PlayerRecords.AdditionalLandPlays, PlayerRecords.CantCast, PlayerRecords.ExileDying, PlayerRecords.DamageUnpreventable, PlayerRecords.CantPlayLands, PlayerRecords.PhaseQueue, NonLayerRecords.SkipNextUntap,
        NonLayerRecords.DoesntUntapWhile, NonLayerRecords.EndsWhenNot, NonLayerRecords.EndsWithoutCounter, LayeredModifications.ModifyPowerToughness, LayeredModifications.SetPowerToughness, LayeredModifications.SetPowerToughnessToManaValue,
        NonLayerRecords.PreventionFollowUp, NonLayerRecords.PreventionShield, LayeredModifications.ControlChange, NonLayerRecords.BaseController,
        NonLayerRecords.EnteredAsCopy, NonLayerRecords.BecameCopy, NonLayerRecords.TextChanged, NonLayerRecords.FaceDown, NonLayerRecords.Chosen,
        LayeredModifications.SetLandType, LastKnownRecords.SacrificedAsCost, LastKnownRecords.LastKnownCounters, LastKnownRecords.LastKnownStats,
        LastKnownRecords.LastKnownCopiable, LastKnownRecords.LastKnownHost, NonLayerRecords.ExileIfLeaves,
        NonLayerRecords.ManaSpent, NonLayerRecords.DeathTrigger, PlayerRecords.Emblem,
        DungeonRecords.VentureMarker, DungeonRecords.DungeonCompleted, DungeonRecords.Initiative,
        TriggerRecords.TriggeredThisTurn,
        PlayerRecords.CantGainLife, NonLayerRecords.DashPaid,
        NonLayerRecords.SpendAnyColor, NonLayerRecords.CostPaid, NonLayerRecords.TimesKicked, NonLayerRecords.ReturnedAttacker, PlayerRecords.ExtraTurnDelayedTrigger, NonLayerRecords.Spliced, PlayerRecords.ExileUncastEntering, NonLayerRecords.Paired, NonLayerRecords.Haunting, NonLayerRecords.Foretold {
    /** The layer (613.1) and, for layer 7, the sublayer ordinal (7a=1 ... 7d=4); others 0. */
    int layer();

    int sublayer();
}
