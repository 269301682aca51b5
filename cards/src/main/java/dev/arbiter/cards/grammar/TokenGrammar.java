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
 * create := (count | "a number of") ["tapped" ["and attacking"]] (PT | "X/X") colours Subtype* ("artifact" | "enchantment")* "creature" ("token" | "tokens")
 *           ["with" ability ((","|"and"|", and") ability)*] ["named" Name]     (111.4: a name the effect gives)
 *           ["that's" | "that are"] ["tapped and"] "attacking"]   (508.4)
 *           ["equal to" amount]                     (only after "a number of", 107.1)
 *           ["." ("It has" | "They have") ability ...]
 * ability := keyword | "QUOTED ABILITY"
 *         | count ["tapped"] Predefined ("token" | "tokens")          (Treasure, Food, Clue, Blood, Gold: 111.10)
 *         (the colours and subtypes may be replaced by "creature token" "of the chosen color and type", 607.2)
 * colours := "colorless" | colour (("," | "and" | ", and") colour)*
 * </pre>
 */
public final class TokenGrammar {

    private static final Set<String> COLOURS = Set.of("white", "blue", "black", "red", "green");
    /** Predefined tokens whose definitions are bundled (111.10). */
    public static final Set<String> PREDEFINED = Set.of("Treasure", "Food", "Clue", "Blood", "Gold", "Walker", "Shard");

    private TokenGrammar() {
    }

    static EffectNode create(Cursor c, PlayerRef who) {
        // "create a number of 1/1 ... tokens equal to the number of opponents you have" (107.1): the count comes last
        String legendName = legendaryName(c); // "create Ragavan, a legendary 2/1 red Monkey creature token" (205.4d)
        boolean equalTo = legendName == null && c.accept("a number of");
        AmountNode n = equalTo ? new AmountNode.Fixed(2) : ReferenceGrammar.count(c);
        if (n == null) throw c.fail("a number of tokens");
        if (legendName != null) c.expect("legendary");
        boolean tapped = c.accept("tapped");
        boolean attacking = tapped && c.accept("and attacking"); // "a tapped and attacking 1/1 ..." (508.4)
        Token t = c.peek();
        if (t != null && t.kind() == Token.Kind.WORD && PREDEFINED.contains(t.text())) {
            if (attacking || legendName != null) throw c.fail("a creature token"); // only creature tokens here
            c.next();
            tokenWord(c, n);
            n = equalTo ? equalTo(c) : ClauseGrammar.perEach(c, n);
            return new EffectNode.CreateTokens(who, n, tapped, t.text(), 0, 0, List.of(), List.of(), List.of(), List.of(),
                    List.of(), null);
        }
        // 604.3: "a white Avatar creature token. It has "This creature's power and toughness are each equal to ..."" (no
        // P/T stated: the token's quoted characteristic-defining ability gives it, checked below)
        boolean defined = t != null && (t.is("colorless") || COLOURS.contains(t.lower()));
        Token pt = defined ? t : c.next();
        boolean sizeX = pt.kind() == Token.Kind.PT && pt.text().equalsIgnoreCase("X/X"); // 107.3: "an X/X green Ooze"
        if (!defined && !sizeX && (pt.kind() != Token.Kind.PT || !TokenShapes.fixedPt(pt.text()))) {
            throw c.fail("the token's power/toughness");
        }
        String[] v = sizeX || defined ? new String[] {"0", "0"} : pt.text().split("/");
        List<String> colours = new ArrayList<>();
        // 607.2: "a 2/2 creature token of the chosen color and type": both read from the source's choices as it resolves
        boolean chosen = !defined && (c.at("creature token of the chosen color and type")
                || c.at("creature tokens of the chosen color and type"));
        if (!chosen && !c.accept("colorless")) {
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
        for (String extra; (extra = c.acceptAny("artifact", "enchantment")) != null; ) { // "Golem enchantment artifact creature"
            if (types.contains(extra)) throw c.fail("another card type");
            types.add(extra);
        }
        c.expect("creature");
        types.add("creature");
        tokenWord(c, n);
        if (chosen) c.expect("of the chosen color and type");
        List<String> keywords = new ArrayList<>();
        List<String> quoted = new ArrayList<>();
        String name = null;
        boolean with = false;
        // 111.3: "a black Zombie creature token with power equal to that card's power and toughness equal to ..."
        TokenStatsGrammar.Stats stats = defined ? TokenStatsGrammar.with(c) : null;
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
        if (subtypes.isEmpty() && !chosen) throw c.fail("the token's creature type");
        String entering = c.acceptAny("that's tapped and attacking", "that are tapped and attacking", "that's attacking",
                "that are attacking"); // 508.4: put onto the battlefield attacking
        if (entering != null) {
            attacking = true;
            tapped |= entering.contains("tapped");
        }
        n = equalTo ? equalTo(c) : ClauseGrammar.perEach(c, n);
        // "... token. It has "Sacrifice this creature: Add {C}."": the next sentence gives the tokens more abilities
        boolean one = n instanceof AmountNode.Fixed f && f.value() == 1;
        if (c.accept(one ? ". it has" : ". they have")) abilities(c, keywords, quoted);
        if (defined && stats == null && one) stats = TokenStatsGrammar.sentence(c); // 111.3: "Its power is equal to ..."
        if (stats != null && quoted.stream().anyMatch(TokenGrammar::definesPowerToughness)) {
            throw c.fail("one definition of the token's power/toughness");
        }
        if (defined && stats == null && quoted.stream().noneMatch(TokenGrammar::definesPowerToughness)) {
            throw c.fail("the token's power/toughness"); // 604.3: only a quoted ability may leave it out
        }
        if (legendName != null) {
            if (name != null || !(n instanceof AmountNode.Fixed f && f.value() == 1)) throw c.fail("one named legendary token");
            name = legendName;
            // "Ragavan enters the battlefield tapped and attacking." / "It enters ..." (508.4)
            int m = c.mark();
            if ((c.accept(". it") || c.accept(". " + legendName)) && c.accept("enters the battlefield tapped and attacking")) {
                attacking = true;
                tapped = true;
            } else {
                c.reset(m);
            }
        }
        EffectNode.CreateTokens made = new EffectNode.CreateTokens(who, n, tapped, null, Integer.parseInt(v[0]),
                Integer.parseInt(v[1]), colours, types, subtypes, keywords, quoted, name, legendName != null);
        EffectNode result = attacking ? new EffectNode.CreateTokensAttacking(made) : made;
        if (stats != null) { // 111.3, 608.2h: the values counted once, as the tokens are created
            if (anotherToken(c) != null) throw c.fail("one token kind of the stated power and toughness");
            return new dev.arbiter.cards.grammar.ast.TokenStatsNode(result, stats.power(), stats.toughness());
        }
        if (sizeX) {
            if (anotherToken(c) != null) throw c.fail("one X/X token kind");
            result = new EffectNode.TokensOfSizeX(result);
            return chosen ? new EffectNode.TokensOfChosen(result) : result;
        }
        if (chosen) {
            if (anotherToken(c) != null) throw c.fail("one token kind of the chosen color and type");
            return new EffectNode.TokensOfChosen(result);
        }
        // "create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 ... token" (111.2)
        String more = anotherToken(c);
        if (more == null) return result;
        c.accept(more);
        EffectNode rest = create(c, who);
        List<EffectNode> all = new ArrayList<>(List.of(result));
        if (rest instanceof EffectNode.Sequence seq) all.addAll(seq.effects());
        else all.add(rest);
        return new EffectNode.Sequence(all);
    }

    /**
     * The name before ", a legendary" (205.4d: "Voja, Friend to Elves, a legendary 3/3 ..."), leaving the cursor at
     * "a legendary" past the name's comma, or null (the cursor unmoved) when the tokens aren't written that way.
     */
    private static String legendaryName(Cursor c) {
        Token first = c.peek();
        if (first == null || !first.capitalised() || first.is("a") || first.is("an")) return null;
        int m = c.mark();
        while (!c.atEnd() && !c.at(", a legendary")) {
            Token t = c.next();
            if (t.kind() == Token.Kind.PUNCT && !t.text().equals(",") || t.kind() == Token.Kind.QUOTED) break;
        }
        if (!c.at(", a legendary")) {
            c.reset(m);
            return null;
        }
        String name = c.textFrom(m);
        c.accept(","); // the cursor is at "a legendary": the count is read as usual, then "legendary"
        return name;
    }

    /** The joining word before another token in the same list ("a 1/1 ..., a 2/2 ..., and a 3/3 ..."), or null. */
    private static String anotherToken(Cursor c) {
        for (String join : new String[] {", and", ",", "and"}) {
            int words = join.equals(", and") ? 2 : 1;
            Token article = c.peek(words);
            Token pt = c.peek(words + 1);
            if (c.at(join) && article != null && (article.is("a") || article.is("an")) && pt != null
                    && pt.kind() == Token.Kind.PT) {
                return join;
            }
        }
        return null;
    }

    /** A quoted "This creature's power and toughness are each equal to ..." (604.3: a characteristic-defining ability). */
    public static boolean definesPowerToughness(String quoted) {
        return quoted.startsWith("This creature's power and toughness are each equal to ");
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
                String k = tokenKeyword(c);
                if (k == null) throw c.fail("a keyword or a quoted ability");
                keywords.add(k);
            }
            int m = c.mark();
            if (c.acceptAny(", and", ",", "and") == null) return;
            Token next = c.peek();
            int before = c.mark();
            boolean another = next != null && next.kind() == Token.Kind.QUOTED || tokenKeyword(c) != null;
            c.reset(another ? before : m);
            if (!another) return;
        }
    }

    /** A keyword a token is created with: one a noun's "with" may name, or decayed (702.147a: two abilities), or null. */
    private static String tokenKeyword(Cursor c) {
        String k = NounGrammar.keyword(c);
        if (k == null && c.accept("training")) return "training"; // 702.149a: a keyword a token may be created with
        if (k == null && c.at("protection from") && c.peek(2) != null && COLOURS.contains(c.peek(2).lower())) { // 702.16a
            c.accept("protection from");
            return "protection from " + c.next().lower();
        }
        return k != null ? k : c.accept("decayed") ? "decayed" : null;
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
