package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

/**
 * "[blocker] blocks [target creature | it] this turn if able" (509.1c) → {@link Effect.BlocksThisTurnIfAble}. "It" names
 * the object before the sentence (608.2c), so it is read before the blocker's own target; targets otherwise in the
 * order written (115.1). Only targets: the one creature to block, and the blockers.
 */
final class BlockRequirementLowering {

    private BlockRequirementLowering() {
    }

    static Effect lower(EffectLowering base, ParseContext ctx, EffectNode.BlocksIfAble b) {
        if (!ctx.sourceIsPermanent() && b.blocker() instanceof ObjectRef.Self) throw new NotSupported("\"~ blocks\" on a spell");
        Subject blocked = b.blocked() instanceof ObjectRef.Pronoun ? base.permanents(b.blocked()) : null;
        Subject blocker = base.permanents(b.blocker());
        if (blocked == null) blocked = base.permanents(b.blocked());
        if (!(blocked instanceof Subject.TargetObject t) || ctx.targets().get(t.index()).max() != 1) {
            throw new NotSupported("a requirement to block other than one target creature");
        }
        if (!(blocker instanceof Subject.TargetObject)) throw new NotSupported("a requirement to block for other than a target");
        return new Effect.BlocksThisTurnIfAble(blocker, blocked);
    }
}
