package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Granted;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.Animation;
import dev.arbiter.cards.grammar.ast.StaticSubject;
import java.util.function.BiFunction;

/**
 * Static lines that make permanents creatures (205.1b, 613.1d-613.4b):
 * <pre>
 * group     := subject "are" N "/" N words "creatures" ["with" abilities] "that are still" WORD "."
 * host      := "enchanted" WORD "is" ("a" | "an") N "/" N words "creature" ["with" abilities]
 *              (". it's still a land ." | "that's still a land .")
 *            | "enchanted" WORD "is a creature with base power and toughness" N "/" N "in addition to its other types ."
 * manaValue := "each" subject "is" ("a" | "an") words "creature" ["in addition to its other types"]
 *              ("and has base power and base toughness" | "with power and toughness") "each equal to its mana value ."
 * hostValue := "as long as enchanted" WORD "isn't a creature , it's" ("a" | "an") words
 *              "creature with power and toughness each equal to its mana value ."
 * words     := (WORD [","] )*      (colours, types and subtypes, as printed with the space after them)
 * </pre>
 * The subject is read once into a {@code StaticSubject}; the noun and abilities are kept as printed for the "Enchant"
 * line check and the granted-ability reader.
 */
public final class AnimationGrammar {

    private AnimationGrammar() {
    }

    /** The line as a node, or throws {@link ParseFailure}. */
    public static Animation parse(String text) {
        String line = text.strip();
        Cursor c = Cursor.of(line);
        int n = count(c);
        Animation found = group(line, c, n); // the readings in this order: the first that reads the line
        c.reset(0);
        if (found == null && c.at("enchanted")) found = host(line, c, n);
        c.reset(0);
        if (found == null && c.at("as long as enchanted")) found = hostValue(line, c, n);
        c.reset(0);
        if (found == null && c.at("each")) found = manaValue(line, c, n);
        c.reset(0);
        if (found == null) throw c.fail("an animation line");
        return found;
    }

    /** The enchanted noun as a group judged one by one ("each artifact"), or null when the word is no noun. */
    private static StaticSubject each(Token noun) {
        Cursor c = new Cursor(java.util.List.of(noun));
        Noun n = c.attempt(NounGrammar::noun);
        return n == null || !c.atEnd() || n.zone() != null ? null : new StaticSubject(true, false, n);
    }

    private static int count(Cursor c) {
        int n = 0;
        while (c.peek(n) != null) n++;
        return n;
    }

    /** subject "are" N/N words "creatures" ["with" abilities] "that are still" WORD "." */
    private static Animation group(String line, Cursor c, int n) {
        for (int k = 1; k < n; k++) {
            c.reset(k);
            if (!c.accept("are")) continue;
            int[] pt = pt(c);
            if (pt == null) continue;
            Animation a = wordsThen(line, c, n, "creatures", (words, rest) -> {
                Granted with = null;
                int restFrom = c.mark();
                if (c.accept("with")) {
                    int from = c.mark();
                    int stillAt = n - 5; // "that are still" WORD "."
                    if (stillAt <= from) return null;
                    c.reset(stillAt);
                    with = GrantedListGrammar.read(Spans.source(line, c, from));
                } else {
                    c.reset(restFrom);
                }
                if (!c.accept("that are still")) return null;
                Token still = c.peek();
                if (still == null || !plainWord(still)) return null;
                c.next();
                if (!c.accept(".") || !c.atEnd()) return null;
                return new Animation(Animation.Form.GROUP, null, pt[0], pt[1], words, with, still.text(), null);
            });
            if (a != null) {
                c.reset(k);
                return a.withGroup(StaticSubjectGrammar.read(c.tokens(0, k)));
            }
        }
        return null;
    }

    /** "enchanted" WORD "is" ("a" | "an") N/N words "creature" ["with" abilities] ". it's still a land ." */
    private static Animation host(String line, Cursor c, int n) {
        c.reset(0);
        c.expect("enchanted");
        Token noun = c.next();
        if (!plainWord(noun) || !c.accept("is") || c.acceptAny("a", "an") == null) return null;
        if (c.accept("creature with base power and toughness")) { // 205.1b: "... in addition to its other types"
            int[] base = pt(c);
            if (base == null || !c.accept("in addition to its other types .") || !c.atEnd()) return null;
            return new Animation(Animation.Form.HOST, noun.text(), base[0], base[1], "", null, "its other types", null);
        }
        int[] pt = pt(c);
        if (pt == null) return null;
        int afterPt = c.mark();
        for (String still : new String[] {". it's still a land .", "that's still a land ."}) {
            c.reset(afterPt);
            int stillSize = still.equals(". it's still a land .") ? 6 : 5;
            Animation a = wordsThen(line, c, n, "creature", (words, rest) -> {
                Granted with = null;
                int end = n - stillSize;
                if (end < c.mark()) return null;
                if (c.accept("with")) {
                    int from = c.mark();
                    if (end <= from) return null;
                    c.reset(end);
                    with = GrantedListGrammar.read(Spans.source(line, c, from));
                }
                if (!c.accept(still) || !c.atEnd()) return null;
                return new Animation(Animation.Form.HOST, noun.text(), pt[0], pt[1], words, with, null, null);
            });
            if (a != null) return a;
        }
        return null;
    }

    /** "each" subject "is" ("a" | "an") words "creature" ... "each equal to its mana value ." */
    private static Animation manaValue(String line, Cursor c, int n) {
        for (int k = 2; k < n; k++) {
            c.reset(k);
            if (!c.accept("is") || c.acceptAny("a", "an") == null) continue;
            Animation a = wordsThen(line, c, n, "creature", (words, rest) -> {
                boolean inAddition = c.accept("in addition to its other types");
                if (c.acceptAny("and has base power and base toughness", "with power and toughness") == null) return null;
                if (!c.accept("each equal to its mana value .") || !c.atEnd()) return null;
                return new Animation(Animation.Form.MANA_VALUE, null, 0, 0, words, null, null, null);
            });
            if (a != null) {
                return a.withGroup(StaticSubjectGrammar.read(c.tokens(0, k))); // "each" + a singular noun
            }
        }
        return null;
    }

    /** "as long as enchanted" WORD "isn't a creature , it's" ("a" | "an") words "creature with ... mana value ." */
    private static Animation hostValue(String line, Cursor c, int n) {
        c.reset(0);
        c.expect("as long as enchanted");
        Token noun = c.next();
        if (!plainWord(noun) || !c.accept("isn't a creature , it's") || c.acceptAny("a", "an") == null) return null;
        return wordsThen(line, c, n, "creature", (words, rest) -> {
            if (!c.accept("with power and toughness each equal to its mana value .") || !c.atEnd()) return null;
            return new Animation(Animation.Form.HOST_MANA_VALUE, noun.text(), 0, 0, words, null, null, each(noun));
        });
    }

    /** N "/" N (digits only), consumed, or null. */
    private static int[] pt(Cursor c) {
        Token t = c.peek();
        if (t == null || t.kind() != Token.Kind.PT) return null;
        String s = t.text();
        int slash = s.indexOf('/');
        if (slash <= 0 || slash == s.length() - 1) return null;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (i != slash && (ch < '0' || ch > '9')) return null;
        }
        c.next();
        return new int[] {Integer.parseInt(s.substring(0, slash)), Integer.parseInt(s.substring(slash + 1))};
    }

    /**
     * Words up to a {@code head} word, the first such place {@code rest} reads to the end: the words as printed (with the
     * space after them, or "" for none) given to {@code rest} with the cursor after the head.
     */
    private static Animation wordsThen(String line, Cursor c, int n, String head,
            BiFunction<String, Integer, Animation> rest) {
        int from = c.mark();
        Token first = c.peek();
        if (first == null) return null;
        boolean afterWord = false;
        for (int e = from; e < n; e++) {
            c.reset(e);
            Token t = c.peek();
            if (t.is(head) && t.kind() == Token.Kind.WORD) {
                c.next();
                Animation a = rest.apply(line.substring(first.start(), t.start()), e);
                if (a != null) return a;
                c.reset(e);
            }
            if (t.is(",")) {
                if (!afterWord) return null;
                afterWord = false;
                continue;
            }
            if (!wordOfWords(t)) return null;
            afterWord = true;
        }
        return null;
    }

    /** A word of [\w'-]. */
    private static boolean wordOfWords(Token t) {
        return (t.kind() == Token.Kind.WORD || t.kind() == Token.Kind.NUMBER)
                && t.text().chars().allMatch(ch -> TokenShapes.wordChar(ch) || ch == '\'' || ch == '-');
    }

    /** A word of \w. */
    private static boolean plainWord(Token t) {
        return (t.kind() == Token.Kind.WORD || t.kind() == Token.Kind.NUMBER) && t.text().chars().allMatch(TokenShapes::wordChar);
    }
}
