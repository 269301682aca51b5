package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.util.RecordTrees;

/**
 * A delayed triggered ability that acts on no particular object (603.7a): "create a 4/4 red Bird creature token with
 * flying at the beginning of the next end step", "destroy all permanents at the beginning of the next end step",
 * "Discard three cards at the beginning of the next end step." Nothing is fixed as the ability is created (603.7c);
 * the ability's controller is the player who created it (603.7d), so "you" stays the same player. Only effects whose
 * every part is settled without the original event are accepted: tokens, draws, discards, life, and permanents
 * described as a group; a reference to the source, an event's object or player, a target, a counted amount or the
 * source's choice ("of the chosen color") is refused.
 */
final class UnboundDelayed {

    private UnboundDelayed() {
    }

    /** Whether {@code inner} can wait for its step with nothing bound to it. */
    static boolean allows(Effect inner) {
        boolean kind = inner instanceof Effect.CreateTokens || inner instanceof Effect.DrawCards d && d.who() instanceof Who.You
                || inner instanceof Effect.Discard || inner instanceof Effect.GainLife || inner instanceof Effect.LoseLife
                || inner instanceof Effect.Destroy x && x.subject() instanceof Subject.Each
                || inner instanceof Effect.Exile e && e.subject() instanceof Subject.Each
                || inner instanceof Effect.Sacrifice;
        return kind && !RecordTrees.contains(inner, UnboundDelayed::bound);
    }

    /** A part whose meaning came from the moment the ability was created. */
    private static boolean bound(Object part) {
        if (part instanceof Subject s) return !(s instanceof Subject.Each);
        if (part instanceof Who w) return !(w instanceof Who.You || w instanceof Who.EachPlayer || w instanceof Who.EachOpponent);
        if (part instanceof Amount a) return !(a instanceof Amount.Fixed);
        // 607.2: "of the chosen color" reads the source's choice, which a source that has left no longer holds
        if (part instanceof dev.arbiter.engine.ability.FilterQualities q) return q.chosen() != 0;
        return false;
    }
}
