package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import java.util.ArrayList;
import java.util.List;

/**
 * Renderings of whole zones exiled (406.2) and of cards a player puts on top or at the bottom of their own library
 * (401.4), registered into {@link EffectText}'s table.
 */
final class ZoneMoveText {

    private ZoneMoveText() {
    }

    /** Adds the renderings to the effect table. */
    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.ExileCardsInZones.class, (e, s) -> List.of(Clause.imperative(e, "exile all cards from "
                        + LibraryAndHandText.possessive(e.whose(), s) + " " + zones(e)))) // 406.2
                .on(Effect.PutOwnHandCardsOnTop.class, (e, s) -> List.of(e.who() instanceof Who.You // 401.4
                        ? Clause.yourInstruction(e, e.who(), "put " + cards(e.count()) + " from your hand on top of your library"
                                + (e.count() > 1 ? " in any order" : ""))
                        : Clause.declarative(e, e.who(), ReferenceText.who(e.who(), s), "puts " + cards(e.count())
                                + " from their hand on top of their library" + (e.count() > 1 ? " in any order" : ""))))
                .on(Effect.CountExiled.class, (e, s) -> { // 406, 608.2c: the exile, then what counts it
                    List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.exile(), s));
                    out.addAll(EffectText.CLAUSES.apply(e.then(), s));
                    return out;
                })
                .on(dev.arbiter.engine.ability.CountMovedThen.class, (e, s) -> { // 608.2c: the step, then "that many"
                    List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.step(), s));
                    String ifMoved = IfMovedText.condition(e); // 608.2c: "If a Goblin is sacrificed this way, ..."
                    if (ifMoved != null) {
                        out.add(Clause.sentence(e, ifMoved + ClauseJoiner.join(EffectText.clauses(
                                ((Effect.IfCondition) e.then()).then(), s))));
                        return out;
                    }
                    if (e.counted() != null) { // "For each creature destroyed this way, its controller ..." (101.4, 608.2h)
                        out.add(Clause.sentence(e, "each player counts the " + ObjectText.plural(e.counted()) + " they controlled that were "
                                + (e.to() == dev.arbiter.engine.ability.CountMovedThen.To.EXILE ? "exiled" : "destroyed") + " this way"));
                    }
                    out.addAll(EffectText.CLAUSES.apply(e.then(), s));
                    return out;
                })
                .on(Effect.SearchWithManaValueAtMost.class, (e, s) -> OneShotText.boundedSearch(e, e.search(), true, // 202.3
                        "mana value -1 or less", "mana value less than or equal to "
                        + AmountText.DEFINITIONS.apply(e.manaValue(), null), s))
                .on(Effect.PutOnTopOrBottomByOwner.class, (e, s) -> List.of(Clause.sentence(e, "the owner of " // 401.4
                        + ReferenceText.object(e.subject(), s) + " puts it on the top or bottom of their library")));
    }

    private static String cards(int n) {
        return n == 1 ? "a card" : Words.number(n) + " cards";
    }

    private static String zones(Effect.ExileCardsInZones e) {
        List<String> words = new ArrayList<>();
        if (e.hand()) words.add("hand");
        if (e.graveyard()) words.add("graveyard");
        if (e.library()) words.add("library");
        return String.join(" and ", words);
    }
}
