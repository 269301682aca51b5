package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Subject;

/**
 * What an intervening "if" about the source or its host (603.4: "if ~ is tapped", "if enchanted
 * creature has flying") changes in the effect's references: the host words must be the card's own
 * kind of attachment, and "it" / "that creature" mean the object the clause named when the event
 * named none.
 */
final class StatusConditions {

    private StatusConditions() {
    }

    static TriggerLowering.Refs refs(ConditionNode.ObjectIs is, TriggerLowering.Refs refs, CardText card) {
        boolean self = is.who().equals("~");
        if (!self) {
            String word = is.who().substring(0, is.who().indexOf(' '));
            if (card == null || !word.equals(AttachmentLines.hostWord(card))) {
                throw new NotSupported("\"" + is.who() + "\" on a card that isn't that kind of attachment");
            }
        }
        Subject named = self ? new Subject.Self() : new Subject.Host();
        return new TriggerLowering.Refs(refs.namesPlayer(), refs.it() == null ? named : refs.it(),
                refs.thatObject() == null && !self ? named : refs.thatObject(), refs.yourCard());
    }

    /**
     * "if it's enchanted" (603.4): "it" is the source when the trigger's "it" is the source or names nothing, and the
     * condition is then read as "~ is enchanted"; otherwise it is left as written (and the lowering refuses it).
     */
    static ConditionNode itIsSource(ConditionNode c, Subject it) {
        if (c instanceof ConditionNode.SourceAttached a && a.it() && (it == null || it instanceof Subject.Self)) {
            return new ConditionNode.SourceAttached(a.enchanted(), a.equipped(), false);
        }
        return c;
    }
}
