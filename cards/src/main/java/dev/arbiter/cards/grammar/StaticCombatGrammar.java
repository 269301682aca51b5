package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Blockers;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Static combat restrictions and taxes (508.1c-g, 509.1b-d):
 * <pre>
 * onHost      := ("enchanted" | "equipped") NOUN rest "."
 * blockPower  := "~ can't block creatures with power" NUMBER "or greater ."
 * max         := "no more than" COUNT ("creature" | "creatures") "can" ("attack" | "block") "each combat ."
 * blockedBy   := "~" ("can't be blocked by" noun) "."
 * attackTax   := [status] "creatures can't attack you" ["or planeswalkers you control"] "unless their controller pays"
 *                GENERIC+ "for each" ("creature they control that's attacking you" | "of those creatures") "."
 * blockTax    := [status] "creatures can't block unless their controller pays" GENERIC+ "for each"
 *                ("creature they control that's blocking" | "of those creatures") "."
 * attackCost  := "~ can't attack unless" ("its controller pays" | "you pay") GENERIC+ "."
 * blockCost   := "~ can't block" noun "unless you pay" GENERIC+ "."
 * status      := "as long as ~ is" ("untapped" | "attacking") ","
 * </pre>
 * GENERIC is a generic mana symbol ("{2}"), the symbols written together; nouns are kept as printed.
 */
public final class StaticCombatGrammar {

    private static final Set<String> COUNTS = Set.of("a", "an", "one", "two", "three", "four", "five", "six", "seven",
            "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen", "twenty", "x");

    private StaticCombatGrammar() {
    }

    /** "Enchanted creature [rest]." on an attachment: the host word, the noun and the rest as printed. */
    public record OnHost(String hostWord, String noun, String rest) {
    }

    /** "No more than N creatures can attack / block each combat.": the count word and which. */
    public record Max(String count, boolean attack) {
    }

    /** "~ can't be blocked by [blockers].": the whole predicate as printed, and the blockers read from their tokens. */
    public record BlockedBy(String said, Blockers blockers) {
    }

    /**
     * A tax or a cost: the status it is conditioned on (or null), whether it names planeswalkers, the symbols, and the
     * creatures a block cost is against (read from their tokens: one plural noun, else null).
     */
    public record Tax(String status, boolean planeswalkers, String cost, Noun noun) {
    }

    public static OnHost onHost(String text) {
        Cursor c = Cursor.of(text);
        String host = c.peek() == null ? null : c.peek().text();
        if (c.acceptAny("enchanted", "equipped") == null) return null;
        Token noun = c.peek();
        if (noun == null || noun.kind() != Token.Kind.WORD || noun.text().length() < 2) return null;
        char first = noun.text().charAt(0);
        boolean named = noun.is("creature") || noun.is("permanent");
        if (!named && (!Character.isLetter(first) || !(Character.isUpperCase(first) || Character.isLowerCase(first)
                || Character.isTitleCase(first)) || !noun.text().substring(1).chars().allMatch(TokenShapes::wordChar))) {
            return null;
        }
        c.next();
        Token rest = c.peek();
        if (rest == null || !text.endsWith(".") || rest.start() >= text.length() - 1
                || text.charAt(rest.start() - 1) != ' ') return null;
        return new OnHost(host, noun.text(), text.substring(rest.start(), text.length() - 1));
    }

    /** "~ can't attack / block unless at least N other creatures attack / block." (508.1c, 509.1b): N at least 1. */
    public record WithOthers(boolean attack, int count) {
    }

    public static WithOthers withOthers(String t) {
        if (!t.startsWith("~ can't ") || !t.contains(" unless at least ")) return null; // before tokenizing
        Cursor c = Cursor.of(t);
        String verb = c.acceptAny("~ can't attack unless at least", "~ can't block unless at least");
        if (verb == null) return null;
        boolean attack = verb.contains("attack");
        return c.attempt(at -> ReferenceGrammar.count(at) instanceof AmountNode.Fixed f && f.value() >= 1
                && at.accept(attack ? "other creatures attack ." : "other creatures block .") && at.atEnd()
                ? new WithOthers(attack, f.value()) : null);
    }

    /** "Creatures with power greater than the number of [noun] can't attack." (508.1c): the plural noun counted, or null. */
    public static Noun powerAbove(String t) {
        if (!t.regionMatches(true, 0, "Creatures with power greater than ", 0, 34)) return null; // before tokenizing
        Cursor c = Cursor.of(t);
        if (!c.accept("creatures with power greater than the number of")) return null;
        return c.attempt(at -> {
            Noun n = NounGrammar.noun(at);
            return n.plural() && at.accept("can't attack .") && at.atEnd() ? n : null;
        });
    }

    public static Integer blockPower(String t) {
        Cursor c = Cursor.of(t);
        if (!c.accept("~ can't block creatures with power")) return null;
        Token n = c.peek();
        if (n == null || n.kind() != Token.Kind.NUMBER) return null;
        c.next();
        if (!c.accept("or greater .") || !c.atEnd()) return null;
        return Integer.parseInt(n.text());
    }

    public static Max max(String t) {
        Cursor c = Cursor.of(t);
        if (!c.accept("no more than")) return null;
        Token n = c.peek();
        if (n == null || !(COUNTS.contains(n.lower()) || n.kind() == Token.Kind.NUMBER && n.text().length() <= 3)) return null;
        c.next();
        if (c.acceptAny("creatures", "creature") == null || !c.accept("can")) return null;
        String which = c.acceptAny("attack", "block");
        if (which == null || !c.accept("each combat .") || !c.atEnd()) return null;
        return new Max(n.text(), which.equals("attack"));
    }

    public static BlockedBy blockedBy(String t) {
        Cursor c = Cursor.of(t);
        if (!c.accept("~")) return null;
        Token said = c.peek();
        if (!c.accept("can't be blocked by") || c.atEnd() || !t.endsWith(".")) return null;
        Token blockers = c.peek();
        if (blockers.start() >= t.length() - 1) return null;
        int n = Spans.size(c);
        if (!c.peek(n - 1).is(".")) return null;
        return new BlockedBy(t.substring(said.start(), t.length() - 1),
                ObjectPhraseGrammar.blockers(t.substring(0, t.length() - 1), c.tokens(c.mark(), c.mark() + n - 1)));
    }

    public static Tax attackTax(String t) {
        Cursor c = Cursor.of(t);
        String status = status(c);
        if (!c.accept("creatures can't attack you")) return null;
        boolean walkers = c.accept("or planeswalkers you control");
        if (!c.accept("unless their controller pays")) return null;
        String cost = generic(t, c);
        if (cost == null || !c.accept("for each")) return null;
        if (c.acceptAny("creature they control that's attacking you", "of those creatures") == null) return null;
        return c.accept(".") && c.atEnd() ? new Tax(status, walkers, cost, null) : null;
    }

    public static Tax blockTax(String t) {
        Cursor c = Cursor.of(t);
        String status = status(c);
        if (!c.accept("creatures can't block unless their controller pays")) return null;
        String cost = generic(t, c);
        if (cost == null || !c.accept("for each")) return null;
        if (c.acceptAny("creature they control that's blocking", "of those creatures") == null) return null;
        return c.accept(".") && c.atEnd() ? new Tax(status, false, cost, null) : null;
    }

    /** "~ can't attack unless its controller pays / you pay {N}.": the payer ("you pay" as status) and the cost. */
    public static Tax attackCost(String t) {
        Cursor c = Cursor.of(t);
        if (!c.accept("~ can't attack unless")) return null;
        Token who = c.peek();
        if (c.acceptAny("its controller pays", "you pay") == null) return null;
        Token last = c.peek(-1);
        String payer = t.substring(who.start(), last.start() + last.text().length()); // as printed
        String cost = generic(t, c);
        if (cost == null || !c.accept(".") || !c.atEnd()) return null;
        return new Tax(payer, false, cost, null);
    }

    public static Tax blockCost(String t) {
        Cursor c = Cursor.of(t);
        if (!c.accept("~ can't block")) return null;
        int from = c.mark();
        int n = from;
        while (c.peek(n - from) != null) n++;
        for (int k = n - 1; k > from; k--) { // the last "unless you pay" with the symbols and "." after it
            c.reset(k);
            if (!c.accept("unless you pay")) continue;
            String cost = generic(t, c);
            if (cost == null || !c.accept(".") || !c.atEnd()) continue;
            return new Tax(null, false, cost, pluralNoun(c.tokens(from, k)));
        }
        return null;
    }

    /** The one plural noun the {@code tokens} are, or null. */
    private static Noun pluralNoun(List<Token> tokens) {
        Cursor c = new Cursor(tokens);
        Noun n = c.attempt(NounGrammar::noun);
        return n != null && c.atEnd() && n.plural() ? n : null;
    }

    /** "As long as ~ is untapped / attacking," consumed: the status as printed, or null with nothing consumed. */
    private static String status(Cursor c) {
        int m = c.mark();
        if (!c.accept("as long as ~ is")) return null;
        Token s = c.peek();
        if (c.acceptAny("untapped", "attacking") == null || !c.accept(",")) {
            c.reset(m);
            return null;
        }
        return s.text();
    }

    /** One or more generic symbols written together ("{1}{1}"), consumed, or null. */
    private static String generic(String line, Cursor c) {
        StringBuilder b = new StringBuilder();
        int end = -1;
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL && !c.peek().text().isEmpty()
                && c.peek().text().chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            Token s = c.next();
            if (end >= 0 && s.start() != end) return null;
            b.append('{').append(s.text()).append('}');
            end = s.start() + s.text().length() + 2;
        }
        return b.length() == 0 ? null : b.toString();
    }

    /**
     * Where "gets +1/+1 and can't be blocked" and "can't be blocked and has shroud" split: at ", and " or " and " (not
     * before "from "), and at ", " before "has", "have", "gets", "get", "can" or "can't"; words compared in any case.
     */
    public static List<String> parts(String rest) {
        List<String> out = new ArrayList<>();
        String lower = rest.toLowerCase(java.util.Locale.ROOT);
        int from = 0;
        int i = 0;
        while (i < rest.length()) {
            int cut = -1;
            int next = -1;
            if (lower.startsWith(", and ", i) && !lower.startsWith("from ", i + 6)) {
                cut = i;
                next = i + 6;
            } else if (lower.startsWith(" and ", i) && !lower.startsWith("from ", i + 5)) {
                cut = i;
                next = i + 5;
            } else if (lower.startsWith(", ", i)) {
                for (String w : new String[] {"has ", "have ", "gets ", "get ", "can ", "can't "}) {
                    if (lower.startsWith(w, i + 2)) {
                        cut = i;
                        next = i + 2;
                        break;
                    }
                }
            }
            if (cut < 0) {
                i++;
                continue;
            }
            out.add(rest.substring(from, cut));
            from = next;
            i = next;
        }
        out.add(rest.substring(from));
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) out.remove(out.size() - 1);
        return out;
    }

}
