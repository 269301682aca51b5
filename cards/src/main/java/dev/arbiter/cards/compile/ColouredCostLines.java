package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ConditionGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.SelfColouredReduction;
import dev.arbiter.engine.ability.SelfCostChange;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.mana.ManaCost;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Cost reductions by coloured mana (601.2f, 118.7b-c) and a spell's own reduction while a condition holds, read by the
 * grammar:
 * <pre>
 * self   := ["as long as" condition ","] "this spell costs" symbol+ "less to cast" ["for each" ["other"] noun] "."
 * static := noun "you cast" "cost" symbol+ "less to cast" "." ["this effect reduces only the amount of colored mana you pay" "."]
 * </pre>
 * where the symbols are generic ({2}) or coloured ({W}); without the "as long as" lead at least one is coloured (the
 * generic ones are {@link SelfCostLines}' and {@link CostModifierLines}').
 */
final class ColouredCostLines {

    private ColouredCostLines() {
    }

    /** A spell's own reduction (113.6d), or empty when {@code text} is not one. */
    static Optional<List<Ability>> self(String text) {
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        if (!lower.contains("this spell costs") || !lower.contains("less to cast")) return Optional.empty(); // a cheap look first
        Cursor c = Cursor.of(text.strip());
        Condition condition = null;
        try {
            if (c.accept("as long as")) { // 611.3b wording, judged for the caster as the cost is determined (601.2f)
                condition = ConditionLowering.lower(ConditionGrammar.condition(c), false);
                if (!c.accept(",")) return Optional.empty();
            }
            if (!c.accept("this spell costs")) return Optional.empty();
            List<String> symbols = symbols(c);
            if (symbols == null || !c.accept("less to cast")) return Optional.empty();
            Amount count = null;
            if (c.accept("for each")) {
                boolean other = c.accept("other");
                count = PlayerAmountLowering.count(new AmountNode.CountOf(1, NounGrammar.noun(c), other));
                if (count == null) return Optional.empty();
            }
            if (!c.accept(".") || !c.atEnd()) return Optional.empty();
            ManaCost less = ManaCost.ofSymbols(symbols);
            if (!coloured(symbols)) { // generic only: SelfCostLines' change, read here for the "as long as" lead
                if (condition == null || symbols.size() != 1) return Optional.empty();
                return Optional.of(List.of(new SelfCostChange(-Integer.parseInt(symbols.get(0)), count, condition, text.strip())));
            }
            return Optional.of(List.of(new SelfColouredReduction(less, count, condition, text.strip())));
        } catch (ParseFailure | NotSupported | IllegalArgumentException f) {
            return Optional.empty();
        }
    }

    /** "Cleric spells you cast cost {W}{B} less to cast." (601.2f), or empty when {@code text} is not that. */
    static Optional<List<Ability>> statics(String text) {
        if (!text.toLowerCase(java.util.Locale.ROOT).contains("less to cast")) return Optional.empty(); // a cheap look first
        Cursor c = Cursor.of(text.strip());
        try {
            Noun noun = NounGrammar.noun(c);
            if (!c.accept("you cast") || !c.accept("cost")) return Optional.empty();
            List<String> symbols = symbols(c);
            if (symbols == null || !coloured(symbols) || !c.accept("less to cast") || !c.accept(".")) return Optional.empty();
            boolean colouredOnly = c.accept("this effect reduces only the amount of colored mana you pay"); // not 118.7c
            if (colouredOnly && !c.accept(".")) return Optional.empty();
            if (!c.atEnd()) return Optional.empty();
            if (!noun.plural() || noun.zone() != null || noun.controller() != null) return Optional.empty();
            NounLowering.Lowered l = NounLowering.lower(noun);
            if (l.kind() != NounLowering.Kind.SPELL) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(new StaticEffect.ColouredCostReduction(l.filter(), Relation.YOU,
                    ManaCost.ofSymbols(symbols), colouredOnly), text.strip())));
        } catch (ParseFailure | NotSupported | IllegalArgumentException f) {
            return Optional.empty();
        }
    }

    /** The mana symbols at {@code c}, generic ("2") or coloured ("W"), or null when there are none or another kind. */
    private static List<String> symbols(Cursor c) {
        List<String> out = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) {
            String s = c.next().text();
            boolean generic = !s.isEmpty() && s.chars().allMatch(ch -> ch >= '0' && ch <= '9');
            boolean colour = s.length() == 1 && "WUBRG".indexOf(Character.toUpperCase(s.charAt(0))) >= 0;
            if (!generic && !colour) return null;
            out.add(s.toUpperCase(java.util.Locale.ROOT));
        }
        return out.isEmpty() ? null : out;
    }

    /** Whether one of {@code symbols} is a coloured one. */
    private static boolean coloured(List<String> symbols) {
        for (String s : symbols) if (s.length() == 1 && "WUBRG".contains(s)) return true;
        return false;
    }
}
