package dev.arbiter.cards.grammar.ast;

/**
 * The syntax tree of one-shot effect text (610): sentences in order (608.2c), clauses joined by
 * "and" / "then", optional actions ("you may"), and actions with their subjects and objects.
 * The records are declared by rules area in the interfaces this one extends ({@link ControlFlowNodes},
 * {@link DamageNodes}, ...) and named {@code EffectNode.X} everywhere.
 */
public sealed interface EffectNode extends
        ControlFlowNodes, DamageNodes, ZoneChangeNodes, LibraryAndHandNodes, PlayerNodes, PermanentNodes, StackNodes, DungeonNodes, RevealPutNodes
        permits
        PermanentNodes.IsInAddition, PlayerNodes.AdditionalLandsThisTurn, PermanentNodes.MoveCounters, ZoneChangeNodes.CreateThenAttach,
        PermanentNodes.KeywordAction, PlayerNodes.SkipNext, ControlFlowNodes.ChooseTarget, PermanentNodes.RemoveFromCombat,
        StackNodes.CounterTargeting, ControlFlowNodes.Sequence, ControlFlowNodes.FlipCoin, ZoneChangeNodes.ReturnAtRandom,
        ControlFlowNodes.WhenYouDo, ControlFlowNodes.May, DamageNodes.Damage, PermanentNodes.DistributeCounters,
        DamageNodes.DividedDamage, DamageNodes.DividedPrevention, DamageNodes.EvenlyDividedDamage, PlayerNodes.GameResult, ZoneChangeNodes.Destroy,
        ZoneChangeNodes.Exile, ZoneChangeNodes.ReturnToHand, ZoneChangeNodes.ReturnToBattlefield, ZoneChangeNodes.ReturnAllOwned,
        ZoneChangeNodes.ReturnAllCards, LibraryAndHandNodes.SearchLibraryAndGraveyard, StackNodes.WhenYouNextCast, StackNodes.WheneverThisTurn, StackNodes.ChooseNewTargets,
        StackNodes.CopyThatSpell, StackNodes.CopyThisSpellFor, StackNodes.CopySpell, LibraryAndHandNodes.ExileTopMayPlay, LibraryAndHandNodes.DrawRevealMayCastOne, ZoneChangeNodes.Attach,
        LibraryAndHandNodes.TopCardMayCast,
        StackNodes.CastFromHandFree, ControlFlowNodes.PayCost, ControlFlowNodes.AnyPlayerMay, ControlFlowNodes.Clash, PermanentNodes.Tap, ZoneChangeNodes.Sacrifice,
        ZoneChangeNodes.SacrificeOpponentChooses, LibraryAndHandNodes.Draw, PlayerNodes.Life, LibraryAndHandNodes.Discard,
        LibraryAndHandNodes.Mill, LibraryAndHandNodes.ExileTopOfLibrary, LibraryAndHandNodes.Scry, PermanentNodes.PutCounters,
        PermanentNodes.Pump, LibraryAndHandNodes.Search, LibraryAndHandNodes.SearchEach, LibraryAndHandNodes.RevealPiles, LibraryAndHandNodes.SearchUpTo, LibraryAndHandNodes.SearchManaValueEqual, LibraryAndHandNodes.PlayerSearch,
        PermanentNodes.CreateTokens, PlayerNodes.BecomeMonarch, PermanentNodes.Connive, PermanentNodes.Explore,
        DamageNodes.Fight, PermanentNodes.TokensOfSizeX, PermanentNodes.TokensOfChosen, PermanentNodes.CreateTokensAttacking, PermanentNodes.CreatedTokensGain, ControlFlowNodes.IfCant,
        ControlFlowNodes.IfKicked, ControlFlowNodes.KickedAmount, PermanentNodes.PumpForEachBlocker, PermanentNodes.CombatRule,
        LibraryAndHandNodes.Shuffle, DamageNodes.Prevent, DamageNodes.DamageModified, ControlFlowNodes.PayMana,
        LibraryAndHandNodes.LookAtTop, LibraryAndHandNodes.LookAndTake, LibraryAndHandNodes.PutOnLibrary, LibraryAndHandNodes.DiscardChosen,
        LibraryAndHandNodes.LookAtHand, PermanentNodes.TapOrUntap, ZoneChangeNodes.PutFromHand, LibraryAndHandNodes.ShuffleSelfIn,
        LibraryAndHandNodes.ShuffleZonesIn, LibraryAndHandNodes.DiscardHand, ControlFlowNodes.WhereX, ZoneChangeNodes.MoveThenControllerGains,
        ZoneChangeNodes.MoveThenLifeEqualToStat, PlayerNodes.ControllerGainsStat, ControlFlowNodes.IfActivatedTimes, PermanentNodes.GainsQuoted, PermanentNodes.GainsIndefinitely,
        PermanentNodes.PumpX, PermanentNodes.PumpXEither, PermanentNodes.TapAnyNumber, ControlFlowNodes.CountTapped, PermanentNodes.SacrificeAnyNumber, ControlFlowNodes.CountSacrificed, ZoneChangeNodes.ReturnChosen, ZoneChangeNodes.PutOntoBattlefieldYours, LibraryAndHandNodes.RevealTop,
        LibraryAndHandNodes.RevealAtRandom, PermanentNodes.DoesntUntap, ZoneChangeNodes.ExileGraveyard, LibraryAndHandNodes.LookAtTopMayMove,
        ZoneChangeNodes.ExileChosenFromHand, PermanentNodes.TapAllOf, ZoneChangeNodes.SacrificeObject, PlayerNodes.ExtraTurns,
        PlayerNodes.CantCastThisTurn, PlayerNodes.CantPlayLandsThisTurn, PlayerNodes.DamageUnpreventableThisTurn, PlayerNodes.AdditionalPhases, ControlFlowNodes.UnlessControllerPays, StackNodes.CounterInstead,
        PlayerNodes.FlashThisTurn, PlayerNodes.FreeFromHandThisTurn,
        StackNodes.CounterSpell, PermanentNodes.GainControl, PermanentNodes.ExchangeControl, PlayerNodes.Ante,
        PlayerNodes.OwnAnteCard, PlayerNodes.ExchangeWithTopOfLibrary, PermanentNodes.ChangeText, StackNodes.ChangeTheTarget,
        LibraryAndHandNodes.SearchOthersLibrary, PlayerNodes.SetLife, PlayerNodes.DoubleLife, PermanentNodes.PumpForEach,
        ZoneChangeNodes.ExileUntilLeaves, ZoneChangeNodes.ReturnSelfFromGraveyard, ZoneChangeNodes.AttachToChosen, ZoneChangeNodes.AttachToAnother,
        PermanentNodes.DoubleCounters, PermanentNodes.RemoveCounters, PermanentNodes.CreateTokenCopy, PermanentNodes.BecomeCopy, DamageNodes.DamageNoRegeneration,
        DamageNodes.DamageExileIfDies, ControlFlowNodes.IfThen, ControlFlowNodes.OnlyIf, ControlFlowNodes.IfInstead, DamageNodes.ExileIfDies,
        DamageNodes.ExileDyingThisTurn,
        DamageNodes.DamageThen, DamageNodes.PreventThen, DamageNodes.CantBeRegenerated, ControlFlowNodes.IfItIs,
        ControlFlowNodes.IfObjectIs, ControlFlowNodes.ChooseThen, PlayerNodes.AddMana, PlayerNodes.AddManaForEach, LibraryAndHandNodes.LookHandTopBottom,
        PlayerNodes.LoseUnspentMana, PlayerNodes.DoubleUnspentMana, LibraryAndHandNodes.HandCardsOnTop, ControlFlowNodes.CountDiscarded, ControlFlowNodes.CountDestroyed,
        PlayerNodes.GetEnergy, PlayerNodes.GetExperience, PlayerNodes.GainLifeLost, PermanentNodes.UntapUpTo, LibraryAndHandNodes.RevealTopTakeAll,
        PermanentNodes.DoesntUntapWhile, PermanentNodes.PumpWhile, PermanentNodes.SetBase, PermanentNodes.UntilEndOfCombat, PermanentNodes.WhileCounter, PermanentNodes.BecomeLandType,
        PermanentNodes.LoseAllAbilities, PermanentNodes.BecomeWithBase, PermanentNodes.LoseKeywords, LibraryAndHandNodes.LookAtTopCard,
        DamageNodes.DamageUnpreventable, LibraryAndHandNodes.RevealUntil, LibraryAndHandNodes.TopCardIfKind, LibraryAndHandNodes.IfTopCardIs,
        LibraryAndHandNodes.IfTopCardSharesCreatureType, ControlFlowNodes.WhenDiesThisTurn,
        ControlFlowNodes.IfYouDo,
        ZoneChangeNodes.PlayerExiles, ZoneChangeNodes.SearchZonesForName,
        LibraryAndHandNodes.RevealAnyNumber, ControlFlowNodes.CountRevealed,
        StackNodes.CounterSpellTargeting, ControlFlowNodes.CountMilled, ControlFlowNodes.MillThenMayCast, StackNodes.CastFromAmongThemFree, StackNodes.CastCard, ControlFlowNodes.IfMilled,
        StackNodes.CounterStackObject, StackNodes.CopyAbility,
        PermanentNodes.Goad, PermanentNodes.UntilYourNextTurn, PermanentNodes.PutCountersUpTo,
        LibraryAndHandNodes.DiscardUpTo, ZoneChangeNodes.SacrificeAllButChosen,
        DungeonNodes.Venture, DungeonNodes.TakeInitiative,
        RevealPutNodes.RevealPutThenShuffle,
        PermanentNodes.CreatedTokenGetsCounters,
        PermanentNodes.GainsQuotedUntilEndOfTurn {
}
