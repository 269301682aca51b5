package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.TypeAndColorChoiceGrammar;
import dev.arbiter.cards.grammar.ast.ClauseShapeNodes;
import dev.arbiter.cards.grammar.ast.SubjectPhrase;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

/**
 * "Choose a color. [object] gain(s) protection from the chosen color until end of turn." (608.2d): the colour is
 * chosen as the spell or ability resolves, the same effect as "... protection from the color of your choice until end
 * of turn"; any other use of "the chosen color" after a resolution-time choice stays unsupported.
 */
final class ChosenColorClauses {
    private ChosenColorClauses() {
    }

    /** The effect of {@code text}, or null when it is not a resolution-time colour choice this class reads. */
    static Effect parse(String text, ParseContext ctx) {
        ClauseShapeNodes.ChosenColorProtection m = TypeAndColorChoiceGrammar.protection(text);
        if (m == null) return null;
        // optional: the choice, and the protection with it, only if the player chooses to (608.2d)
        boolean optional = m.optional();
        Subject s = Referents.object(m.subject().referent(), ctx);
        if (s == null) s = grammarSubject(m.subject(), ctx); // "creatures you control", "all creatures"
        if (s == null) return null;
        Effect protection = new Effect.GainProtectionFromChosenColorUntilEndOfTurn(s); // 608.2d
        return optional ? new Effect.Optional(new dev.arbiter.engine.ability.Who.You(), protection, null, null) : protection;
    }

    /** The permanents the phrase names as the effect grammar read it, or null (the context as it was). */
    static Subject grammarSubject(SubjectPhrase phrase, ParseContext ctx) {
        if (phrase.reference() == null) return null;
        ParseContext.Snapshot snap = ctx.snapshot();
        try {
            return new EffectLowering(ctx).permanents(phrase.reference());
        } catch (dev.arbiter.cards.grammar.ParseFailure | NotSupported e) {
            ctx.restore(snap);
            return null;
        }
    }
}
