package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.DungeonEffects.DungeonCard;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.DungeonRecords;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.PendingTrigger;

import java.util.List;

/**
 * The initiative (723): a designation one player at most has (723.3), kept as a non-layer
 * {@link Modification.Initiative} whose source is the object that gave it (the source of its inherent triggered
 * abilities here, events/InitiativeTriggers: 723.2 says they have none).
 */
public final class Initiative {
    private Initiative() {
    }

    /** The player who has the initiative, or -1. */
    public static int of(GameState s) {
        return DungeonRecords.initiativeHolder(s);
    }

    /** 723.2: "that player ventures into Undercity", an inherent ability's effect, with {@code trigger}. */
    public static TriggeredAbility ventureIntoUndercity(Trigger trigger, DungeonCard undercity, String text) {
        return new TriggeredAbility(trigger, new Condition.Always(), List.of(), new Effect.Venture(List.of(undercity), "Undercity"),
                text);
    }

    /**
     * 723.3: {@code player} takes the initiative (the player who had it ceases to); 723.2, 723.5: "Whenever a player takes
     * the initiative, that player ventures into Undercity" triggers, also when they already had it.
     */
    public static void take(Ctx ctx, int player, DungeonCard undercity, int source) {
        ContinuousEffect old = DungeonRecords.initiative(ctx.s);
        if (old == null || ((Modification.Initiative) old.modification()).player() != player) {
            if (old != null) ctx.s = ctx.s.withEffects(ctx.s.effects().remove(old));
            ctx.s = ContinuousEffect.add(ctx.s, source, player, new Modification.Initiative(player, undercity),
                    io.vavr.collection.Vector.empty(), Duration.INDEFINITE);
        }
        ctx.log("%s takes the initiative", ctx.s.player(player).name());
        TriggeredAbility t = ventureIntoUndercity(new Trigger.TakesInitiative(), undercity,
                "Whenever a player takes the initiative, that player ventures into Undercity.");
        ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new PendingTrigger(source, player, t, -1, -1)));
    }
}
