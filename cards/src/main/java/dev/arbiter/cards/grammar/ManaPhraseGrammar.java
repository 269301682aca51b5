package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ManaPhraseNodes;
import java.util.ArrayList;
import java.util.List;

/**
 * The mana of "Add ..." (106.1), read over tokens and, for runs of mana symbols, characters (issue 11: no expressions).
 * <pre>
 * combination  := AMOUNT "mana in any combination of" ("colors" | "colours" | (SYM ", ")* SYM [","] " and/or " SYM)
 * different    := AMOUNT "mana of different" ("colors" | "colours")
 * counted      := AMOUNT SYM
 * anyColor     := AMOUNT "mana of any" ["one"] ("color" | "colour")
 * couldProduce := "one mana of any" ("color" | "colour" | "type") "that a" ("land" | "basic land" | SUBTYPE)
 *                 ("you control" | "an opponent controls")
 *                 "could produce"
 * alternatives := RUN ((", or " | " or " | ", ") RUN)*        RUN := SYM+ written together
 * SYM := "{W}" | "{U}" | "{B}" | "{R}" | "{G}" | "{C}" (any case)
 * </pre>
 * Each reader takes the whole phrase and answers null when it is not its shape.
 */
public final class ManaPhraseGrammar {

    private ManaPhraseGrammar() {
    }

    /** The letter of the one-letter mana symbol written at {@code i} ("{G}"), as written, or 0. */
    private static char symbolAt(String s, int i) {
        if (i < 0 || i + 2 >= s.length() || s.charAt(i) != '{' || s.charAt(i + 2) != '}') return 0;
        char c = s.charAt(i + 1);
        return "WUBRGCwubrgc".indexOf(c) >= 0 ? c : 0;
    }

    /** The letters of a run of mana symbols that is all of {@code s} ("{R}{R}"), as written, or null. */
    public static List<Character> run(String s) {
        if (s.isEmpty() || s.length() % 3 != 0) return null;
        List<Character> out = new ArrayList<>();
        for (int i = 0; i < s.length(); i += 3) {
            char c = symbolAt(s, i);
            if (c == 0) return null;
            out.add(c);
        }
        return out;
    }

    /** The amount word starting the phrase, followed by {@code words} one space apart, or null. */
    private static boolean amountThen(String p, List<Token> t, String... words) {
        if (t.isEmpty() || t.get(0).start() != 0) return false;
        String[] all = new String[words.length + 1];
        all[0] = "#AMT";
        System.arraycopy(words, 0, all, 1, words.length);
        return ClauseWords.at(p, t, 0, all);
    }

    private static boolean ends(String p, List<Token> t, int last) {
        return t.size() == last + 1 && ClauseWords.end(t.get(last)) == p.length();
    }

    /** combination, or null. */
    public static ManaPhraseNodes.Combination combination(String p) {
        List<Token> t = ClauseWords.of(p);
        if (!amountThen(p, t, "mana", "in", "any", "combination", "of")) return null;
        String rest = ClauseWords.after(p, t.get(5));
        if (rest == null) return null;
        if (rest.equalsIgnoreCase("colors") || rest.equalsIgnoreCase("colours")) {
            return new ManaPhraseNodes.Combination(t.get(0).text(), null);
        }
        List<Character> symbols = new ArrayList<>();
        int i = 0;
        while (true) {
            char c = symbolAt(rest, i);
            if (c == 0) return null;
            symbols.add(Character.toUpperCase(c));
            i += 3;
            int last = rest.startsWith(",", i) && TokenShapes.caseless(rest, i + 1, " and/or ") ? i + 9
                    : TokenShapes.caseless(rest, i, " and/or ") ? i + 8 : -1;
            if (last >= 0) {
                char f = symbolAt(rest, last);
                if (f == 0 || last + 3 != rest.length()) return null;
                symbols.add(Character.toUpperCase(f));
                return new ManaPhraseNodes.Combination(t.get(0).text(), List.copyOf(symbols));
            }
            if (!rest.startsWith(", ", i)) return null;
            i += 2;
        }
    }

    /** different, or null. */
    public static ManaPhraseNodes.Different different(String p) {
        List<Token> t = ClauseWords.of(p);
        if (!amountThen(p, t, "mana", "of", "different") || !ends(p, t, 4)) return null;
        Token noun = t.get(4);
        return ClauseWords.spaced(p, t.get(3), noun) && (noun.is("colors") || noun.is("colours"))
                ? new ManaPhraseNodes.Different(t.get(0).text()) : null;
    }

    /** counted, or null. */
    public static ManaPhraseNodes.Counted counted(String p) {
        List<Token> t = ClauseWords.of(p);
        if (t.size() != 2 || !amountThen(p, t) || t.get(1).start() != ClauseWords.end(t.get(0)) + 1
                || p.charAt(ClauseWords.end(t.get(0))) != ' ') {
            return null;
        }
        char c = symbolAt(p, t.get(1).start());
        return c == 0 || t.get(1).start() + 3 != p.length() ? null
                : new ManaPhraseNodes.Counted(t.get(0).text(), Character.toUpperCase(c));
    }

    /** anyColor, or null. */
    public static ManaPhraseNodes.AnyColor anyColor(String p) {
        List<Token> t = ClauseWords.of(p);
        if (!amountThen(p, t, "mana", "of", "any")) return null;
        boolean one = ClauseWords.at(p, t, 3, "any", "one");
        int noun = one ? 5 : 4;
        if (!ends(p, t, noun) || !ClauseWords.spaced(p, t.get(noun - 1), t.get(noun))
                || !(t.get(noun).is("color") || t.get(noun).is("colour"))) {
            return null;
        }
        return new ManaPhraseNodes.AnyColor(t.get(0).text(), one);
    }

    /** couldProduce, or null. */
    public static ManaPhraseNodes.CouldProduce couldProduce(String p) {
        List<Token> t = ClauseWords.of(p);
        if (t.size() < 11 || t.get(0).start() != 0) return null;
        Token kind = t.get(4);
        if (!ClauseWords.at(p, t, 0, "one", "mana", "of", "any", kind.text(), "that", "a", t.get(7).text())
                || !(kind.is("color") || kind.is("colour") || kind.is("type"))) {
            return null;
        }
        // 205.4c "basic land", 205.3i a land type ("a Gate"): the lands it names
        boolean basic = t.get(7).is("basic") && t.get(8).is("land");
        String subtype = !t.get(7).is("land") && !basic && NounGrammar.isSubtype(t.get(7)) ? t.get(7).text() : null;
        if (!t.get(7).is("land") && !basic && subtype == null) return null;
        int at = basic ? 8 : 7;
        String noun = t.get(at).text();
        boolean you = ClauseWords.at(p, t, at, noun, "you", "control", "could", "produce") && ends(p, t, at + 4);
        boolean opponent = ClauseWords.at(p, t, at, noun, "an", "opponent", "controls", "could", "produce") && ends(p, t, at + 5);
        return you || opponent ? new ManaPhraseNodes.CouldProduce(kind.is("type"), you, basic, subtype) : null;
    }

    /**
     * The alternatives of "{W} or {U}", "{R}, {G}, or {W}", "{G}{G}": each a run of mana symbols (letters as
     * written); null when some alternative is not a run.
     */
    public static List<List<Character>> alternatives(String p) {
        List<String> parts = new ArrayList<>();
        int from = 0;
        int i = 0;
        boolean split = false;
        while (i < p.length()) {
            int end = p.charAt(i) == ',' && TokenShapes.caseless(p, i + 1, " or ") ? i + 5
                    : TokenShapes.caseless(p, i, " or ") ? i + 4
                    : p.charAt(i) == ',' && i + 1 < p.length() && p.charAt(i + 1) == ' ' ? i + 2 : i;
            if (end > i) {
                parts.add(p.substring(from, i));
                from = end;
                i = end;
                split = true;
            } else {
                i++;
            }
        }
        if (!split) {
            parts.add(p);
        } else {
            parts.add(p.substring(from));
            while (!parts.isEmpty() && parts.get(parts.size() - 1).isEmpty()) parts.remove(parts.size() - 1);
        }
        List<List<Character>> out = new ArrayList<>();
        for (String part : parts) {
            List<Character> run = run(part.strip());
            if (run == null) return null;
            out.add(run);
        }
        return out;
    }

}
