package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ClauseShapeNodes;
import dev.arbiter.cards.grammar.ast.RecipientNodes;
import dev.arbiter.cards.grammar.ast.ReferentNodes;
import dev.arbiter.cards.grammar.ast.SubjectPhrase;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One-shot clauses read by their verb and shape, the noun phrases handed on as text (read by the referent readers).
 * <pre>
 * tap        := ("tap" | "untap") OBJECT
 * cards      := [PLAYER] ("mill" | "mills") AMOUNT ("card" | "cards")
 *             | [PLAYER] ("discard" | "discards") AMOUNT ("card" | "cards") ["at random"]
 * tokens     := "create" AMOUNT P/T COLOUR SUBTYPE+ "creature" ("token" | "tokens") ["with" KEYWORDS]
 * manaAmount := "an amount of" MANA "equal to" amount-definition
 * zone       := "put target" [WORD] "card from your graveyard on top of your library"
 *             | "exile all other permanents you control"
 *             | "return all" WORD "cards from your graveyard to the battlefield"
 *             | "return the exiled card to the battlefield under its owner's control"
 *             | "return the exiled cards to the battlefield under their owners' control"
 * regenerate := "regenerate" OBJECT
 * cantRegen  := OBJECT "can't be regenerated this turn"
 * itCant     := ("it" | "that creature" | ("a" | "an") "creature destroyed this way" | "creatures destroyed this way")
 *               "can't be regenerated"
 * AMOUNT     := "a" | "an" | "one" ... "twenty" | NUMBER (1-3 digits) | "x"
 * </pre>
 * Each reader takes the whole clause and answers null when it is not one of these.
 */
public final class ClauseShapeGrammar {

    private static final Set<String> AMOUNT_WORDS = Set.of("a", "an", "one", "two", "three", "four", "five", "six",
            "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen", "twenty", "x");
    private static final List<String> COLOURS = List.of("white", "blue", "black", "red", "green", "colorless");

    private ClauseShapeGrammar() {
    }

    /** Whether {@code t} is an amount word as clauses write it ("a", "three", "12", "X"). */
    static boolean amountWord(Token t) {
        if (t == null) return false;
        if (t.kind() == Token.Kind.NUMBER) return t.text().length() <= 3;
        return t.kind() == Token.Kind.WORD && AMOUNT_WORDS.contains(t.lower());
    }

    /** "tap [object]" / "untap [object]" (701.26), or null. */
    public static ClauseShapeNodes.TapOrUntap tap(String clause) {
        Cursor c = Cursor.of(clause);
        String verb = c.acceptAny("tap", "untap");
        if (verb == null || c.atEnd() || !spaceBefore(clause, c.peek())) return null;
        return new ClauseShapeNodes.TapOrUntap(verb.equals("tap"), ObjectReferentGrammar.of(clause, c.tokens(c.mark(), c.mark() + Spans.size(c))));
    }

    /** Whether the text just before {@code t} is a space (the words are apart). */
    private static boolean spaceBefore(String text, Token t) {
        return t.start() > 0 && text.charAt(t.start() - 1) == ' ';
    }

    /** "[player] mills N cards" / "[player] discards N cards [at random]" (701.13, 701.8), or null. */
    public static ClauseShapeNodes.CardsFromZone cards(String clause) {
        Cursor c = Cursor.of(clause);
        List<Token> all = new ArrayList<>();
        while (!c.atEnd()) all.add(c.next());
        int n = all.size();
        boolean atRandom = n >= 5 && all.get(n - 2).is("at") && all.get(n - 1).is("random");
        for (boolean random : atRandom ? new boolean[] {false, true} : new boolean[] {false}) {
            int verbAt = n - (random ? 5 : 3);
            if (verbAt < 0) continue;
            Token verb = all.get(verbAt);
            boolean discard = verb.is("discard") || verb.is("discards");
            if (!discard && !(verb.is("mill") || verb.is("mills")) || random && !discard) continue;
            if (!amountWord(all.get(verbAt + 1)) || !(all.get(verbAt + 2).is("card") || all.get(verbAt + 2).is("cards"))) {
                continue;
            }
            if (verbAt > 0 && !spaceBefore(clause, verb)) continue;
            RecipientNodes.PlayerReferent subject = verbAt == 0 ? null
                    : PlayerReferentGrammar.player(clause, all.subList(0, verbAt));
            return new ClauseShapeNodes.CardsFromZone(subject, verb.text(), all.get(verbAt + 1).text(), discard, random);
        }
        return null;
    }

    /** "create N P/T COLOUR SUBTYPES creature token(s) [with KEYWORDS]" (701.6a), or null. */
    public static ClauseShapeNodes.CreatureTokens tokens(String clause) {
        Cursor c = Cursor.of(clause);
        if (!c.accept("create") || !amountWord(c.peek())) return null;
        String amount = c.next().text();
        Token pt = c.peek();
        int[] stats = pt == null ? null : pt.fixedPt();
        if (stats == null || !unsigned(pt.text())) return null;
        c.next();
        String colour = c.acceptAny(COLOURS.toArray(String[]::new));
        if (colour == null) return null;
        List<String> subtypes = new ArrayList<>();
        while (TokenShapes.letterWord(c.peek()) && !(c.peek().is("creature") && isTokenWord(c.peek(1)))) subtypes.add(c.next().text());
        if (subtypes.isEmpty() || !c.accept("creature")) return null;
        String noun = c.acceptAny("token", "tokens");
        if (noun == null) return null;
        String keywords = null;
        if (!c.atEnd()) {
            if (!c.accept("with") || c.atEnd()) return null;
            keywords = clause.substring(c.peek().start());
        }
        return new ClauseShapeNodes.CreatureTokens(amount, stats[0], stats[1], colour, List.copyOf(subtypes),
                noun.equals("tokens"), keywords);
    }

    /** Whether a P/T pair is written with digits only ("1/1", not "+1/+1"). */
    private static boolean unsigned(String pt) {
        for (int i = 0; i < pt.length(); i++) {
            char ch = pt.charAt(i);
            if (!(ch >= '0' && ch <= '9' || ch == '/')) return false;
        }
        return true;
    }

    private static boolean isTokenWord(Token t) {
        return t != null && (t.is("token") || t.is("tokens"));
    }

    /** "an amount of {M} equal to [amount]" (106.1), or null. */
    public static ClauseShapeNodes.ManaAmountOf manaAmount(String phrase) {
        Cursor c = Cursor.of(phrase.strip());
        if (!c.accept("an amount of")) return null;
        Token mana = c.peek();
        if (mana == null || mana.kind() != Token.Kind.SYMBOL || mana.text().length() != 1 || "WUBRGC".indexOf(mana.text().charAt(0)) < 0) {
            return null;
        }
        c.next();
        if (!c.accept("equal to") || c.atEnd()) return null;
        try {
            AmountNode a = AmountDefinitionGrammar.definition(c);
            return c.atEnd() ? new ClauseShapeNodes.ManaAmountOf(mana.text().charAt(0), a) : null;
        } catch (ParseFailure f) {
            return null;
        }
    }

    /** One of the zone-change clauses above, or null. */
    public static Object zone(String clause) {
        Cursor c = Cursor.of(clause);
        if (c.accept("put target")) {
            String type = null;
            if (!c.at("card from")) {
                if (!TokenShapes.wordOnly(c.peek())) return null;
                type = c.next().text();
            }
            return c.accept("card from your graveyard on top of your library") && c.atEnd()
                    ? new ClauseShapeNodes.GraveyardCardToTop(type) : null;
        }
        if (c.accept("exile all other permanents you control")) {
            return c.atEnd() ? new ClauseShapeNodes.ExileOtherPermanents() : null;
        }
        if (c.accept("return all")) {
            if (!TokenShapes.wordOnly(c.peek())) return null;
            String type = c.next().text();
            return c.accept("cards from your graveyard to the battlefield") && c.atEnd()
                    ? new ClauseShapeNodes.ReturnAllFromGraveyard(type) : null;
        }
        if (c.accept("return the exiled card to the battlefield under its owner's control")) {
            return c.atEnd() ? new ClauseShapeNodes.ReturnExiled(true) : null;
        }
        if (c.accept("return the exiled cards to the battlefield under their owners' control")) {
            return c.atEnd() ? new ClauseShapeNodes.ReturnExiled(false) : null;
        }
        return null;
    }

    /** The object of "regenerate [object]" (701.15a), read from its tokens, or null. */
    public static SubjectPhrase regenerate(String clause) {
        Cursor c = Cursor.of(clause);
        if (!c.accept("regenerate") || c.atEnd() || !spaceBefore(clause, c.peek())) return null;
        return SubjectPhraseGrammar.read(clause, c.tokens(c.mark(), c.mark() + Spans.size(c)));
    }

    /** The object of "[object] can't be regenerated this turn" (701.15c), read from its tokens, or null. */
    public static ReferentNodes.ObjectReferent cantBeRegeneratedThisTurn(String clause) {
        Cursor c = Cursor.of(clause);
        List<Token> all = new ArrayList<>();
        while (!c.atEnd()) all.add(c.next());
        int at = all.size() - 5;
        if (at < 1 || !spaceBefore(clause, all.get(at))) return null;
        c.reset(at);
        return c.accept("can't be regenerated this turn") && c.atEnd()
                ? ObjectReferentGrammar.of(clause, all.subList(0, at)) : null;
    }

    /** Whether {@code sentence} is "It can't be regenerated" after a destruction (701.15c). */
    public static boolean itCantBeRegenerated(String sentence) {
        Cursor c = Cursor.of(sentence);
        if (c.acceptAny("it", "that creature", "creatures destroyed this way") == null
                && !(c.acceptAny("a", "an") != null && c.accept("creature destroyed this way"))) {
            return false;
        }
        return c.accept("can't be regenerated") && c.atEnd();
    }
}
