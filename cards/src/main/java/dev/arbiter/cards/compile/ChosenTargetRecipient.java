package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.characteristic.CardType;

/**
 * A damage recipient that names the target chosen before (115.1, 608.2c): "Choose any target. ... deals damage ... to
 * that permanent or player." (115.4) and, after a revealed card became "that card" (701.16a), "that creature" is still
 * the creature targeted before it ("Choose target attacking or blocking creature. Scry 3, then reveal the top card of
 * your library. ~ deals damage equal to that card's mana value to that creature.").
 */
final class ChosenTargetRecipient {
    private ChosenTargetRecipient() {
    }

    /** The recipient {@code ref} names, or null when it is not one of these. */
    static Recipient of(ParseContext ctx, ObjectRef ref) {
        if (!(ref instanceof ObjectRef.Pronoun p)) return null;
        boolean anyTarget = p.word().equals("that permanent or player");
        boolean revealed = ctx.lastObject() instanceof Subject.ThatObject && ctx.namedBeforeReveal() != null;
        if (!anyTarget && !(revealed && p.word().equals("that creature"))) return null;
        Subject named = revealed ? ctx.namedBeforeReveal() : ctx.lastObject();
        if (!(named instanceof Subject.TargetObject t)) {
            if (anyTarget) throw new NotSupported("\"that permanent or player\" with no target named before");
            return null;
        }
        TargetSpec spec = ctx.targets().get(t.index());
        if (spec.max() != 1) throw new NotSupported("\"" + p.word() + "\" after several targets");
        if (anyTarget) {
            if (!(spec.filter() instanceof TargetFilter.AnyTarget)) throw new NotSupported("\"that permanent or player\" after " + spec.text());
            return new Recipient.Target(t.index());
        }
        boolean creature = spec.filter() instanceof TargetFilter.Permanent f && f.filter().anyOfTypes() == CardType.CREATURE.bit()
                || spec.filter() instanceof TargetFilter.PermanentTarget pt && pt.anyOfTypes() == CardType.CREATURE.bit();
        if (!creature) throw new NotSupported("\"that creature\" after " + spec.text());
        return new Recipient.Target(t.index());
    }
}
