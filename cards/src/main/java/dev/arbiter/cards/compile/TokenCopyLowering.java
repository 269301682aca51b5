package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import java.util.Set;

/**
 * "Create a token that's a copy of target creature you control" (111.2, 707.2): lowered to
 * {@link Effect.CreateTokenCopy}. Only a targeted creature or artifact is copied (it is on the
 * battlefield as the effect happens, or the spell does nothing, 608.2b); a copy of another kind of
 * object (an Aura would need an object to enchant, 303.4f) or of an object named otherwise ("that
 * creature", whose last known copiable values may be needed, 608.2h) is refused.
 */
final class TokenCopyLowering {

    private static final Set<String> HEADS = Set.of("creature", "artifact");

    private TokenCopyLowering() {
    }

    static Effect lower(EffectLowering effects, EffectNode.CreateTokenCopy node) {
        if (!(node.original() instanceof ObjectRef.Targeted t) || t.max() != 1 || t.noun().zone() != null
                || !HEADS.containsAll(t.noun().heads())) {
            throw new NotSupported("a token that's a copy of something other than a target creature or artifact");
        }
        Subject s = effects.permanents(node.original());
        if (!(s instanceof Subject.TargetObject)) throw new NotSupported("a token that's a copy of a non-target");
        return new Effect.CreateTokenCopy(s);
    }
}
