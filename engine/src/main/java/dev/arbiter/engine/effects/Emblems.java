package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import java.util.List;

/**
 * Emblems (114): "[player] gets an emblem with "[ability]"" puts an object in the command zone (114.1) with no
 * characteristics but its abilities (114.3), owned and controlled by that player (114.2); its abilities work from the
 * command zone (114.4). The emblem is recorded as a {@link Modification.Emblem} lasting the game, which is how the
 * layers, the static abilities and the trigger checks find it without scanning every object.
 */
public final class Emblems {
    private Emblems() {
    }

    /** 114.1-114.2: {@code player} gets an emblem with {@code abilities}. */
    public static void create(Ctx ctx, int player, List<Ability> abilities) {
        CardDefinition card = new CardDefinition("Emblem", ManaCost.ZERO, false, 0, 0, 0, List.of(), null, null, null,
                abilities, List.of());
        int id = ctx.s.objectCount();
        long ts = ctx.s.nextTimestamp();
        GameObject emblem = new GameObject(id, card, player, player, Zone.COMMAND, false, false, 0, false, Counters.NONE,
                GameObject.NONE, ts, false, dev.arbiter.engine.state.CopyKind.NONE, 0, ts);
        ctx.s = ctx.s.withObject(emblem);
        ctx.s = ContinuousEffect.add(ctx.s, id, player, new Modification.Emblem(id, card), io.vavr.collection.Vector.empty(),
                Duration.INDEFINITE);
        ctx.log("%s gets an emblem", ctx.s.player(player).name());
    }
}
