package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.util.RecordTrees;

import java.util.List;

/**
 * "Choose a [noun] you control. [then]" / "[player] chooses a [noun] they control. [then]" (115.10, 608.2d): lowered to
 * {@link Effect.ChoosePermanentThen}; "it" / "that creature" in what follows is the permanent chosen
 * ({@link Subject.ThatObject}). Refused when the trigger names an object of its own, or when a part of what follows
 * does not name the permanent chosen (it happens only when one was chosen).
 */
final class ChooseObjectLowering {
    private ChooseObjectLowering() {
    }

    static Effect lower(EffectLowering base, ParseContext ctx, EffectNode.ChooseObjectThen ch) {
        if (!PutThenLowering.binds(ctx)) throw new NotSupported("\"choose a [permanent]\" in an ability naming an object of its own");
        Noun noun = ch.noun();
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"choose a\" [noun] that isn't a permanent");
        ObjectFilter f = l.filter();
        if (ch.theirs() ? f.controller() != Relation.ANY : f.controller() != Relation.ANY && f.controller() != Relation.YOU) {
            throw new NotSupported("\"choose a\" [permanent] with another controller");
        }
        Subject before = ctx.lastObject();
        ctx.lastObject(new Subject.ThatObject()); // 608.2c: "it" / "that creature" is the permanent chosen
        Effect then;
        try {
            then = base.lower(ch.then());
        } finally {
            ctx.lastObject(before);
        }
        List<Effect> parts = then instanceof Effect.Sequence s ? s.effects() : List.of(then);
        for (Effect e : parts) {
            if (!RecordTrees.contains(e, x -> x instanceof Subject.ThatObject)) {
                throw new NotSupported("a sentence after \"choose a [permanent]\" that doesn't name it");
            }
        }
        return new Effect.ChoosePermanentThen(base.player(ch.chooser()), f, ch.theirs(), then);
    }
}
