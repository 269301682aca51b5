package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.characteristic.CardType;
import java.util.Set;

/**
 * "Create a token that's a copy of target creature you control" (111.2, 707.2): lowered to
 * {@link Effect.CreateTokenCopy}. What is copied is a creature or an artifact (a copy of an Aura would need an
 * object to enchant, 303.4f): a target one; ~ when it is a creature or artifact card; or one named before
 * ("that creature", "it"): a target named earlier in the effect ("Exile target attacking creature. Create a token
 * that's a copy of that creature."), or the trigger's object ("Whenever a nontoken creature enters ..., create a
 * token that's a copy of that creature"). One that left the battlefield is copied as it last existed there (608.2h).
 */
final class TokenCopyLowering {

    private static final Set<String> HEADS = Set.of("creature", "artifact");
    private static final Set<String> PRONOUNS = Set.of("it", "that creature", "that artifact");
    private static final int KINDS = CardType.CREATURE.bit() | CardType.ARTIFACT.bit();

    private TokenCopyLowering() {
    }

    static Effect lower(EffectLowering effects, ParseContext ctx, EffectNode.CreateTokenCopy node) {
        ObjectRef original = node.original();
        if (original instanceof ObjectRef.Targeted t) {
            if (t.max() != 1 || t.noun().zone() != null || !HEADS.containsAll(t.noun().heads())) {
                throw new NotSupported("a token that's a copy of something other than a target creature or artifact");
            }
            Subject s = effects.permanents(original);
            if (!(s instanceof Subject.TargetObject)) throw new NotSupported("a token that's a copy of a non-target");
            return new Effect.CreateTokenCopy(s);
        }
        if (original instanceof ObjectRef.Self) return new Effect.CreateTokenCopy(self(effects, ctx, original));
        if (!(original instanceof ObjectRef.Pronoun p) || !PRONOUNS.contains(p.word())) {
            throw new NotSupported("a token that's a copy of something other than a creature or artifact named before");
        }
        Subject s = effects.permanents(original);
        if (s instanceof Subject.Self) return new Effect.CreateTokenCopy(self(effects, ctx, original));
        if (s instanceof Subject.ThatObject && !ctx.namesCastSpell()) return new Effect.CreateTokenCopy(s); // 603.2
        if (s instanceof Subject.TargetObject t && copiesPermanents(ctx.targets().get(t.index()).filter())) {
            return new Effect.CreateTokenCopy(s);
        }
        throw new NotSupported("a token that's a copy of \"" + p.word() + "\" (not a creature or artifact named before)");
    }

    /** ~ itself: a creature or artifact card (a permanent's ability). */
    private static Subject self(EffectLowering effects, ParseContext ctx, ObjectRef original) {
        var card = ctx.ownCard();
        if (card == null || !(card.hasType("Creature") || card.hasType("Artifact"))) {
            throw new NotSupported("a token that's a copy of ~ that is not a creature or artifact");
        }
        return original instanceof ObjectRef.Self ? effects.permanents(original) : new Subject.Self();
    }

    /** Whether a target of {@code f} is a creature or artifact permanent (not a card in a zone or a spell). */
    private static boolean copiesPermanents(TargetFilter f) {
        int types = f instanceof TargetFilter.PermanentTarget pt ? pt.anyOfTypes()
                : f instanceof TargetFilter.Permanent pm ? pm.filter().anyOfTypes() : 0;
        return types != 0 && (types & ~KINDS) == 0;
    }
}
