package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;

/**
 * "If this spell was kicked, it deals N damage instead" / "create N of those tokens instead"
 * (702.33d): the replaced effect with its amount changed, to the same recipients (no new targets).
 */
final class KickedLowering {

    private KickedLowering() {
    }

    /** {@code replaced} with {@code amount}; throws when it is not one damage or token effect. */
    static Effect withAmount(Effect replaced, Amount amount) {
        if (replaced instanceof Effect.DealDamage d) return new Effect.DealDamage(amount, d.to());
        if (replaced instanceof Effect.CreateTokens t) return new Effect.CreateTokens(amount, t.token());
        if (replaced instanceof Effect.CreateTokensFor t) return new Effect.CreateTokensFor(t.who(), amount, t.token(), t.tapped());
        if (replaced instanceof Effect.CreateTokenCopy t) return new Effect.CreateTokenCopies(amount, t); // 707.2: N copies instead
        if (replaced instanceof Effect.CreateTokenCopies t) return new Effect.CreateTokenCopies(amount, t.copy());
        throw new NotSupported("\"if this spell was kicked, ... instead\" with another amount of this effect");
    }
}
