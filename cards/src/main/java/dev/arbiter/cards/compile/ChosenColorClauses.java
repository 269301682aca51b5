package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Choose a color. [object] gain(s) protection from the chosen color until end of turn." (608.2d): the colour is
 * chosen as the spell or ability resolves, the same effect as "... protection from the color of your choice until end
 * of turn"; any other use of "the chosen color" after a resolution-time choice stays unsupported.
 */
final class ChosenColorClauses {
    private static final Pattern PROTECTION = Pattern.compile(
            "choose a colou?r\\. (.+?) gains? protection from the chosen colou?r until end of turn\\.",
            Pattern.CASE_INSENSITIVE);

    private ChosenColorClauses() {
    }

    /** The effect of {@code text}, or null when it is not a resolution-time colour choice this class reads. */
    static Effect parse(String text, ParseContext ctx) {
        Matcher m = PROTECTION.matcher(text);
        if (!m.matches()) return null;
        Subject s = Referents.object(m.group(1), ctx);
        if (s == null) s = grammarSubject(m.group(1), ctx); // "creatures you control", "all creatures"
        return s == null ? null : new Effect.GainProtectionFromChosenColorUntilEndOfTurn(s); // 608.2d
    }

    /** The permanents {@code phrase} names as the grammar reads it, or null (the context as it was). */
    private static Subject grammarSubject(String phrase, ParseContext ctx) {
        ParseContext.Snapshot snap = ctx.snapshot();
        try {
            var c = dev.arbiter.cards.grammar.Cursor.of(phrase);
            var ref = dev.arbiter.cards.grammar.ReferenceGrammar.object(c);
            if (!c.atEnd()) {
                ctx.restore(snap);
                return null;
            }
            return new EffectLowering(ctx).permanents(ref);
        } catch (dev.arbiter.cards.grammar.ParseFailure | NotSupported e) {
            ctx.restore(snap);
            return null;
        }
    }
}
