package dev.arbiter.engine.ability;

/**
 * What a static ability does (604). Some change characteristics through the layer system (613);
 * the combat ones are restrictions and requirements on attacks and blocks (seed 500.1) and
 * evasion (seed 501). The records are declared by rules area in the interfaces this one extends
 * ({@link LayerStatics}, {@link CombatStatics}, ...) and named {@code StaticEffect.X} everywhere; a new one goes into
 * its area's file and into the {@code permits} list below.
 */
public sealed interface StaticEffect extends
        LayerStatics, CastingStatics, ReplacementStatics, EnteringStatics, PlayerStatics, UntapStatics, CombatStatics
        permits
        LayerStatics.ModifyPowerToughness, LayerStatics.ModifyPowerToughnessPerCount, LayerStatics.SetBasePowerToughness, LayerStatics.GrantAbilities,
        LayerStatics.ProtectionKeepsSource, LayerStatics.CantBeEnchantedByOtherAuras, LayerStatics.BecomeCreatures, LayerStatics.BecomeCreaturesWhile, LayerStatics.AddTypes, LayerStatics.SetTypes, LayerStatics.BecomeOnlyTypes, LayerStatics.AddColors, LayerStatics.RemoveTypes,
        LayerStatics.SetColors, LayerStatics.SetColorsWhile, LayerStatics.LoseKeyword, LayerStatics.LoseAllAbilities, LayerStatics.CharacteristicPowerToughness, LayerStatics.YouControl,
        LayerStatics.SetLandType, LayerStatics.AddChosenType, CastingStatics.CostModifier, CastingStatics.CostIncrease, CastingStatics.ActivationCostModifier,
        CastingStatics.SpendManaAsThough, CastingStatics.CantCast, CastingStatics.CastLimit, CastingStatics.CantBeCountered,
        CastingStatics.CantActivate, CastingStatics.ActivatedAbilitiesCantBeActivated, CastingStatics.CastOnlyDuring, CastingStatics.AdditionalLands,
        CastingStatics.KeepUnspentMana, CastingStatics.CantBeTargetOfSpells, CastingStatics.CantBeTargetOfSources, CastingStatics.CastAsThoughFlash, CastingStatics.CastSelfAsThoughFlash, CastingStatics.PlayLandsFromGraveyard, CastingStatics.PlayFromLibraryTop, CastingStatics.PlayersCantActivate,
        CastingStatics.DeckCopies, CastingStatics.PlayedOnlyForAnte, CastingStatics.BeginOnBattlefield, CastingStatics.RevealFromOpeningHand, ReplacementStatics.DamageCantBePrevented, PlayerStatics.CantGainLife, CastingStatics.SpendOnlyColorOnX, ReplacementStatics.ReplaceDraw,
        ReplacementStatics.RegenerateInsteadOfDestroy, ReplacementStatics.PreventDamage, ReplacementStatics.RedirectDamage, ReplacementStatics.PreventByRemovingCounters, ReplacementStatics.PreventDamageToSelfChangingCounters,
        ReplacementStatics.ModifyDamage, ReplacementStatics.ModifyLifeGain, ReplacementStatics.DamageLifeFloor, ReplacementStatics.ShuffleIntoLibraryInsteadOfGraveyard, ReplacementStatics.RestartInsteadOfLosing, ReplacementStatics.EffectInsteadOfLosing, ReplacementStatics.EntersIfDiscardedByOpponent,
        ReplacementStatics.CantHaveMinusCounters, ReplacementStatics.CantHaveCounters, ReplacementStatics.ModifyCountersPut, EnteringStatics.EntersTappedUnlessYouControl, EnteringStatics.EntersTappedUnless, EnteringStatics.EntersTappedUnlessPaid, EnteringStatics.PermanentsEnterTapped,
        EnteringStatics.OthersEnterWithCounters, EnteringStatics.EntersTapped, EnteringStatics.EntersWithCounters, EnteringStatics.EntersWithCounterOfChoice, EnteringStatics.EntersWithCountersIfKicked,
        EnteringStatics.EntersWithCountersIf, EnteringStatics.EntersAsCopy, EnteringStatics.ChooseAsEnters, EnteringStatics.BecomesChoiceAsEnters, PlayerStatics.CantLoseOpponentsCantWin,
        PlayerStatics.CantDraw, PlayerStatics.CantGetPoisonCounters, PlayerStatics.MaximumHandSize, PlayerStatics.PlayerUntargetable,
        PlayerStatics.HandsRevealed, PlayerStatics.TopCardRevealed, UntapStatics.DoesntUntap, UntapStatics.MayChooseNotToUntap, UntapStatics.PermanentsDontUntap,
        UntapStatics.UntapLimit, UntapStatics.PlayersSkipUntapSteps, UntapStatics.UntapDuringOthersUntapSteps, CombatStatics.CantBlock,
        CombatStatics.CantAttack, CombatStatics.AssignsNoCombatDamage, CombatStatics.AttackCost, CombatStatics.CantAttackAlone, CombatStatics.CantAttackWithPowerAbove, CombatStatics.CantUnlessYouControlMore, CombatStatics.CantUnlessOthers, CombatStatics.CantBlockAlone, CombatStatics.CantBlockPowerAtLeast,
        CombatStatics.CantBeBlockedBy, CombatStatics.CantAttackPlayersIdleLastTurn, CombatStatics.AttackTax, CombatStatics.CantAttackYou, CombatStatics.BlockTax, CombatStatics.BlockCostAgainst,
        CombatStatics.MaxAttackers, CombatStatics.MaxBlockers, CombatStatics.CanBlockAdditional, CombatStatics.CantBeBlocked,
        CombatStatics.CantBeBlockedExceptBy, CombatStatics.CanBlockOnly, CombatStatics.CantBeBlockedByMoreThan, CombatStatics.CantAttackUnlessDefenderControls, CombatStatics.CantBeBlockedWhileDefenderControls,
        CombatStatics.MayAssignDamageAsThoughUnblocked, CombatStatics.CantBeBlockedExceptByAtLeast, CombatStatics.CantBlockCreatures, CombatStatics.CantBlockSource, CombatStatics.CantBlockObject, CombatStatics.CantUnlessYouControl,
        CombatStatics.CanAttackAsThoughHaste, CombatStatics.CanAttackAsThoughNoDefender, CombatStatics.AttacksEachCombat, CombatStatics.MustBeBlocked,
        CombatStatics.AttacksYouIfAble, CombatStatics.BlocksEachAttacker, CombatStatics.BlocksEachCombat, CombatStatics.AttacksOrBlocksEachCombat,
        CombatStatics.AllAbleToBlockDoSo, CombatStatics.AttacksPlayerIfAble,
        ReplacementStatics.GraveyardInstead, CombatStatics.BlockableDespiteLandwalk, PlayerStatics.DrawLimit,
        CombatStatics.Goaded, CombatStatics.IsGoaded, CombatStatics.BlockersCantBlock, CastingStatics.CastFromHandWithoutPaying, CastingStatics.CantBeTargets, CastingStatics.AffectedCantBeTargetOfSpells,
        ReplacementStatics.MultiplyTokensCreated,
        EnteringStatics.EntersOnlyIfPaid, CombatStatics.BlocksSourceIfAble, CombatStatics.BlocksObjectIfAble,
        LayerStatics.ChosenColorIs, UntapStatics.DoesntUntapIf, UntapStatics.UntapSelfDuringOthersUntapSteps, CastingStatics.CostModifierPerCount, CastingStatics.ColouredCostReduction,
        SpellsAlternativeCost, CastingStatics.CastOnlyIf, PlayerStatics.SkipYourSteps,
        CombatStatics.AssignsCombatDamageByToughness, CombatStatics.CanBlockDespite, CombatStatics.CombatRuleWhile, CombatStatics.CantAttackIfDefenderControls, CombatStatics.CantAttackUnlessDefenderPoisoned, CombatStatics.CantCrew, PlayerStatics.TopCardLookable, ReplacementStatics.PreventDamageThen, ReplacementStatics.ExileInsteadOfEnteringUncast, EnteringStatics.EffectAsEnters, EnteringStatics.Devour, EnteringStatics.Amplify, EnteringStatics.Tribute, ReplacementStatics.AddTokensCreated, ReplacementStatics.PreventDamageWhile {
    /** Whether this effect works through the layer system (613) rather than the rules it modifies. */
    default boolean layered() {
        return false;
    }
}
