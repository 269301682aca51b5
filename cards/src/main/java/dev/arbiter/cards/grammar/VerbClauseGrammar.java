package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.RecipientNodes;
import dev.arbiter.cards.grammar.ast.RecipientNodes.PlayerReferent;
import dev.arbiter.cards.grammar.ast.VerbClauseNodes;
import java.util.ArrayList;
import java.util.List;

/**
 * One-shot clauses of a player or object and a verb; the player ({@link PlayerReferentGrammar}) and the object
 * ({@link ObjectReferentGrammar}) read from the clause's own tokens.
 * <pre>
 * draw       := [PLAYER] ("draw" | "draws") AMOUNT ("card" | "cards")
 * life       := [PLAYER] ("gain" | "gains" | "lose" | "loses") AMOUNT "life"
 * poison     := PLAYER ("get" | "gets") AMOUNT "poison" ("counter" | "counters")
 * additional := PLAYER ("draw" | "draws") "an additional card"
 * mayDraw    := "you may draw a card"
 * topToHand  := "put the top card of your library into your hand"
 * destroy    := "destroy" ("target" OBJECT-REST | "that creature" | "it")
 * add        := "add" MANA
 * counters   := "put" AMOUNT SIGNED-P/T ("counter" | "counters") "on" OBJECT
 * toHand     := "return" OBJECT "to" ("your" | "its owner's") "hand"
 * lure       := "all creatures able to block" OBJECT "this turn do so"
 * </pre>
 * Every reader takes the whole clause; a phrase before the verb must be apart from it by a space.
 */
public final class VerbClauseGrammar {

    private VerbClauseGrammar() {
    }

    /** The clause's tokens. */
    private static List<Token> tokens(String clause) {
        Cursor c = Cursor.of(clause);
        List<Token> all = new ArrayList<>();
        while (!c.atEnd()) all.add(c.next());
        return all;
    }

    private static boolean spaceBefore(String text, Token t) {
        return t.start() > 0 && text.charAt(t.start() - 1) == ' ';
    }

    /** Whether the tokens from {@code at} are the words of {@code phrase} and nothing after. */
    private static boolean tail(List<Token> all, int at, String phrase) {
        String[] words = phrase.split(" ");
        if (at < 0 || at + words.length != all.size()) return false;
        for (int k = 0; k < words.length; k++) {
            if (!all.get(at + k).is(words[k])) return false;
        }
        return true;
    }

    /** The text before token {@code verbAt} (null at 0), or "" when the verb is not apart from it. */
    /** The player before the verb, read from its tokens; {@link #UNSPACED} when no space parts it from the verb. */
    private static PlayerReferent subject(String clause, List<Token> all, int verbAt) {
        if (verbAt == 0) return null;
        Token verb = all.get(verbAt);
        return spaceBefore(clause, verb) ? PlayerReferentGrammar.player(clause, all.subList(0, verbAt)) : UNSPACED;
    }

    private static final PlayerReferent UNSPACED = new RecipientNodes.NoPlayer("");

    /** A clause of a player and an amount, {@code kind} "draw", "life" or "poison"; null when it isn't one. */
    public static VerbClauseNodes.PlayerAmount playerAmount(String clause, String kind) {
        List<Token> all = tokens(clause);
        int n = all.size();
        int verbAt = kind.equals("poison") ? n - 4 : n - 3;
        if (verbAt < 0 || kind.equals("poison") && verbAt < 1) return null;
        Token verb = all.get(verbAt);
        boolean shape = switch (kind) {
            case "draw" -> (verb.is("draw") || verb.is("draws")) && (all.get(n - 1).is("card") || all.get(n - 1).is("cards"));
            case "life" -> (verb.is("gain") || verb.is("gains") || verb.is("lose") || verb.is("loses")) && all.get(n - 1).is("life");
            default -> (verb.is("get") || verb.is("gets")) && all.get(n - 2).is("poison")
                    && (all.get(n - 1).is("counter") || all.get(n - 1).is("counters"));
        };
        if (!shape || !ClauseShapeGrammar.amountWord(all.get(verbAt + 1))) return null;
        PlayerReferent subject = subject(clause, all, verbAt);
        return subject == UNSPACED ? null : new VerbClauseNodes.PlayerAmount(subject, verb.text(), all.get(verbAt + 1).text());
    }

    /** "[player] draws an additional card", or null. */
    public static VerbClauseNodes.DrawAdditional drawAdditional(String clause) {
        List<Token> all = tokens(clause);
        int verbAt = all.size() - 4;
        if (verbAt < 1 || !(all.get(verbAt).is("draw") || all.get(verbAt).is("draws"))
                || !tail(all, verbAt + 1, "an additional card")) {
            return null;
        }
        PlayerReferent subject = subject(clause, all, verbAt);
        return subject == UNSPACED ? null : new VerbClauseNodes.DrawAdditional(subject, all.get(verbAt).text());
    }

    /** One of the clauses led by their verb ({@code destroy}, {@code add}, counters, to hand, lure, may draw, top card), or null. */
    public static Object led(String clause) {
        List<Token> all = tokens(clause);
        if (all.isEmpty()) return null;
        Token first = all.get(0);
        Token second = all.size() > 1 ? all.get(1) : null;
        if (tail(all, 0, "you may draw a card")) return new VerbClauseNodes.MayDraw();
        if (tail(all, 0, "put the top card of your library into your hand")) return new VerbClauseNodes.TopCardToHand();
        if (first.is("destroy") && second != null && spaceBefore(clause, second)) {
            if (second.is("target") && all.size() > 2 && spaceBefore(clause, all.get(2))
                    || tail(all, 1, "that creature") || tail(all, 1, "it")) {
                return new VerbClauseNodes.Destroy(ObjectReferentGrammar.of(clause, all.subList(1, all.size())));
            }
            return null;
        }
        if (first.is("add") && second != null && spaceBefore(clause, second)) {
            return new VerbClauseNodes.Add(clause.substring(second.start()));
        }
        if (first.is("put") && all.size() >= 6 && ClauseShapeGrammar.amountWord(second) && signedPt(all.get(2))
                && (all.get(3).is("counter") || all.get(3).is("counters")) && all.get(4).is("on")
                && spaceBefore(clause, all.get(5))) {
            return new VerbClauseNodes.PutPtCounters(second.text(), all.get(2).text(),
                    ObjectReferentGrammar.of(clause, all.subList(5, all.size())));
        }
        if (first.is("return") && second != null && spaceBefore(clause, second)) {
            int n = all.size();
            boolean yours = tail(all, n - 3, "to your hand");
            int at = yours ? n - 3 : tail(all, n - 4, "to its owner's hand") ? n - 4 : -1;
            if (at < 2 || !spaceBefore(clause, all.get(at))) return null;
            return new VerbClauseNodes.ReturnToHand(ObjectReferentGrammar.of(clause, all.subList(1, at)), yours);
        }
        if (first.is("all") && all.size() > 9 && tail(all.subList(0, 5), 0, "all creatures able to block")
                && tail(all, all.size() - 4, "this turn do so")) {
            Token from = all.get(5);
            Token end = all.get(all.size() - 4);
            if (!spaceBefore(clause, from) || !spaceBefore(clause, end)) return null;
            return new VerbClauseNodes.Lure(ObjectReferentGrammar.of(clause, all.subList(5, all.size() - 4)));
        }
        return null;
    }

    /** Whether {@code t} is a P/T written with a sign on both numbers ("+1/+1", "-1/-1"). */
    private static boolean signedPt(Token t) {
        if (t == null || t.kind() != Token.Kind.PT) return false;
        String[] parts = t.text().split("/", -1);
        return parts.length == 2 && signed(parts[0]) && signed(parts[1]);
    }

    private static boolean signed(String n) {
        if (n.length() < 2 || n.charAt(0) != '+' && n.charAt(0) != '-') return false;
        for (int i = 1; i < n.length(); i++) {
            if (n.charAt(i) < '0' || n.charAt(i) > '9') return false;
        }
        return true;
    }
}
