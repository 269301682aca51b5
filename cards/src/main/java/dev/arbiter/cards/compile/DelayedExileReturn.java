package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.timing.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * "[Exile ...]. Return the exiled card(s) to the battlefield [tapped] under [its owner's | your] control at the beginning
 * of the next end step." (603.7a, 603.7c): the delayed ability is bound to exactly the cards the ability's one exile moved
 * into exile ({@link Effect.ExileThenReturnLater}), however many ("exile all nonland permanents target player controls").
 */
final class DelayedExileReturn {

    private DelayedExileReturn() {
    }

    /** {@code before} with its one exile made the bound pair, when {@code inner} returns "the exiled card(s)"; else null. */
    static Effect combine(Effect before, Effect inner, Step step, String sentence) {
        if (before == null) return null;
        Effect.ReturnThoseTogether then;
        if (inner instanceof Effect.ReturnExiledWith ret && ret.filter() == null) {
            then = new Effect.ReturnThoseTogether(ret.to(), ret.tapped(), ret.underYourControl());
        } else if (inner instanceof Effect.ReturnLinkedExiled) { // the older reading of the same words (compile/ZoneClauses)
            then = new Effect.ReturnThoseTogether(Effect.ReturnExiledWith.Destination.BATTLEFIELD, false, false);
        } else {
            return null;
        }
        int[] found = {0};
        Effect out = replace(before, found, step, then, sentence);
        return found[0] == 1 ? out : null;
    }

    /** {@code e} with each exile inside (in a sequence, or the act of a "you may") replaced; {@code found} counts them. */
    private static Effect replace(Effect e, int[] found, Step step, Effect.ReturnThoseTogether then, String sentence) {
        if (e instanceof Effect.Exile || e instanceof Effect.ExileAllLinked) {
            found[0]++;
            return new Effect.ExileThenReturnLater(e, step, then, sentence);
        }
        if (e instanceof Effect.Sequence seq) {
            List<Effect> parts = new ArrayList<>();
            for (Effect p : seq.effects()) parts.add(replace(p, found, step, then, sentence));
            return new Effect.Sequence(parts);
        }
        if (e instanceof Effect.Optional o) { // "you may exile ... If you do, ..." (608.2d)
            return new Effect.Optional(o.who(), replace(o.effect(), found, step, then, sentence), o.ifTheyDo(), o.otherwise());
        }
        return e;
    }
}
