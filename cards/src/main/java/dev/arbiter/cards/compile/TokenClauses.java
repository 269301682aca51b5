package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.TokenSpec;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Create N P/T COLOUR SUBTYPE creature token(s) [with KEYWORDS]" (701.6a, 111.1-111.4): the
 * token's colour, types, subtypes, P/T and keyword abilities are those the effect states, and its
 * name is its subtypes plus "Token" (111.4).
 */
final class TokenClauses {

    private static final Pattern CREATE = Pattern.compile("create (" + Amounts.WORD + ") (\\d+)/(\\d+)"
            + " (white|blue|black|red|green|colorless) ((?:[A-Z][a-z]+ )+)creature (tokens?)(?: with (.+))?",
            Pattern.CASE_INSENSITIVE);

    private TokenClauses() {
    }

    /** The effect of a token-creating clause, or null when {@code clause} is not one. */
    static Effect clause(String clause) {
        Matcher m = CREATE.matcher(clause.strip());
        if (!m.matches()) {
            return null;
        }
        Integer n = Amounts.count(m.group(1));
        if (n == null || n < 1 || (n == 1) != m.group(6).equalsIgnoreCase("token")) {
            return null;
        }
        String colour = m.group(4).toLowerCase(java.util.Locale.ROOT);
        int colors = colour.equals("colorless") ? 0 : Color.ofName(colour).bit();
        List<String> subtypes = List.of(m.group(5).strip().split(" "));
        for (String s : subtypes) {
            if (!Character.isUpperCase(s.charAt(0))) {
                return null; // creature types are capitalised
            }
        }
        List<Ability> abilities = new ArrayList<>();
        if (m.group(7) != null) {
            List<Ability> keywords = KeywordLines.list(m.group(7));
            if (keywords == null) {
                return null;
            }
            KeywordLines.checkGrantable(keywords);
            abilities.addAll(keywords);
        }
        String name = String.join(" ", subtypes) + " Token";
        TokenSpec spec = new TokenSpec(name, colors, CardType.CREATURE.bit(), subtypes, Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)), abilities);
        return new Effect.CreateTokens(Amount.of(n), spec);
    }
}
