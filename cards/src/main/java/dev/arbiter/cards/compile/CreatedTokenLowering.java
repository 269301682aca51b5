package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

import java.util.ArrayList;
import java.util.List;

/**
 * "Create [tokens]. It gains haste until end of turn." (608.2c): the keywords go to exactly the tokens the creation
 * made in this resolution, named as target 0 of the follow-up ({@link Effect.CreateTokensThen} with no step).
 */
final class CreatedTokenLowering {
    private CreatedTokenLowering() {
    }

    static Effect gain(EffectLowering low, EffectNode.CreatedTokensGain g) {
        Effect create = low.lower(g.create());
        if (!(create instanceof Effect.CreateTokens || create instanceof Effect.CreateTokensFor
                || create instanceof Effect.CreateTokenCopy || create instanceof Effect.CreateTokenCopies)) {
            throw new NotSupported("a sentence naming the token just created (608.2c)");
        }
        Subject tokens = new Subject.TargetObject(0); // the tokens just created, bound on resolution
        List<Effect> gains = new ArrayList<>();
        for (String k : g.keywords()) {
            if (g.untilEndOfTurn()) {
                gains.add(KeywordChoiceLowering.untilEndOfTurn(tokens, k));
                continue;
            }
            Ability a = KeywordLines.grantable(k); // 611.2a: no duration, for as long as the token stays (400.7)
            gains.add(new Effect.GainAbility(tokens, a));
        }
        return new Effect.CreateTokensThen(create, false, null, EffectParser.sequence(gains), g.text());
    }

    /** "Create [a token]. Put N KIND counters on it." (608.2c, 122.1): the counters go on exactly the token just created. */
    static Effect counters(EffectLowering low, EffectNode.CreatedTokenGetsCounters g) {
        Effect create = low.lower(g.create());
        if (!(create instanceof Effect.CreateTokens || create instanceof Effect.CreateTokensFor
                || create instanceof Effect.CreateTokenCopy || create instanceof Effect.CreateTokenCopies)) {
            throw new NotSupported("a sentence naming the token just created (608.2c)");
        }
        Effect put = new Effect.PutCounters(new Subject.TargetObject(0), CounterKinds.check(g.kind()), low.amount(g.amount()));
        return new Effect.CreateTokensThen(create, false, null, put, g.text());
    }
}
