package dev.arbiter.engine.effects;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

/**
 * The copiable values of a permanent as it last existed on the battlefield (707.2, 608.2h), for an effect that copies it
 * after it left ("Exile target attacking creature. Create a token that's a copy of that creature."). A permanent's
 * copiable values are its card's (707.2: the values printed on it, as modified by copy effects, which the card holds,
 * 707.9), so a card that left holds them still, unless it was a copy: then a non-layer
 * {@link Modification.LastKnownCopiable} names the permanent it was, until the turn ends.
 */
final class LastKnownCopiable {
    private LastKnownCopiable() {
    }

    /** {@code s} remembering {@code copiable}, {@code before}'s values as it left, if {@code after}'s card isn't them. */
    static GameState left(GameState s, GameObject before, CardDefinition copiable, GameObject after) {
        if (copiable == after.card()) return s; // the card it became holds them: nothing to remember
        return ContinuousEffect.add(s, before.id(), before.controller(), new Modification.LastKnownCopiable(copiable),
                Vector.of(before.ref()), Duration.UNTIL_END_OF_TURN);
    }

    /**
     * The copiable values of {@code now}'s object as it last existed on the battlefield, for a reference made while it
     * was the object with zone changes {@code zc} ({@code zc} below 0: the last time it left); its card when nothing
     * else is remembered.
     */
    static CardDefinition of(GameState s, GameObject now, int zc) {
        CardDefinition found = null;
        if (s.effects().isEmpty()) return now.card();
        for (ContinuousEffect e : s.effects()) {
            if (!(e.modification() instanceof Modification.LastKnownCopiable k)) continue;
            for (Target.Object ref : e.affected()) {
                if (ref.id() == now.id() && (zc < 0 ? ref.zoneChanges() < now.zoneChanges() : ref.zoneChanges() == zc)) {
                    found = k.copiable(); // the latest, when it left more than once
                }
            }
        }
        return found != null ? found : now.card();
    }
}
