package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.SpellsAlternativeCost;
import dev.arbiter.engine.ability.StaticAbility;

import java.util.List;
import java.util.Optional;

/**
 * An alternative cost a static ability grants the controller's spells (118.9, 601.2b):
 * <pre>
 * line := "you may pay" MANA "rather than pay the mana cost for" noun-spells ["that"] "you cast" "."
 * </pre>
 * where the noun names spells by card types, subtypes and colours only ("spells", "Zombie creature spells"); a cost
 * with X ("where X is that spell's mana value") is refused.
 */
final class AlternativeCostPermissionLines {

    private AlternativeCostPermissionLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("you may pay")) return Optional.empty();
        StringBuilder mana = new StringBuilder();
        while (!c.atEnd() && c.peek().kind() == Token.Kind.SYMBOL) {
            String t = c.next().text();
            mana.append(t.startsWith("{") ? t : "{" + t + "}");
        }
        if (mana.length() == 0 || !c.accept("rather than pay the mana cost for")) return Optional.empty();
        Noun noun;
        try {
            noun = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        c.accept("that");
        if (!c.accept("you cast") || !c.accept(".") || !c.atEnd()) return Optional.empty();
        ObjectFilter spells = FlashPermissionLines.plainSpells(noun, "alternative cost for \"" + noun + "\"");
        Cost cost = CostParser.parse(mana.toString());
        if (cost == null || !cost.parts().isEmpty()) throw new NotSupported("alternative cost \"" + mana + "\"");
        return Optional.of(List.of(new StaticAbility(new SpellsAlternativeCost(spells, cost, text.strip()), text.strip())));
    }
}
