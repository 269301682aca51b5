package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;
import java.util.List;

/**
 * Renderings of the one-shot effects on libraries, hands, optional payments and "tap or untap"
 * (608.2d, 401.4, 701.8, 701.16, 701.20, 701.26), registered into {@link EffectText}'s table.
 */
final class LibraryAndHandText {

    private static final int CREATURE = dev.arbiter.engine.characteristic.CardType.CREATURE.bit();
    private static final int LAND = dev.arbiter.engine.characteristic.CardType.LAND.bit();

    private LibraryAndHandText() {
    }

    /** Adds the renderings to the effect table. */
    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return ZoneMoveText.register(TopOfLibraryText.register(HandChoiceText.register(cases)))
                .on(Effect.MayPay.class, (e, s) -> List.of(Clause.sentence(e, mayPay(e, s))))
                .on(Effect.MayPayAmount.class, (e, s) -> List.of(Clause.sentence(e, mayPay(new Effect.MayPay(e.who(),
                        dev.arbiter.engine.mana.ManaCost.ZERO, e.ifPaid(), e.otherwise()), s)
                        .replaceFirst(" may pay \\{0\\}", " may pay {" + AmountText.digits(e.amount(), s) + "}")))) // 107.3
                .on(Effect.PutChosenFromHandOnTop.class, (e, s) -> List.of(Clause.sentence(e, e.who() instanceof Who.You
                        ? "put " + Words.number(e.count()) + (e.count() == 1 ? " card from your hand on top of your library"
                        : " cards from your hand on top of your library in any order") : "look at "
                        + possessive(e.who(), s) + " hand and choose " + (e.count() == 1 // 401.4: one card, no order
                        ? "a card from it. Put that card on top of that player's library"
                        : Words.number(e.count()) + " cards from it. Put them on top of that player's library in any order")))) // 401.4
                .on(Effect.DoubleUnspentMana.class, (e, s) -> List.of(Clause.imperative(e,
                        "double the amount of each type of unspent mana you have"))) // 106.4
                .on(Effect.LoseUnspentMana.class, (e, s) -> List.of(e.who() instanceof Who.You
                        ? Clause.yourInstruction(e, e.who(), "lose all unspent mana")
                        : Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s), "loses all unspent mana"))) // 106.4
                .on(Effect.PutOnBottomOfLibrary.class, (e, s) -> List.of(Clause.imperative(e, "put "
                        + ReferenceText.object(e.subject(), s) + " on the bottom of "
                        + (ReferenceText.yourCard(e.subject(), s) ? "your library" : "its owner's library"))))
                .on(Effect.ShuffleIntoOwnersLibrary.class, (e, s) -> List.of(Clause.imperative(e, "shuffle " // 701.20a
                        + ReferenceText.object(e.subject(), s) + " into "
                        + (ReferenceText.yourCard(e.subject(), s) ? "your library" : "its owner's library"))))
                .on(Effect.DrawThenDiscardOneOfThem.class, (e, s) -> List.of(Clause.imperative(e, "draw "
                        + AmountText.digits(e.draw(), s) + " cards, then discard one of them"))) // 121.1, 701.8a
                .on(Effect.DrawRevealMayCastOne.class, (e, s) -> List.of(Clause.imperative(e, "draw "
                        + (e.draw() instanceof dev.arbiter.engine.ability.Amount.Fixed f ? Words.number(f.value())
                        : AmountText.digits(e.draw(), s)) + " cards and reveal them. You may cast one of them without paying"
                        + " its mana cost"))) // 701.16a, 118.9
                .on(Effect.DiscardChosenByYou.class, (e, s) -> List.of(Clause.sentence(e, (e.reveal()
                        ? ReferenceText.who(e.who(), s) + " reveals their hand. You choose "
                        : "look at " + possessive(e.who(), s) + " hand and choose ")
                        + (e.count().equals(new dev.arbiter.engine.ability.Amount.Fixed(1))
                        ? Words.article(ObjectText.phrase(e.filter(), false, "card")) + " "
                        + ObjectText.phrase(e.filter(), false, "card") + " from it. That player discards that card"
                        : AmountText.digits(e.count(), s) + " " + ObjectText.phrase(e.filter(), true, "card")
                        + " from it. That player discards those cards"))))
                .on(Effect.LookAtHand.class, (e, s) -> List.of(Clause.imperative(e, "look at "
                        + (e.atRandom() ? "a card at random in " : "") + possessive(e.who(), s) + " hand")))
                .on(Effect.ExileThisSpell.class, (e, s) -> List.of(Clause.imperative(e, "exile " + s.selfAsObject()))) // 608.2n
                .on(Effect.MoveThisSpell.class, (e, s) -> List.of(Clause.imperative(e, switch (e.to()) { // 608.2n
                    case HAND -> "return " + s.selfAsObject() + " to its owner's hand";
                    case LIBRARY_TOP -> "put " + s.selfAsObject() + " on top of its owner's library";
                    case LIBRARY_BOTTOM -> "put " + s.selfAsObject() + " on the bottom of its owner's library";
                })))
                .on(Effect.PutSelfFromHandAttacking.class, (e, s) -> List.of(Clause.imperative(e, // 702.49a
                        "put " + s.selfAsObject() + " onto the battlefield from your hand tapped and attacking")))
                .on(Effect.UntapUpTo.class, (e, s) -> List.of(Clause.imperative(e, "untap up to " // 701.26
                        + AmountText.digits(e.count(), s) + " " + ObjectText.plural(e.filter()))))
                .on(Effect.TapOrUntapChosen.class, (e, s) -> List.of(Clause.imperative(e, "tap or untap "
                        + ReferenceText.object(e.subject(), s))))
                .on(Effect.PutFromHandOntoBattlefield.class, (e, s) -> List.of(putFromHand(e, s)))
                .on(Effect.PutFromHandThen.class, (e, s) -> { // 608.2c-d: what follows names the permanent put
                    List<Clause> out = new java.util.ArrayList<>(List.of(putFromHand(e.put(), s)));
                    out.addAll(EffectText.clauses(e.then(), s));
                    return out;
                })
                .on(Effect.ShuffleSourceIntoLibrary.class, (e, s) -> List.of(Clause.imperative(e, "shuffle "
                        + s.selfAsObject() + " into its owner's library")))
                .on(Effect.ShuffleZonesIntoLibrary.class, (e, s) -> List.of(shuffleZones(e, s)))
                .on(Effect.KeepAsManyAsFewest.class, (e, s) -> List.of(Clause.sentence(e, BalanceText.of(e)))) // 701.17a
                .on(Effect.SacrificeAllButOneOfEach.class, (e, s) -> List.of(EffectText.player(e, e.who(), s, // 701.17a
                        "choose " + keptKinds(e) + " from among the " + ObjectText.plural(e.rest()) + " you control, then sacrifice the rest",
                        "chooses " + keptKinds(e) + " from among the " + ObjectText.plural(e.rest()) + " they control, then sacrifices the rest")))
                .on(Effect.SacrificeAllButChosen.class, (e, s) -> e.keep() == 0 ? List.of(EffectText.player(e, e.who(), s,
                        "sacrifice all " + ObjectText.plural(e.filter()) + " you control", // 701.17a
                        "sacrifices all " + ObjectText.plural(e.filter()) + " they control")) : List.of(EffectText.player(e, e.who(), s, // 701.17a
                        "choose " + AmountText.digits(new dev.arbiter.engine.ability.Amount.Fixed(e.keep()), s) + " "
                                + (e.keep() == 1 ? ObjectText.singular(e.filter()) : ObjectText.plural(e.filter()))
                                + " you control, then sacrifice the rest",
                        "chooses " + AmountText.digits(new dev.arbiter.engine.ability.Amount.Fixed(e.keep()), s) + " "
                                + (e.keep() == 1 ? ObjectText.singular(e.filter()) : ObjectText.plural(e.filter()))
                                + " they control, then sacrifices the rest")))
                .on(Effect.DiscardUpTo.class, (e, s) -> List.of(EffectText.player(e, e.who(), s, // 701.8a
                        "discard up to " + AmountText.count(e.amount(), s, "card", "cards"),
                        "discards up to " + AmountText.count(e.amount(), s, "card", "cards"))))
                .on(Effect.DiscardHand.class, (e, s) -> List.of(e.who() instanceof Who.You
                        ? Clause.yourInstruction(e, e.who(), "discard your hand")
                        : Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s), "discards their hand")))
                .on(Effect.PumpByAmountUntilEndOfTurn.class, (e, s) -> {
                    String pt = signed(e.power(), e.powerSign(), s) + "/" + signed(e.toughness(), e.toughnessSign(), s);
                    boolean many = ReferenceText.many(e.subject(), s);
                    return List.of(Clause.declarative(e, e.subject(), ReferenceText.subject(e.subject(), s),
                            (many ? "get " : "gets ") + pt + " until end of turn"));
                })
                .on(Effect.ChooseOnResolution.class, (e, s) -> { // 608.2d: "gets +X/+X or -X/-X until end of turn"
                    if (e.options().size() == 2 && e.options().get(0) instanceof Effect.PumpByAmountUntilEndOfTurn a
                            && e.options().get(1) instanceof Effect.PumpByAmountUntilEndOfTurn b) {
                        String pt = signed(a.power(), a.powerSign(), s) + "/" + signed(a.toughness(), a.toughnessSign(), s)
                                + " or " + signed(b.power(), b.powerSign(), s) + "/" + signed(b.toughness(), b.toughnessSign(), s);
                        boolean many = ReferenceText.many(a.subject(), s);
                        return List.of(Clause.declarative(e, a.subject(), ReferenceText.subject(a.subject(), s),
                                (many ? "get " : "gets ") + pt + " until end of turn"));
                    }
                    if (e.options().stream().allMatch(o -> o instanceof Effect.GainAbilityUntilEndOfTurn g
                            && g.subject().equals(((Effect.GainAbilityUntilEndOfTurn) e.options().get(0)).subject()))) {
                        // "gains your choice of flying, first strike, or trample until end of turn" (608.2d)
                        Subject who = ((Effect.GainAbilityUntilEndOfTurn) e.options().get(0)).subject();
                        boolean many = ReferenceText.many(who, s);
                        return List.of(Clause.declarative(e, who, ReferenceText.subject(who, s), (many ? "gain" : "gains")
                                + " your choice of " + Words.list(e.labels(), "or") + " until end of turn"));
                    }
                    List<String> parts = new java.util.ArrayList<>();
                    for (Effect o : e.options()) parts.add(ClauseJoiner.join(EffectText.clauses(o, s)));
                    return List.of(Clause.imperative(e, "choose one: " + String.join(" or ", parts)));
                })
                .on(Effect.SacrificePermanent.class, (e, s) -> List.of(Clause.yourInstruction(e, new Who.You(),
                        "sacrifice " + ReferenceText.object(e.subject(), s))))
                .on(Effect.SacrificedByItsController.class, (e, s) -> List.of(Clause.imperative(e, "its controller sacrifices "
                        + ReferenceText.object(e.subject(), s)))) // 701.17a
                .on(Effect.ReturnChosenToHand.class, (e, s) -> {
                    String what = e.amount() instanceof Amount.Fixed f ? ObjectText.counted(e.filter(), f.value())
                            : AmountText.count(e.amount(), s, ObjectText.singular(e.filter()), ObjectText.plural(e.filter()));
                    boolean you = e.who() instanceof Who.You;
                    String rest = what + (you ? " you control" : " they control") + " to its owner's hand";
                    return List.of(you ? Clause.yourInstruction(e, e.who(), "return " + rest)
                            : Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s), "returns " + rest));
                })
                .on(Effect.PutOntoBattlefieldUnderYourControl.class, (e, s) -> List.of(Clause.imperative(e, "put "
                        + ReferenceText.object(e.subject(), s) + " onto the battlefield under your control" + (e.tapped() ? " tapped" : "")
                        + (e.withCounter() == null ? "" : " with a " + e.withCounter() + " counter on it"))))
                .on(Effect.RevealAtRandomFromHand.class, (e, s) -> { // 701.16
                    List<Clause> out = new java.util.ArrayList<>(List.of(e.who() instanceof Who.You
                            ? Clause.yourInstruction(e, e.who(), "reveal a card at random from your hand")
                            : Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s), "reveals a card at random from their hand")));
                    if (e.then() != null) out.addAll(EffectText.clauses(e.then(), s));
                    return out;
                })
                .on(Effect.DoesntUntapWhile.class, (e, s) -> { // 502.3, 611.2b
                    boolean many = ReferenceText.many(e.subject(), s) || e.subject() instanceof dev.arbiter.engine.ability.Subject.Each;
                    String lasting = e.lasting() == dev.arbiter.engine.ability.ControlLasting.SOURCE_TAPPED
                            ? s.selfAsObject() + " remains tapped" : "you control " + s.selfAsObject();
                    return List.of(Clause.sentence(e, Words.capitalize(ReferenceText.subject(e.subject(), s))
                            + (many ? " don't untap during their controllers' untap steps"
                            : " doesn't untap during its controller's untap step") + " for as long as " + lasting));
                })
                .on(Effect.DoesntUntapNextUntapStep.class, (e, s) -> {
                    boolean many = ReferenceText.many(e.subject(), s) || e.subject() instanceof dev.arbiter.engine.ability.Subject.Each;
                    // a declarative clause: capitalised only where it starts a sentence ("..., it doesn't untap")
                    return List.of(Clause.declarative(e, e.subject(), ReferenceText.subject(e.subject(), s),
                            many ? "don't untap during their controller's next untap step"
                            : "doesn't untap during its controller's next untap step"));
                })
                .on(Effect.ExileGraveyard.class, (e, s) -> List.of(Clause.imperative(e, e.who() instanceof Who.EachPlayer
                        ? "exile all cards from all graveyards" : "exile " + possessive(e.who(), s) + " graveyard")))
                .on(Effect.ExileOwnCards.class, (e, s) -> { // 406.1
                    boolean one = e.amount() instanceof dev.arbiter.engine.ability.Amount.Fixed f && f.value() == 1;
                    String noun = ObjectText.phrase(e.filter(), !one, "card");
                    return List.of(Clause.sentence(e, ReferenceText.who(e.who(), s) + " exiles " + (one ? Words.article(noun)
                            : e.amount() instanceof dev.arbiter.engine.ability.Amount.Fixed f ? Words.number(f.value())
                            : AmountText.digits(e.amount(), s)) + " " + noun + " from their " + (e.fromHand() ? "hand" : "graveyard")));
                })
                .on(Effect.ExileChosenFromHand.class, (e, s) -> List.of(Clause.sentence(e, ReferenceText.who(e.who(), s)
                        + " reveals their hand. You choose " + Words.article(ObjectText.phrase(e.filter(), false, "card"))
                        + " " + ObjectText.phrase(e.filter(), false, "card") + " from it. Exile that card")))
                .on(Effect.TapAllControlledBy.class, (e, s) -> List.of(Clause.sentence(e, (e.tap() ? "tap all " : "untap all ")
                        + ObjectText.plural(e.filter()) + " " + ReferenceText.who(e.who(), s) + " controls"
                        + (e.skipNextUntap() ? ". Those " + (e.filter().anyOfTypes() == CREATURE ? "creatures"
                        : e.filter().anyOfTypes() == LAND ? "lands" : "permanents")
                        + " don't untap during that player's next untap step" : ""))))
                .on(Effect.SkipNext.class, (e, s) -> { // 614.10
                    String what = e.what().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
                    return List.of(e.who() instanceof Who.You // "You skip your next turn": a statement, not an instruction
                            ? Clause.declarative(e, e.who(), "you", "skip your next " + what)
                            : Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s), "skips their next " + what));
                })
                .on(Effect.TakeExtraTurns.class, (e, s) -> {
                    String turns = e.count() == 1 ? "an extra turn" : Words.number(e.count()) + " extra turns";
                    return List.of(e.who() instanceof Who.You
                            ? Clause.yourInstruction(e, e.who(), "take " + turns + " after this one")
                            : Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s), "takes " + turns + " after this one"));
                })
                .on(Effect.DamageCantBePreventedThisTurn.class, (e, s) -> List.of(Clause.declarative(e, "damage", "damage",
                        "can't be prevented this turn"))) // 615.12
                .on(Effect.CantPlayLandsThisTurn.class, (e, s) -> List.of(Clause.declarative(e, e.who(),
                        ReferenceText.who(e.who(), s), "can't play lands this turn"))) // 305.2
                .on(Effect.CantGainLifeThisTurn.class, (e, s) -> List.of(Clause.declarative(e, e.who(),
                        ReferenceText.who(e.who(), s), "can't gain life this turn"))) // 119.7
                .on(Effect.FlashThisTurn.class, (e, s) -> List.of(Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s),
                        "may cast " + ObjectText.phrase(e.spells(), true, "spell") + " this turn as though they had flash"))) // 702.8a
                .on(Effect.FreeFromHandThisTurn.class, (e, s) -> List.of(Clause.sentence(e, "until end of turn, "
                        + ReferenceText.who(e.who(), s) + " may cast " + ObjectText.phrase(e.spells(), true, "spell")
                        + " from your hand without paying their mana costs"))) // 118.9
                .on(Effect.CantCastThisTurn.class, (e, s) -> List.of(e.who() instanceof Who.EachOpponent
                        ? Clause.sentence(e, "Your opponents can't cast " + ObjectText.phrase(e.spells(), true, "spell") + " this turn")
                        : Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s), "can't cast "
                        + ObjectText.phrase(e.spells(), true, "spell") + " this turn"))) // 601.3
                .on(Effect.AdditionalLandsThisTurn.class, (e, s) -> { // 305.2
                    String lands = e.extra() == 1 ? "an additional land" : "up to " + Words.number(e.extra()) + " additional lands";
                    return List.of(Clause.declarative(e, e.who(), e.who() instanceof Who.You ? "you" : ReferenceText.who(e.who(), s),
                            "may play " + lands + " this turn"));
                })
                .on(Effect.AdditionalPhases.class, (e, s) -> List.of(Clause.sentence(e, "After this "
                        + (e.after() == null ? "" : e.after() + " ") + "phase, there is an additional "
                        + String.join(" phase followed by an additional ", e.phases()) + " phase"))) // 500.8
                .on(Effect.MoveThenLifeEqualToStat.class, (e, s) -> { // 608.2h
                    List<Clause> out = new java.util.ArrayList<>(EffectText.clauses(e.move(), s));
                    String who = ReferenceText.who(e.who(), s);
                    boolean you = e.who() instanceof Who.You;
                    String verb = e.gain() ? (you ? "gain" : "gains") : (you ? "lose" : "loses");
                    out.add(Clause.sentence(e, (you ? "you" : who) + " " + verb + " life equal to its "
                            + e.stat().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')));
                    return out;
                })
                .on(Effect.ControllerGainsLifeEqualToStat.class, (e, s) -> {
                    List<Clause> out = new java.util.ArrayList<>(EffectText.clauses(e.move(), s));
                    out.add(Clause.sentence(e, "Its controller gains life equal to its "
                            + (e.toughness() ? "toughness" : "power")));
                    return out;
                });
    }

    private static Clause putFromHand(Effect.PutFromHandOntoBattlefield e, Scope s) {
        boolean you = e.who() instanceof Who.You;
        String card = ObjectText.phrase(e.filter(), false, "card");
        String rest = Words.article(card) + " " + card + " from " + (you ? "your hand" : "their hand") + " onto the battlefield"
                + (e.tapped() ? " tapped" : "");
        if (e.optional()) return Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s), "may put " + rest);
        return you ? Clause.imperative(e, "put " + rest)
                : Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s), "puts " + rest);
    }

    /** "+X", "-X", "+0": a fixed number with its sign, or X (with its "where X is" in the scope). */
    private static String signed(Amount a, int sign, Scope s) {
        String sg = sign < 0 ? "-" : "+";
        return sg + AmountText.digits(a, s);
    }

    /** "you may pay {1}. If you do, ...". */
    private static String mayPay(Effect.MayPay e, Scope s) {
        boolean you = e.who() instanceof Who.You;
        StringBuilder sb = new StringBuilder(ReferenceText.who(e.who(), s)).append(" may pay ").append(e.cost());
        if (e.ifPaid() instanceof Effect.ReflexiveTrigger rt) { // 603.12
            sb.append(". ").append(ReflexiveText.sentence(rt, s));
        } else if (e.ifPaid() != null) {
            sb.append(". If ").append(you ? "you" : "they").append(" do, ")
                    .append(ClauseJoiner.join(EffectText.clauses(e.ifPaid(), s)));
        }
        if (e.otherwise() != null) {
            sb.append(". If ").append(you ? "you" : "they").append(" don't, ")
                    .append(ClauseJoiner.join(EffectText.clauses(e.otherwise(), s)));
        }
        return sb.toString();
    }

    private static Clause shuffleZones(Effect.ShuffleZonesIntoLibrary e, Scope s) {
        boolean you = e.who() instanceof Who.You;
        String their = you ? "your" : "their";
        String zones = e.hand() && e.graveyard() ? their + " hand and graveyard"
                : e.hand() ? their + " hand" : their + " graveyard";
        String what = "into " + their + " library";
        return you ? Clause.yourInstruction(e, e.who(), "shuffle " + zones + " " + what)
                : Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s), "shuffles " + zones + " " + what);
    }

    /** "your", "target player's", "that player's". */
    static String possessive(Who w, Scope s) {
        if (w instanceof Who.You) return "your";
        String who = ReferenceText.who(w, s);
        return who.equals("they") ? "their" : who + "'s";
    }

    /** Renderings of the player-dependent amounts. */
    static String definition(Amount a) {
        if (a instanceof Amount.CardsInHand h) return "the number of cards in " + possessiveWord(h.who()) + " hand";
        if (a instanceof Amount.CardsInLibrary l) return "the number of cards in " + possessiveWord(l.who()) + " library";
        if (a instanceof Amount.CardsInGraveyard g) return "the number of cards in " + possessiveWord(g.who()) + " graveyard"; // 404
        Amount.Half h = (Amount.Half) a;
        return "half " + AmountText.DEFINITIONS.apply(h.of(), null) + ", rounded " + (h.roundUp() ? "up" : "down");
    }

    private static String possessiveWord(Who w) {
        if (w instanceof Who.You) return "your";
        if (w instanceof Who.TargetPlayer) return "that player's";
        return "their";
    }

    /** "an artifact, a creature, and a land" (701.17a); "up to one each of ..." for a party (700.8). */
    private static String keptKinds(Effect.SacrificeAllButOneOfEach e) {
        List<String> kinds = e.keep().stream().map(Effect.KeptKind::text).toList();
        String list = kinds.size() == 1 ? kinds.get(0)
                : String.join(", ", kinds.subList(0, kinds.size() - 1)) + ", and " + kinds.get(kinds.size() - 1);
        return e.upToOne() ? "up to one each of " + list : list;
    }
}
