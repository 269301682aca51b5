package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.characteristic.CardType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** One-shot effects (610) as clauses: each record of {@link Effect} has one rendering. */
final class EffectText {

    static final Cases<Effect, Scope, List<Clause>> CLAUSES = ExileTopCastText.register(SearchAmongText.register(LinkedReturnText.register(ActionThenText.register(CounterText.register(DrawAndLibraryText.register(StackText.register(CharacteristicChangeText.register(LastingText.register(RandomReturnText.register(ReflexiveText.register(PlayerSearchText.register(ReturnText.register(OneShotText.register(LibraryAndHandText.register(ControlText.register(KeywordActionText.register(ManaEffectText.register(Cases.<Effect, Scope, List<Clause>>of(Effect.class)))))))))))))))))))
            .on(Effect.DealDamage.class, (e, s) -> one(Clause.declarative(e, "self", s.selfAsSubject(),
                    e.amount() instanceof dev.arbiter.engine.ability.Amount.DefinedX d && d.equalTo()
                    ? "deals damage to " + ReferenceText.recipient(e.to(), s) + " equal to " + AmountText.DEFINITIONS.apply(d.value(), null)
                    : e.amount() instanceof dev.arbiter.engine.ability.Amount.StatOf st // 208.1: the source's power
                    ? "deals damage equal to " + OneShotText.stat(st) + " to " + ReferenceText.recipient(e.to(), s)
                    : "deals " + AmountText.digits(e.amount(), s) + " damage to " + (e.to() instanceof dev.arbiter.engine.ability.Recipient.Object o
                    && o.subject() instanceof dev.arbiter.engine.ability.Subject.Self ? "itself" : ReferenceText.recipient(e.to(), s)))))
            .on(Effect.GameResult.class, (e, s) -> one(player(e, e.who(), s, e.wins() ? "win the game" : "lose the game",
                    e.wins() ? "wins the game" : "loses the game"))) // 104.2b, 104.3e
            .on(Effect.DividedDamage.class, (e, s) -> one(Clause.declarative(e, "self", s.selfAsSubject(),
                    DividedDamageText.of(e, s)))) // 601.2d
            .on(Effect.DividedPrevention.class, (e, s) -> one(Clause.sentence(e, DividedDamageText.prevention(e, s)))) // 615.1a
            .on(Effect.DistributeCounters.class, (e, s) -> one(Clause.sentence(e, DividedDamageText.counters(e, s)))) // 601.2d
            .on(Effect.DamageDividedEvenly.class, (e, s) -> one(Clause.declarative(e, "self", s.selfAsSubject(),
                    DividedDamageText.evenly(e, s)))) // 107.1a
            .on(Effect.DiscardItUnless.class, (e, s) -> one(Clause.sentence(e, "if it isn't "
                    + Words.article(word(e.keep())) + " " + word(e.keep()) + " card, discard it")))
            .on(Effect.GainLife.class, (e, s) -> one(player(e, e.who(), s,
                    "gain " + AmountText.withUnit(e.amount(), s, "life"),
                    "gains " + AmountText.withUnit(e.amount(), s, "life"))))
            .on(Effect.LoseLife.class, (e, s) -> one(player(e, e.who(), s,
                    "lose " + AmountText.withUnit(e.amount(), s, "life"),
                    "loses " + AmountText.withUnit(e.amount(), s, "life"))))
            .on(Effect.UnlessControllerPays.class, (e, s) -> one(Clause.sentence(e,
                    ClauseJoiner.join(EffectText.clauses(e.effect(), s)) + " unless its controller pays " + e.cost())))
            .on(Effect.Destroy.class, (e, s) -> one(Clause.imperative(e, "destroy " + ReferenceText.object(e.subject(), s))))
            .on(Effect.Attach.class, (e, s) -> one(Clause.imperative(e, "attach "
                    + ReferenceText.object(e.attachment(), s) + " to " + ReferenceText.object(e.host(), s))))
            .on(Effect.Unattach.class, (e, s) -> one(Clause.imperative(e, "unattach " // 701.3d
                    + ReferenceText.object(e.attachment(), s))))
            .on(Effect.ReturnToBattlefield.class, (e, s) -> one(Clause.imperative(e, "return "
                    + ReferenceText.object(e.subject(), s) + " to the battlefield" + (e.tapped() ? " tapped" : "")
                    // A card of yours comes back under your control either way.
                    + (ReferenceText.yourCard(e.subject(), s) ? "" : " under its owner's control")
                    + (e.withCounter() == null ? "" : " with " + Words.article(e.withCounter()) + " "
                    + e.withCounter() + " counter on it"))))
            .on(Effect.ReturnToHand.class, (e, s) -> one(Clause.imperative(e, "return "
                    + ReferenceText.object(e.subject(), s) + " to "
                    + (ReferenceText.yourCard(e.subject(), s) ? "your hand"
                    : ReferenceText.many(e.subject(), s) ? "their owners' hands" : "its owner's hand"))))
            .on(Effect.CreateTokens.class, (e, s) -> one(Clause.imperative(e, "create " + TokenText.tokens(e.count(), e.token(), s))))
            .on(Effect.CreateTokensFor.class, (e, s) -> one(player(e, e.who(), s,
                    "create " + TokenText.tokens(e.count(), e.token(), e.tapped(), s),
                    "creates " + TokenText.tokens(e.count(), e.token(), e.tapped(), s))))
            .on(Effect.CreateEmblem.class, (e, s) -> one(player(e, e.who(), s, "get " + emblem(e, s), "gets " + emblem(e, s)))) // 114.1
            .on(Effect.DelayedOnNextCast.class, (e, s) -> { // 603.7; 603.7c: "whenever ... this turn" triggers each time
                if (e.ability().trigger() instanceof dev.arbiter.engine.ability.Trigger.YouGainLife) {
                    return one(Clause.sentence(e, "whenever you gain life this turn, " + inline(e.ability().effect(), s)));
                }
                if (e.ability().trigger() instanceof dev.arbiter.engine.ability.Trigger.PermanentEnters) {
                    return one(Clause.sentence(e, "w" + TriggerText.TRIGGERS.apply(e.ability().trigger(), s).substring(1)
                            + " this turn, " + inline(e.ability().effect(), s)));
                }
                if (e.ability().trigger() instanceof dev.arbiter.engine.ability.Trigger.Blocks) {
                    return one(Clause.sentence(e, "whenever a creature blocks this turn, " + inline(e.ability().effect(), s)));
                }
                String spell = ObjectText.phrase(((dev.arbiter.engine.ability.Trigger.SpellCast) e.ability().trigger()).spell(), false, "spell");
                String cast = e.once() ? "when you cast your next " : "whenever you cast " + (spell.matches("[aeiou].*") ? "an " : "a ");
                return one(Clause.sentence(e, cast + spell + " this turn, " + inline(e.ability().effect(), s)));
            })
            .on(Effect.DelayedOnDeath.class, (e, s) -> one(Clause.sentence(e, "when that creature dies this turn, " // 603.7
                    + inline(e.ability().effect(), s))))
            .on(Effect.Regenerate.class, (e, s) -> one(Clause.imperative(e, "regenerate " + ReferenceText.object(e.subject(), s))))
            .on(Effect.DestroyNoRegeneration.class, (e, s) -> one(Clause.sentence(e, "destroy "
                    + ReferenceText.object(e.subject(), s) + ". "
                    + Words.capitalize(ReferenceText.many(e.subject(), s) || e.subject() instanceof Subject.Each
                    ? "they" : "it") + " can't be regenerated")))
            .on(Effect.ObjectDealsDamage.class, (e, s) -> one(Clause.declarative(e, e.source(), ReferenceText.subject(e.source(), s),
                    (e.amount() instanceof dev.arbiter.engine.ability.Amount.StatOf st
                            ? "deals damage equal to " + OneShotText.stat(st) + " to "
                            : "deals " + AmountText.digits(e.amount(), s) + " damage to ")
                    + ReferenceText.recipient(e.to(), s)))) // 120.1
            .on(Effect.EachDealsDamageEqualToStat.class, (e, s) -> one(Clause.sentence(e, ReferenceText.subject(e.sources(), s)
                    + " deals damage equal to its " + e.stat().name().toLowerCase(java.util.Locale.ROOT) + " to "
                    + ReferenceText.recipient(e.to(), s)))) // 120.1
            .on(Effect.IfObjectIs.class, (e, s) -> e.otherwise() != null ? ObjectIsText.instead(e, s) // 608.2c: "... instead"
                    : e.trailing() // 608.2c: "Counter target spell if it's blue."
                    ? one(Clause.sentence(e, ObjectIsText.trailingIf(ClauseJoiner.join(EffectText.CLAUSES.apply(e.then(), s)),
                    ObjectIsText.quality(e.noun(), false))))
                    : one(Clause.sentence(e, "if " // 608.2c
                    + ObjectIsText.quality(e.noun(), true) + ", " + ObjectIsText.parts(e.then(), s))))
            .on(Effect.ExileUncastEnteringThisTurn.class, (e, s) -> one(Clause.sentence(e, "until end of turn, if " // 614.1a
                    + Words.article(e.what()) + " " + e.what() + " would enter the battlefield and it wasn't cast, exile it instead")))
            .on(Effect.ExileDyingThisTurn.class, (e, s) -> one(Clause.sentence(e, "if " // 614.1a
                    + ObjectText.counted(e.filter(), 1) + " would die this turn, exile it instead")))
            .on(Effect.ExileIfDiesThisTurn.class, (e, s) -> one(Clause.sentence(e, "if " // 614.1a
                    + ReferenceText.object(e.subject(), s) + " would die this turn, exile it instead")))
            .on(Effect.ExileAllLinked.class, (e, s) -> one(Clause.imperative(e, "exile all " + ObjectText.plural(e.filter()))))
            .on(Effect.ExileLinked.class, (e, s) -> one(Clause.imperative(e, "exile " + ReferenceText.object(e.subject(), s))))
            .on(Effect.Champion.class, (e, s) -> one(Clause.imperative(e, "sacrifice ~ unless you exile another "
                    + e.noun() + " you control"))) // 702.72a
            .on(Effect.ReturnLinkedExiled.class, (e, s) -> one(Clause.imperative(e, e.oneCard()
                    ? "return the exiled card to the battlefield under its owner's control"
                    : "return the exiled cards to the battlefield under their owners' control")))
            .on(Effect.ReturnAllFromGraveyard.class, (e, s) -> one(Clause.imperative(e, "return all "
                    + ObjectText.cardNoun(e.types(), true) + " from your graveyard to the battlefield")))
            .on(Effect.ExileFromHandLinked.class, (e, s) -> one(Clause.declarative(e, "you", "you", "may exile "
                    + Words.article(ObjectText.cardNoun(e.types(), false)) + " " + ObjectText.cardNoun(e.types(), false)
                    + " with mana value " + e.maxManaValue() + " or less from your hand")))
            .on(Effect.CopyLinkedCardMayCast.class, (e, s) -> one(Clause.sentence(e,
                    "you may copy the exiled card. If you do, you may cast the copy without paying its mana cost")))
            .on(Effect.Evolve.class, (e, s) -> one(Clause.sentence(e, "if that creature's power is greater than this"
                    + " creature's power and/or that creature's toughness is greater than this creature's toughness, put a"
                    + " +1/+1 counter on this creature"))) // 702.100a
            .on(Effect.Cascade.class, (e, s) -> one(Clause.sentence(e, "exile cards from the top of your library"
                    + " until you exile a nonland card whose mana value is less than this spell's mana value. You may"
                    + " cast that card without paying its mana cost if the resulting spell's mana value is less than"
                    + " this spell's mana value. Then put all cards exiled this way that weren't cast on the bottom of"
                    + " your library in a random order"))) // 702.85a
            .on(Effect.CastWithMadness.class, (e, s) -> one(Clause.sentence(e, "its owner may cast it by paying "
                    + e.cost() + " rather than paying its mana cost. If that player doesn't, they put this card into"
                    + " their graveyard"))) // 702.35a
            .on(Effect.MayCastReboundCard.class, (e, s) -> one(Clause.sentence(e,
                    "you may cast this card from exile without paying its mana cost")))
            .on(dev.arbiter.engine.ability.SuspendEffects.RemoveTimeCounter.class, (e, s) -> one(Clause.sentence(e,
                    "remove a time counter from this card"))) // 702.62a
            .on(dev.arbiter.engine.ability.Soulbond.Pair.class, (e, s) -> one(Clause.sentence(e,
                    "you may pair this creature with another unpaired creature you control"))) // 702.95a
            .on(dev.arbiter.engine.ability.Haunt.ExileHaunting.class, (e, s) -> one(Clause.sentence(e,
                    "exile it haunting target creature"))) // 702.55a
            .on(dev.arbiter.engine.ability.SuspendEffects.CastWithoutPaying.class, (e, s) -> one(Clause.sentence(e,
                    "you may cast this card without paying its mana cost. If you cast a creature spell this way, it"
                    + " gains haste"))) // 702.62a
            .on(Effect.AnteTopOfLibrary.class, (e, s) -> one(e.who() instanceof Who.You // 407.4
                    ? Clause.yourInstruction(e, e.who(), "ante the top card of your library")
                    : player(e, e.who(), s, "", "antes the top card of their library")))
            .on(Effect.GainOwnership.class, (e, s) -> one(Clause.declarative(e, "you", "you", "own " // 407.3
                    + ReferenceText.object(e.subject(), s))))
            .on(Effect.ExchangeWithTopOfLibrary.class, (e, s) -> one(Clause.imperative(e, // 701.10d: always of the card named before
                    "exchange that card with the top card of your library")))
            .on(Effect.ChangeText.class, (e, s) -> one(Clause.imperative(e, "change the text of " // 612.1
                    + ReferenceText.object(e.subject(), s) + " by replacing all instances of "
                    + (e.colorWords() ? "one color word with another" : "")
                    + (e.colorWords() && e.landTypes() ? " or " : "")
                    + (e.landTypes() ? "one basic land type with another" : ""))))
            .on(Effect.Discard.class, (e, s) -> one(player(e, e.who(), s,
                    "discard " + AmountText.count(e.amount(), s, "card", "cards") + (e.atRandom() ? " at random" : ""),
                    "discards " + AmountText.count(e.amount(), s, "card", "cards") + (e.atRandom() ? " at random" : ""))))
            .on(Effect.TapOrUntap.class, (e, s) -> one(Clause.imperative(e, (e.tap() ? "tap " : "untap ")
                    + ReferenceText.object(e.subject(), s))))
            .on(Effect.Exile.class, (e, s) -> one(Clause.imperative(e, "exile " + ReferenceText.object(e.subject(), s))))
            .on(Effect.Goad.class, (e, s) -> one(Clause.imperative(e, "goad " + ReferenceText.object(e.subject(), s)))) // 701.38a
            .on(dev.arbiter.engine.ability.Detain.class, (e, s) -> one(Clause.imperative(e, "detain "
                    + ReferenceText.object(e.subject(), s)))) // 701.29a
            .on(dev.arbiter.engine.ability.TurnFaceDown.class, (e, s) -> one(Clause.imperative(e, "turn " // 708.2a
                    + ReferenceText.object(e.subject(), s) + " face down")))
            .on(Effect.ChooseTarget.class, (e, s) -> { // 115.1: the next sentence names it "that creature"
                String chosen = "choose " + ReferenceText.object(e.target(), s);
                if (e.target() instanceof Subject.TargetObject t) s.targetChosen(t.index());
                return one(Clause.imperative(e, chosen));
            })
            .on(Effect.RemoveFromCombat.class, (e, s) -> one(Clause.imperative(e, "remove "
                    + ReferenceText.object(e.subject(), s) + " from combat"))) // 506.4
            .on(Effect.Optional.class, (e, s) -> one(OptionalText.clause(e, s)))
            .on(Effect.FlipCoin.class, (e, s) -> one(CoinFlipText.clause(e, s))) // 705
            .on(Effect.RollDie.class, (e, s) -> DieRollText.clauses(e, s)) // 706
            .on(Effect.IfDieResult.class, (e, s) -> one(DieRollText.row(e, s))) // 706.3a
            .on(Effect.Clash.class, (e, s) -> one(CoinFlipText.clash(e, s))) // 701.23
            .on(Effect.ChooseThen.class, (e, s) -> { // 608.2d: "Choose a creature type. [then]"
                List<Clause> out = new java.util.ArrayList<>(List.of(Clause.sentence(e, "Choose " + e.kind().words())));
                out.addAll(clauses(e.then(), s));
                return out;
            })
            .on(Effect.MayRemoveCounters.class, (e, s) -> one(OptionalText.clause(new Effect.Optional(
                    new dev.arbiter.engine.ability.Who.You(), e.remove(), e.ifTheyDo(), e.otherwise()), s))) // 608.2d
            .on(Effect.Encore.class, (e, s) -> one(Clause.sentence(e, "for each opponent, create a token copy of this card that "
                    + "attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end "
                    + "step"))) // 702.141a
            .on(Effect.Unearth.class, (e, s) -> one(Clause.sentence(e, "return this card from your graveyard to the battlefield. "
                    + "It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it "
                    + "instead of putting it anywhere else"))) // 702.84a
            .on(Effect.CreateTokenCopy.class, (e, s) -> { // 707.2, 707.9b
                if (e.original() instanceof Subject.Each each && e.creator() == null && e.except().equals(dev.arbiter.engine.ability.CopyExceptions.NONE)) {
                    String that = (each.filter().anyOfTypes() & CardType.CREATURE.bit()) != 0 ? "that creature"
                            : each.filter().anyOfTypes() == 0 ? "that permanent" : "that artifact";
                    return one(Clause.sentence(e, "For " + ReferenceText.object(e.original(), s) + ", create a token that's a copy of "
                            + that)); // 707.2: one copy of each
                }
                String what = "a token that's a copy of " + ReferenceText.object(e.original(), s) + CopyExceptionText.of(e.except(), s);
                return one(e.creator() == null ? Clause.imperative(e, "create " + what)
                        : player(e, e.creator(), s, "create " + what, "creates " + what));
            })
            .on(Effect.CreateTokenCopies.class, (e, s) -> { // 111.2, 707.2, 707.9b: N copies at once
                String except = CopyExceptionText.of(e.copy().except(), s).replace("it's a ", "they're ").replace("it's an ", "they're ")
                        .replace("it's ", "they're ").replace("it has ", "they have ").replace(" in addition to its other types",
                                "s in addition to their other types").replace("it isn't legendary", "they aren't legendary");
                String each = e.count() instanceof dev.arbiter.engine.ability.Amount.Fixed || e.count() instanceof dev.arbiter.engine.ability.Amount.X ? null
                        : AmountText.FOR_EACH.apply(e.count(), null); // 702.157a: "a token ... for each time ..."
                String what = each != null ? "a token that's a copy of " + ReferenceText.object(e.copy().original(), s) + except
                        + " " + each : AmountText.count(e.count(), s, "token that's a copy of", "tokens that are copies of") + " "
                        + ReferenceText.object(e.copy().original(), s) + except;
                return one(e.copy().creator() == null ? Clause.imperative(e, "create " + what)
                        : player(e, e.copy().creator(), s, "create " + what, "creates " + what));
            })
            .on(Effect.BecomeCopy.class, (e, s) -> { // 707.2, 613.1a
                String rest = "a copy of " + ReferenceText.object(e.original(), s) + (e.untilEndOfTurn() ? " until end of turn" : "")
                        + (e.thisAbility() ? (e.except().colors() == dev.arbiter.engine.ability.CopyExceptions.OWN_COLORS
                        ? ", except it doesn't copy that creature's color and it has this ability" : ", except it has this ability")
                        : CopyExceptionText.of(e.except(), s));
                return one(subject(e, e.subject(), s, "becomes " + rest, "become " + rest));
            })
            .on(Effect.PreventDamage.class, (e, s) -> one(PreventionText.effect(e, s)))
            .on(Effect.NextTimeShield.class, (e, s) -> one(PreventionText.nextTime(e, s))) // 615.7, 614.9
            .on(Effect.KickerTargets.class, (e, s) -> clauses(e.effect(), s)) // 601.2c: targets as the kicker was announced
            .on(Effect.CostTargets.class, (e, s) -> clauses(e.effect(), s)) // 601.2c: targets as the alternative cost was announced
            .on(Effect.XFixedOnStack.class, (e, s) -> { // 601.2c via 603.3d: "up to X target ..., where X is [count]"
                s.where("X is " + AmountText.DEFINITIONS.apply(e.x(), null));
                return clauses(e.effect(), s);
            })
            .on(dev.arbiter.engine.ability.ExileSelfFromGraveyard.class, (e, s) -> List.of(Clause.imperative(e, "exile " + s.selfName()))) // 113.6m
            .on(Effect.IfKicked.class, (e, s) -> {
                // 702.33d: "If this spell was kicked, ..." (with "instead" when it replaces the text before it)
                List<Clause> out = new ArrayList<>();
                if (e.otherwise() != null) out.addAll(clauses(e.otherwise(), s));
                String amountOnly = KickedText.amountInstead(e, s);
                if (amountOnly != null) {
                    out.add(Clause.sentence(e, "If this spell was kicked, " + amountOnly));
                    return out;
                }
                out.add(Clause.sentence(e, (s.trigger() != null ? "If it was kicked, " : "If this spell was kicked, ") + ClauseJoiner.join(clauses(e.then(), s))
                        + (e.otherwise() != null ? " instead" : "")));
                return out;
            })
            .on(Effect.IfCondition.class, (e, s) -> { // 608.2c: "If [condition], [then] instead."
                String compared = StatComparedText.of(e, s); // 608.2c: "[then] if its power is less than ..."
                if (compared != null) return one(Clause.sentence(e, compared));
                List<Clause> out = new ArrayList<>();
                if (e.then() == null) { // "[otherwise] unless [condition]."
                    out.add(Clause.sentence(e, ClauseJoiner.join(clauses(e.otherwise(), s)) + " unless "
                            + StaticText.CONDITIONS.apply(e.condition(), s)));
                    return out;
                }
                if (e.otherwise() != null) out.addAll(clauses(e.otherwise(), s));
                String cond = StaticText.CONDITIONS.apply(e.condition(), s);
                String then = e.then() instanceof Effect.DealDamage t && e.otherwise() instanceof Effect.DealDamage o
                        && t.to().equals(o.to()) ? "it deals " + AmountText.digits(t.amount(), s) + " damage"
                        : ClauseJoiner.join(clauses(e.then(), s));
                out.add(Clause.sentence(e, "If " + cond + ", " + then + (e.otherwise() != null ? " instead" : "")));
                return out;
            })
            .on(Effect.SacrificeOrElse.class, (e, s) -> { // 701.17a
                List<Clause> out = new ArrayList<>(clauses(e.sacrifice(), s));
                out.add(Clause.sentence(e, "If you can't, " + ClauseJoiner.join(clauses(e.otherwise(), s))));
                return out;
            })
            .on(Effect.AttachToChosen.class, (e, s) -> { // 701.3a
                String what = e.attachment() instanceof Subject.Self ? s.selfName() : ReferenceText.object(e.attachment(), s);
                String to = " to " + ObjectText.counted(e.filter(), 1);
                return one(player(e, e.chooser(), s, "attach " + what + to + " of your choice",
                        "attaches " + what + to + " of their choice"));
            })
            .on(Effect.SacrificeOpponentChooses.class, (e, s) -> one(player(e, e.sacrifice().who(), s, // 701.17a
                    "sacrifice " + sacrificed(e.sacrifice(), s) + " of an opponent's choice",
                    "sacrifices " + sacrificed(e.sacrifice(), s) + " of an opponent's choice")))
            .on(Effect.Sacrifice.class, (e, s) -> one(player(e, e.who(), s,
                    "sacrifice " + sacrificed(e, s), "sacrifices " + sacrificed(e, s))))
            .on(Effect.SacrificeNoted.class, (e, s) -> one(player(e, e.sacrifice().who(), s, // 608.2h
                    "sacrifice " + sacrificed(e.sacrifice(), s), "sacrifices " + sacrificed(e.sacrifice(), s))))
            .on(Effect.Delayed.class, DelayedText::clauses)
            .on(Effect.DelayedInExtraTurn.class, DelayedText::inExtraTurn) // 500.7, 603.7a
            .on(Effect.CreateTokensThen.class, TokenThenText::clauses)
            .on(Effect.CreateTokensOfSize.class, (e, s) -> { // 107.3: "create an X/X green Ooze creature token"
                AmountText.digits(e.size(), s); // "where X is ..." when X is defined in words
                List<Clause> out = new java.util.ArrayList<>();
                for (Clause c : clauses(e.create(), s)) {
                    out.add(new Clause(c.effect(), c.key(), c.subject(), c.predicate().replace("a 0/0", "an X/X")
                            .replace("0/0", "X/X"), c.kind()));
                }
                return out;
            })
            .on(dev.arbiter.engine.ability.CreateTokensOfStats.class, TokenStatsText::clauses) // 111.3
            .on(Effect.CreateTokensOfChosen.class, (e, s) -> { // 607.2: "create a 2/2 creature token of the chosen color and type"
                List<Clause> out = new java.util.ArrayList<>();
                for (Clause c : clauses(e.create(), s)) {
                    out.add(new Clause(c.effect(), c.key(), c.subject(), c.predicate().replaceFirst("colorless (creature tokens?)",
                            "$1 of the chosen color and type"), c.kind()));
                }
                return out;
            })
            .on(Effect.Venture.class, (e, s) -> one(Clause.yourInstruction(e, new dev.arbiter.engine.ability.Who.You(),
                    "venture into " + e.into()))) // 701.46
            .on(Effect.TakeInitiative.class, (e, s) -> one(player(e, e.who(), s, "take the initiative", "takes the initiative"))) // 723.1
            .on(Effect.BecomeMonarch.class, (e, s) -> one(player(e, e.who(), s, "become the monarch", "becomes the monarch"))) // 724.3
            .on(Effect.Exploit.class, (e, s) -> one(Clause.sentence(e, "you may sacrifice a creature"))) // 702.110a
            .on(Effect.Myriad.class, (e, s) -> one(Clause.sentence(e, "for each opponent other than defending player, you may "
                    + "create a token that's a copy of " + s.selfName() + " that's tapped and attacking that player or a "
                    + "planeswalker they control. Exile the tokens at end of combat"))) // 702.116a
            .on(Effect.Connive.class, (e, s) -> one(Clause.sentence(e, ReferenceText.object(e.subject(), s) + " connives"))) // 701.47a
            .on(Effect.Amass.class, (e, s) -> one(Clause.sentence(e, "amass " + AmountText.digits(e.amount(), s)))) // 701.44a
            .on(Effect.Explore.class, (e, s) -> one(Clause.sentence(e, ReferenceText.object(e.subject(), s) + " explores"))) // 701.40a
            .on(Effect.Fight.class, (e, s) -> one(Clause.sentence(e, ReferenceText.object(e.first(), s) + " fights "
                    + ReferenceText.object(e.second(), s)))) // 701.14a
            .on(Effect.ChooseOneMode.class, (e, s) -> one(Clause.sentence(e, "choose one — " // 700.2b (AbilityText writes the bullets)
                    + String.join(" • ", e.modes().stream().map(Effect.ChooseOneMode.Mode::text).toList()))))
            .on(Effect.UnlessPays.class, (e, s) -> UnlessText.spellController(e) ? UnlessText.counterUnless(e, s) // 118.12
                    : UnlessText.each(e) // 101.4: "each player [effect] unless they [cost]"
                    ? one(Clause.sentence(e, ClauseJoiner.join(clauses(new Effect.ForEachPlayer(e.payer(), e.effect()), s))
                    + " unless they " + UnlessText.unlessCost(e.cost(), true)))
                    : UnlessText.leading(e, clauses(e.effect(), s), s) != null
                    ? one(Clause.sentence(e, UnlessText.leading(e, clauses(e.effect(), s), s)))
                    : one(Clause.sentence(e, ClauseJoiner.join(clauses(e.effect(), s))
                    + " unless " + (e.payer() instanceof Who.You ? "you " : ReferenceText.who(e.payer(), s) + " ")
                    + UnlessText.unlessCost(e.cost(), e.payer() instanceof Who.You))))
            .on(Effect.Sequence.class, (e, s) -> {
                List<Clause> doubled = DoubleText.powerAndToughness(e, s); // 701.9b
                if (doubled != null) return doubled;
                List<Clause> out = new ArrayList<>();
                for (Effect part : e.effects()) {
                    out.addAll(EffectText.CLAUSES.apply(part, s));
                }
                return out;
            });

    private EffectText() {
    }

    /** The effect as one or more sentences, the first capitalised, with a final full stop. */
    static String render(Effect effect, Scope scope) {
        return Words.sentence(Words.capitalize(inline(effect, scope)));
    }

    /** The effect as text inside a sentence (after a trigger), not capitalised, without the final full stop. */
    static String inline(Effect effect, Scope scope) {
        String text = ClauseJoiner.join(CLAUSES.apply(effect, scope));
        String where = scope.takeWhere();
        if (where != null) {
            text = WhereXText.withWhere(text, ", where " + where);
        }
        return text;
    }

    /** The clauses of the effect (for a caller that joins them itself). */
    static List<Clause> clauses(Effect effect, Scope scope) {
        return CLAUSES.apply(effect, scope);
    }

    /** "+3/+3", "-1/-1", "+4/+0", "-7/-0": a zero takes the sign of the other number. */
    static String pt(int power, int toughness) {
        String ps = power < 0 || (power == 0 && toughness < 0) ? "-" : "+";
        String ts = toughness < 0 || (toughness == 0 && power < 0) ? "-" : "+";
        return ps + Math.abs(power) + "/" + ts + Math.abs(toughness);
    }

    /** "an emblem with "[ability]"" (114.1): "~" in the ability is "this emblem". */
    private static String emblem(Effect.CreateEmblem e, Scope s) {
        StringBuilder out = new StringBuilder("an emblem with \"");
        for (int i = 0; i < e.abilities().size(); i++) {
            if (i > 0) out.append(' ');
            out.append(AbilityText.granted(e.abilities().get(i), s, "this emblem"));
        }
        return out.append('"').toString();
    }

    static List<Clause> one(Clause c) {
        return List.of(c);
    }

    /**
     * A clause whose subject is a player: "you" takes the imperative where oracle text writes one
     * ("draw a card", "discard a card") and "you gain" where it names the player; others take the
     * third person ("target player draws two cards").
     */
    static Clause player(Effect e, Who who, Scope s, String youForm, String thirdForm) {
        if (who instanceof Who.You) {
            boolean imperative = youForm.startsWith("draw") || youForm.startsWith("discard")
                    || youForm.startsWith("mill") || youForm.startsWith("sacrifice") || youForm.startsWith("scry")
                    || youForm.startsWith("surveil") || youForm.startsWith("shuffle");
            return imperative ? Clause.yourInstruction(e, who, youForm) : Clause.declarative(e, who, "you", youForm);
        }
        if (who instanceof Who.TargetPlayer t && t.index() < s.targets().size() && s.targets().get(t.index()).max() > 1) {
            return Clause.declarative(e, who, ReferenceText.who(who, s) + " each", youForm); // "two target players each draw"
        }
        return Clause.declarative(e, who, ReferenceText.who(who, s), thirdForm);
    }

    /** A clause whose subject is an object: singular or plural verb. */
    static Clause subject(Effect e, Subject subject, Scope s, String singular, String plural) {
        boolean many = ReferenceText.many(subject, s);
        return Clause.declarative(e, subject, ReferenceText.subject(subject, s), many ? plural : singular);
    }

    /** "a creature", "another creature", "two lands", "X creatures". */
    private static String sacrificed(Effect.Sacrifice e, Scope s) {
        if (e.amount() instanceof dev.arbiter.engine.ability.Amount.Fixed f) {
            return ObjectText.counted(e.filter(), f.value());
        }
        return AmountText.count(e.amount(), s, ObjectText.singular(e.filter()), ObjectText.plural(e.filter()));
    }

    private static String word(CardType t) {
        return t.word().toLowerCase(Locale.ROOT);
    }
}
