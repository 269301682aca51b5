package dev.arbiter.engine.ability;

/**
 * The event a triggered ability waits for (603.1-603.2). "~" is the ability's source. The records are declared by
 * rules area in the interfaces this one extends ({@link ZoneTriggers}, {@link AttackAndBlockTriggers}, ...) and named
 * {@code Trigger.X} everywhere.
 */
public sealed interface Trigger extends
        ZoneTriggers, AttackAndBlockTriggers, DamageTriggers, CastingTriggers, TurnTriggers, PlayerTriggers, StatusTriggers, DungeonTriggers,
        ObjectHistoryTriggers, AttachmentTriggers
        permits
        ZoneTriggers.EntersBattlefield, ZoneTriggers.EntersUntapped, ZoneTriggers.Dies, ZoneTriggers.SelfPutIntoGraveyard, ZoneTriggers.SelfExiledFromBattlefield, ZoneTriggers.ExiledWithMadness, ZoneTriggers.LeavesBattlefield,
        TurnTriggers.BeginningOfStep, TurnTriggers.BeginningOfStepInGraveyard, ZoneTriggers.PermanentEntersInGraveyard, CreatureToYourGraveyardInGraveyard, SpellCastInGraveyard, AttackAndBlockTriggers.Attacks, AttackAndBlockTriggers.AttacksAndIsntBlocked,
        AttackAndBlockTriggers.Blocks, AttackAndBlockTriggers.BecomesBlocked, DamageTriggers.DealsDamageToPlayer, ZoneTriggers.CreatureToYourGraveyard,
        ZoneTriggers.CreatureEnters, PlayerTriggers.YouGainLife, PlayerTriggers.YouGainLifeInGraveyard, PlayerTriggers.LosesLife, CastingTriggers.PlayerCastsSpell,
        StatusTriggers.HostBecomesTapped, PlayerTriggers.PlayerDraws, ZoneTriggers.PermanentEnters, ZoneTriggers.PermanentDies,
        ZoneTriggers.DiesWithCounters, ZoneTriggers.DiesAsItWas, CastingTriggers.SpellCast, CastingTriggers.SpellCastHow, AttackAndBlockTriggers.CreatureAttacks,
        TurnTriggers.BeginningOfStepOf, ZoneTriggers.HostDies, AttackAndBlockTriggers.HostAttacks, DamageTriggers.DealsDamage,
        DamageTriggers.IsDealtDamage, DamageTriggers.PermanentDealtDamage, PlayerTriggers.TapsLandForMana, PlayerTriggers.PlaysLand,
        PlayerTriggers.Discards, PlayerTriggers.DiscardedByOpponent, ZoneTriggers.PutIntoGraveyardFromBattlefield, StatusTriggers.PermanentBecomesTapped, CastingTriggers.BecomesTarget,
        StatusTriggers.CountersPut, ZoneTriggers.Exploits, StatusTriggers.SelfBecomesTapped, StatusTriggers.SelfTappedForMana, AttackAndBlockTriggers.AttacksWithOthers,
        StatusTriggers.CreatureExerted, StatusTriggers.SelfExerted, StatusTriggers.SelfBecomesUntapped, StatusTriggers.BecomesMonstrous,
        StatusTriggers.TurnedFaceUp, StatusTriggers.PermanentTurnedFaceUp, AttackAndBlockTriggers.InCombat, AttackAndBlockTriggers.CreatureAttacksAlone,
        AttackAndBlockTriggers.AttacksAlone, AttackAndBlockTriggers.AttacksPlayerWithMostLife, StatusTriggers.LastCounterRemoved, AttackAndBlockTriggers.CreatureDealsCombatDamageToPlayer, AttackAndBlockTriggers.CreaturesAttack,
        TurnTriggers.State, ZoneTriggers.DealtDamageBySourceDies, CastingTriggers.SpellTargetsSource, CastingTriggers.SpellCastOrCopied,
        CastingTriggers.CastSelf, CastingTriggers.NthThisTurn, ZoneTriggers.Sacrifices, DamageTriggers.SourceDealsDamage,
        CastingTriggers.BecomesTargetOf, CastingTriggers.Cycles, CastingTriggers.Reflexive, AttackAndBlockTriggers.CreatureBecomesBlocked,
        CastingTriggers.AbilityActivated, AttackAndBlockTriggers.GroupDealsCombatDamage, ZoneTriggers.PermanentLeaves, ZoneTriggers.PermanentReturnedToHand,
        ZoneTriggers.CardPutIntoGraveyard, PlayerTriggers.SearchesLibrary, PlayerTriggers.Scries,
        StatusTriggers.PermanentBecomesUntapped, StatusTriggers.Chapter, ZoneTriggers.GroupMoves,
        DungeonTriggers.Room, DungeonTriggers.TakesInitiative, DungeonTriggers.CompletesDungeon,
        ObjectHistoryTriggers.HostTurnedFaceUp, ObjectHistoryTriggers.AttacksFirstTimeEachTurn,
        AttachmentTriggers.BecomesAttached, AttachmentTriggers.BecomesUnattached, AttachmentTriggers.HostLeaves,
        DamageTriggers.SourceDealsDamageInGraveyard, StatusTriggers.CounterRemoved,
        DamageTriggers.CombatDamageToYou, ZoneTriggers.GroupEnters, AttackAndBlockTriggers.PlayerAttacks, CastingTriggers.NthSpellThisTurn, CastingTriggers.SpellCopied, CastingTriggers.SpellCastTargeting, StatusTriggers.Explores,
        StatusTriggers.CountersPutBy, PlayerTriggers.FlipsCoin, PlayerTriggers.Clashes, PlayerTriggers.PaysLife, PlayerTriggers.RollsDie, Haunt.HauntedDies {
}
