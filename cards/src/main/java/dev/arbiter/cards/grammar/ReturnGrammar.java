package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.List;

/**
 * More of "return" (after the verb):
 * <pre>
 * at-random := count noun "at random from your graveyard to your hand"
 * pair      := object "and" target-object "to their owners' hands"      (two targets, 115.1)
 * </pre>
 * Each method leaves the cursor where it was and returns null when its phrase does not come next.
 */
public final class ReturnGrammar {

    private ReturnGrammar() {
    }

    static EffectNode atRandom(Cursor c) {
        int m = c.mark();
        try {
            AmountNode n = ReferenceGrammar.count(c);
            if (n == null || n instanceof AmountNode.ThatMuch) {
                c.reset(m);
                return null;
            }
            Noun noun = NounGrammar.noun(c);
            if (noun.hasHead("card") && noun.zone() == null && c.accept("at random from your graveyard to your hand")) {
                return new EffectNode.ReturnAtRandom(n, noun);
            }
        } catch (ParseFailure f) {
            // not this phrase
        }
        c.reset(m);
        return null;
    }

    static EffectNode secondTarget(Cursor c, ObjectRef first) {
        if (!(first instanceof ObjectRef.Targeted t) || t.max() != 1 || !c.at("and target") && !c.at("and up to one target")) return null;
        int m = c.mark();
        try {
            c.expect("and");
            boolean upTo = c.at("up to one target");
            ObjectRef second = ReferenceGrammar.object(c);
            if (!upTo && second instanceof ObjectRef.Targeted u && u.max() == 1 && c.accept("to their owners' hands")) {
                return new EffectNode.Sequence(List.of(new EffectNode.ReturnToHand(first), new EffectNode.ReturnToHand(second)));
            }
            // "up to one target instant card and up to one target sorcery card from your graveyard to your hand" (115.1:
            // each its own target; the zone, said once, is the first's too)
            if (second instanceof ObjectRef.Targeted u && u.max() == 1 && t.noun().hasHead("card") && u.noun().hasHead("card")
                    && t.noun().zone() == null && "your graveyard".equals(u.noun().zone()) && c.accept("to your hand")) {
                Noun n = t.noun();
                ObjectRef.Targeted both = new ObjectRef.Targeted(new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(),
                        n.controller(), n.with(), n.plural(), u.noun().zone()), t.min(), t.max(), t.another(), t.text() + " from your graveyard");
                return new EffectNode.Sequence(List.of(new EffectNode.ReturnToHand(both), new EffectNode.ReturnToHand(second)));
            }
        } catch (ParseFailure f) {
            // not this phrase
        }
        c.reset(m);
        return null;
    }
}
