package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.characteristic.CardType;

/**
 * "Target land [you control] becomes the basic land type of your choice until end of turn." (305.7): the target
 * read by the noun grammar; the type is chosen as the effect resolves.
 */
final class LandTypeClauses {
    private LandTypeClauses() {
    }

    /** The effect of {@code text} (one sentence), or null when it is not this sentence. */
    static Effect parse(String text, ParseContext ctx) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("target")) return null;
        Noun n;
        try {
            n = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return null;
        }
        if (!c.accept("becomes the basic land type of your choice until end of turn") || !c.accept(".") || !c.atEnd()) {
            return null;
        }
        NounLowering.Lowered l = NounLowering.lower(n);
        ObjectFilter f = l.filter();
        if (l.kind() != NounLowering.Kind.PERMANENT || f.anyOfTypes() != CardType.LAND.bit()) {
            throw new NotSupported("a basic land type for objects that aren't lands");
        }
        String words = text.strip().substring("target ".length(), text.strip().indexOf(" becomes"));
        int index = ctx.addTarget(TargetSpec.one(NounLowering.permanentTarget(f), "target " + words));
        return new Effect.BecomeBasicLandTypeOfChoice(new Subject.TargetObject(index));
    }
}
