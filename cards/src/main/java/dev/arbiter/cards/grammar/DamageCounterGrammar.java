package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.DamageCounterNodes;
import java.util.List;

/**
 * Damage and counter clauses of a one-shot effect, read over tokens (issue 11: no expressions).
 * <pre>
 * damage     := SOURCE "deals" AMOUNT "damage to" RECIPIENT
 * damageTwo  := SOURCE "deals" AMOUNT "damage to" RECIPIENT [","] "and" AMOUNT "damage to" RECIPIENT
 * byHandSize := SOURCE "deals x damage to that player, where x is" (AMOUNT "minus the number of cards in their hand"
 *             | "the number of cards in their hand minus" AMOUNT)
 * counter    := "counter" ("target spell" | "target" WORD "spell" | "it")
 *               ["unless" ("its controller" | "that player") "pays" MANA+]
 * SOURCE := "~" | "it" (the clause's first word)
 * </pre>
 * RECIPIENT is read from the clause's tokens by {@link PlayerReferentGrammar#recipient}. The first recipient of
 * damageTwo is the shortest that fits. Each reader answers null when the clause is not its shape.
 */
public final class DamageCounterGrammar {

    private static final String[] BY_HAND = {"deals", "x", "damage", "to", "that", "player", ",", "where", "x", "is"};
    private static final String[] HAND = {"the", "number", "of", "cards", "in", "their", "hand"};

    private DamageCounterGrammar() {
    }

    /** The source word when the clause starts "~ deals AMOUNT damage to", else null. */
    private static String source(String clause, List<Token> t) {
        if (t.size() < 5 || t.get(0).start() != 0 || !(t.get(0).is("~") || t.get(0).is("it"))) return null;
        return ClauseWords.at(clause, t, 0, t.get(0).text(), "deals", "#AMT", "damage", "to") ? t.get(0).text() : null;
    }

    /** damage, or null. */
    public static DamageCounterNodes.Damage damage(String clause) {
        List<Token> t = ClauseWords.of(clause);
        String source = source(clause, t);
        String to = source == null ? null : ClauseWords.after(clause, t.get(4));
        return to == null ? null : new DamageCounterNodes.Damage(source, t.get(2).text(),
                PlayerReferentGrammar.recipient(clause, t.subList(5, t.size())));
    }

    /** damageTwo, or null. */
    public static DamageCounterNodes.DamageTwo damageTwo(String clause) {
        List<Token> t = ClauseWords.of(clause);
        String source = source(clause, t);
        if (source == null) return null;
        for (int j = 5; j + 3 < t.size(); j++) {
            if (!ClauseWords.at(clause, t, j, "and", "#AMT", "damage", "to")) continue;
            String first = ClauseWords.between(clause, t.get(4), t.get(j));
            String second = ClauseWords.after(clause, t.get(j + 3));
            if (first == null || second == null) continue;
            int firstEnd = first.length() > 1 && t.get(j - 1).is(",") ? j - 1 : j; // "[recipient], and"
            return new DamageCounterNodes.DamageTwo(source, t.get(2).text(),
                    PlayerReferentGrammar.recipient(clause, t.subList(5, firstEnd)), t.get(j + 1).text(),
                    PlayerReferentGrammar.recipient(clause, t.subList(j + 4, t.size())));
        }
        return null;
    }

    /** byHandSize, or null. */
    public static DamageCounterNodes.DamageByHandSize damageByHandSize(String clause) {
        List<Token> t = ClauseWords.of(clause);
        int n = BY_HAND.length + HAND.length + 3;
        if (t.size() != n || t.get(0).start() != 0 || !(t.get(0).is("~") || t.get(0).is("it"))
                || ClauseWords.end(t.get(n - 1)) != clause.length() || !ClauseWords.at(clause, t, 0, t.get(0).text())
                || !ClauseWords.spaced(clause, t.get(0), t.get(1)) || !ClauseWords.at(clause, t, 1, BY_HAND)
                || !ClauseWords.spaced(clause, t.get(BY_HAND.length), t.get(BY_HAND.length + 1))) {
            return null;
        }
        int at = BY_HAND.length + 1;
        if (ClauseWords.at(clause, t, at, "#AMT", "minus") && ClauseWords.at(clause, t, at + 1, "minus")
                && ClauseWords.spaced(clause, t.get(at + 1), t.get(at + 2)) && ClauseWords.at(clause, t, at + 2, HAND)) {
            return new DamageCounterNodes.DamageByHandSize(t.get(0).text(), t.get(at).text(), false);
        }
        if (ClauseWords.at(clause, t, at, HAND) && ClauseWords.spaced(clause, t.get(at + 6), t.get(at + 7))
                && ClauseWords.at(clause, t, at + 7, "minus", "#AMT")) {
            return new DamageCounterNodes.DamageByHandSize(t.get(0).text(), t.get(at + 8).text(), true);
        }
        return null;
    }

    /** counter, or null. */
    public static DamageCounterNodes.Counter counter(String clause) {
        List<Token> t = ClauseWords.of(clause);
        if (t.size() < 2 || t.get(0).start() != 0 || !t.get(0).is("counter") || !ClauseWords.spaced(clause, t.get(0), t.get(1))) {
            return null;
        }
        String type = null;
        int next;
        if (ClauseWords.at(clause, t, 1, "target", "spell")) {
            next = 3;
        } else if (t.size() > 3 && ClauseWords.at(clause, t, 1, "target", t.get(2).text(), "spell") && wordChars(t.get(2))) {
            type = t.get(2).text();
            next = 4;
        } else if (t.get(1).is("it")) {
            next = 2;
        } else {
            return null;
        }
        String spell = clause.substring(t.get(1).start(), ClauseWords.end(t.get(next - 1)));
        if (next == t.size()) {
            return ClauseWords.end(t.get(next - 1)) == clause.length() ? new DamageCounterNodes.Counter(spell, type, null) : null;
        }
        int pays;
        if (ClauseWords.at(clause, t, next - 1, t.get(next - 1).text(), "unless", "its", "controller", "pays")
                || ClauseWords.at(clause, t, next - 1, t.get(next - 1).text(), "unless", "that", "player", "pays")) {
            pays = next + 3;
        } else {
            return null;
        }
        String pay = manaRun(clause, t, pays);
        return pay == null ? null : new DamageCounterNodes.Counter(spell, type, pay);
    }

    /** Whether the token is a word of ASCII letters, digits and underscores, or a number. */
    private static boolean wordChars(Token t) {
        if (t.kind() != Token.Kind.WORD && t.kind() != Token.Kind.NUMBER) return false;
        for (int i = 0; i < t.text().length(); i++) {
            char ch = t.text().charAt(i);
            if (!(ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '_')) return false;
        }
        return true;
    }

    /** The mana symbols after token {@code pays} to the clause's end, written together ("{2}{U}"), as printed, or null. */
    private static String manaRun(String clause, List<Token> t, int pays) {
        if (pays + 1 >= t.size()) return null;
        Token first = t.get(pays + 1);
        if (first.start() != ClauseWords.end(t.get(pays)) + 1 || clause.charAt(first.start() - 1) != ' ') return null;
        int expect = first.start();
        for (int k = pays + 1; k < t.size(); k++) {
            Token s = t.get(k);
            if (s.kind() != Token.Kind.SYMBOL || s.start() != expect) return null;
            int close = clause.indexOf('}', s.start());
            if (close < 0 || close == s.start() + 1) return null;
            for (int i = s.start() + 1; i < close; i++) {
                char ch = clause.charAt(i);
                if (!(ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '_')) return null;
            }
            expect = close + 1;
        }
        return expect == clause.length() ? clause.substring(first.start()) : null;
    }
}
