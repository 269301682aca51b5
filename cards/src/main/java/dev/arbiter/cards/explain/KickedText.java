package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;

/** "If this spell was kicked, it deals N damage instead" / "create N of those tokens instead" (702.33d). */
final class KickedText {

    private KickedText() {
    }

    /** The kicked text when {@code k} replaces its effect by the same one with another amount; else null. */
    static String amountInstead(Effect.IfKicked k, Scope s) {
        if (k.then() instanceof Effect.DealDamage t && k.otherwise() instanceof Effect.DealDamage o && t.to().equals(o.to())) {
            return "it deals " + AmountText.digits(t.amount(), s) + " damage instead";
        }
        if (k.then() instanceof Effect.CreateTokens t && k.otherwise() instanceof Effect.CreateTokens o
                && t.token().equals(o.token())) {
            return "create " + AmountText.count(t.count(), s, "", "").strip() + " of those tokens instead";
        }
        if (k.then() instanceof Effect.CreateTokensFor t && k.otherwise() instanceof Effect.CreateTokensFor o
                && t.token().equals(o.token()) && t.who().equals(o.who()) && t.tapped() == o.tapped()) {
            return "create " + AmountText.count(t.count(), s, "", "").strip() + " of those tokens instead";
        }
        return null;
    }
}
