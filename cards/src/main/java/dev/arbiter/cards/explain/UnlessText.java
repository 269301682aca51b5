package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;

import java.util.ArrayList;
import java.util.List;

/**
 * "Unless you pay {B}{B}{B}, tap ~ and sacrifice a land of an opponent's choice." (118.12): an "unless" whose effect
 * has several instructions is written with the mana cost first, the instructions joined by "and".
 */
final class UnlessText {

    private UnlessText() {
    }

    /** Whether {@code e}'s payer is each of several players, each choosing for themselves (101.4). */
    static boolean each(Effect.UnlessPays e) {
        return e.payer() instanceof Who.EachPlayer || e.payer() instanceof Who.EachOpponent;
    }

    /** The leading form of {@code e}, or null when its effect is one instruction or its cost is more than mana. */
    static String leading(Effect.UnlessPays e, List<Clause> inner, Scope s) {
        if (inner.size() < 2 || !e.cost().parts().isEmpty() || e.cost().mana().isEmpty()) return null;
        List<String> parts = new ArrayList<>(inner.size());
        for (Clause c : inner) {
            if (c.kind() != Clause.Kind.IMPERATIVE) return null;
            parts.add(c.text());
        }
        String payer = e.payer() instanceof Who.You ? "you " : ReferenceText.who(e.payer(), s) + " ";
        return "unless " + payer + unlessCost(e.cost(), e.payer() instanceof Who.You) + ", "
                + String.join(" and ", parts);
    }

    /** Whether {@code e} offers its payment to the controller of a target spell (118.12). */
    static boolean spellController(Effect.UnlessPays e) {
        return e.payer() instanceof Who.TargetSpellController;
    }

    /** "Counter target spell unless its controller discards their hand." (118.12): the payer's own things are theirs. */
    static List<Clause> counterUnless(Effect.UnlessPays e, Scope s) {
        String counter = ClauseJoiner.join(EffectText.clauses(e.effect(), s));
        String cost = (" " + unlessCost(e.cost(), false) + " ").replace(" your ", " their ").strip();
        return EffectText.one(Clause.sentence(e, counter + " unless its controller " + cost));
    }

    /** "pay {W}{W}", "discard a card", "pay 2 life": what the player does in "unless [player] ..." (118.12). */
    static String unlessCost(dev.arbiter.engine.ability.Cost cost, boolean you) {
        List<String> parts = new ArrayList<>();
        if (!cost.mana().isEmpty()) parts.add((you ? "pay " : "pays ") + cost.mana());
        for (var p : cost.parts()) parts.add(you ? Words.decapitalize(p.text()) : thirdPerson(Words.decapitalize(p.text())));
        return Words.list(parts, "and");
    }

    /** "pay 3 life" as another player does it: "pays 3 life", "discards a card" (the cost's first word is its verb). */
    private static String thirdPerson(String imperative) {
        int space = imperative.indexOf(' ');
        if (space < 0) return imperative;
        String verb = imperative.substring(0, space);
        return verb + (verb.endsWith("s") || verb.endsWith("x") || verb.endsWith("ch") || verb.endsWith("sh") ? "es" : "s")
                + imperative.substring(space);
    }
}
