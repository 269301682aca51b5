package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.DelayedNode;
import java.util.Locale;

/**
 * A delayed triggered ability written inside an effect (603.7a), its last sentence read through its frames into a
 * {@link DelayedNode}:
 * <pre>
 * delayed  := text-before-and when " and " now "."                   AndNow (the delayed part read again)
 *           | [sentences "."] ["If you do, " | "If this spell was kicked, "] timed [attacked] "."
 * timed    := clause " " when [attacked] | when ", " clause [attacked]
 * when     := "at the beginning of the next end step" | "at end of combat" | "at the beginning of the next turn's upkeep"
 *           | "at the beginning of the next cleanup step"
 * attacked := " if it attacked this turn" | " if it didn't attack this turn"
 * clause   := ["its controller sacrifices "] effect-words        (not beginning with "if")
 * </pre>
 */
public final class DelayedGrammar {

    private static final String[] WHEN = {"at the beginning of the next end step", "at end of combat",
            "at the beginning of the next turn's upkeep", "at the beginning of the next cleanup step"};
    private static final DelayedNode.When[] WHENS = {DelayedNode.When.NEXT_END_STEP, DelayedNode.When.END_OF_COMBAT,
            DelayedNode.When.NEXT_UPKEEP, DelayedNode.When.NEXT_CLEANUP};
    /** The times a delayed part may be joined by "and" to an instruction done now. */
    private static final String[] AND_NOW_WHEN = {"at the beginning of the next end step", "at end of combat",
            "at the beginning of the next turn's upkeep"};
    private static final String[] ATTACK_SUFFIXES = {" if it attacked this turn", " if it didn't attack this turn"};
    /** A pronoun or "that"/"those" naming an object: the part done now must not name one. */
    private static final java.util.Set<String> NAMES_OBJECT = java.util.Set.of("it", "its", "they", "them", "their", "that",
            "those", "this");

    private DelayedGrammar() {
    }

    /**
     * The delayed reading of the effect {@code text} (ending with its period), or null when its last sentence is no
     * delayed one.
     */
    public static DelayedNode read(String text, boolean spell) {
        if (text.contains(" and ")) { // 603.7a, 608.2c: "... at the beginning of the next end step and you skip ..."
            DelayedNode.AndNow andNow = andNow(text, spell);
            if (andNow != null) return andNow;
        }
        return sentence(text, spell);
    }

    /** Whether one of the words of {@code lower} (letters, digits and "_" between any other characters) names an object. */
    private static boolean namesObject(String lower) {
        int from = 0;
        for (int i = 0; i <= lower.length(); i++) {
            char ch = i < lower.length() ? lower.charAt(i) : ' ';
            if (ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9' || ch == '_' || ch >= 'A' && ch <= 'Z') continue;
            if (i > from && NAMES_OBJECT.contains(lower.substring(from, i))) return true;
            from = i + 1;
        }
        return false;
    }

    /**
     * "[delayed clause] and [instruction done now]." in the last sentence, the part done now naming no object ("it",
     * "that creature": which object it meant would be unclear); else null.
     */
    private static DelayedNode.AndNow andNow(String text, boolean spell) {
        if (!text.endsWith(".")) return null;
        String lower = text.toLowerCase(Locale.ROOT);
        for (String when : AND_NOW_WHEN) {
            int at = lower.lastIndexOf(" " + when + " and ");
            if (at < 0) continue;
            int cut = at + 1 + when.length();
            String now = text.substring(cut + " and ".length()).strip();
            if (now.isEmpty() || now.substring(0, now.length() - 1).contains(". ")) return null; // in the last sentence
            if (namesObject(now.toLowerCase(Locale.ROOT))) return null;
            return new DelayedNode.AndNow(text, read(text.substring(0, cut) + ".", spell),
                    Character.toUpperCase(now.charAt(0)) + now.substring(1), sentence(text, spell));
        }
        return null;
    }

    /** The last sentence of {@code text} read as a delayed one, or null; {@code spell}: the text is a spell's. */
    private static DelayedNode.Sentence sentence(String text, boolean spell) {
        String body = text.substring(0, text.length() - 1); // without the final "."
        int cut = body.lastIndexOf(". ");
        String prefix = cut < 0 ? null : body.substring(0, cut + 1);
        String last = cut < 0 ? body : body.substring(cut + 2).strip();
        String sentence = last + ".";
        Boolean attacked = null; // "destroy that creature if it attacked this turn" (508.1, 603.7c: checked as it resolves)
        boolean ifYouDo = prefix != null && last.toLowerCase(Locale.ROOT).startsWith("if you do, "); // 608.2c, 603.7a
        if (ifYouDo) last = last.substring("if you do, ".length()).strip();
        // 702.33d, 603.7a: "If this spell was kicked, sacrifice that creature at the beginning of the next end step."
        boolean ifKicked = prefix != null && spell && last.toLowerCase(Locale.ROOT).startsWith("if this spell was kicked, ");
        if (ifKicked) last = last.substring("if this spell was kicked, ".length()).strip();
        for (String suffix : ATTACK_SUFFIXES) { // "Destroy it at the beginning of the next end step if it didn't attack this turn"
            if (last.toLowerCase(Locale.ROOT).endsWith(suffix)) {
                attacked = suffix.contains("attacked");
                last = last.substring(0, last.length() - suffix.length()).strip();
            }
        }
        String clause = null;
        DelayedNode.When when = null;
        String lower = last.toLowerCase(Locale.ROOT); // "last" stays as it is through the loop
        for (int i = 0; i < WHEN.length && clause == null; i++) {
            if (lower.endsWith(" " + WHEN[i])) {
                clause = last.substring(0, last.length() - WHEN[i].length()).strip();
            } else if (lower.startsWith(WHEN[i] + ", ")) {
                clause = last.substring(WHEN[i].length() + 2).strip();
            }
            if (clause != null) when = WHENS[i];
        }
        if (clause == null || clause.isEmpty() || Cursor.of(clause).at("if")) return null;
        for (String suffix : ATTACK_SUFFIXES) {
            if (attacked == null && clause.toLowerCase(Locale.ROOT).endsWith(suffix)) {
                attacked = suffix.contains("attacked");
                clause = clause.substring(0, clause.length() - suffix.length()).strip();
            }
        }
        String lowerClause = clause.toLowerCase(Locale.ROOT);
        String thoseCards = prefix == null || !lowerClause.startsWith("return those cards ") ? null
                : "Return the exiled cards " + clause.substring("return those cards ".length()) + "."; // 603.7c
        boolean byItsController = lowerClause.startsWith("its controller sacrifices "); // 701.17a
        String acting = byItsController ? "sacrifice " + clause.substring("its controller sacrifices ".length()) : clause;
        return new DelayedNode.Sentence(text, prefix, when, sentence, clause, ifYouDo, ifKicked, attacked, thoseCards,
                byItsController, acting, itIsTheSubject(prefix, acting));
    }

    /**
     * "~ gets +1/+1 until end of turn. Exile it at the beginning of the next end step.": "it" as ~, when the sentence
     * before is about ~ (its subject) and names no target; null when it can't be. Whether the ability names no other
     * object is the lowering's to check.
     */
    private static String itIsTheSubject(String prefix, String clause) {
        if (prefix == null) return null;
        String p = prefix.strip();
        if (!p.startsWith("~ ") || p.indexOf(". ") >= 0 || p.indexOf("target") >= 0) return null;
        String[] words = clause.split(" ");
        if (words.length < 2 || !words[1].equals("it")) return null;
        words[1] = "~";
        return String.join(" ", words);
    }
}
