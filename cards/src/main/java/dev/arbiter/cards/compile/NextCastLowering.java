package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;

/**
 * "When you cast your next [noun] spell this turn, [body]" (603.7, 601.2i): the body becomes a delayed triggered ability
 * on that spell being cast, its "that spell" the spell; it has no targets of its own here.
 */
final class NextCastLowering {

    private NextCastLowering() {
    }

    static Effect lower(EffectNode.WhenYouNextCast w, ParseContext ctx) {
        NounLowering.Lowered l = NounLowering.lower(w.spell());
        if (l.kind() != NounLowering.Kind.SPELL || l.filter().controller() != Relation.ANY) {
            throw new NotSupported("\"when you cast your next\" something other than a spell");
        }
        return delayed(ctx.forNextCast(), new Trigger.SpellCast(Relation.YOU, l.filter()), w.body(), w.text(), w.once(),
                "a delayed trigger on the next spell with targets");
    }

    /**
     * "Whenever you gain life this turn, [body]" / "Whenever a creature blocks this turn, [body]" (603.7c): each such event
     * this turn triggers it; "that much" the life gained; in the delayed record {@code Blocks} is any creature blocking.
     */
    static Effect lower(EffectNode.WheneverThisTurn w, ParseContext ctx) {
        if (w.subject() != null) return enters(w, ctx);
        boolean blocks = w.event().equals("a creature blocks"); // "it": the blocking creature, "its controller" its controller
        if (!blocks && !w.event().equals("you gain life")) throw new NotSupported("a delayed trigger on " + w.event());
        ParseContext own = blocks ? ctx.forNextCast().playerControlsItsObject() : ctx.forDelayedEvent().namingAmount();
        return delayed(own, blocks ? new Trigger.Blocks() : new Trigger.YouGainLife(), w.body(), w.text(), false,
                "a delayed trigger this turn with targets");
    }

    /** "Whenever [noun] enters the battlefield under your (an opponent's) control this turn, [body]": "it" the permanent. */
    private static Effect enters(EffectNode.WheneverThisTurn w, ParseContext ctx) {
        NounLowering.Lowered l = NounLowering.lower(w.subject());
        if (l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != Relation.ANY) {
            throw new NotSupported("a delayed enters trigger on something other than a permanent");
        }
        Relation under = w.event().contains("your") ? Relation.YOU : Relation.OPPONENT;
        return delayed(ctx.forNextCast(), new Trigger.PermanentEnters(l.filter().controlledBy(under), false), w.body(), w.text(),
                false, "a delayed trigger this turn with targets");
    }

    /**
     * The body lowered in the delayed ability's own context {@code own} (no targets of its own: refused with
     * {@code withTargets}), triggering on {@code trigger} once or each time this turn (603.7c).
     */
    private static Effect delayed(ParseContext own, Trigger trigger, EffectNode body, String text, boolean once,
                                  String withTargets) {
        Effect lowered = OneShotLowering.checked(new EffectLowering(own).lower(body));
        if (!own.targets().isEmpty()) throw new NotSupported(withTargets);
        return new Effect.DelayedOnNextCast(new TriggeredAbility(trigger, new Condition.Always(), own.targets(), lowered, text),
                once);
    }
}
