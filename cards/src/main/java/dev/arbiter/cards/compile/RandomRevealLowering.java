package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.util.RecordTrees;

import java.util.ArrayList;

/**
 * "Target opponent reveals a card at random from their hand. You gain life equal to that card's mana value." (701.16,
 * 608.2c): the follow-up names the revealed card only as "that card", and only for a characteristic of it; the engine
 * gives it to the follow-up as the resolution's object ({@link Subject.ThatObject}).
 */
final class RandomRevealLowering {
    private RandomRevealLowering() {
    }

    static Effect lower(EffectLowering effects, EffectNode.RevealAtRandom node) {
        Who who = effects.player(node.who());
        if (node.then() == null) return new Effect.RevealAtRandomFromHand(who, null);
        var pronouns = RecordTrees.all(node.then(), ObjectRef.Pronoun.class, new ArrayList<>());
        long read = RecordTrees.all(node.then(), AmountNode.StatOf.class, new ArrayList<>()).stream()
                .filter(st -> st.object() instanceof ObjectRef.Pronoun p && p.word().equals("that card")).count();
        if (read == 0 || read != pronouns.size()) {
            throw new NotSupported("the card revealed at random named other than by \"that card's\" characteristic");
        }
        Follow f = followUp(effects, node.then());
        if (f.named() != read || f.stats() != read) {
            throw new NotSupported("the card revealed at random named other than by \"that card's\" characteristic");
        }
        return new Effect.RevealAtRandomFromHand(who, f.then());
    }

    /** A revealed card's follow-up lowered, and how often it names the card in all and by a characteristic. */
    record Follow(Effect then, int named, long stats) {
    }

    /**
     * 608.2c: {@code then} lowered with the resolution's object ({@link Subject.ThatObject}) as the object it names; every
     * mention of that object should be a characteristic of the revealed card (none of a trigger's object).
     */
    static Follow followUp(EffectLowering effects, EffectNode then) {
        ParseContext ctx = effects.context();
        Subject before = ctx.lastObject();
        Subject outer = ctx.namedBeforeReveal();
        ctx.lastObject(new Subject.ThatObject());
        ctx.namedBeforeReveal(before);
        Effect lowered;
        try {
            lowered = effects.lower(then);
        } finally {
            ctx.lastObject(before);
            ctx.namedBeforeReveal(outer);
        }
        int named = RecordTrees.all(lowered, Subject.ThatObject.class, new ArrayList<>()).size();
        long stats = RecordTrees.all(lowered, Amount.StatOf.class, new ArrayList<>()).stream()
                .filter(st -> st.subject() instanceof Subject.ThatObject).count();
        return new Follow(lowered, named, stats);
    }
}
