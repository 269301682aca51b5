package dev.arbiter.cards.explain;

import dev.arbiter.cards.explain.StaticText.Phrase;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticEffect;

/**
 * Static abilities that change a rule of the game for players (101.1) as whole sentences: casting (601.3),
 * mana (500.4, 609.4b), untapping (502.3), life (119.7), hand size (402.2), the deck (113.6n).
 */
final class PlayerRuleText {

    private PlayerRuleText() {
    }

    static Cases<StaticEffect, Scope, Phrase> register(Cases<StaticEffect, Scope, Phrase> cases) {
        return cases
                .on(StaticEffect.SpendManaAsThough.class, (e, s) -> Phrase.whole("You may spend "
                        + e.spent().name().toLowerCase(java.util.Locale.ROOT) + " mana as though it were "
                        + e.as().name().toLowerCase(java.util.Locale.ROOT) + " mana.")) // 609.4b
                .on(StaticEffect.CantCast.class, (e, s) -> Phrase.whole((e.who() == Relation.YOU ? "You"
                        : e.who() == Relation.OPPONENT ? "Your opponents" : "Players") + " can't cast "
                        + ObjectText.phrase(e.spells(), true, "spell")
                        + (e.condition() instanceof dev.arbiter.engine.ability.Condition.DuringCombat ? " during combat" : "") + "."))
                .on(StaticEffect.CantLoseOpponentsCantWin.class, (e, s) ->
                        Phrase.whole("You can't lose the game and your opponents can't win the game."))
                .on(StaticEffect.DrawLimit.class, (e, s) -> Phrase.whole((e.who() == Relation.YOU ? "You" : e.who() == Relation.OPPONENT
                        ? "Each opponent" : "Each player") + " can't draw more than " + Words.number(e.max()) + " card"
                        + (e.max() == 1 ? "" : "s") + " each turn.")) // 121.3
                .on(StaticEffect.CantDraw.class, (e, s) ->
                        Phrase.whole(e.allPlayers() ? "Players can't draw cards." : "You can't draw cards."))
                .on(StaticEffect.AdditionalLands.class, (e, s) -> Phrase.whole(ChosenText.additionalLands(e)))
                .on(StaticEffect.PermanentsDontUntap.class, (e, s) -> Phrase.whole(Words.capitalize(ObjectText.phrase(
                        e.filter(), true, null)) + " don't untap during their controllers' untap steps."))
                .on(StaticEffect.PlayersSkipUntapSteps.class, (e, s) -> Phrase.whole("Players skip their untap steps."))
                .on(StaticEffect.SkipYourSteps.class, (e, s) -> Phrase.whole("Skip your " // 614.1b
                        + (e.what() == dev.arbiter.engine.ability.PlayerEffects.Skippable.DRAW_STEP ? "draw" : "upkeep") + " step."))
                .on(StaticEffect.UntapLimit.class, (e, s) -> Phrase.whole(untapLimit(e, s))) // 502.3
                .on(StaticEffect.CastLimit.class, (e, s) -> Phrase.whole((e.who() == Relation.YOU ? "You"
                        : e.who() == Relation.OPPONENT ? "Your opponents" : e.who() == Relation.ENCHANTED ? "Enchanted player"
                        : "Each player") + " can't cast more than "
                        + Words.number(e.max()) + (e.max() == 1 ? " spell" : " spells") + " each turn.")) // 601.3
                .on(StaticEffect.KeepUnspentMana.class, (e, s) -> Phrase.whole((e.who() == dev.arbiter.engine.ability.Relation.ANY
                        ? "Players don't" : "You don't") + " lose unspent mana as steps and phases end.")) // 500.4
                .on(StaticEffect.UntapDuringOthersUntapSteps.class, (e, s) -> Phrase.whole("Untap all "
                        + ObjectText.plural(e.filter()) + " during each other player's untap step.")) // 502.3
                .on(StaticEffect.CastAsThoughFlash.class, (e, s) -> Phrase.whole((e.who() == dev.arbiter.engine.ability.Relation.ANY
                        ? "Any player" : "You") + " may cast " + ObjectText.phrase(e.spells(), true, "spell")
                        + " as though they had flash.")) // 702.8a
                .on(StaticEffect.CastFromHandWithoutPaying.class, (e, s) -> Phrase.whole("You may cast "
                        + ObjectText.phrase(e.spells(), true, "spell") + " from your hand without paying their mana costs.")) // 118.9
                .on(StaticEffect.PlayersCantActivate.class, (e, s) -> Phrase.whole((e.who() == Relation.YOU ? "You"
                        : e.who() == Relation.OPPONENT ? "Your opponents" : "Players") + " can't activate abilities of "
                        + ObjectText.plural(e.sources()) + ".")) // 602.5
                .on(StaticEffect.PlayFromLibraryTop.class, (e, s) -> Phrase.whole("You may "
                        + (e.lands() ? (e.spells() == null ? "play lands" : "play lands and cast ") : "cast ")
                        + (e.spells() == null ? "" : ObjectText.phrase(e.spells(), true, "spell"))
                        + " from the top of your library.")) // 601.3, 305.1
                .on(StaticEffect.CastSelfAsThoughFlash.class, (e, s) -> Phrase.whole((e.condition()
                        instanceof dev.arbiter.engine.ability.Condition.Always ? "You"
                        : "As long as " + StaticText.CONDITIONS.apply(e.condition(), s) + ", you")
                        + " may cast " + s.selfName() + " as though it had flash" + (e.surcharge() > 0
                        ? " if you pay {" + e.surcharge() + "} more to cast it" : "") + (e.maxX() >= 0
                        ? " if X is " + e.maxX() + " or less" : "") + "." + (e.sacrificeAtCleanup() ? " If you cast it any time a"
                        + " sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the"
                        + " beginning of the next cleanup step." : ""))) // 702.8a, 113.6, 601.2f, 601.2b, 307.1, 603.7
                .on(StaticEffect.RevealFromOpeningHand.class, (e, s) -> Phrase.whole("You may reveal this card from your"
                        + " opening hand. If you do, at the beginning of the first upkeep, "
                        + Words.decapitalize(EffectText.render(e.effect(), s.forAbility(java.util.List.of(), null))))) // 103.6b
                .on(StaticEffect.PlayLandsFromGraveyard.class, (e, s) -> Phrase.whole("You may play lands from your graveyard.")) // 305.1
                .on(StaticEffect.DeckCopies.class, (e, s) -> Phrase.whole("A deck can have " + (e.max() == Integer.MAX_VALUE
                        ? "any number of" : "up to " + Words.number(e.max())) + " cards named " + s.selfName() + ".")) // 113.6n
                .on(StaticEffect.PlayedOnlyForAnte.class, (e, s) -> Phrase.whole("Remove " + s.selfName()
                        + " from your deck before playing if you're not playing for ante.")) // 407.3
                .on(StaticEffect.CantGainLife.class, (e, s) -> Phrase.whole((e.who() == Relation.YOU ? "You"
                        : e.who() == Relation.OPPONENT ? "Your opponents" : "Players") + " can't gain life.")) // 119.7
                .on(StaticEffect.BeginOnBattlefield.class, (e, s) -> Phrase.whole("If " + s.selfName()
                        + " is in your opening hand, you may begin the game with it on the battlefield.")) // 103.6a
                .on(StaticEffect.MaximumHandSize.class, (e, s) -> Phrase.whole(ChosenText.handSize(e)))
                .on(StaticEffect.HandsRevealed.class, (e, s) -> Phrase.whole(e.whose() == Relation.YOU
                        ? "Play with your hand revealed." : e.whose() == Relation.OPPONENT
                        ? "Your opponents play with their hands revealed." : "Players play with their hands revealed."))
                .on(StaticEffect.TopCardRevealed.class, (e, s) -> Phrase.whole("Play with the top card of your library revealed."))
                .on(StaticEffect.TopCardLookable.class, (e, s) -> Phrase.whole("You may look at the top card of your library any time.")) // 401.5
                .on(StaticEffect.PlayerUntargetable.class, (e, s) -> Phrase.whole(e.shroud() ? "You have shroud." : "You have hexproof."))
                .on(StaticEffect.CantGetPoisonCounters.class, (e, s) -> Phrase.whole("You can't get poison counters."))
                .on(dev.arbiter.engine.ability.SpellsAlternativeCost.class, (e, s) -> Phrase.whole("You may pay "
                        + (e.cost().mana().isEmpty() ? "{0}" : e.cost().mana().toString()) + " rather than pay the mana cost for "
                        + ObjectText.phrase(e.spells(), true, "spell") + " you cast.")); // 118.9
    }

    /** "[As long as ~ is untapped,] players can't untap more than one land during their untap steps." (502.3) */
    private static String untapLimit(StaticEffect.UntapLimit e, Scope s) {
        String body = (e.youOnly() ? "you" : "players") + " can't untap more than " + Words.number(e.max()) + " "
                + ObjectText.phrase(e.filter(), e.max() != 1, null)
                + (e.youOnly() ? " during your untap step." : " during their untap steps.");
        return e.condition() instanceof Condition.SourceUntapped ? "As long as " + s.selfName() + " is untapped, " + body
                : Words.capitalize(body);
    }
}
