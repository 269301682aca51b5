package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.characteristic.CardType;

/**
 * "Whenever [N] or more [creatures] attack," (508.3a, 603.2c): once for each declaration of attackers with at least N
 * attacking creatures matching the noun ("two or more creatures your opponents control"), whoever controls them.
 */
final class AttackCountLines {

    private AttackCountLines() {
    }

    /** The trigger at the cursor (its comma read), or null with the cursor where it was. */
    static Trigger atLeastAttack(Cursor c) {
        return c.attempt(k -> {
            AmountNode n = ReferenceGrammar.count(k);
            if (!(n instanceof AmountNode.Fixed f) || f.value() < 2 || !k.accept("or more")) return null;
            Noun noun = NounGrammar.noun(k);
            if (!noun.plural() || !k.accept("attack ,")) return null;
            NounLowering.Lowered l = NounLowering.lower(noun);
            ObjectFilter filter = l.filter();
            if (l.kind() != NounLowering.Kind.PERMANENT || filter.anyOfTypes() != CardType.CREATURE.bit()) return null;
            return new Trigger.CreaturesAttack(filter, f.value());
        });
    }
}
