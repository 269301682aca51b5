package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.card.CreatureTypes;

import java.util.ArrayList;
import java.util.List;

/** Lowers {@code EffectNode.BecomeWithBase}: "[objects] become(s) a blue Frog with base power and toughness 1/1" (205.1a, 105.3, 613.4b). */
final class BecomeTypeLowering {
    private BecomeTypeLowering() {
    }

    /** @throws NotSupported when the words are anything but colours and creature types */
    static Effect effect(Subject s, EffectNode.BecomeWithBase b) {
        AnimationClauses.Words w = AnimationClauses.words(b.words());
        if (w == null || w.types() != 0 || w.subtypes().isEmpty()
                || !w.subtypes().stream().allMatch(CreatureTypes::isCreatureType)) {
            throw new NotSupported("becoming \"" + b.words() + "\" (only colours and creature types)");
        }
        Effect become = new Effect.BecomeTypeWithBase(s, w.colors(), w.subtypes(), b.power(), b.toughness(),
                b.untilEndOfTurn());
        if (!b.losesAll()) return become;
        List<Effect> out = new ArrayList<>();
        out.add(new Effect.LoseAllAbilities(s, true)); // 613.1f
        out.add(become);
        return EffectParser.sequence(out);
    }
}
