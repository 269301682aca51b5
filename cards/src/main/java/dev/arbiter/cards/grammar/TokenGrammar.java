package dev.arbiter.cards.grammar;

import dev.arbiter.cards.text.Regex;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Token creation (701.6a, 111):
 * <pre>
 * create := (count | "a number of") ["tapped"] PT colours Subtype* ["artifact" | "enchantment"] "creature" ("token" | "tokens")
 *           ["with" ability ((","|"and"|", and") ability)*] ["named" Name]     (111.4: a name the effect gives)
 *           ["equal to" amount]                     (only after "a number of", 107.1)
 *           ["." ("It has" | "They have") ability ...]
 * ability := keyword | "QUOTED ABILITY"
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
        // "create a number of 1/1 ... tokens equal to the number of opponents you have" (107.1): the count comes last
        boolean equalTo = c.accept("a number of");
        AmountNode n = equalTo ? new AmountNode.Fixed(2) : ReferenceGrammar.count(c);
        if (n == null) throw c.fail("a number of tokens");
        boolean tapped = c.accept("tapped");
        Token t = c.peek();
        if (t != null && t.kind() == Token.Kind.WORD && PREDEFINED.contains(t.text())) {
            c.next();
            tokenWord(c, n);
            n = equalTo ? equalTo(c) : ClauseGrammar.perEach(c, n);
            return new EffectNode.CreateTokens(who, n, tapped, t.text(), 0, 0, List.of(), List.of(), List.of(), List.of(),
                    List.of(), null);
        }
        Token pt = c.next();
        if (pt.kind() != Token.Kind.PT || !Regex.matches(pt.text(), "\\d+/\\d+")) throw c.fail("the token's power/toughness");
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
        List<String> keywords = new ArrayList<>();
        List<String> quoted = new ArrayList<>();
        String name = null;
        boolean with = false;
        while (true) {
            if (!with && c.accept("with")) {
                with = true;
                abilities(c, keywords, quoted);
            } else if (name == null && c.accept("named")) {
                name = name(c);
            } else {
                break;
            }
        }
        if (subtypes.isEmpty()) throw c.fail("the token's creature type");
        n = equalTo ? equalTo(c) : ClauseGrammar.perEach(c, n);
        // "... token. It has "Sacrifice this creature: Add {C}."": the next sentence gives the tokens more abilities
        boolean one = n instanceof AmountNode.Fixed f && f.value() == 1;
        if (c.accept(one ? ". it has" : ". they have")) abilities(c, keywords, quoted);
        return new EffectNode.CreateTokens(who, n, tapped, null, Integer.parseInt(v[0]), Integer.parseInt(v[1]), colours,
                types, subtypes, keywords, quoted, name);
    }

    /** A sentence ending in a quoted ability whose own period ends it too: 'with "This creature can't block."' */
    static boolean endedInQuote(Cursor c) {
        Token last = c.mark() > 0 ? c.peek(-1) : null;
        if (last == null || last.kind() != Token.Kind.QUOTED || !last.text().endsWith(".")) return false;
        return c.atEnd() || c.peek().capitalised();
    }

    /** The abilities after "with": keywords and quoted abilities, joined by ",", "and", ", and". */
    private static void abilities(Cursor c, List<String> keywords, List<String> quoted) {
        while (true) {
            Token q = c.peek();
            if (q != null && q.kind() == Token.Kind.QUOTED) {
                c.next();
                quoted.add(q.text());
            } else {
                String k = NounGrammar.keyword(c);
                if (k == null) throw c.fail("a keyword or a quoted ability");
                keywords.add(k);
            }
            int m = c.mark();
            if (c.acceptAny(", and", ",", "and") == null) return;
            Token next = c.peek();
            int before = c.mark();
            boolean another = next != null && next.kind() == Token.Kind.QUOTED || NounGrammar.keyword(c) != null;
            c.reset(another ? before : m);
            if (!another) return;
        }
    }

    /** A token's name (111.4): capitalised words ("Wasp", "Wolves of the Hunt"), or "~" for the card's own name. */
    private static String name(Cursor c) {
        if (c.accept("~")) return "~";
        List<String> words = new ArrayList<>();
        while (true) {
            Token t = c.peek();
            if (t != null && t.capitalised()) {
                words.add(c.next().text());
                continue;
            }
            Token after = c.peek(1);
            if (!words.isEmpty() && t != null && (t.is("of") || t.is("the")) && after != null && after.capitalised()) {
                words.add(c.next().text());
                continue;
            }
            break;
        }
        if (words.isEmpty()) throw c.fail("the token's name");
        return String.join(" ", words);
    }

    /** After "a number of ... tokens": "equal to" the amount (107.1). */
    private static AmountNode equalTo(Cursor c) {
        c.expect("equal to");
        return ClauseGrammar.numberOf(c);
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
