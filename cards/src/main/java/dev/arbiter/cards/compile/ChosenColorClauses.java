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

    /** 608.2d: "You may choose a color. If you do, [object] gain(s) protection from the chosen color until end of turn." */
    private static final GuardedPattern MAY_PROTECTION = GuardedPattern.compile(
            "you may choose a colou?r\\. if you do, (.+?) gains? protection from the chosen colou?r until end of turn\\.",
            Pattern.CASE_INSENSITIVE);

    private ChosenColorClauses() {
    }

    /** The effect of {@code text}, or null when it is not a resolution-time colour choice this class reads. */
    static Effect parse(String text, ParseContext ctx) {
        Matcher m = PROTECTION.matcher(text);
        boolean optional = false;
        if (!m.matches()) {
            m = MAY_PROTECTION.matcher(text);
            if (!m.matches()) return null;
            optional = true; // the choice, and the protection with it, only if the player chooses to (608.2d)
        }
        Subject s = Referents.object(m.group(1), ctx);
        if (s == null) s = grammarSubject(m.group(1), ctx); // "creatures you control", "all creatures"
        if (s == null) return null;
        Effect protection = new Effect.GainProtectionFromChosenColorUntilEndOfTurn(s); // 608.2d
        return optional ? new Effect.Optional(new dev.arbiter.engine.ability.Who.You(), protection, null, null) : protection;
    }

    /** The permanents {@code phrase} names as the grammar reads it, or null (the context as it was). */
    static Subject grammarSubject(String phrase, ParseContext ctx) {
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
