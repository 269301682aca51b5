package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.TokenSpec;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/** Creating tokens (111.2): each is a new object on the battlefield, owned and controlled by its creator. */
public final class Tokens {
    private Tokens() {
    }

    public static CardDefinition definition(TokenSpec t) {
        return new CardDefinition(t.name(), ManaCost.ZERO, false, t.colors(), t.supertypes(), t.types(), t.subtypes(), t.power(),
                t.toughness(), null, t.abilities(), List.of());
    }

    public static void create(Ctx ctx, int controller, TokenSpec spec, int count) {
        create(ctx, controller, spec, count, false);
    }

    /** As {@link #create(Ctx, int, TokenSpec, int)}; {@code tapped}: the tokens enter tapped (110.5b). */
    public static void create(Ctx ctx, int controller, TokenSpec spec, int count, boolean tapped) {
        CardDefinition def = definition(spec);
        long arrival = ctx.s.nextTimestamp(); // created at once: one arrival, one timestamp each (613.7m)
        for (int i = 0; i < count; i++) {
            int id = ctx.s.objectCount();
            long ts = ctx.s.nextTimestamp();
            GameObject token = new GameObject(id, def, controller, controller, Zone.BATTLEFIELD, tapped, true, 0, false,
                    Counters.NONE, GameObject.NONE, ts, true, dev.arbiter.engine.state.CopyKind.NONE, 0, arrival);
            ctx.s = ctx.s.withNextTimestamp(ts + 1).withObject(token).withBattlefield(ctx.s.battlefield().append(id));
            Triggers.emit(ctx, new GameEvent.ZoneChange(token, token, Zone.NONE, Zone.BATTLEFIELD));
        }
        ctx.log("%s creates %d %s%s token%s", ctx.s.player(controller).name(), count, tapped ? "tapped " : "", spec.name(),
                count == 1 ? "" : "s");
    }
}
