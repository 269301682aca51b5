package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Token creation (701.6a, 111):
 * <pre>
 * create := count ["tapped"] PT colours Subtype* ["artifact" | "enchantment"] "creature" ("token" | "tokens")
 *           ["with" keywords]
 *         | count ["tapped"] Predefined ("token" | "tokens")          (Treasure, Food, Clue, Blood: 111.10)
 * colours := "colorless" | colour (("," | "and" | ", and") colour)*
 * </pre>
 */
public final class TokenGrammar {

    private static final Set<String> COLOURS = Set.of("white", "blue", "black", "red", "green");
    /** Predefined tokens whose definitions are bundled (111.10). */
    public static final Set<String> PREDEFINED = Set.of("Treasure", "Food", "Clue", "Blood");

    private TokenGrammar() {
    }

    static EffectNode create(Cursor c, PlayerRef who) {
        AmountNode n = ReferenceGrammar.count(c);
        if (n == null) throw c.fail("a number of tokens");
        boolean tapped = c.accept("tapped");
        Token t = c.peek();
        if (t != null && t.kind() == Token.Kind.WORD && PREDEFINED.contains(t.text())) {
            c.next();
            tokenWord(c, n);
            n = ClauseGrammar.perEach(c, n);
            return new EffectNode.CreateTokens(who, n, tapped, t.text(), 0, 0, List.of(), List.of(), List.of(), List.of());
        }
        Token pt = c.next();
        if (pt.kind() != Token.Kind.PT || !pt.text().matches("\\d+/\\d+")) throw c.fail("the token's power/toughness");
        String[] v = pt.text().split("/");
        List<String> colours = new ArrayList<>();
        if (!c.accept("colorless")) {
            do {
                Token col = c.peek();
                if (col == null || !COLOURS.contains(col.lower())) throw c.fail("a colour");
                c.next();
                colours.add(col.lower());
            } while ((c.at(", and") || c.at(",") || c.at("and")) && c.acceptAny(", and", ",", "and") != null);
        }
        List<String> subtypes = new ArrayList<>();
        while (NounGrammar.isSubtype(c.peek())) subtypes.add(c.next().text());
        List<String> types = new ArrayList<>();
        String extra = c.acceptAny("artifact", "enchantment");
        if (extra != null) types.add(extra);
        c.expect("creature");
        types.add("creature");
        tokenWord(c, n);
        List<String> keywords = c.accept("with") ? ClauseGrammar.keywords(c) : List.of();
        if (subtypes.isEmpty()) throw c.fail("the token's creature type");
        n = ClauseGrammar.perEach(c, n);
        return new EffectNode.CreateTokens(who, n, tapped, null, Integer.parseInt(v[0]), Integer.parseInt(v[1]), colours,
                types, subtypes, keywords);
    }

    private static void tokenWord(Cursor c, AmountNode n) {
        if (c.at("token for each")) {
            c.accept("token");
            return;
        }
        boolean one = n instanceof AmountNode.Fixed f && f.value() == 1;
        if (!c.accept(one ? "token" : "tokens")) throw c.fail(one ? "\"token\"" : "\"tokens\"");
    }
}
