package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.CreateTokensOfStats;

import java.util.ArrayList;
import java.util.List;

/**
 * Tokens whose power and toughness the effect defines (111.3): "create a black Zombie creature token with power equal to
 * that card's power and toughness equal to that card's toughness".
 */
final class TokenStatsText {

    private TokenStatsText() {
    }

    static List<Clause> clauses(CreateTokensOfStats e, Scope s) {
        String stats = " with power equal to " + AmountText.DEFINITIONS.apply(e.power(), null) + " and toughness equal to "
                + AmountText.DEFINITIONS.apply(e.toughness(), null);
        List<Clause> out = new ArrayList<>();
        for (Clause c : EffectText.clauses(e.create(), s)) {
            String p = c.predicate().replaceFirst("\\b(an?|\\w+) 0/0 ", "$1 ");
            int token = p.indexOf(" token");
            int at = token < 0 ? -1 : p.indexOf(' ', token + 1);
            p = token < 0 ? p + stats : at < 0 ? p + stats : p.substring(0, at) + stats + p.substring(at);
            out.add(new Clause(c.effect(), c.key(), c.subject(), p, c.kind()));
        }
        return out;
    }
}
