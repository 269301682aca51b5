package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;

/** "target land or nonblack creature", "target tapped or blocking creature": one permanent of either description (115.1). */
final class EitherTargetLowering {

    private EitherTargetLowering() {
    }

    static Subject lower(ParseContext ctx, ObjectRef.TargetedEither t) {
        NounLowering.Lowered first = NounLowering.lower(t.first(), true);
        NounLowering.Lowered second = NounLowering.lower(t.second(), true);
        if (first.kind() != NounLowering.Kind.PERMANENT || second.kind() != NounLowering.Kind.PERMANENT) {
            throw new NotSupported("target \"" + t.text() + "\" (cards or spells of either kind)");
        }
        int index = ctx.addTarget(TargetSpec.one(new TargetFilter.EitherPermanent(first.filter(), second.filter()), t.text()));
        Subject s = new Subject.TargetObject(index);
        ctx.lastObject(s);
        return s;
    }
}
