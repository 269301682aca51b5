package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.TokenSpec;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
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

    /**
     * As {@link #create(Ctx, int, TokenSpec, int)}; {@code tapped}: the tokens enter tapped (110.5b). 111.2: each token
     * is made outside the game and put onto the battlefield with the others in one event (603.6a, 613.7m), entering as
     * any permanent does: entering replacements apply to it ("Creatures your opponents control enter tapped", "enters
     * with an additional +1/+1 counter", 614.1c, 614.12).
     */
    public static void create(Ctx ctx, int controller, TokenSpec spec, int count, boolean tapped) {
        CardDefinition def = definition(spec);
        List<Integer> made = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int id = ctx.s.objectCount();
            GameObject token = new GameObject(id, def, controller, controller, Zone.NONE, false, true, 0, false,
                    Counters.NONE, GameObject.NONE, 0, true, dev.arbiter.engine.state.CopyKind.NONE, 0, 0);
            ctx.s = ctx.s.withObject(token);
            made.add(id);
        }
        ZoneMoves.moveAllToBattlefield(ctx, made, id -> controller, EnteringWith.tapped(tapped)); // 111.2, 110.5b
        ctx.log("%s creates %d %s%s token%s", ctx.s.player(controller).name(), count, tapped ? "tapped " : "", spec.name(),
                count == 1 ? "" : "s");
    }
}
