package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * Redirection effects (614.9): damage that would be dealt to one player or object is dealt to
 * another instead. If the new recipient is a permanent that has left the battlefield or is no
 * longer a creature or planeswalker, or a player no longer in the game, the effect does nothing.
 */
final class Redirection {
    private Redirection() {
    }

    /** Whether damage can be redirected to {@code to} now (614.9). */
    static boolean legal(GameState s, Target to) {
        if (to instanceof Target.Player p) return s.player(p.player()).inGame();
        Target.Object ref = (Target.Object) to;
        GameObject o = s.object(ref.id());
        if (o.zone() != Zone.BATTLEFIELD || o.zoneChanges() != ref.zoneChanges()) return false;
        Characteristics ch = Layers.of(s, o.id());
        return ch.isCreature() || ch.is(CardType.PLANESWALKER);
    }

    /** The object a static redirection names ("enchanted creature", "~"), or null when there is none. */
    static Target staticTarget(GameState s, int source, StaticEffect.RedirectDamage r) {
        GameObject src = s.object(source);
        if (r.to() instanceof Affected.Self) return src.ref();
        if (r.to() instanceof Affected.Host && src.attachedTo() >= 0) return s.object(src.attachedTo()).ref();
        return null;
    }

    static String name(GameState s, Target t) {
        return t instanceof Target.Player p ? s.player(p.player()).name() : s.object(((Target.Object) t).id()).name();
    }
}
