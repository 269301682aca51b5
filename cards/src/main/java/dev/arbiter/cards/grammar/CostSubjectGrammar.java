package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.StaticLineNodes.Conditioned;
import java.util.Set;

/**
 * The lead of a cost-modifier line (601.2f), before the noun grammar reads its spells:
 * <pre>
 * conditioned := "as long as" words "," rest                                           (611.3b)
 * eachSpell   := "each spell you cast that's" COLOUR ("or" COLOUR)* "costs" rest      read as  colours "spells you cast cost" rest
 * colourUnion := COLOUR [WORD] "spells and" COLOUR [the same WORD] "spells" rest       read as  COLOUR "or" COLOUR [WORD] "spells" rest
 * andSpells   := words [","] "and" WORD "spells" rest                                 read as  words "or" WORD "spells" rest
 * </pre>
 * (105.2: "black spells and green spells" are the spells of either colour; "and" joins nouns as "or" does.)
 */
public final class CostSubjectGrammar {

    private static final Set<String> COLOURS = Set.of("white", "blue", "black", "red", "green");

    private CostSubjectGrammar() {
    }

    /** "As long as [condition], [rest]": the condition and the rest as printed, or null. */
    public static Conditioned conditioned(String text) {
        Cursor c = Cursor.of(text);
        if (!c.accept("as long as")) return null;
        int from = c.mark();
        while (c.peek() != null && !c.peek().is(",")) c.next();
        Token comma = c.peek();
        if (comma == null || c.mark() == from) return null;
        int restAt = comma.start() + 2;
        if (restAt > text.length() - 1 || text.charAt(comma.start() + 1) != ' ') return null;
        String condition = text.substring(c.peek(from - c.mark()).start(), comma.start());
        return new Conditioned(condition, text.substring(restAt));
    }

    /** "Each spell you cast that's red or green costs ..." as "red or green spells you cast cost ...", else {@code text}. */
    public static String eachSpell(String text) {
        Cursor c = Cursor.of(text);
        if (!c.accept("each spell you cast that's")) return text;
        Token first = c.peek();
        do {
            if (c.peek() == null || !COLOURS.contains(c.peek().lower())) return text;
            c.next();
        } while (c.accept("or"));
        Token last = c.peek(-1);
        Token costs = c.peek();
        if (costs == null || !costs.is("costs") || !text.startsWith(" ", costs.start() + 5)) return text;
        return text.substring(first.start(), last.start() + last.text().length()) + " spells you cast cost "
                + text.substring(costs.start() + 6);
    }

    /** "Black spells and green spells ..." as "Black or green spells ...", else {@code text}. */
    public static String colourUnion(String text) {
        Cursor c = Cursor.of(text);
        Token a = c.peek();
        if (a == null || !COLOURS.contains(a.lower()) || a.start() != 0) return text;
        c.next();
        String word = kindWord(c);
        if (!c.accept("spells and")) return text;
        Token b = c.peek();
        if (b == null || !COLOURS.contains(b.lower())) return text;
        c.next();
        String again = kindWord(c);
        if (word == null ? again != null : !word.equalsIgnoreCase(String.valueOf(again))) return text;
        Token spells = c.peek();
        if (spells == null || !spells.is("spells") || !text.startsWith(" ", spells.start() + 6)) return text;
        return a.text() + " or " + b.text() + " " + (word == null ? "" : word + " ") + "spells "
                + text.substring(spells.start() + 7);
    }

    /** A word of ASCII letters before "spells", consumed, or null. */
    private static String kindWord(Cursor c) {
        Token t = c.peek();
        Token next = c.peek(1);
        if (t == null || next == null || !next.is("spells") || t.kind() != Token.Kind.WORD
                || !t.text().chars().allMatch(ch -> ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z')) return null;
        c.next();
        return t.text();
    }

    /** "Artifact and enchantment spells ..." as "Artifact or enchantment spells ...", else {@code text}. */
    public static String andSpells(String text) {
        Cursor c = Cursor.of(text);
        for (int k = 1; c.peek(k + 2) != null; k++) {
            Token and = c.peek(k);
            Token kind = c.peek(k + 1);
            Token spells = c.peek(k + 2);
            if (!and.text().equals("and") || !spells.text().equals("spells") || !word(kind, true)
                    || !text.startsWith(" ", spells.start() + 6)) continue;
            int end = c.peek(k - 1).is(",") ? k - 1 : k;
            if (end < 1) continue;
            boolean words = true;
            for (int i = 0; i < end; i++) words &= c.peek(i).is(",") || word(c.peek(i), true);
            if (!words) continue;
            return text.substring(0, c.peek(end).start()).stripTrailing() + " or " + kind.text() + " spells "
                    + text.substring(spells.start() + 7);
        }
        return text;
    }

    /** A word of \w characters (and hyphens when {@code hyphen}). */
    private static boolean word(Token t, boolean hyphen) {
        return (t.kind() == Token.Kind.WORD || t.kind() == Token.Kind.NUMBER) && t.text().chars().allMatch(ch ->
                ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '_' || hyphen && ch == '-');
    }
}
