package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Rolling a die (706), a sentence that takes the rest of the effect:
 * <pre>
 * roll  := ["you"] "roll a" ("d" N | N-WORD "-sided die") "." (row+ | effect)
 * row   := N ["—" N | "+"] "|" effect          (a results table, 706.3a; joined to the roll's paragraph, 706.3b)
 * </pre>
 * The sentences after the roll may read "the result" (706.4). Rolls of several dice, modifiers ("and add ..."), rolls
 * as part of a clause ("..., then roll a d20") and "roll again" are not read.
 */
final class DieRollGrammar {
    private static final List<String> WORDS = List.of("four", "six", "eight", "ten", "twelve", "twenty");
    private static final int[] SIDES = {4, 6, 8, 10, 12, 20};

    private DieRollGrammar() {
    }

    /** The roll through the end of the effect, or null with the cursor unchanged. */
    static EffectNode roll(Cursor c) {
        EffectNode joined = afterClause(c);
        if (joined != null) return joined;
        int m = c.mark();
        c.accept("you");
        if (!c.accept("roll a")) {
            c.reset(m);
            return null;
        }
        int sides = sides(c);
        if (sides <= 0 || !c.accept(".")) {
            c.reset(m);
            return null;
        }
        if (c.atEnd()) return new EffectNode.RollDie(sides, null); // a bare roll: its table may follow (706.3b)
        if (!rowStart(c)) return new EffectNode.RollDie(sides, EffectGrammar.effect(c)); // 706.4: the rest reads "the result"
        List<EffectNode> rows = new ArrayList<>();
        int covered = 0;
        while (!c.atEnd()) {
            if (!rowStart(c)) throw c.fail("a results-table row");
            int min = Integer.parseInt(c.next().text());
            int max = min;
            if (c.acceptAny("—", "-") != null) {
                if (c.peek() == null || c.peek().kind() != Token.Kind.NUMBER) throw c.fail("the range's end");
                max = Integer.parseInt(c.next().text());
            } else if (c.accept("+")) {
                max = sides; // 706.3a: "N+"
            }
            c.expect("|");
            int from = c.mark();
            while (!c.atEnd() && !(rowStart(c) && c.tokens(from, c.mark()).size() > 0 && endsSentence(c, from))) c.next();
            EffectNode then = EffectGrammar.effect(new Cursor(c.tokens(from, c.mark())));
            if (min < 1 || max > sides || min > max || min <= covered) throw c.fail("results-table rows in order within the die");
            covered = max;
            rows.add(new EffectNode.IfDieResult(min, max, then));
        }
        return new EffectNode.RollDie(sides, rows.size() == 1 ? rows.get(0) : new EffectNode.Sequence(rows));
    }

    /**
     * "[clause], then roll a d20." / "[clause] and roll a six-sided die." (608.2c: in the order written): the clause is read
     * as a sentence of its own, then the roll with the rest of the effect; null with the cursor unchanged otherwise.
     */
    private static EffectNode afterClause(Cursor c) {
        int m = c.mark();
        boolean rolls = false;
        while (c.peek() != null && !(c.peek().kind() == Token.Kind.PUNCT && c.peek().text().equals("."))) {
            rolls |= c.next().is("roll");
        }
        boolean closed = c.peek() != null;
        int end = c.mark();
        c.reset(m);
        if (!rolls || !closed) return null;
        // the joint: ", then" | "and" | ", and" just before "roll a DIE ." at the sentence's end
        for (int at = m + 1; at < end - 2; at++) {
            List<Token> tail = c.tokens(at, end);
            if (!tail.get(0).is("roll") || !tail.get(1).is("a")) continue;
            int joint = jointBefore(c, m, at);
            if (joint < 0) continue;
            c.reset(at);
            c.next();
            c.next();
            int sides = sides(c);
            boolean last = c.mark() == end;
            c.reset(m);
            if (sides <= 0 || !last) return null;
            List<Token> first = new ArrayList<>(c.tokens(m, joint));
            first.add(c.tokens(end, end + 1).get(0)); // the sentence's "."
            EffectNode before = EffectGrammar.effect(new Cursor(first));
            c.reset(at);
            EffectNode roll = roll(c);
            if (roll == null) throw c.fail("a die roll");
            return new EffectNode.Sequence(List.of(before, roll));
        }
        return null;
    }

    /** Where ", then" / ", and" / "and" / "then" begins before {@code at}, or -1. */
    private static int jointBefore(Cursor c, int from, int at) {
        List<Token> t = c.tokens(from, at);
        int n = t.size();
        if (n >= 3 && t.get(n - 2).text().equals(",") && (t.get(n - 1).is("then") || t.get(n - 1).is("and"))) return at - 2;
        if (n >= 2 && (t.get(n - 1).is("and") || t.get(n - 1).is("then"))) return at - 1;
        return -1;
    }

    /** Whether the token before the cursor closes a sentence (a row begins only after one). */
    private static boolean endsSentence(Cursor c, int from) {
        List<Token> before = c.tokens(from, c.mark());
        Token last = before.get(before.size() - 1);
        return last.kind() == Token.Kind.PUNCT && last.text().equals(".") || last.kind() == Token.Kind.QUOTED;
    }

    /** Whether a row "N |", "N—N |", "N-N |" or "N+ |" starts at the cursor. */
    private static boolean rowStart(Cursor c) {
        Token n = c.peek();
        Token after = c.peek(1);
        if (n == null || n.kind() != Token.Kind.NUMBER || after == null || after.kind() != Token.Kind.PUNCT) return false;
        return after.text().equals("|") || after.text().equals("+")
                || (after.text().equals("—") || after.text().equals("-")) && c.peek(2) != null && c.peek(2).kind() == Token.Kind.NUMBER
                && c.peek(3) != null && c.peek(3).text().equals("|");
    }

    /** The die's number of sides ("d20", "six-sided die"), or 0 (cursor moved only on success). */
    private static int sides(Cursor c) {
        Token t = c.peek();
        if (t == null || t.kind() != Token.Kind.WORD) return 0;
        String w = t.lower();
        if (w.length() > 1 && w.charAt(0) == 'd' && w.substring(1).chars().allMatch(Character::isDigit)) { // 706.1a: "dN"
            c.next();
            int n = Integer.parseInt(w.substring(1));
            return n > 0 && n <= 100 ? n : 0;
        }
        if (w.endsWith("-sided")) {
            int i = WORDS.indexOf(w.substring(0, w.length() - 6));
            int m = c.mark();
            c.next();
            if (i >= 0 && c.accept("die")) return SIDES[i]; // 706.1a: "an N-sided die"
            c.reset(m);
        }
        return 0;
    }
}
