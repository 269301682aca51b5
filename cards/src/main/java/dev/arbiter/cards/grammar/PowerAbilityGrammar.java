package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.PowerAbilityNodes;
import dev.arbiter.cards.grammar.ast.ReferentNodes;
import dev.arbiter.cards.grammar.ast.ReferentNodes.ObjectReferent;
import java.util.List;

/**
 * The power / toughness and ability clauses of a one-shot effect, read over tokens (issue 11: no expressions).
 * <pre>
 * pumpAndGain := OBJECT ("get" | "gets") SPT "and" ("gain" | "gains") KEYWORD "until end of turn"
 * gainAndPump := OBJECT ("gain" | "gains") KEYWORD "and" ("get" | "gets") SPT "until end of turn"
 * pump        := OBJECT ("get" | "gets") SPT "until end of turn"
 * chosenProt  := OBJECT ("gain" | "gains") "protection from the" ("color" | "colour") "of your choice until end of turn"
 * chosenWalk  := OBJECT ("gain" | "gains") "landwalk of your choice until end of turn"
 * gain        := OBJECT ("gain" | "gains") KEYWORDS "until end of turn"
 * gainForever := OBJECT ("gain" | "gains") LETTERS
 * lose        := OBJECT ("lose" | "loses") LETTERS ["until end of turn"]
 * setBase     := OBJECT ("has" | "have") "base power and toughness" PT "until end of turn"
 * switch      := "switch" (OBJECT "'s" | OBJECT "'" | "its") "power and toughness until end of turn"
 * SPT := a signed fixed P/T ("+2/-1"); PT := digits ("3/3"); LETTERS := ASCII letters and spaces
 * </pre>
 * OBJECT is the text before the first verb that fits (shortest subject), handed on as printed. Each reader answers
 * null when the clause is not its shape.
 */
public final class PowerAbilityGrammar {

    private static final String[] UNTIL_EOT = {"until", "end", "of", "turn"};

    private PowerAbilityGrammar() {
    }

    private static boolean is(Token t, String a, String b) {
        return t.is(a) || t.is(b);
    }

    private static String[] withUntil(String... head) {
        String[] all = new String[head.length + UNTIL_EOT.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(UNTIL_EOT, 0, all, head.length, UNTIL_EOT.length);
        return all;
    }

    private static String[] halves(Token pt) {
        int slash = pt.text().indexOf('/');
        return new String[] {pt.text().substring(0, slash), pt.text().substring(slash + 1)};
    }

    /** pumpAndGain, or null. */
    public static PowerAbilityNodes.PumpAndGain pumpAndGain(String clause) {
        List<Token> t = ClauseWords.of(clause);
        int until = ClauseWords.suffix(clause, t, UNTIL_EOT);
        if (until < 0) return null;
        for (int i = 1; i + 3 < until; i++) {
            if (!is(t.get(i), "get", "gets") || !ClauseWords.at(clause, t, i, t.get(i).text(), "#SPT", "and")
                    || !is(t.get(i + 3), "gain", "gains") || !ClauseWords.spaced(clause, t.get(i + 2), t.get(i + 3))) {
                continue;
            }
            ObjectReferent object = ObjectReferentGrammar.before(clause, t, i);
            String keyword = ClauseWords.between(clause, t.get(i + 3), t.get(until));
            if (object == null || keyword == null) continue;
            String[] pt = halves(t.get(i + 1));
            return new PowerAbilityNodes.PumpAndGain(object, pt[0], pt[1], keyword);
        }
        return null;
    }

    /** gainAndPump, or null. */
    public static PowerAbilityNodes.GainAndPump gainAndPump(String clause) {
        List<Token> t = ClauseWords.of(clause);
        int and = t.size() - 7;
        if (and < 2 || ClauseWords.suffix(clause, t, withUntil("and", t.get(and + 1).text(), "#SPT")) != and
                || !is(t.get(and + 1), "get", "gets")) {
            return null;
        }
        for (int i = 1; i < and; i++) {
            if (!is(t.get(i), "gain", "gains")) continue;
            ObjectReferent object = ObjectReferentGrammar.before(clause, t, i);
            String keyword = ClauseWords.between(clause, t.get(i), t.get(and));
            if (object == null || keyword == null) continue;
            String[] pt = halves(t.get(and + 2));
            return new PowerAbilityNodes.GainAndPump(object, keyword, pt[0], pt[1]);
        }
        return null;
    }

    /** pump, or null. */
    public static PowerAbilityNodes.Pump pump(String clause) {
        List<Token> t = ClauseWords.of(clause);
        int gets = t.size() - 6;
        if (gets < 1 || !is(t.get(gets), "get", "gets")
                || ClauseWords.suffix(clause, t, withUntil(t.get(gets).text(), "#SPT")) != gets) {
            return null;
        }
        ObjectReferent object = ObjectReferentGrammar.before(clause, t, gets);
        if (object == null) return null;
        String[] pt = halves(t.get(gets + 1));
        return new PowerAbilityNodes.Pump(object, pt[0], pt[1]);
    }

    /** chosenProt, or null. */
    public static PowerAbilityNodes.GainChosenProtection gainChosenProtection(String clause) {
        List<Token> t = ClauseWords.of(clause);
        int v = t.size() - 12;
        if (v < 1 || !is(t.get(v), "gain", "gains") || !is(t.get(v + 4), "color", "colour")) return null;
        if (ClauseWords.suffix(clause, t, withUntil(t.get(v).text(), "protection", "from", "the", t.get(v + 4).text(),
                "of", "your", "choice")) != v) {
            return null;
        }
        ObjectReferent object = ObjectReferentGrammar.before(clause, t, v);
        return object == null ? null : new PowerAbilityNodes.GainChosenProtection(object);
    }

    /** chosenWalk, or null. */
    public static PowerAbilityNodes.GainChosenLandwalk gainChosenLandwalk(String clause) {
        List<Token> t = ClauseWords.of(clause);
        int v = t.size() - 9;
        if (v < 1 || !is(t.get(v), "gain", "gains")
                || ClauseWords.suffix(clause, t, withUntil(t.get(v).text(), "landwalk", "of", "your", "choice")) != v) {
            return null;
        }
        ObjectReferent object = ObjectReferentGrammar.before(clause, t, v);
        return object == null ? null : new PowerAbilityNodes.GainChosenLandwalk(object);
    }

    /** gain, or null. */
    public static PowerAbilityNodes.GainUntilEndOfTurn gain(String clause) {
        List<Token> t = ClauseWords.of(clause);
        int until = ClauseWords.suffix(clause, t, UNTIL_EOT);
        if (until < 0) return null;
        for (int i = 1; i < until; i++) {
            if (!is(t.get(i), "gain", "gains")) continue;
            ObjectReferent object = ObjectReferentGrammar.before(clause, t, i);
            String keywords = ClauseWords.between(clause, t.get(i), t.get(until));
            if (object != null && keywords != null) return new PowerAbilityNodes.GainUntilEndOfTurn(object, keywords);
        }
        return null;
    }

    /** gainForever, or null. */
    public static PowerAbilityNodes.GainForever gainForever(String clause) {
        List<Token> t = ClauseWords.of(clause);
        for (int i = 1; i < t.size(); i++) {
            if (!is(t.get(i), "gain", "gains")) continue;
            ObjectReferent object = ObjectReferentGrammar.before(clause, t, i);
            String rest = ClauseWords.after(clause, t.get(i));
            if (object != null && rest != null && ClauseWords.lettersAndSpaces(rest)) {
                return new PowerAbilityNodes.GainForever(object, rest);
            }
        }
        return null;
    }

    /** lose, or null. */
    public static PowerAbilityNodes.Lose lose(String clause) {
        List<Token> t = ClauseWords.of(clause);
        for (int i = 1; i < t.size(); i++) {
            if (!is(t.get(i), "lose", "loses")) continue;
            ObjectReferent object = ObjectReferentGrammar.before(clause, t, i);
            String rest = ClauseWords.after(clause, t.get(i));
            if (object == null || rest == null || !ClauseWords.lettersAndSpaces(rest)) continue;
            int until = ClauseWords.suffix(clause, t, UNTIL_EOT);
            String what = until > i + 1 ? ClauseWords.between(clause, t.get(i), t.get(until)) : null;
            return what != null ? new PowerAbilityNodes.Lose(object, what, true)
                    : new PowerAbilityNodes.Lose(object, rest, false);
        }
        return null;
    }

    /** setBase, or null. */
    public static PowerAbilityNodes.SetBase setBase(String clause) {
        List<Token> t = ClauseWords.of(clause);
        int v = t.size() - 10;
        if (v < 1 || !is(t.get(v), "has", "have") || ClauseWords.suffix(clause, t,
                withUntil(t.get(v).text(), "base", "power", "and", "toughness", "#PT")) != v) {
            return null;
        }
        ObjectReferent object = ObjectReferentGrammar.before(clause, t, v);
        if (object == null) return null;
        String[] pt = halves(t.get(v + 5));
        try {
            return new PowerAbilityNodes.SetBase(object, Integer.parseInt(pt[0]), Integer.parseInt(pt[1]));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** switch, or null. */
    public static PowerAbilityNodes.Switch switchPowerToughness(String clause) {
        List<Token> t = ClauseWords.of(clause);
        int power = ClauseWords.suffix(clause, t, withUntil("power", "and", "toughness"));
        if (power < 2 || !t.get(0).is("switch") || t.get(0).start() != 0) return null;
        String middle = ClauseWords.between(clause, t.get(0), t.get(power));
        if (middle == null) return null;
        int end = t.get(power).start() - 1; // where the middle ends in the clause
        if (middle.length() > 2 && middle.endsWith("'s")) {
            return new PowerAbilityNodes.Switch(ObjectReferentGrammar.of(clause, owner(t, power, end - 2)));
        }
        if (middle.length() > 1 && middle.endsWith("'")) {
            return new PowerAbilityNodes.Switch(ObjectReferentGrammar.of(clause, owner(t, power, end - 1)));
        }
        return middle.equalsIgnoreCase("its") ? new PowerAbilityNodes.Switch(new ReferentNodes.It()) : null; // 608.2c
    }

    /**
     * The possessor's tokens of "switch X's | X' power": the tokens after "switch" that start before {@code cut} (where
     * the possessive begins), the last cut there when it runs past it ("creature's" read as "creature").
     */
    private static List<Token> owner(List<Token> t, int power, int cut) {
        List<Token> out = new java.util.ArrayList<>();
        for (int i = 1; i < power && t.get(i).start() < cut; i++) {
            Token k = t.get(i);
            out.add(ClauseWords.end(k) > cut ? new Token(k.kind(), k.text().substring(0, cut - k.start()), k.start()) : k);
        }
        return out;
    }
}
