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
        ParseContext ctx = effects.context();
        Subject before = ctx.lastObject();
        ctx.lastObject(new Subject.ThatObject());
        Effect then;
        try {
            then = effects.lower(node.then());
        } finally {
            ctx.lastObject(before);
        }
        // every mention of the resolution's object is a characteristic of the revealed card (none of a trigger's object)
        int named = RecordTrees.all(then, Subject.ThatObject.class, new ArrayList<>()).size();
        long stats = RecordTrees.all(then, Amount.StatOf.class, new ArrayList<>()).stream()
                .filter(st -> st.subject() instanceof Subject.ThatObject).count();
        if (named != read || stats != read) {
            throw new NotSupported("the card revealed at random named other than by \"that card's\" characteristic");
        }
        return new Effect.RevealAtRandomFromHand(who, then);
    }
}
