package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Relation;

/** Conditions (603.4 intervening ifs, 611.2b "as long as", 602.5b "only if") as what they ask. Split from {@link StaticText} by job. */
final class ConditionText {

    private ConditionText() {
    }

    static final Cases<Condition, Scope, String> CONDITIONS = Cases.<Condition, Scope, String>of(Condition.class)
            .on(Condition.Always.class, (c, s) -> "")
            .on(Condition.Team.class, (c, s) -> TeamConditionText.of(c, s)) // 102.4
            .on(Condition.OpponentLifeTotal.class, (c, s) -> "an opponent has " + (c.max() == Integer.MAX_VALUE ? c.min()
                    + " or more" : c.max() + " or less") + " life") // 119
            .on(Condition.OpponentGraveyardSize.class, (c, s) -> "an opponent has " + counted(c.min(), c.max(), "cards")
                    + " in their graveyard") // 404
            .on(Condition.SpellsCastThisTurn.class, (c, s) -> "you've cast " + (c.atLeast() == 1 ? ObjectText.spell(c.spell())
                    : Words.number(c.atLeast()) + " or more " + ObjectText.phrase(c.spell(), true, "spell")) + " this turn") // 601.2i
            .on(Condition.OpponentPoisoned.class, (c, s) -> "an opponent is poisoned") // 122.1f
            .on(Condition.OpponentHandSize.class, (c, s) -> "an opponent has " + counted(c.min(), c.max(), "cards")
                    + " in hand") // 402
            .on(Condition.CardTypesInYourGraveyard.class, (c, s) -> "there are " + counted(c.min(), c.max(), "card types")
                    + " among cards in your graveyard") // 205.2a
            .on(Condition.AmountBetween.class, (c, s) -> AmountText.DEFINITIONS.apply(c.amount(), null) + " is " // 611.3b
                    + (c.min() == 0 ? "less than " + Words.number(c.max() + 1) : c.max() == Integer.MAX_VALUE
                    ? Words.number(c.min()) + " or more" : "between " + c.min() + " and " + c.max()))
            .on(Condition.SpellTargets.class, (c, s) -> "it targets " + ObjectText.counted(c.filter(), 1)) // 601.2f
            .on(Condition.Not.class, (c, s) -> c.of() instanceof Condition.Both b && b.first() instanceof Condition.Not x
                    && b.second() instanceof Condition.Not y // 602.5b: "A or B", built as "not (neither)"
                    ? StaticText.CONDITIONS.apply(x.of(), s) + " or " + StaticText.CONDITIONS.apply(y.of(), s)
                    : "it's not so that " + StaticText.CONDITIONS.apply(c.of(), s)) // 611.3b: "unless"
            .on(Condition.SourceUntapped.class, (c, s) -> s.selfName() + " is untapped")
            .on(Condition.ObjectIs.class, (c, s) -> StatusText.of(c, s)) // 603.4
            .on(Condition.ThatObjectIs.class, (c, s) -> "it's " + ObjectText.counted(c.filter(), 1)) // 603.4: the event's object
            .on(Condition.SourceCast.class, (c, s) -> (c.cast() ? "you cast it" : "you didn't cast it")
                    + (c.fromHand() ? " from your hand" : ""))
            .on(Condition.SourceKicked.class, (c, s) -> "it was kicked") // 702.33e
            .on(Condition.TributePaid.class, (c, s) -> c.paid() ? "tribute was paid" : "tribute wasn't paid") // 702.104b
            .on(Condition.SourceCostPaid.class, (c, s) -> c.keyword().startsWith("kicker ") // 702.33f
                    ? "it was kicked with its " + c.keyword().substring(7) + " kicker" : "its " + c.keyword() + " cost was paid") // 702.74a
            .on(Condition.SourceEscaped.class, (c, s) -> "it escaped") // 702.138c
            .on(Condition.SpellCastFrom.class, (c, s) -> "this spell was cast from " + (c.graveyard() ? "a graveyard" : "your hand")) // 601.2a
            .on(Condition.SourceDesignated.class, (c, s) -> s.selfName() + (c.is() ? " is " : " isn't ") + c.designation()) // 701.37a, 702.112b
            .on(Condition.ControlsNamed.class, (c, s) -> "you control " + (c.names().size() == 1
                    ? ObjectText.counted(c.filter().controlledBy(Relation.ANY), 1)
                    : ObjectText.plural(c.filter().controlledBy(Relation.ANY))) + " named " + String.join(" and ", c.names())) // 201.2
            .on(Condition.AttackedThisCombat.class, (c, s) -> "you've been attacked this step") // 508.1b
            .on(Condition.AttackedWithTotalPower.class, (c, s) -> "you attacked with creatures with total power " + c.atLeast()
                    + " or greater this combat") // 508.1
            .on(Condition.SourceEnteredThisTurn.class, (c, s) -> s.selfName() + " entered the battlefield this turn") // 400.7
            .on(Condition.SourceAttackedThisTurn.class, (c, s) -> s.selfName() + " attacked this turn") // 508.1
            .on(Condition.SourceDealtDamageThisTurn.class, (c, s) -> s.selfName() + " dealt damage to "
                    + (c.to() == Relation.OPPONENT ? "an opponent" : "a player") + " this turn") // 120.3
            .on(Condition.SourceAttackedOrBlockedThisCombat.class, (c, s) -> s.selfName() + " "
                    + (c.attacked() && c.blocked() ? "attacked or blocked" : c.attacked() ? "attacked" : "blocked") + " this combat")
            .on(Condition.SourceAttacking.class, (c, s) -> "it's attacking")
            .on(Condition.SourceAttackingAlone.class, (c, s) -> "it's attacking alone") // 506.5
            .on(Condition.SourceHasCounter.class, (c, s) -> s.selfName() + " has " + (c.atLeast() == 1
                    ? Words.article(c.kind()) + " " + c.kind() + " counter on it"
                    : Words.number(c.atLeast()) + " or more " + c.kind() + " counters on it")) // 702.63a, 122.1
            .on(Condition.CameUnderControlSinceLastUpkeep.class, (c, s) -> s.selfName()
                    + " came under your control since the beginning of your last upkeep") // 702.30a
            .on(Condition.YouControlCount.class, (c, s) -> "you control " + youControl(c))
            .on(Condition.HostControllerControls.class, (c, s) -> "its controller controls " // 611.3b: the host's controller
                    + youControl(new Condition.YouControlCount(c.filter(), c.min(), c.max())))
            .on(Condition.OpponentControls.class, (c, s) -> "an opponent controls " + (c.atLeast() > 1 ? Words.number(c.atLeast())
                    + " or more " + ObjectText.plural(c.filter()) : ObjectText.counted(c.filter(), 1))) // 611.3b
            .on(Condition.ThisTurn.class, (c, s) -> TriggerEventText.thisTurn(c)) // 603.4
            .on(Condition.TeamCastSpellThisTurn.class, (c, s) -> "you or one of your teammates has cast another spell this turn") // 702.117a
            .on(Condition.LastTurn.class, (c, s) -> StaticText.CONDITIONS.apply(c.of(), s).replace(" this turn", " last turn")) // 603.4
            .on(Condition.ThatPlayerThisTurn.class, (c, s) -> TriggerEventText.thatPlayerThisTurn(c)) // 603.4
            .on(Condition.EnteredUnderOpponentsControlThisTurn.class, (c, s) -> "an opponent had " + (c.atLeast() == 1
                    ? ObjectText.counted(c.filter(), 1) : Words.number(c.atLeast()) + " or more " + ObjectText.plural(c.filter()))
                    + " enter the battlefield under their control this turn") // 400.7
            .on(Condition.EnteredUnderYourControlThisTurn.class, (c, s) -> "you had " + (c.atLeast() == 1
                    ? ObjectText.counted(c.filter(), 1) : Words.number(c.atLeast()) + " or more " + ObjectText.plural(c.filter()))
                    + " enter the battlefield under your control this turn") // 400.7
            .on(Condition.DuringCombat.class, (c, s) -> "it's the combat phase") // 506.1
            .on(Condition.YourTurn.class, (c, s) -> c.yours() ? "it's your turn" : "it's not your turn")
            .on(Condition.ThatPlayersTurn.class, (c, s) -> c.theirs() ? "it's their turn" : "it's not their turn") // 102.1
            .on(Condition.OnlyOnceEachTurn.class, (c, s) -> "this ability hasn't triggered this turn") // 603.2 (AbilityText: its own sentence)
            .on(Condition.SourceAttachedTo.class, (c, s) -> (s.trigger() == null ? s.selfName() + " is " : "it's ") // 611.3b, 603.4
                    + (c.enchanted() && c.equipped() ? "enchanted or equipped" : c.enchanted() ? "enchanted" : "equipped"))
            .on(Condition.CardsInYourGraveyard.class, (c, s) -> Words.number(c.atLeast())
                    + " or more cards are in your graveyard")
            .on(Condition.LevelCounters.class, (c, s) -> "it has " + (c.max() == Integer.MAX_VALUE
                    ? c.min() + " or more level counters on it"
                    : "between " + c.min() + " and " + c.max() + " level counters on it"))
            .on(Condition.PermanentCount.class, (c, s) -> c.filter().controller() == dev.arbiter.engine.ability.Relation.YOU
                    && c.min() == 1 && c.max() == Integer.MAX_VALUE
                    ? "you control " + ObjectText.counted(c.filter().controlledBy(dev.arbiter.engine.ability.Relation.ANY), 1)
                    : c.filter().controller() == dev.arbiter.engine.ability.Relation.YOU
                    ? "you control " + counted(c.min(), c.max(), ObjectText.plural(c.filter().controlledBy(
                            dev.arbiter.engine.ability.Relation.ANY)))
                    : c.filter().other() && c.min() == 1 && c.max() == Integer.MAX_VALUE // 109.5
                    ? "there's " + ObjectText.counted(c.filter(), 1) + " on the battlefield"
                    : counted(c.min(), c.max(), ObjectText.plural(c.filter())) + " are on the battlefield")
            .on(Condition.CardsAboveSelf.class, (c, s) -> c.min() == 0 && c.max() == Integer.MAX_VALUE
                    ? s.selfName() + " is in your graveyard" : s.selfName() + " is in your graveyard with " // 404.2
                    + counted(c.min(), c.max(), ObjectText.phrase(c.filter(), true, "card")) + " above it")
            .on(Condition.GraveyardCardCount.class, (c, s) -> counted(c.min(), c.max(), ObjectText.phrase(c.filter(), true, "card"))
                    + " are in your graveyard")
            .on(Condition.HandCardCount.class, (c, s) -> "there are " + counted(c.min(), c.max(),
                    ObjectText.phrase(c.filter(), true, "card")) + " in your hand") // 402
            .on(Condition.HandSize.class, (c, s) -> (c.thatPlayer() ? "that player has " : "you have ")
                    + counted(c.min(), c.max(), "cards") + " in hand")
            .on(Condition.TopOfLibrary.class, (c, s) -> { String p = ObjectText.phrase(c.filter(), false, "card"); if (c.filter().anyOfTypes() == 0 && p.endsWith(" card")) return "the top card of your library is " + p.substring(0, p.length() - 5);
                return "the top card of your library is " + ("aeiou".indexOf(p.charAt(0)) >= 0 ? "an " : "a ") + p; }) // 401.1
            .on(Condition.LibrarySize.class, (c, s) -> "you have " + counted(c.min(), c.max(), "cards") + " in your library") // 401
            .on(Condition.TotalPower.class, (c, s) -> ObjectText.plural(c.filter()) + " have total power "
                    + c.atLeast() + " or greater") // 207.2c
            .on(Condition.ControlsMoreThanYou.class, (c, s) -> (c.thatPlayer() ? ReferenceText.who(new dev.arbiter.engine.ability.Who.ThatPlayer(), s) : "an opponent")
                    + " controls " + (c.atLeastMore() == 1 ? "" : "at least " + Words.number(c.atLeastMore()) + " ")
                    + "more " + ObjectText.plural(c.filter()) + " than you")
            .on(Condition.SourceCounterCount.class, (c, s) -> c.kind() == null && c.min() == 1 && c.max() == Integer.MAX_VALUE
                    ? s.selfName() + " has counters on it" // 122: any kind
                    : c.max() == 0 ? "there are no " + c.kind() + " counters on " + s.selfName()
                    : s.selfName() + " has " + counted(c.min(), c.max(), c.kind() + " counters") + " on it") // 122
            .on(Condition.CitysBlessing.class, (c, s) -> "you have the city's blessing") // 702.131c
            .on(Condition.ChosenWord.class, (c, s) -> c.word() + " was chosen") // 614.12, 607.2
            .on(Condition.RevealedOrControlledAsCast.class, (c, s) -> "you revealed " + Words.article(c.subtype()) + " " + c.subtype()
                    + " card or controlled " + Words.article(c.subtype()) + " " + c.subtype() + " as you cast this spell") // 601.2b
            .on(Condition.ManaSpentToCast.class, (c, s) -> (c.colour() == null ? "at least " + Words.number(c.atLeast())
                    + " mana of the same color" : c.atLeast() == 1 ? "{" + c.colour() + "}" : "at least " + Words.number(c.atLeast())
                    + " " + switch (c.colour()) {
                        case W -> "white";
                        case U -> "blue";
                        case B -> "black";
                        case R -> "red";
                        default -> "green";
                    } + " mana") + " was spent to cast " + (s.trigger() == null ? "this spell" : "it")) // 601.2h
            .on(Condition.Both.class, (c, s) -> {
                String first = StaticText.CONDITIONS.apply(c.first(), s);
                String second = StaticText.CONDITIONS.apply(c.second(), s);
                return first.startsWith("you control ") && second.startsWith("you control ")
                        ? first + " and " + second.substring("you control ".length()) : first + " and " + second;
            })
            .on(Condition.DifferentPowers.class, (c, s) -> "you control " + Words.number(c.atLeast())
                    + " or more creatures with different powers") // 207.2c coven
            .on(Condition.CompletedDungeon.class, (c, s) -> (c.negated() ? "you haven't completed " : "you've completed ")
                    + (c.name() == null ? "a dungeon" : c.name())) // 309.7
            .on(Condition.HaveInitiative.class, (c, s) -> "you have the initiative") // 723.1
            .on(Condition.MonarchIs.class, (c, s) -> c.you() ? "you're the monarch" : "an opponent is the monarch") // 724.1
            .on(Condition.LifeAtLeastStarting.class, (c, s) -> c.more() > 0 ? "you have at least " + c.more()
                    + " life more than your starting life total" : "your life total is greater than or equal to your starting life total")
            .on(Condition.LifeTotal.class, (c, s) -> "you have " + (c.max() == Integer.MAX_VALUE ? c.min() + " or more"
                    : c.max() + " or less") + " life") // 119
            .on(Condition.LifeComparedToOpponent.class, (c, s) -> c.opponentMore() ? "an opponent has more life than you"
                    : "you have more life than an opponent") // 119
            .on(Condition.HandComparedToOpponents.class, (c, s) -> c.yoursMore() ? "you have more cards in hand than each opponent"
                    : "an opponent has more cards in hand than you") // 402.1
            .on(Condition.ThatPlayerControls.class, (c, s) -> ReferenceText.who(new dev.arbiter.engine.ability.Who.ThatPlayer(), s)
                    + " controls " + (c.min() == 1 && c.max() == Integer.MAX_VALUE ? ObjectText.counted(c.filter(), 1)
                    : counted(c.min(), c.max(), ObjectText.plural(c.filter())))); // 603.4

    /** "no creatures", "two or more Wizards", "two or fewer cards" (603.4 counts). */
    private static String counted(int min, int max, String plural) {
        if (max == 0) return "no " + plural;
        if (min == max) return "exactly " + Words.number(min) + " " + plural;
        if (max == Integer.MAX_VALUE) return min == 1 ? "one or more " + plural : Words.number(min) + " or more " + plural;
        return Words.number(max) + " or fewer " + plural;
    }

    /** "a Swamp", "another creature", "three or more artifacts", "no other creatures", "exactly one creature". */
    private static String youControl(Condition.YouControlCount c) {
        if (c.max() == 0) {
            return "no " + ObjectText.plural(c.filter());
        }
        if (c.min() == c.max()) {
            return "exactly " + ObjectText.counted(c.filter(), c.min()).replaceFirst("^(a|an) ", "one ");
        }
        if (c.min() == 1) {
            return ObjectText.counted(c.filter(), 1);
        }
        return Words.number(c.min()) + " or more " + ObjectText.plural(c.filter());
    }
}
