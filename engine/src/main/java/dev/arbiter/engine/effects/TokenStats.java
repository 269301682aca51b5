package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.CreateTokensOfStats;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.TokenSpec;
import dev.arbiter.engine.proc.Ctx;

/**
 * Tokens whose power and toughness the creating effect defines (111.3): both values counted once as the effect
 * resolves (608.2h), then the tokens are created with them.
 */
final class TokenStats {
    private TokenStats() {
    }

    static void resolve(Ctx ctx, CreateTokensOfStats e, Resolution r) {
        int power = PlayerAmounts.value(ctx, e.power(), r);
        int toughness = PlayerAmounts.value(ctx, e.toughness(), r);
        EffectResolver.resolve(ctx, sized(e.create(), power, toughness), r);
    }

    /** {@code create} with its tokens' power {@code power} and toughness {@code toughness}. */
    private static Effect sized(Effect create, int power, int toughness) {
        if (create instanceof Effect.CreateTokens ct) return new Effect.CreateTokens(ct.count(), sized(ct.token(), power, toughness));
        if (create instanceof Effect.CreateTokensFor ct) {
            return new Effect.CreateTokensFor(ct.who(), ct.count(), sized(ct.token(), power, toughness), ct.tapped());
        }
        if (create instanceof Effect.CreateTokensThen t) {
            return new Effect.CreateTokensThen(sized(t.create(), power, toughness), t.attacking(), t.step(), t.fate(), t.text());
        }
        throw new IllegalStateException("not a token creation: " + create);
    }

    private static TokenSpec sized(TokenSpec t, int power, int toughness) {
        return new TokenSpec(t.name(), t.colors(), t.types(), t.subtypes(), power, toughness, t.abilities(), t.supertypes());
    }
}
