package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ExileTopIfNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ExileTopCardIf;

/** Lowers "Exile the top card of [whose] library. If it's a [kind of] card, ... [Otherwise, ...]" (406.3, 608.2c). */
final class ExileTopIfLowering {
    private ExileTopIfLowering() {
    }

    static Effect lower(EffectLowering base, ExileTopIfNode node) {
        NounLowering.Lowered l = NounLowering.lower(node.noun());
        if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("\"if it's a ...\" naming something that isn't a card");
        var who = base.player(node.whose());
        Effect then = base.lower(node.then());
        Effect otherwise = node.otherwise() == null ? null : base.lower(node.otherwise());
        return new ExileTopCardIf(who, l.filter(), then, otherwise);
    }
}
