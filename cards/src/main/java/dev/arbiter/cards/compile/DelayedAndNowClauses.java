package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;

import java.util.List;
import java.util.Locale;

/**
 * A delayed clause joined by "and" to an instruction carried out now (603.7a, 608.2c): "return it to the battlefield
 * under its owner's control at the beginning of the next end step and you skip your next draw step". The delayed part
 * is read by {@link DelayedClauses}; the part after "and" is done as the ability resolves, after the delayed trigger is
 * created. The part done now must name no object ("it", "that creature"): which object it meant would be unclear.
 */
final class DelayedAndNowClauses {

    private static final String[] WHEN = {"at the beginning of the next end step", "at end of combat",
            "at the beginning of the next turn's upkeep"};
    /** A pronoun or "that"/"those" naming an object: the part done now must not name one. */
    private static final java.util.Set<String> NAMES_OBJECT = java.util.Set.of("it", "its", "they", "them", "their", "that",
            "those", "this");

    private DelayedAndNowClauses() {
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

    /** The delayed clause and then the instruction done now, or null when {@code text}'s last sentence isn't one. */
    static Effect parse(String text, ParseContext ctx) {
        if (!text.endsWith(".")) return null;
        String lower = text.toLowerCase(Locale.ROOT);
        for (String when : WHEN) {
            int at = lower.lastIndexOf(" " + when + " and ");
            if (at < 0) continue;
            int cut = at + 1 + when.length();
            String now = text.substring(cut + " and ".length()).strip();
            if (now.isEmpty() || now.substring(0, now.length() - 1).contains(". ")) return null; // in the last sentence
            if (namesObject(now.toLowerCase(Locale.ROOT))) return null;
            ParseContext.Snapshot snap = ctx.snapshot();
            Effect later = DelayedClauses.parse(text.substring(0, cut) + ".", ctx);
            Effect done = later == null ? null : EffectParser.parse(Character.toUpperCase(now.charAt(0)) + now.substring(1), ctx);
            if (done == null) {
                ctx.restore(snap);
                return null;
            }
            return EffectParser.sequence(List.of(later, done));
        }
        return null;
    }
}
