package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.CostSubjectGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.Conditioned;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/**
 * Cost increases and reductions (601.2f), read by the grammar:
 * <pre>
 * line := noun ["you cast" | "your opponents cast"] ["with mana value" N ("or greater" | "or less")] ["that target ~"]
 *         ("cost" | "costs") "{N}" ("more" | "less") "to cast" ["and can't be countered"] "."
 *       | noun ["you cast" | "your opponents cast"] ("cost" | "costs") symbol+ "more to cast" "."   (coloured: "{B}")
 * </pre>
 * where the noun names spells ("White spells", "Creature spells", "Noncreature spells", "Spells"); its lead is read
 * by {@link CostSubjectGrammar} ("As long as ...", "Each spell you cast that's red", "Black spells and green spells").
 */
final class CostModifierLines {

    private CostModifierLines() {
    }

    /** The static ability of such a line, or empty when {@code text} is not one. */
    static Optional<List<Ability>> compile(String text) {
        if (!text.toLowerCase(java.util.Locale.ROOT).contains("cost")) return Optional.empty(); // "cost(s) {N} more / less": a cheap look first
        String t = text.strip();
        Condition condition = new Condition.Always();
        Conditioned lead = CostSubjectGrammar.conditioned(t);
        if (lead != null) { // 611.3b: "As long as it's not your turn, spells you cast cost {1} less to cast."
            condition = StaticConditions.condition(lead.condition());
            if (condition == null) return Optional.empty();
            t = lead.rest();
        }
        t = CostSubjectGrammar.eachSpell(t); // "Each spell you cast that's red or green costs"
        boolean first = t.regionMatches(true, 0, "The first ", 0, 10); // "The first creature spell you cast each turn"
        if (first) t = t.substring(10);
        // "Artifact and enchantment spells": each spell that is one or the other, as "or" joins nouns
        t = CostSubjectGrammar.colourUnion(t); // 105.2: "Black spells and green spells"
        Cursor c = Cursor.of(CostSubjectGrammar.andSpells(t));
        Noun noun;
        try {
            noun = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        Relation caster = Relation.ANY;
        if (c.accept("you cast")) {
            caster = Relation.YOU;
        } else if (c.accept("your opponents cast")) {
            caster = Relation.OPPONENT;
        } else if (c.accept("enchanted player casts")) { // 303.4: only on an Aura that enchants players (OracleCompiler.line)
            caster = Relation.ENCHANTED;
        }
        boolean chosenType = c.accept("of the chosen type"); // 607.2: "Spells you cast of the chosen type"
        if (first) { // 601.2f, 601.2i: while its controller has cast no such spell this turn (this one is cast after)
            if (caster != Relation.YOU || !c.accept("each turn") || !c.at("costs") || noun.plural()) return Optional.empty();
            condition = firstEachTurn(noun);
            if (condition == null) return Optional.empty();
        }
        FilterQualities.Bound manaValue = null; // 202.3: "Spells you cast with mana value 5 or greater"
        if (c.accept("with mana value")) {
            Token v = c.next();
            String cmp = c.acceptAny("or greater", "or less");
            if (v == null || v.kind() != Token.Kind.NUMBER || cmp == null) return Optional.empty();
            manaValue = new FilterQualities.Bound(Integer.parseInt(v.text()), cmp.equals("or less"));
        }
        boolean targetsSource = c.accept("that target ~"); // 115.1: "Spells your opponents cast that target ~"
        if (c.acceptAny("cost", "costs") == null || c.atEnd()) return Optional.empty();
        Token amount = c.next();
        if (amount.kind() == Token.Kind.SYMBOL && !digits(amount.text())) {
            return targetsSource || manaValue != null || !(condition instanceof Condition.Always) ? Optional.empty()
                    : coloured(c, amount, noun, caster, text); // not read there
        }
        if (amount.kind() != Token.Kind.SYMBOL || !digits(amount.text())) return Optional.empty();
        String way = c.acceptAny("more", "less");
        if (way == null || !c.accept("to cast")) return Optional.empty();
        // 101.2: "Spells you cast with mana value 5 or greater cost {1} less to cast and can't be countered."
        boolean uncounterable = !first && !targetsSource && condition instanceof Condition.Always && c.accept("and can't be countered");
        dev.arbiter.engine.ability.Amount count = null; // 601.2f: "... cost {1} less to cast for each creature token you control"
        if (c.accept("for each")) {
            if (first || targetsSource || !(condition instanceof Condition.Always)) return Optional.empty();
            try {
                boolean other = c.accept("other");
                count = PlayerAmountLowering.count(new dev.arbiter.cards.grammar.ast.AmountNode.CountOf(1, NounGrammar.noun(c), other));
            } catch (ParseFailure | NotSupported f) {
                return Optional.empty();
            }
            if (count == null) return Optional.empty();
        }
        if (!c.accept(".") || !c.atEnd()) return Optional.empty();
        if (noun.plural() == first || noun.zone() != null || noun.controller() != null) return Optional.empty();
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.SPELL) return Optional.empty();
        ObjectFilter spells = l.filter();
        if (targetsSource) spells = spells.withQualities(spells.more().chosen(spells.more().chosen() | FilterQualities.TARGETS_SOURCE));
        if (chosenType) spells = spells.withQualities(spells.more().chosen(spells.more().chosen() | FilterQualities.CHOSEN_TYPE));
        if (manaValue != null) {
            if (spells.more().manaValue() != null) return Optional.empty();
            spells = spells.withQualities(spells.more().manaValue(manaValue));
        }
        int n = Integer.parseInt(amount.text());
        StaticEffect e = count != null ? new StaticEffect.CostModifierPerCount(spells, caster, way.equals("more") ? n : -n, count)
                : new StaticEffect.CostModifier(spells, caster, way.equals("more") ? n : -n, condition);
        if (uncounterable) { // 101.2: the same spells, their controller the caster named
            if (count != null || caster == Relation.ENCHANTED) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(e, text.strip()),
                    new StaticAbility(new StaticEffect.CantBeCountered(spells.controlledBy(caster)), text.strip())));
        }
        return Optional.of(List.of(new StaticAbility(e, text.strip())));
    }

    /** Whether a generic mana symbol's text is a number ("2", not "X" or "B"). */
    private static boolean digits(String s) {
        return !s.isEmpty() && s.chars().allMatch(ch -> ch >= '0' && ch <= '9');
    }

    /**
     * "The first [noun] you cast each turn": none of the spells its controller cast this turn was such a spell (601.2i),
     * or null when the noun says more than the record of those spells keeps (types, subtype, colours).
     */
    private static Condition firstEachTurn(Noun noun) {
        NounLowering.Lowered l = NounLowering.lower(noun);
        ObjectFilter f = l.filter();
        if (l.kind() != NounLowering.Kind.SPELL || f.other() || !f.more().none() || f.withKeywords() != 0
                || f.controller() != Relation.ANY || f.attackingYou()) return null;
        return new Condition.Not(new Condition.SpellsCastThisTurn(f, 1));
    }

    /** "Black spells you cast cost {B} more to cast." (601.2f): the symbols from {@code first} on, added to the cost. */
    private static Optional<List<Ability>> coloured(Cursor c, Token first, Noun noun, Relation caster, String text) {
        List<String> symbols = new java.util.ArrayList<>(List.of(first.text()));
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (!c.accept("more") || !c.accept("to cast") || !c.accept(".") || !c.atEnd()) return Optional.empty();
        if (!noun.plural() || noun.zone() != null || noun.controller() != null) return Optional.empty();
        dev.arbiter.engine.mana.ManaCost extra;
        try {
            extra = dev.arbiter.engine.mana.ManaCost.ofSymbols(symbols);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        if (extra.symbols().stream().anyMatch(s -> !(s instanceof dev.arbiter.engine.mana.ManaSymbol.Colored)
                && !(s instanceof dev.arbiter.engine.mana.ManaSymbol.Generic))) return Optional.empty();
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.SPELL) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.CostIncrease(l.filter(), caster, extra), text.strip())));
    }
}
