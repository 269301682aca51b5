package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.timing.Step;

/** Trigger events (603.1-603.2) as the opening of a triggered ability: "When ~ dies", "At the beginning of your upkeep". */
final class TriggerText {

    /** A trigger and the effect it leads to (whose references shape the words: "each player's upkeep"). */
    record Event(Trigger trigger, Effect effect) {
    }

    static final Cases<Trigger, Scope, String> TRIGGERS = Cases.<Trigger, Scope, String>of(Trigger.class)
            .on(Trigger.DealtDamageBySourceDies.class, (t, s) -> "Whenever a creature dealt damage by " + s.selfName()
                    + " this turn dies") // 603.10a
            .on(Trigger.State.class, (t, s) -> "When " + StaticText.CONDITIONS.apply(t.condition(), s)) // 603.8
            .on(Trigger.EntersBattlefield.class, (t, s) -> "When " + s.selfName() + " enters the battlefield")
            .on(Trigger.EntersUntapped.class, (t, s) -> "When " + s.selfName() + " enters the battlefield untapped") // 603.6a
            .on(Trigger.DiesWithCounters.class, (t, s) -> "When " + s.selfName() + " dies, if it had "
                    + ObjectText.counters(t.counters(), false).substring("with ".length())) // 603.10a
            .on(Trigger.DiesAsItWas.class, (t, s) -> t.damageAtLeast() > 0 && t.filter().more().power() == null && !t.wasntBlocking()
                    ? "When " + s.selfName() + " dies, if " + t.damageAtLeast() + " or more damage was dealt to it this turn" // 120.3
                    : "When " + s.selfName() + " dies, if it was " // 603.10a
                    + (t.filter().more().power() == null ? "" : TriggerWords.who(t.filter(), false, s, false))
                    + (t.filter().more().power() != null && t.wasntBlocking() ? " and " : "")
                    + (t.wasntBlocking() ? "not blocking" : ""))
            .on(Trigger.Dies.class, (t, s) -> s.card().creature() ? "When " + s.selfName() + " dies"
                    : "When " + s.selfName() + " is put into a graveyard from the battlefield")
            .on(Trigger.ExiledWithMadness.class, (t, s) -> "When this card is exiled this way") // 702.35a
            .on(dev.arbiter.engine.ability.Haunt.HauntedDies.class, (t, s) -> "When the creature ~ haunts dies") // 702.55b
            .on(Trigger.LeavesBattlefield.class, (t, s) -> "When " + s.selfName() + " leaves the battlefield")
            .on(Trigger.LastCounterRemoved.class, (t, s) -> "When the last " + t.kind() + " counter is removed from "
                    + s.selfName()) // 702.63a
            .on(Trigger.BeginningOfStep.class, (t, s) -> t.step() == Step.END_OF_COMBAT && !t.yoursOnly() ? "At end of combat"
                    : "At the beginning of " + TriggerWords.step(t, s))
            .on(Trigger.BeginningOfStepInGraveyard.class, (t, s) -> "At the beginning of "
                    + TriggerWords.step(new Trigger.BeginningOfStep(t.step(), true), s)) // 113.6m: the effect says "from your graveyard"
            .on(Trigger.Attacks.class, (t, s) -> "Whenever " + s.selfName() + " attacks")
            .on(Trigger.AttacksAndIsntBlocked.class, (t, s) -> "Whenever " + s.selfName() + " attacks and isn't blocked")
            .on(Trigger.Blocks.class, (t, s) -> "Whenever " + s.selfName() + " blocks")
            // The engine's event is per blocker (509.3d "by a creature"); the compiler refuses plain "becomes blocked".
            .on(Trigger.BecomesBlocked.class, (t, s) -> "Whenever " + s.selfName() + " becomes blocked by a creature")
            .on(Trigger.DealsDamageToPlayer.class, (t, s) -> "Whenever " + s.selfName() + " deals "
                    + (t.combatOnly() ? "combat " : "") + "damage to " + (t.opponentOnly() ? "an opponent" : "a player"))
            .on(Trigger.CreatureToYourGraveyard.class,
                    (t, s) -> "Whenever a creature is put into your graveyard from the battlefield")
            .on(dev.arbiter.engine.ability.CreatureToYourGraveyardInGraveyard.class, // 702.59a, 113.6m
                    (t, s) -> "Whenever a creature is put into your graveyard from the battlefield")
            .on(Trigger.CreatureEnters.class, (t, s) -> "Whenever " + (t.another() ? "another" : "a")
                    + " creature enters the battlefield")
            .on(Trigger.YouGainLife.class, (t, s) -> "Whenever you gain life" + (t.firstEachTurn() ? " for the first time each turn" : ""))
            .on(dev.arbiter.engine.ability.SpellCastInGraveyard.class, (t, s) -> t.nth() > 0 // 113.6m, 601.2i
                    ? PlayerEventText.nthSpell(new Trigger.NthSpellThisTurn(dev.arbiter.engine.ability.Relation.YOU, t.spell(), t.nth(), false))
                    : "Whenever you cast " + ObjectText.spell(t.spell()))
            .on(Trigger.YouGainLifeInGraveyard.class, (t, s) -> "Whenever you gain life" + (t.firstEachTurn() ? " for the first time each turn" : "")) // 113.6m
            .on(Trigger.PlayerCastsSpell.class, (t, s) -> "Whenever a player casts a spell")
            .on(Trigger.HostBecomesTapped.class, (t, s) -> "Whenever " + s.card().host() + " becomes tapped")
            .on(Trigger.PermanentEntersInGraveyard.class, (t, s) -> "Whenever " + TriggerWords.who(t.filter(), false, s, true)
                    + " enters the battlefield" + TriggerWords.under(t.filter())) // 113.6m
            .on(Trigger.PermanentEnters.class, (t, s) -> "Whenever " + TriggerWords.who(t.filter(), t.includesSelf(), s, true)
                    + " enters the battlefield" + TriggerWords.under(t.filter()))
            .on(Trigger.PermanentDies.class, (t, s) -> "Whenever " + TriggerWords.who(t.filter(), t.includesSelf(), s, false)
                    + (TriggerWords.creatures(t.filter()) ? " dies" : " is put into a graveyard from the battlefield"))
            .on(Trigger.SpellCast.class, (t, s) -> "Whenever " + switch (t.caster()) {
                case YOU -> "you cast";
                case OPPONENT -> "an opponent casts";
                case ANY -> "a player casts";
                case NOT_YOU -> "another player casts";
                case ENCHANTED -> "enchanted player casts";
            } + " " + (Integer.bitCount(t.spell().colorMask()) >= 3 // "a spell that's white, blue, black, or red"
                    ? "a " + ObjectText.phrase(t.spell().withColors(0), false, "spell") + " that's "
                            + Words.list(Words.colors(t.spell().colorMask()), "or")
                    : ObjectText.spell(t.spell())) + (t.duringYourTurn() ? " during your turn" : "")
                    + (t.duringOpponentsTurn() ? " during an opponent's turn" : ""))
            .on(Trigger.SpellCastHow.class, (t, s) -> "Whenever " + switch (t.caster()) {
                case YOU -> "you cast";
                case OPPONENT -> "an opponent casts";
                case ANY -> "a player casts";
                case NOT_YOU -> "another player casts";
                case ENCHANTED -> "enchanted player casts";
            } + " " + switch (t.how()) {
                case KICKED -> "a kicked " + ObjectText.phrase(t.spell(), false, "spell");
                case FROM_GRAVEYARD -> ObjectText.spell(t.spell()) + " from your graveyard";
                case FROM_EXILE -> ObjectText.spell(t.spell()) + " from exile";
                case NOT_FROM_HAND -> ObjectText.spell(t.spell()) + " from anywhere other than " + (t.caster() == Relation.YOU ? "your hand" : "their hand");
                case CARD -> "a card as a spell"; // 701.14b
            })
            .on(Trigger.CreatureDealsCombatDamageToPlayer.class, (t, s) -> "Whenever "
                    + (t.host() ? s.card().host() : ObjectText.counted(t.filter(), 1)) + " deals combat damage to "
                    + (t.enchantedOnly() ? s.card().host() : t.opponentOnly() ? "an opponent" : "a player"))
            .on(Trigger.CreaturesAttack.class, (t, s) -> (t.filter().more().chosen()
                    & dev.arbiter.engine.ability.FilterQualities.ATTACKING_ENCHANTED_PLAYER) != 0
                    ? "Whenever a player attacks " + s.card().host() + " with one or more creatures" // 508.3a, 303.4
                    : t.atLeast() > 1 && t.filter().controller() != dev.arbiter.engine.ability.Relation.YOU
                    ? "Whenever " + Words.number(t.atLeast()) + " or more " + ObjectText.plural(t.filter()) + " attack" // 508.3a
                    : t.atLeast() > 1 ? "Whenever you attack with " + Words.number(t.atLeast())
                    + " or more " + ObjectText.plural(t.filter().controlledBy(dev.arbiter.engine.ability.Relation.ANY)) // 508.3a
                    : "Whenever one or more " + ObjectText.plural(t.filter()) + " attack")
            .on(Trigger.InCombat.class, (t, s) -> CombatTriggerText.inCombat(t, s))
            .on(Trigger.CreatureAttacksAlone.class, (t, s) -> "Whenever " + ObjectText.counted(t.filter(), 1)
                    + " attacks alone")
            .on(Trigger.CreatureAttacks.class, (t, s) -> "Whenever " + ObjectText.attacks(t.filter()))
            .on(Trigger.CreatureBecomesBlocked.class, (t, s) -> "Whenever " + ObjectText.counted(t.filter(), 1)
                    + " becomes blocked") // 509.3c
            .on(Trigger.PlayerDraws.class, (t, s) -> switch (t.who()) {
                case ANY -> "Whenever a player draws a card";
                case OPPONENT -> "Whenever an opponent draws a card";
                case YOU -> "Whenever you draw a card";
                case ENCHANTED -> "Whenever " + s.card().host() + " draws a card"; // 303.4
            })
            .on(Trigger.BeginningOfStepOf.class, (t, s) -> "At the beginning of " + switch (t.owner()) {
                case OPPONENT -> t.step() == Step.BEGINNING_OF_COMBAT ? "combat on each opponent's turn"
                        : "each opponent's " + TriggerWords.stepName(t.step());
                case HOST_CONTROLLER -> "the " + TriggerWords.stepName(t.step()) + " of " + s.card().host() + "'s controller";
                case ENCHANTED_PLAYER -> s.card().host() + "'s " + TriggerWords.stepName(t.step()); // 303.4
                case CHOSEN_PLAYER -> "the chosen player's " + TriggerWords.stepName(t.step());
                case OTHER_PLAYER -> "each other player's " + TriggerWords.stepName(t.step()); // 102.3
            })
            .on(Trigger.HostDies.class, (t, s) -> "When " + s.card().host() + " dies")
            .on(Trigger.HostAttacks.class, (t, s) -> "Whenever " + s.card().host() + " attacks")
            .on(Trigger.AttacksPlayerWithMostLife.class, (t, s) -> "Whenever " + s.selfName()
                    + " attacks the player with the most life or tied for most life") // 702.105a
            .on(Trigger.AttacksAlone.class, (t, s) -> "Whenever " + (t.host() ? s.card().host() : s.selfName()) + " attacks alone") // 506.5
            .on(Trigger.DealsDamage.class, (t, s) -> "Whenever " + TriggerWords.whose(t.dealer(), s) + " deals "
                    + (t.combatOnly() ? "combat " : "") + "damage" + switch (t.to()) {
                        case ANYTHING -> "";
                        case PLAYER -> " to a player";
                        case OPPONENT -> " to an opponent";
                        case CREATURE -> t.creatures() == null ? " to a creature" : " to " + ObjectText.counted(t.creatures(), 1);
                        case PLAYER_OR_PLANESWALKER -> " to a player or planeswalker"; // 120.3c
                    })
            .on(Trigger.IsDealtDamage.class, (t, s) -> t.whom() == Trigger.Whose.YOU
                    ? (t.combatOnly() ? "Whenever you're dealt combat damage" : "Whenever you're dealt damage")
                    : "Whenever " + TriggerWords.whose(t.whom(), s) + (t.combatOnly() ? " is dealt combat damage" : " is dealt damage"))
            .on(Trigger.TapsLandForMana.class, (t, s) -> "Whenever " + TriggerWords.player(t.who()) + " "
                    + (t.lands() == null ? "a land" : ObjectText.counted(t.lands(), 1)) + " for mana")
            .on(Trigger.PlaysLand.class, (t, s) -> "Whenever " + switch (t.who()) {
                case YOU -> "you play";
                case OPPONENT -> "an opponent plays";
                case ANY -> "a player plays";
                case NOT_YOU -> "another player plays";
                case ENCHANTED -> "enchanted player plays";
            } + " " + (t.lands() == null ? "a land" : ObjectText.counted(t.lands(), 1))) // 305.1
            .on(Trigger.LosesLife.class, (t, s) -> "Whenever " + switch (t.who()) {
                case YOU -> "you lose";
                case OPPONENT -> "an opponent loses";
                case ANY -> "a player loses";
                case NOT_YOU -> "another player loses";
                case ENCHANTED -> "enchanted player loses";
            } + " life" + (t.firstEachTurn() ? " for the first time each turn" : "")) // 119.3
            .on(Trigger.DiscardedByOpponent.class, (t, s) -> "When a spell or ability an opponent controls causes you to discard "
                    + s.selfName()) // 701.8a
            .on(Trigger.Discards.class, (t, s) -> "Whenever " + switch (t.who()) {
                case YOU -> "you discard";
                case OPPONENT -> "an opponent discards";
                case ANY -> "a player discards";
                case NOT_YOU -> "another player discards";
                case ENCHANTED -> "enchanted player discards";
            } + (t.cards() == null ? " a card" : " " + Words.article(ObjectText.phrase(t.cards(), false, "card")) + " "
                    + ObjectText.phrase(t.cards(), false, "card"))) // 701.8a
            .on(Trigger.Scries.class, (t, s) -> "Whenever " + switch (t.who()) {
                case YOU -> "you " + (t.surveil() ? "surveil" : "scry");
                case OPPONENT -> "an opponent " + (t.surveil() ? "surveils" : "scries");
                case ANY -> "a player " + (t.surveil() ? "surveils" : "scries");
                case NOT_YOU -> "another player " + (t.surveil() ? "surveils" : "scries");
                case ENCHANTED -> "enchanted player " + (t.surveil() ? "surveils" : "scries");
            }) // 701.18b, 701.25
            .on(Trigger.PermanentBecomesUntapped.class, (t, s) -> "Whenever " + ObjectText.counted(t.filter(), 1)
                    + " becomes untapped") // 701.26b
            .on(Trigger.SearchesLibrary.class, (t, s) -> "Whenever " + switch (t.who()) {
                case YOU -> "you search your library";
                case OPPONENT -> "an opponent searches their library";
                case ANY -> "a player searches their library";
                case NOT_YOU -> "another player searches their library";
                case ENCHANTED -> "enchanted player searches their library";
            }) // 701.19
            .on(Trigger.PermanentLeaves.class, (t, s) -> "Whenever " + ObjectText.counted(t.filter(), 1)
                    + " leaves the battlefield") // 603.6c
            .on(Trigger.PermanentReturnedToHand.class, (t, s) -> "Whenever " + ObjectText.counted(t.filter(), 1)
                    + " is returned to your hand") // 603.6c
            .on(Trigger.CardPutIntoGraveyard.class, (t, s) -> "Whenever " + TriggerWords.cardPhrase(t.filter()) + " is put into " + switch (t.owner()) {
                        case YOU -> "your";
                        case OPPONENT -> "an opponent's";
                        default -> "a";
                    } + " graveyard from " + (t.fromLibrary() ? "your library" : "anywhere")) // 404.1
            .on(Trigger.GroupMoves.class, (t, s) -> "Whenever one or more "
                    + (t.cards() ? ObjectText.phrase(t.filter(), false, "card") + "s" : ObjectText.plural(t.filter()))
                    + TriggerWords.groupMove(t)) // 603.2c
            .on(Trigger.GroupEnters.class, (t, s) -> "Whenever one or more "
                    + ObjectText.plural(t.filter().controller() == dev.arbiter.engine.ability.Relation.YOU
                    ? t.filter().controlledBy(dev.arbiter.engine.ability.Relation.ANY) : t.filter()) + " enter the battlefield"
                    + (t.filter().controller() == dev.arbiter.engine.ability.Relation.YOU ? " under your control" : "")) // 603.2c
            .on(Trigger.GroupDealsCombatDamage.class, (t, s) -> "Whenever one or more " + ObjectText.plural(t.filter())
                    + " deal combat damage to " + (t.opponentOnly() ? "an opponent" : "a player")) // 510.2
            .on(Trigger.AbilityActivated.class, (t, s) -> "Whenever " + switch (t.who()) {
                case YOU -> "you activate";
                case OPPONENT -> "an opponent activates";
                case ANY -> "a player activates";
                case NOT_YOU -> "another player activates";
                case ENCHANTED -> "enchanted player activates";
            } + (t.loyaltyOnly() ? " a loyalty ability" : " an ability") + (t.sources() == null ? ""
                    : " of " + ObjectText.counted(t.sources(), 1)) + (t.loyaltyOnly() ? "" : " that isn't a mana ability")) // 602.2i
            .on(Trigger.SourceDealsDamage.class, (t, s) -> "Whenever " + TriggerWords.dealer(t.source(), s) + " deals "
                    + switch (t.kind()) {
                        case ANY -> "";
                        case COMBAT -> "combat ";
                        case NONCOMBAT -> "noncombat ";
                    } + "damage" + switch (t.to()) {
                        case ANYTHING -> "";
                        case YOU -> " to you";
                        case OPPONENT -> " to an opponent";
                        case PLAYER -> " to a player";
                        case CREATURE -> " to a creature"; // 120.3
                        case SELF -> " to " + s.selfName();
                        case NOT_YOU -> " to another player"; // 102.3
                    }) // 120
            .on(Trigger.BecomesTargetOf.class, (t, s) -> "Whenever " + (t.self() ? s.selfName() + " becomes"
                    : t.you() && t.permanents() != null ? "you or " + ObjectText.counted(t.permanents(), 1) + " becomes"
                    : t.you() ? "you become" : ObjectText.counted(t.permanents(), 1) + " becomes")
                    + " the target of a spell" + (t.spellsOnly() ? "" : " or ability") + switch (t.by()) {
                        case ANY -> "";
                        case YOU -> " you control";
                        case OPPONENT -> " an opponent controls";
                        case NOT_YOU -> " you don't control";
                        case ENCHANTED -> " enchanted player controls";
                    } + (t.firstEachTurn() ? " for the first time each turn" : "")) // 115.1, 603.2
            .on(Trigger.Cycles.class, (t, s) -> t.self() ? "When you cycle " + s.selfName() : "Whenever " + switch (t.who()) {
                case YOU -> "you cycle";
                case OPPONENT -> "an opponent cycles";
                case ANY -> "a player cycles";
                case NOT_YOU -> "another player cycles";
                case ENCHANTED -> "enchanted player cycles";
            } + " a card") // 702.29a, 702.29c
            .on(Trigger.Sacrifices.class, (t, s) -> t.self() ? "When you sacrifice " + s.selfName() : "Whenever " + switch (t.who()) {
                case YOU -> "you sacrifice ";
                case OPPONENT -> "an opponent sacrifices ";
                case ANY -> "a player sacrifices ";
                case NOT_YOU -> "another player sacrifices ";
                case ENCHANTED -> "enchanted player sacrifices ";
            } + ObjectText.counted(t.filter(), 1)) // 701.17a
            .on(Trigger.PutIntoGraveyardFromBattlefield.class, (t, s) -> t.owner() == dev.arbiter.engine.ability.Relation.NOT_YOU
                    ? "Whenever " + ObjectText.counted(t.filter(), 1) + " owned by another player is put into a graveyard from the battlefield" // 404.1
                    : "Whenever " + ObjectText.counted(t.filter(), 1)
                    + " is put into " + switch (t.owner()) {
                        case YOU -> "your";
                        case OPPONENT -> "an opponent's";
                        default -> "a";
                    } + " graveyard from the battlefield") // 603.6c, 404.1
            .on(Trigger.PermanentDealtDamage.class, (t, s) -> "Whenever " + ObjectText.counted(t.filter(), 1)
                    + " is dealt damage") // 120.3
            .on(Trigger.PermanentBecomesTapped.class, (t, s) -> "Whenever " + ObjectText.counted(t.filter(), 1)
                    + " becomes tapped")
            .on(Trigger.SpellTargetsSource.class, (t, s) -> "Whenever " + switch (t.caster()) {
                case YOU -> "you cast";
                case OPPONENT -> "an opponent casts";
                case ANY -> "a player casts";
                case NOT_YOU -> "another player casts";
                case ENCHANTED -> "enchanted player casts";
            } + " " + ObjectText.spell(t.spell()) + " that targets " + s.selfName()) // 115.9b
            .on(Trigger.SpellCastOrCopied.class, (t, s) -> "Whenever " + switch (t.caster()) {
                case YOU -> "you cast or copy";
                case OPPONENT -> "an opponent casts or copies";
                case ANY -> "a player casts or copies";
                case NOT_YOU -> "another player casts or copies";
                case ENCHANTED -> "enchanted player casts or copies";
            } + " " + ObjectText.spell(t.spell())) // 601.2i, 707.10
            .on(Trigger.CastSelf.class, (t, s) -> "When you cast this spell") // 601.2i
            .on(Trigger.Reflexive.class, (t, s) -> "When you do") // 603.12
            .on(Trigger.NthThisTurn.class, (t, s) -> TriggerEventText.nthThisTurn(t)) // 121.1, 601.2i
            .on(Trigger.Chapter.class, (t, s) -> TriggerWords.chapter(t.chapter())) // 714.2a
            .on(Trigger.SelfExiledFromBattlefield.class, (t, s) -> "When " + s.selfName() + " is put into exile from the battlefield") // 603.6c
            .on(Trigger.SelfPutIntoGraveyard.class, (t, s) -> "When " + s.selfName() + " is put into " + (t.yours() ? "your" : "a")
                    + " graveyard from " + (t.anywhere() ? "anywhere" : "the battlefield")) // 603.6c
            .on(Trigger.SelfTappedForMana.class, (t, s) -> "Whenever you tap " + s.selfName() + " for mana") // 106.12
            .on(Trigger.Room.class, (t, s) -> "When you move your venture marker into " + t.name()) // 309.4c
            .on(Trigger.CompletesDungeon.class, (t, s) -> "Whenever you complete a dungeon") // 309.7
            .on(Trigger.TakesInitiative.class, (t, s) -> "Whenever a player takes the initiative") // 723.2
            .on(Trigger.SelfBecomesTapped.class, (t, s) -> "Whenever " + s.selfName() + " becomes tapped")
            .on(Trigger.Exploits.class, (t, s) -> "When " + s.selfName() + " exploits a creature") // 702.110b
            .on(Trigger.CountersPut.class, (t, s) -> "Whenever " + (t.perCounter() ? "a " : "one or more ")
                    + (t.kind() == null ? "" : t.kind() + " ") + (t.perCounter() ? "counter is" : "counters are") + " put on "
                    + (t.filter() == null ? s.selfName() : ObjectText.counted(t.filter(), 1))) // 122.6
            .on(Trigger.CountersPutBy.class, (t, s) -> "Whenever " + (t.who() == dev.arbiter.engine.ability.Relation.YOU ? "you put"
                    : t.who() == dev.arbiter.engine.ability.Relation.OPPONENT ? "an opponent puts" : "a player puts") + " one or more "
                    + (t.kind() == null ? "" : t.kind() + " ") + "counters on "
                    + (t.filter() == null ? s.selfName() : ObjectText.counted(t.filter(), 1))) // 122.6
            .on(Trigger.AttacksWithOthers.class, (t, s) -> "Whenever " + s.selfName() + (t.greaterPower()
                    ? " attacks with another creature with greater power" // 702.149a
                    : " and at least " + Words.number(t.others()) + " other creatures attack")) // 508.3a
            .on(Trigger.CreatureExerted.class, (t, s) -> "Whenever " + (t.who() == dev.arbiter.engine.ability.Relation.YOU
                    ? "you exert" : "a player exerts") + " a creature") // 701.39
            .on(Trigger.SelfExerted.class, (t, s) -> "When you do") // 701.39d: after "You may exert ~ as it attacks."
            .on(Trigger.SelfBecomesUntapped.class, (t, s) -> "Whenever " + s.selfName() + " becomes untapped") // 701.26b
            .on(Trigger.TurnedFaceUp.class, (t, s) -> "When " + s.selfName() + " is turned face up") // 708.8
            .on(Trigger.BecomesMonstrous.class, (t, s) -> "When " + s.selfName() + " becomes monstrous") // 701.37b
            .on(Trigger.PermanentTurnedFaceUp.class, (t, s) -> "Whenever " + TriggerWords.who(t.filter(), false, s, false)
                    + " is turned face up") // 708.8
            .on(Trigger.BecomesTarget.class, (t, s) -> "When " + TriggerWords.whose(t.whom(), s)
                    + " becomes the target of a spell or ability")
            .on(Trigger.HostTurnedFaceUp.class, (t, s) -> "When " + s.card().host() + " is turned face up") // 708.8
            .on(Trigger.AttacksFirstTimeEachTurn.class, (t, s) -> "Whenever " + s.selfName()
                    + " attacks for the first time each turn") // 508.3a, 603.2
            .on(Trigger.BecomesAttached.class, (t, s) -> "Whenever " + (t.attachment() == null ? s.selfName()
                    : ObjectText.counted(t.attachment(), 1)) + " becomes attached to " + (t.host() == null ? s.selfName()
                    : ObjectText.counted(t.host(), 1))) // 701.3a-b
            .on(Trigger.BecomesUnattached.class, (t, s) -> "Whenever " + s.selfName() + " becomes unattached from a permanent") // 701.3d
            .on(Trigger.HostLeaves.class, (t, s) -> "When " + s.card().host() + (t.toGraveyard() ? " is put into a graveyard"
                    : " leaves the battlefield")) // 603.6c
            .on(Trigger.SourceDealsDamageInGraveyard.class, (t, s) -> TriggerText.TRIGGERS.apply(
                    new Trigger.SourceDealsDamage(t.source(), t.kind(), t.to()), s)) // 113.6m: as the same event on the battlefield
            .on(Trigger.CombatDamageToYou.class, (t, s) -> "Whenever combat damage is dealt to you"
                    + (t.planeswalkers() ? " or a planeswalker you control" : "")) // 510.2
            .on(Trigger.CounterRemoved.class, (t, s) -> "Whenever " + (t.kind() == null ? "a" : Words.article(t.kind()) + " " + t.kind())
                    + " counter is removed from " + s.selfName()) // 122.8
            .on(Trigger.PlayerAttacks.class, (t, s) -> PlayerEventText.playerAttacks(t)) // 508.1
            .on(Trigger.NthSpellThisTurn.class, (t, s) -> PlayerEventText.nthSpell(t)) // 601.2i
            .on(Trigger.SpellCopied.class, (t, s) -> PlayerEventText.copies(t)) // 707.10
            .on(Trigger.SpellCastTargeting.class, (t, s) -> PlayerEventText.castTargeting(t)) // 115.1
            .on(Trigger.Explores.class, (t, s) -> "Whenever " + ObjectText.counted(t.filter(), 1) + " explores") // 701.40b
            .on(Trigger.FlipsCoin.class, (t, s) -> PlayerResultText.flips(t)) // 705.2
            .on(Trigger.Clashes.class, (t, s) -> PlayerResultText.clashes(t)) // 701.23
            .on(Trigger.PaysLife.class, (t, s) -> PlayerResultText.paysLife(t)) // 119.4
            .on(Trigger.RollsDie.class, (t, s) -> PlayerResultText.rollsDie(t)); // 706.2

    private TriggerText() {
    }

    /** The trigger phrase, shaped by what the effect refers to. */
    static String render(Trigger trigger, Effect effect, Scope scope) {
        String text = TRIGGERS.apply(trigger, scope);
        if (trigger instanceof Trigger.Blocks && (refersTo(effect, "ThatObject[") || refersTo(effect, "ThatPlayer["))) {
            text += " a creature"; // 509.3b: "that creature", "that creature's controller"
        }
        if (trigger instanceof Trigger.BeginningOfStep b && !b.yoursOnly()
                && (refersTo(effect, "ThatPlayer[") || scope.targets().toString().contains("ThatPlayersPermanent["))) {
            text = text.replace("each ", "each player's ").replace("the end step", "each player's end step");
        }
        return text;
    }

    /** Whether the effect refers to a record (its structure, from the records' generated toString). */
    private static boolean refersTo(Effect effect, String record) {
        return effect.toString().contains(record);
    }


}
