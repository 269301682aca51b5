package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Subject;

import java.util.ArrayList;
import java.util.List;

/**
 * "The next time ~ would deal combat damage to an opponent this turn, it deals that damage to target creature instead"
 * (615.7, 614.9): a shield from one object, made as the ability resolves and used up the first time it applies.
 */
final class NextTimeLowering {
    private NextTimeLowering() {
    }

    static Effect effect(EffectLowering lowering, EffectNode.NextTimeFrom n) {
        Subject by = lowering.permanents(n.by());
        if (by instanceof Subject.Each) throw new NotSupported("\"the next time\" damage from a group");
        List<Recipient> to = new ArrayList<>();
        for (DamageTo d : n.to()) {
            Recipient r = lowering.recipient(d);
            // 615.7: "the next time" is one damage event; a group of recipients may take damage from it at once
            if (r instanceof Recipient.Object o && o.subject() instanceof Subject.Each) {
                throw new NotSupported("\"the next time\" damage to a group of permanents");
            }
            to.add(r);
        }
        Recipient redirectTo = n.itself() ? new Recipient.Object(by)
                : n.redirectTo() == null ? null : lowering.recipient(n.redirectTo());
        return new Effect.NextTimeShield(new Effect.PreventDamage(null, n.combat(), to, by, null, false, redirectTo, false));
    }
}
