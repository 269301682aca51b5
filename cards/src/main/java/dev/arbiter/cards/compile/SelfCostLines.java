package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.AmountDefinitionGrammar;
import dev.arbiter.cards.grammar.ConditionGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.SelfCostChange;

import java.util.List;
import java.util.Optional;

/**
 * A spell's own cost change (601.2f; 113.6d: it works while the card is cast), read by the grammar:
 * <pre>
 * line := "this spell costs" "{N}" ("more" | "less") "to cast" [ "for each" ["other"] noun
 *        | "for each creature that died this turn" | "for each basic land type among lands you control"
 *        | "if there are no" noun | "if" condition
 *         | "if it targets" ("a" | "an") noun | "if you've cast another" noun "this turn" ] "."
 * </pre>
 * The count is one a noun names (permanents, cards in your hand or graveyard, 107.1); the condition one
 * of {@link ConditionGrammar}'s, judged for the caster as the spell is cast.
 */
final class SelfCostLines {

    private SelfCostLines() {
    }

    /** The ability of such a line, or empty when {@code text} is not one. */
    static Optional<List<Ability>> compile(String text) {
        if (text.regionMatches(true, 0, "if ", 0, 3)) return leadingCondition(text); // "If you have 5 or less life, this spell costs ..."
        if (!text.regionMatches(true, 0, "this spell costs", 0, 16)) return Optional.empty(); // a cheap look first
        Cursor c = Cursor.of(text.strip());
        c.expect("this spell costs");
        if (c.atEnd()) return Optional.empty();
        Token amount = c.next();
        java.util.List<String> colours = new java.util.ArrayList<>(); // 207.2c strive: "{1}{U} more", "{R}{W} more"
        if (colour(amount)) {
            colours.add(amount.text());
            amount = null;
        }
        while (c.peek() != null && colour(c.peek())) {
            colours.add(c.next().text());
        }
        if (amount != null && amount.kind() == Token.Kind.SYMBOL && amount.text().equalsIgnoreCase("X")) return lessByX(c, text); // 601.2f
        if (amount != null && !generic(amount)) return Optional.empty();
        String way = c.acceptAny("more", "less");
        if (!colours.isEmpty() && !"more".equals(way)) return Optional.empty(); // a reduction takes generic mana only
        if (way == null || !c.accept("to cast")) return Optional.empty();
        int generic = (amount == null ? 0 : Integer.parseInt(amount.text())) * (way.equals("more") ? 1 : -1);
        Amount count = null;
        Condition condition = null;
        try {
            if (c.accept("for each target beyond the first")) {
                count = new Amount.TargetsBeyondFirst(); // 601.2c, 601.2f: the targets chosen before the cost is determined
            } else if (c.accept("for each creature in your party")) {
                count = new Amount.PartySize(); // 700.8
            } else if (c.accept("for each creature that died this turn")) {
                count = new Amount.CreaturesDiedThisTurn(); // 700.4, 601.2f: counted as the cost is determined
            } else if (c.accept("for each basic land type among lands you control")) {
                count = new Amount.BasicLandTypes(); // 305.6 domain: counted as the cost is determined
            } else if (c.accept("for each")) {
                boolean other = c.accept("other");
                count = PlayerAmountLowering.count(new AmountNode.CountOf(1, NounGrammar.noun(c), other));
            } else if (c.accept("if it targets")) { // 601.2f: "if it targets a blue permanent"
                if (c.acceptAny("a", "an") == null) return Optional.empty();
                NounLowering.Lowered l = NounLowering.lower(NounGrammar.noun(c));
                if (l.kind() != NounLowering.Kind.PERMANENT) return Optional.empty();
                condition = new Condition.SpellTargets(l.filter());
            } else if (c.accept("if you've cast another")) { // 601.2f: this spell isn't cast yet (601.2i), so any other one counts
                dev.arbiter.cards.grammar.ast.Noun spell = NounGrammar.noun(c);
                if (!spell.hasHead("spell") || spell.plural() || !c.accept("this turn")) return Optional.empty();
                condition = ConditionLowering.lower(new dev.arbiter.cards.grammar.ast.ConditionNode.SpellsCastThisTurn(spell, 1), false);
            } else if (c.accept("if there are no")) { // 601.2f: "if there are no land cards in your hand": none counted
                dev.arbiter.cards.grammar.ast.Noun none = NounGrammar.noun(c);
                if (!none.plural()) return Optional.empty();
                condition = new Condition.AmountBetween(PlayerAmountLowering.count(new AmountNode.CountOf(1, none, false)), 0, 0);
            } else if (c.accept("if")) {
                condition = ConditionLowering.lower(ConditionGrammar.condition(c), false);
            }
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (!c.accept(".") || !c.atEnd()) return Optional.empty();
        if (!colours.isEmpty() && !(count instanceof Amount.TargetsBeyondFirst)) return Optional.empty(); // strive only
        return Optional.of(List.of(new SelfCostChange(generic, count, condition, text.strip(),
                colours.isEmpty() ? null : dev.arbiter.engine.mana.ManaCost.ofSymbols(colours))));
    }

    /** A coloured mana symbol ({W}, {U}, {B}, {R}, {G}; 107.4). */
    private static boolean colour(Token t) {
        return t.kind() == Token.Kind.SYMBOL && t.text().length() == 1 && "WUBRG".indexOf(t.text().charAt(0)) >= 0;
    }

    /** A generic mana symbol ({0}, {2}, {10}; 107.4b). */
    private static boolean generic(Token t) {
        return t.kind() == Token.Kind.SYMBOL && !t.text().isEmpty() && t.text().chars().allMatch(ch -> ch >= '0' && ch <= '9');
    }

    /**
     * "This spell costs {X} less to cast, where X is [amount]" (601.2f, 107.3): the amount read as the cost is determined,
     * one generic mana less for each.
     */
    private static Optional<List<Ability>> lessByX(Cursor c, String text) {
        if (!c.accept("less to cast") || !c.accept(", where x is")) return Optional.empty();
        AmountNode x;
        try {
            x = dev.arbiter.cards.grammar.AmountDefinitionGrammar.definition(c);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (!c.accept(".") || !c.atEnd()) return Optional.empty();
        return Optional.of(List.of(new SelfCostChange(-1, StaticAmountLowering.lower(x), null, text.strip(), null)));
    }

    /**
     * "If [condition], this spell costs {N} more / less to cast." (601.2f): the same change as "... to cast if
     * [condition]", the condition read first; empty when the line is not that.
     */
    private static Optional<List<Ability>> leadingCondition(String text) {
        Cursor c = Cursor.of(text.strip());
        c.expect("if");
        Condition condition;
        try {
            condition = ConditionLowering.lower(ConditionGrammar.condition(c), false);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (!c.accept(",") || c.atEnd()) return Optional.empty();
        Optional<List<Ability>> change = compile(text.strip().substring(c.peek().start())); // the tokens lose the braces of {N}
        if (change.isEmpty() || !(change.get().get(0) instanceof SelfCostChange sc) || sc.count() != null || sc.condition() != null) {
            return Optional.empty();
        }
        return Optional.of(List.of(new SelfCostChange(sc.generic(), null, condition, text.strip())));
    }
}
