package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Subject;

/**
 * "Whenever a creature enters the battlefield, its controller sacrifices a creature or land" (603.2, 603.6a): "its
 * controller" opening the effect of an event that names the permanent that entered (its "it", with no "that creature"
 * of its own) is that permanent's controller ({@code Who.ThatObjectController}: as the effect begins, or as it last
 * existed once it left, 608.2h).
 */
final class EnteringController {

    private EnteringController() {
    }

    /** Whether "[p]'s controller" is the controller of the permanent the trigger's entering event names. */
    static boolean named(ParseContext ctx, ObjectRef.Pronoun p) {
        return p.word().equals("it") && ctx.triggerIt() instanceof Subject.ThatObject && ctx.triggerThatObject() == null
                && ctx.thatObjectIsYourCard();
    }
}
