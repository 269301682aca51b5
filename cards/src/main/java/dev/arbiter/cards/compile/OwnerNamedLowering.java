package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.ArrayList;
import java.util.List;

/**
 * "Return target permanent to its owner's hand. Then that player discards a card." (608.2c, 108.3): the player the
 * return named, the target's owner, is "that player" of the next sentence; likewise the controller "Counter target
 * spell unless its controller pays {1}" named. The next clause's subject is read as "its
 * owner" (the owner taken as the effect begins, 608.2h, then "that player" for the rest of the effect). Only when
 * nothing else (a trigger's player) is "that player" already.
 */
final class OwnerNamedLowering {
    private OwnerNamedLowering() {
    }

    static List<EffectNode> group(List<EffectNode> nodes, ParseContext ctx) {
        if (ctx.thatPlayer() != null) return nodes;
        List<EffectNode> out = null;
        for (int i = 1; i < nodes.size(); i++) {
            boolean owner = nodes.get(i - 1) instanceof EffectNode.ReturnToHand r && r.objects() instanceof ObjectRef.Targeted t
                    && t.max() == 1 && t.noun().zone() == null && !ReferenceGrammar.namesCards(t.noun());
            // "Counter target spell unless its controller pays {1}. That player discards a card.": the controller named
            boolean controller = nodes.get(i - 1) instanceof EffectNode.CounterSpell cs && cs.unlessPays() != null
                    && cs.spell() instanceof ObjectRef.Targeted t2 && t2.max() == 1;
            if (!owner && !controller) continue;
            EffectNode owned = ownerDoes(nodes.get(i), owner);
            if (owned == null) continue;
            if (out == null) out = new ArrayList<>(nodes);
            out.set(i, owned);
        }
        return out == null ? nodes : out;
    }

    /** {@code n} with its subject "that player" read as "its owner"; null when its subject isn't "that player". */
    private static EffectNode ownerDoes(EffectNode n, boolean ofOwner) {
        PlayerRef owner = new PlayerRef.ControllerOf(new ObjectRef.Pronoun("it"), ofOwner);
        if (n instanceof EffectNode.Discard d && that(d.who())) return new EffectNode.Discard(owner, d.amount(), d.atRandom());
        if (n instanceof EffectNode.DiscardUpTo d && that(d.who())) return new EffectNode.DiscardUpTo(owner, d.amount());
        if (n instanceof EffectNode.Draw d && that(d.who())) return new EffectNode.Draw(owner, d.amount());
        if (n instanceof EffectNode.Mill m && that(m.who())) return new EffectNode.Mill(owner, m.amount());
        if (n instanceof EffectNode.Life l && that(l.who())) return new EffectNode.Life(owner, l.amount(), l.gain());
        return null;
    }

    private static boolean that(PlayerRef p) {
        return p instanceof PlayerRef.That t && t.word().equals("that player");
    }
}
