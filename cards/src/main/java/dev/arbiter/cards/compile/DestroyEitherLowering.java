package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

import java.util.List;

/**
 * "Destroy all lands or all creatures. Creatures destroyed this way can't be regenerated." (608.2d, 701.19c): the
 * controller chooses one group as it resolves; "can't be regenerated" goes with the group of creatures.
 */
final class DestroyEitherLowering {
    private DestroyEitherLowering() {
    }

    static Effect effect(EffectLowering lowering, EffectNode.DestroyEither d) {
        boolean firstCreatures = creatures(d.first());
        boolean secondCreatures = creatures(d.second());
        if (d.noRegenCreatures() && !firstCreatures && !secondCreatures) {
            throw new NotSupported("\"creatures destroyed this way\" after groups of no creatures");
        }
        return new Effect.ChooseOnResolution(List.of(
                destroy(lowering.permanents(d.first()), d.noRegenCreatures() && firstCreatures),
                destroy(lowering.permanents(d.second()), d.noRegenCreatures() && secondCreatures)),
                List.of(label(d.first()), label(d.second())));
    }

    private static Effect destroy(Subject s, boolean noRegen) {
        if (!(s instanceof Subject.Each)) throw new NotSupported("\"destroy all ... or all ...\" of a named group");
        return noRegen ? new Effect.DestroyNoRegeneration(s) : new Effect.Destroy(s);
    }

    /** Whether the group is only creatures ("all creatures", "all nonblack creatures"). */
    private static boolean creatures(ObjectRef r) {
        return r instanceof ObjectRef.Every e && e.noun().heads().equals(List.of("creature"));
    }

    private static String label(ObjectRef r) {
        ObjectRef.Every e = (ObjectRef.Every) r;
        return "destroy all " + String.join(" ", e.noun().adjectives()) + (e.noun().adjectives().isEmpty() ? "" : " ")
                + String.join(" or ", e.noun().heads()) + "s";
    }
}
