package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import java.util.List;
import java.util.Locale;

/** Renderings of the one-shot effects of {@code OneShotLowering}: doubling a life total (119.5) and stat amounts. */
final class OneShotText {
    private OneShotText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.DoubleLifeTotal.class, (e, s) -> List.of(Clause.imperative(e, "double "
                        + (e.who() instanceof Who.You ? "your" : LibraryAndHandText.possessive(e.who(), s)) + " life total")))
                .on(Effect.SearchOthersLibrary.class, (e, s) -> List.of(Clause.imperative(e, "search "
                        + LibraryAndHandText.possessive(e.whose(), s) + " library for " + (e.upTo() ? "up to " : "")
                        + (e.count() == 1 ? Words.article(ObjectText.phrase(e.cards(), false, "card")) + " " + ObjectText.phrase(e.cards(), false, "card")
                        : Words.number(e.count()) + " " + ObjectText.phrase(e.cards(), true, "card")) + " and "
                        + (e.ontoBattlefield() ? "put that card onto the battlefield under your control" // 110.2a
                        : (e.exile() ? "exile " : "put ") + (e.count() == 1 ? "it" : "them") + (e.exile() ? "" : " into that player's graveyard"))
                        + ". Then that player shuffles"))) // 701.23
                .on(dev.arbiter.engine.ability.ExileSourceWithCounters.class, (e, s) -> List.of(Clause.imperative(e, "exile ~ with "
                        + Words.count(e.amount(), e.kind() + " counter", e.kind() + " counters") + " on it"))) // 406.3, 122.1
                .on(dev.arbiter.engine.ability.LoseGameShield.class, (e, s) -> List.of(Clause.sentence(e, "the next time you"
                        + " would lose the game this turn, instead " + lowerFirst(EffectText.render(e.instead(), s).strip())))) // 614.1a
                .on(dev.arbiter.engine.ability.ExchangeLifeTotals.class, (e, s) -> List.of(e.second() != null // 701.10c
                        ? Clause.imperative(e, "exchange life totals with " + ReferenceText.who(e.second(), s))
                        : Clause.declarative(e, String.valueOf(e.first()), ReferenceText.who(e.first(), s), "exchange life totals")))
                .on(Effect.SetLifeTotal.class, (e, s) -> List.of(Clause.sentence(e, (e.who() instanceof Who.You ? "your"
                        : LibraryAndHandText.possessive(e.who(), s)) + " life total becomes " + (e.amount() instanceof Amount.Fixed f ? Integer.toString(f.value())
                        : AmountText.DEFINITIONS.apply(e.amount(), null))))) // 119.5
                .on(Effect.ForEachPlayer.class, (e, s) -> {
                    // the effect of one player, written for each of them ("that player" becomes "each player")
                    String each = e.who() instanceof Who.EachOpponent ? "each opponent"
                            : e.who() instanceof Who.OpponentsAttackingEnchantedPlayer ? "each opponent attacking that player" : "each player";
                    return EffectText.clauses(e.effect(), s).stream().map(c -> new Clause(e, c.key(),
                            c.subject().replace("that player", each), c.predicate().replace("that player", each), c.kind())).toList();
                })
                .on(Effect.ReturnSelfFromGraveyard.class, (e, s) -> List.of(Clause.imperative(e, "return " + s.selfAsObject()
                        + " from your graveyard to " + (e.toBattlefield() ? "the battlefield" + (e.tapped() ? " tapped" : "") : "your hand")))) // 113.6m
                .on(Effect.IfActivatedTimes.class, (e, s) -> List.of(Clause.sentence(e, "if this ability has been activated "
                        + Words.number(e.atLeast()) + " or more times this turn, " + EffectText.inline(e.then(), s)))) // 602.2
                .on(Effect.IfAttackedThisTurn.class, (e, s) -> EffectText.clauses(e.then(), s).stream() // 508.1
                        .map(c -> new Clause(e, c.key(), c.subject(), c.predicate()
                                + attackedThisTurn(e), c.kind())).toList())
                .on(Effect.IfYouDo.class, (e, s) -> EffectText.clauses(e.act(), s).stream() // 608.2c: the act without "you may"
                        .map(c -> c.kind() == Clause.Kind.SENTENCE && c.predicate().startsWith("you may ")
                                ? Clause.sentence(e, c.predicate().substring("you may ".length())) : c).toList())
                .on(Effect.MaySacrificeSourceThen.class, (e, s) -> List.of(Clause.sentence(e, "you may sacrifice "
                        + s.selfAsObject() + (e.then() instanceof Effect.ReflexiveTrigger rt ? ". " + ReflexiveText.sentence(rt, s) // 603.12
                        : ". If you do, " + EffectText.inline(e.then(), s)))))
                .on(Effect.ThatPlayerControls.class, (e, s) -> EffectText.clauses(e.effect(), s).stream()
                        .map(c -> new Clause(c.effect(), c.key(), c.subject().replace("that player", e.owner() ? "its owner" : "its controller"),
                                c.predicate().replace("that player", e.owner() ? "its owner" : "its controller"), c.kind())).toList()) // 608.2h, 108.3
                .on(Effect.ExileChosenFromHandUntilLeaves.class, (e, s) -> List.of(Clause.sentence(e, ReferenceText.who(e.who(), s)
                        + " reveals their hand. You choose " + Words.article(ObjectText.phrase(e.filter(), false, "card"))
                        + " " + ObjectText.phrase(e.filter(), false, "card") + " from it. Exile that card until "
                        + s.selfAsObject() + " leaves the battlefield"))) // 610.3
                .on(Effect.ExileAnyNumberUntilSourceLeaves.class, (e, s) -> List.of(Clause.imperative(e, "exile any number of "
                        + ObjectText.plural(e.filter()) + " until " + s.selfAsObject() + " leaves the battlefield"))) // 610.3
                .on(Effect.ExileUntilSourceLeaves.class, (e, s) -> List.of(Clause.imperative(e, "exile "
                        + ReferenceText.object(e.subject(), s) + " until " + s.selfAsObject() + " leaves the battlefield")))
                .on(Effect.SearchUpToAmount.class, (e, s) -> EffectText.clauses(e.search(), s).stream() // 107.3
                        .map(c -> new Clause(e, c.key(), c.subject(), c.predicate().replace("up to " + Words.number(e.search().count()),
                                "up to " + AmountText.digits(e.count(), s)), c.kind())).toList())
                .on(Effect.SearchWithManaValue.class, (e, s) -> boundedSearch(e, e.search(), true, "mana value -1 or less", // 202.3
                        "mana value equal to " + AmountText.DEFINITIONS.apply(e.manaValue(), null), s))
                .on(Effect.SearchWithManaValueX.class, (e, s) -> boundedSearch(e, e.search(), e.orLess(), "mana value -1", // 107.3
                        "mana value X", s));
    }

    /** "the number of creatures they control" / "for each creature they control" (107.1). */
    static String theirs(Amount.ControlledByThatPlayer a, boolean forEach) {
        return forEach ? "for each " + ObjectText.singular(a.filter()) + " they control"
                : "the number of " + ObjectText.plural(a.filter()) + " they control";
    }

    /** "for each Zubera that died this turn", "the number of nontoken creatures you controlled that died this turn" (700.4). */
    static String died(Amount.DiedThisTurn a, boolean forEach) {
        var f = a.filter().controlledBy(dev.arbiter.engine.ability.Relation.ANY);
        String you = a.filter().controller() == dev.arbiter.engine.ability.Relation.YOU ? " you controlled" : "";
        String died = a.ownedByYou() ? " put into your graveyard from the battlefield this turn" : " that died this turn"; // 404.2
        return (forEach ? "for each " + ObjectText.singular(f) : "the number of " + ObjectText.plural(f)) + you + died;
    }

    /** "its power", "its mana value": the object named before (208.1, 202.3). */
    static String stat(Amount.StatOf a) {
        return "its " + a.stat().name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /**
     * A library search whose mana-value bound is known only as it resolves (202.3, 107.3): the search rendered with a
     * placeholder bound of -1, then the {@code placeholder} words replaced by {@code words} ("mana value X [or less]",
     * "mana value equal to ...", "mana value less than or equal to ...").
     */
    static List<Clause> boundedSearch(Effect e, Effect.SearchLibrary inner, boolean orLess, String placeholder, String words,
                                      Scope s) {
        var f = inner.cards();
        Effect shown = new Effect.SearchLibrary(f.withQualities(f.more().manaValue(
                new dev.arbiter.engine.ability.FilterQualities.Bound(-1, orLess))),
                inner.count(), inner.destination(), inner.tapped(), inner.reveal());
        return EffectText.clauses(shown, s).stream().map(c -> new Clause(e, c.key(), c.subject(),
                c.predicate().replace(placeholder, words), c.kind())).toList();
    }

    /** 508.1, 608.2c: "if it attacked this turn" of the object acted on, or of another one ("unless that creature attacked"). */
    private static String attackedThisTurn(Effect.IfAttackedThisTurn e) {
        boolean onIt = dev.arbiter.engine.util.RecordTrees.contains(e.then(), x -> x.equals(e.subject()));
        if (onIt) return e.attacked() ? " if it attacked this turn" : " if it didn't attack this turn";
        return e.attacked() ? " if that creature attacked this turn" : " unless that creature attacked this turn";
    }

    private static String lowerFirst(String text) {
        String t = text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
        return t.isEmpty() ? t : Character.toLowerCase(t.charAt(0)) + t.substring(1);
    }
}
