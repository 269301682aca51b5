package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ClauseShapeGrammar;
import dev.arbiter.cards.grammar.ast.ClauseShapeNodes;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.TokenSpec;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * "Create N P/T COLOUR SUBTYPE creature token(s) [with KEYWORDS]" (701.6a, 111.1-111.4): the
 * token's colour, types, subtypes, P/T and keyword abilities are those the effect states, and its
 * name is its subtypes plus "Token" (111.4). Read by {@link ClauseShapeGrammar#tokens}.
 */
final class TokenClauses {

    private TokenClauses() {
    }

    /** The effect of a token-creating clause, or null when {@code clause} is not one. */
    static Effect clause(String clause) {
        ClauseShapeNodes.CreatureTokens m = ClauseShapeGrammar.tokens(clause.strip());
        if (m == null) {
            return null;
        }
        Integer n = Amounts.count(m.amount());
        if (n == null || n < 1 || (n == 1) == m.plural()) {
            return null;
        }
        String colour = m.colour();
        int colors = colour.equals("colorless") ? 0 : Color.ofName(colour).bit();
        List<String> subtypes = m.subtypes();
        for (String s : subtypes) {
            if (!Character.isUpperCase(s.charAt(0))) {
                return null; // creature types are capitalised
            }
        }
        List<Ability> abilities = new ArrayList<>();
        if (m.keywords() != null) {
            List<Ability> keywords = KeywordLines.list(m.keywords());
            if (keywords == null) {
                return null;
            }
            KeywordLines.checkGrantable(keywords);
            abilities.addAll(keywords);
        }
        String name = String.join(" ", subtypes) + " Token";
        TokenSpec spec = new TokenSpec(name, colors, CardType.CREATURE.bit(), subtypes, m.power(),
                m.toughness(), abilities);
        return new Effect.CreateTokens(Amount.of(n), spec);
    }
}
