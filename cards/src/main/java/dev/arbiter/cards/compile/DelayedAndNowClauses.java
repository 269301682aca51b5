package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

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
    private static final Pattern NAMES_OBJECT = Pattern.compile("\\b(it|its|they|them|their|that|those|this)\\b");

    private DelayedAndNowClauses() {
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
            if (NAMES_OBJECT.matcher(now.toLowerCase(Locale.ROOT)).find()) return null;
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
