package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;

/**
 * "[act]. If you do, [then]" / "[act]. When you do, [ability]" with no "may" (608.2c, 603.12): the act is lowered as
 * "you may [act]" would be and made mandatory ({@link Effect.IfYouDo}). Only acts whose engine effect knows whether it
 * was done are taken: a cost paid during the resolution (118.3: one that can't be paid isn't), sacrificing the source,
 * removing counters; and, before "When you do", an act that is always done (surveil, scry, creating tokens).
 */
final class IfYouDoLowering {

    private IfYouDoLowering() {
    }

    static Effect lower(EffectLowering base, EffectNode.IfYouDo y) {
        Effect act = base.lower(y.act());
        if (act instanceof Effect.MayPayCost mc && !mc.cost().mana().isEmpty()) {
            throw new NotSupported("\"if you do\" after paying mana with no \"may\" (the mana abilities are the player's to activate, 605.3a)");
        }
        if (act instanceof Effect.MayPayCost || act instanceof Effect.MaySacrificeSourceThen || act instanceof Effect.MayRemoveCounters) {
            return new Effect.IfYouDo(act);
        }
        if (act instanceof Effect.Optional o && o.who() instanceof Who.You && o.otherwise() == null
                && o.ifTheyDo() instanceof Effect.ReflexiveTrigger && alwaysDone(o.effect())) {
            return new Effect.IfYouDo(act); // 603.12: the reflexive ability triggers when the act is done
        }
        throw new NotSupported("\"if you do\" after an act that may not be done (608.2c)");
    }

    /** 701.22 (scry), 701.25 (surveil), 111.1 (tokens): acts that happen whatever the game's state. */
    private static boolean alwaysDone(Effect e) {
        return e instanceof Effect.Scry || e instanceof Effect.CreateTokens;
    }
}
