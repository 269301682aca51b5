package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Who;
import java.util.List;

/** Renderings of the "return all" effects by owner (108.3) and from graveyards to the battlefield (110.2), and of the search of library and/or graveyard (701.19). */
final class ReturnText {
    private ReturnText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.ReturnAllOwnedToHand.class, (e, s) -> List.of(Clause.imperative(e, "return all "
                        + ObjectText.plural(e.filter()) + (e.owner() instanceof Who.You ? " you own to your hand"
                        : " " + ReferenceText.who(e.owner(), s) + " owns to their hand"))))
                .on(Effect.ReturnAllCardsToBattlefield.class, (e, s) -> List.of(Clause.imperative(e, (e.put() ? "put" : "return") + " all "
                        + cards(e.filter()) + " from " + (e.whose() instanceof Who.You ? "your graveyard"
                        : e.whose() instanceof Who.EachPlayer ? "all graveyards" : LibraryAndHandText.possessive(e.whose(), s)
                        + " graveyard") + (e.put() ? " onto" : " to") + " the battlefield"
                        + (e.underYourControl() ? " under your control"
                        : e.whose() instanceof Who.You ? "" : " under their owners' control"))))
                .on(Effect.MoveAllFromGraveyards.class, (e, s) -> { // 404.1, 406.1
                    String from = " all " + cards(e.filter()) + " from " + (e.whose() instanceof Who.You
                            ? "your graveyard" : e.whose() instanceof Who.EachPlayer ? "all graveyards"
                            : LibraryAndHandText.possessive(e.whose(), s) + " graveyard");
                    return List.of(Clause.imperative(e, e.toHand() ? "return" + from + (e.whose() instanceof Who.You
                            ? " to your hand" : " to their owners' hands") : "exile" + from));
                })
                .on(dev.arbiter.engine.ability.ExileUntilMayCast.class, (e, s) -> { // 406, 608.2g
                    String card = Words.article(ObjectText.phrase(e.filter(), false, "card")) + " " + ObjectText.phrase(e.filter(), false, "card");
                    boolean you = e.who() instanceof Who.You;
                    String first = you ? "exile cards from the top of your library until you exile " + card
                            : "exiles cards from the top of their library until they exile " + card;
                    String text = ". You may cast that card without paying its mana cost. Then put the exiled cards that weren't cast this way"
                            + " on the bottom of " + (you ? "your" : "that") + " library in a random order";
                    return List.of(you ? Clause.imperative(e, first + text)
                            : EffectText.player(e, e.who(), s, "exile", first + text));
                })
                .on(dev.arbiter.engine.ability.ManifestTop.class, (e, s) -> { // 701.34a
                    String n = e.count() instanceof dev.arbiter.engine.ability.Amount.Fixed f && f.value() == 1 ? "card"
                            : AmountText.count(e.count(), s, "card", "cards");
                    String counters = e.plusOneCounters() == 0 ? "" : ", then put " + (e.plusOneCounters() == 1 ? "a +1/+1 counter"
                            : Words.number(e.plusOneCounters()) + " +1/+1 counters") + " on it";
                    if (e.fromHand()) return List.of(Clause.imperative(e, "manifest a card from your hand"));
                    return List.of(e.who() instanceof Who.You ? Clause.imperative(e, "manifest the top " + n + " of your library" + counters)
                            : EffectText.player(e, e.who(), s, "manifest the top " + n + " of your library",
                            "manifests the top " + n + " of their library"));
                })
                .on(dev.arbiter.engine.ability.ShuffleGraveyardCardsIn.class, (e, s) -> List.of(Clause.imperative(e, // 701.20a
                        "shuffle all " + cards(e.filter()) + " from " + (e.whose() instanceof Who.You ? "your graveyard into your library"
                        : e.whose() instanceof Who.EachPlayer ? "all graveyards into their owners' libraries"
                        : LibraryAndHandText.possessive(e.whose(), s) + " graveyard into that player's library"))))
                .on(Effect.SearchZonesForName.class, (e, s) -> { // 701.19, 201.2
                    String whose = e.whose() instanceof Who.ThatPlayer ? "that player's" : LibraryAndHandText.possessive(e.whose(), s);
                    String search = "search " + whose + " graveyard, hand, and library for " + (e.all() ? "all" : "any number of")
                            + " cards with " + (e.sameNameAs() == null ? "that name" : "the same name as "
                            + ReferenceText.object(e.sameNameAs(), s)) + " and exile them. Then that player shuffles";
                    return List.of(Clause.imperative(e, e.nameOf() == null ? search : "choose " + Words.article(
                            ObjectText.phrase(e.nameOf(), false, "card")) + " " + ObjectText.phrase(e.nameOf(), false, "card")
                            + " name. " + Words.capitalize(search)));
                })
                .on(Effect.PutNamedFromLibraryIntoHand.class, (e, s) -> List.of(Clause.imperative(e, "put " + e.name() // 702.124i
                        + (e.who() instanceof Who.You ? " into your hand from your library" : " into their hand from their library")
                        + ", then shuffle")))
                .on(Effect.SearchLibraryAndGraveyard.class, (e, s) -> List.of(Clause.imperative(e,
                        "search your library and/or graveyard for " + (e.name() != null ? "a card named " + e.name()
                        : Words.article(ObjectText.phrase(e.filter(), false, "card")) + " " + ObjectText.phrase(e.filter(), false, "card"))
                        + ", reveal it, and put it into your hand. If you search your library this way, shuffle"))) // 701.19
                .on(dev.arbiter.engine.ability.SearchZonesAndPut.class, (e, s) -> List.of(Clause.imperative(e, // 701.19
                        "search your " + (e.graveyard() && e.hand() ? "library, graveyard, and/or hand" : e.hand()
                        ? "library and/or hand" : "library and/or graveyard") + " for " + (e.name() != null ? "a card named " + e.name()
                        : Words.article(ObjectText.phrase(e.filter(), false, "card")) + " " + ObjectText.phrase(e.filter(), false, "card"))
                        + (e.battlefield() ? " and put it onto the battlefield" : ", reveal it, and put it into your hand")
                        + ". If you search your library this way, shuffle")))
                .on(Effect.ExileTopMayPlay.class, (e, s) -> {
                    boolean one = e.count() instanceof dev.arbiter.engine.ability.Amount.Fixed f && f.value() == 1;
                    boolean single = one || e.chooseOne(); // "that card"
                    boolean group = e.spells() != null && !single; // "[noun] spells from among those cards"
                    return List.of(Clause.imperative(e, "exile the top " + (one ? "card" : e.count() instanceof dev.arbiter.engine.ability.Amount.Fixed f
                            ? Words.number(f.value()) + " cards" : AmountText.digits(e.count(), s) + " cards")
                            + " of your library. " + (e.chooseOne() ? "Choose one of them. " : "")
                            + (e.throughNextTurn() ? "Until the end of your next turn, you may "
                            : !e.whileExiled() && (e.free() || e.spells() != null) ? "Until end of turn, you may " : "You may ")
                            + (e.lands() ? "play " : "cast ") + (group ? ObjectText.phrase(e.spells(), true, "spell")
                            + " from among those cards" : single ? "that card" : "those cards")
                            + (e.throughNextTurn() || e.whileExiled() || e.free() || e.spells() != null ? "" : " this turn") // 611.2: no end
                            + (!e.free() ? "" : single && !group ? " without paying its mana cost" : " without paying their mana costs")
                            + (e.spells() != null && single ? " if it's " + Words.article(ObjectText.phrase(e.spells(), false, "card"))
                            + " " + ObjectText.phrase(e.spells(), false, "card") : "")));
                }) // 601.2a
                .on(Effect.MayCastFromHandFree.class, (e, s) -> List.of(Clause.sentence(e, "you may cast "
                        + Words.article(ObjectText.phrase(e.filter(), false, "spell")) + " " + ObjectText.phrase(e.filter(), false, "spell")
                        + " from your hand without paying its mana cost"))) // 118.9
                .on(Effect.TopCardMayCast.class, (e, s) -> List.of(Clause.imperative(e, (e.reveal() ? "reveal" : "look at") // 608.2g
                        + " the top card of your library. You may " + (e.lands() ? "play" : "cast") + " that card"
                        + (e.free() ? " without paying its mana cost" : "") + (e.only() == null ? "" : " if it's "
                        + Words.article(ObjectText.phrase(e.only(), false, "spell")) + " " + ObjectText.phrase(e.only(), false, "spell"))
                        + (e.otherwise() == null ? "" : e.otherwise().equals("exile") ? ". If you don't, exile it"
                        : ". If you don't, put it into your hand"))))
                .on(Effect.MayCastCard.class, (e, s) -> List.of(Clause.sentence(e, "you may cast " // 608.2g, 118.9
                        + ReferenceText.object(e.card(), s) + (e.free() ? " without paying its mana cost" : "")
                        + (!e.exileInstead() ? "" : e.exileOnly() == null ? ". If that spell would be put into a graveyard this turn, exile it instead"
                        : ". If " + Words.article(ObjectText.phrase(e.exileOnly(), false, "spell")) + " "
                        + ObjectText.phrase(e.exileOnly(), false, "spell") + " cast this way would be put into a graveyard this turn, exile it instead"))))
                .on(Effect.MayPlayCard.class, (e, s) -> List.of(Clause.sentence(e, e.until() == 2 // 601.2a, 611.2, 118.9
                        ? "for as long as that card remains exiled, " + (e.owner() ? "its owner" : "you") + " may "
                        + (e.lands() ? "play" : "cast") + " it" + (e.free() ? " without paying its mana cost" : "")
                        : "you may " + (e.lands() ? "play " : "cast ") + ReferenceText.object(e.card(), s)
                        + (e.free() ? " without paying its mana cost" : "") + (e.until() == 0 ? " this turn" : " until the end of your next turn")
                        + (e.spendAs() == 0 ? "" : " and you may spend mana as though it were mana of any "
                        + (e.spendAs() == 1 ? "color" : "type") + " to cast that spell"))))
                .on(Effect.ExiledThenMayPlay.class, (e, s) -> { // 601.2a, 400.7: the exile, then the permission on that card
                    List<Clause> out = new java.util.ArrayList<>(EffectText.CLAUSES.apply(e.exile(), s));
                    boolean several = e.exile() instanceof Effect.ExileTopOfLibrary x // 400.7: "those cards" after "the top N cards"
                            && !(x.amount() instanceof dev.arbiter.engine.ability.Amount.Fixed f && f.value() == 1);
                    out.add(Clause.sentence(e, (e.until() == 0 ? "until end of turn, " : e.until() == 1 ? "until the end of your next turn, " : "")
                            + "you may " + (e.lands() ? "play" : "cast") + (several ? " those cards" : " that card")
                            + (e.free() ? several ? " without paying their mana costs" : " without paying its mana cost" : "")
                            + (e.until() == 2 ? " for as long as it remains exiled" : "")
                            + (e.spendAs() == 0 ? "" : " and you may spend mana as though it were mana of any "
                            + (e.spendAs() == 1 ? "color" : "type") + " to cast that spell")));
                    return out;
                })
                .on(Effect.MayPayCost.class, (e, s) -> {
                    boolean you = e.who() instanceof dev.arbiter.engine.ability.Who.You; // else "that player" (608.2d)
                    return List.of(Clause.sentence(e, (you ? "you may " + cost(e.cost()) : "that player may "
                            + cost(e.cost()).replace("your ", "their "))
                        + (e.ifPaid() == null ? "" : e.ifPaid() instanceof Effect.ReflexiveTrigger rt ? ". " + ReflexiveText.sentence(rt, s) // 603.12
                        : (you ? ". If you do, " : ". If they do, ") + ClauseJoiner.joinScoped(EffectText.clauses(e.ifPaid(), s)))
                        + (e.otherwise() == null ? "" : (you ? ". If you don't, " : ". If they don't, ")
                        + ClauseJoiner.joinScoped(EffectText.clauses(e.otherwise(), s)))));
                })
                .on(Effect.AnyPlayerMayPayCost.class, (e, s) -> List.of(Clause.sentence(e, "any " // 101.4, 608.2d
                        + (e.who() instanceof dev.arbiter.engine.ability.Who.EachOpponent ? "opponent" : "player") + " may "
                        + cost(e.cost()).replace("your graveyard", "their graveyard") + ". If a player does, "
                        + ClauseJoiner.joinScoped(EffectText.clauses(e.ifPaid(), s)))))
                .on(dev.arbiter.engine.ability.SourceDamageOffer.class, (e, s) -> List.of(Clause.sentence(e, damageOffer(e, s))))
                .on(dev.arbiter.engine.ability.UnlessAnyPlayerPays.class, (e, s) -> List.of(Clause.sentence(e, // 118.12
                        ClauseJoiner.joinScoped(EffectText.clauses(e.effect(), s)) + " unless any "
                        + (e.who() instanceof dev.arbiter.engine.ability.Who.EachOpponent ? "opponent" : "player") + " pays "
                        + (e.cost().mana().isEmpty() ? cost(e.cost()).replaceFirst("^pay ", "") : e.cost().mana().toString()))));
    }

    /** 608.2d: "[effect] unless its controller has ~ deal 6 damage to them", "Any opponent may have ~ deal 5 damage to them. ...". */
    private static String damageOffer(dev.arbiter.engine.ability.SourceDamageOffer e, Scope s) {
        String dealt = s.selfName() + " deal " + e.amount() + " damage to them";
        boolean target = e.who() instanceof dev.arbiter.engine.ability.Who.TargetPlayer;
        if (e.ifDealt() == null && e.otherwise() != null && !target) {
            boolean player = e.who() instanceof dev.arbiter.engine.ability.Who.TargetPlayerOrController t
                    && t.index() < s.targets().size()
                    && s.targets().get(t.index()).filter() instanceof dev.arbiter.engine.ability.TargetFilter.PlayerTarget;
            return ClauseJoiner.joinScoped(EffectText.clauses(e.otherwise(), s)) + " unless "
                    + (e.anyOne() ? "a player" : player ? "that player" : "its controller") + " has " + dealt;
        }
        String who = e.anyOne() ? (e.who() instanceof dev.arbiter.engine.ability.Who.EachOpponent ? "any opponent" : "any player")
                : "target player";
        return who + " may have " + dealt + (e.ifDealt() != null ? ". If a player does, "
                + ClauseJoiner.joinScoped(EffectText.clauses(e.ifDealt(), s)) : "")
                + (e.otherwise() != null ? ". If that player doesn't, " + ClauseJoiner.joinScoped(EffectText.clauses(e.otherwise(), s)) : "");
    }

    /** An optional cost as oracle text writes it: "pay {1} and discard a card", "pay 2 life", "sacrifice a creature". */
    private static String cost(dev.arbiter.engine.ability.Cost cost) {
        java.util.List<String> parts = new java.util.ArrayList<>();
        if (!cost.mana().isEmpty()) parts.add("pay " + cost.mana());
        for (var p : cost.parts()) {
            String t = p.text();
            if (p instanceof dev.arbiter.engine.ability.CostPart.PayLife l && !parts.isEmpty()) t = l.amount() + " life";
            parts.add(Character.toLowerCase(t.charAt(0)) + t.substring(1));
        }
        return String.join(" and ", parts);
    }

    /** "artifact and enchantment cards" (every card of any of the types), else the filter's own words. */
    private static String cards(ObjectFilter f) {
        return ObjectText.unrestricted(f) ? Words.list(Words.types(f.anyOfTypes()), "and") + " cards"
                : ObjectText.phrase(f, true, "card");
    }
}
