package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.util.RecordTrees;

/**
 * "Reveal the top card of your library [and put that card into your hand]. You gain life equal to its mana value."
 * (701.16a, 608.2c): the follow-up names the revealed card only for a characteristic of it; the engine gives it to the
 * follow-up as the resolution's object ({@link Subject.ThatObject}), as it does for a card revealed at random.
 */
final class RevealTopThenLowering {
    private RevealTopThenLowering() {
    }

    static Effect lower(EffectLowering effects, EffectNode.RevealTopThen node) {
        Who who = effects.player(node.who());
        if (!(who instanceof Who.You)) throw new NotSupported("another player's top card revealed and read");
        if (node.then() == null) return new Effect.RevealTopCardThen(who, node.intoHand(), null);
        RandomRevealLowering.Follow f = RandomRevealLowering.followUp(effects, node.then()); // 608.2c
        Effect then = f.then();
        if (f.stats() == 0 || f.named() != f.stats()) throw new NotSupported("the revealed card named other than by its characteristic");
        if (RecordTrees.contains(then, o -> o instanceof Who.ThatObjectController)) {
            throw new NotSupported("the revealed card's controller");
        }
        return new Effect.RevealTopCardThen(who, node.intoHand(), then);
    }
}
