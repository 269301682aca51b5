package dev.arbiter.engine.turn;

import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.state.Zone;

/**
 * Playing a land (305.1), a special action (116.2a): it goes from hand onto the battlefield,
 * counts toward the lands played this turn (305.2), and the player receives priority again (117.3c).
 */
public record PlayLand(int player, int card) implements Procedure {
    @Override
    public void run(Ctx ctx) {
        GameObject o = ctx.s.object(card);
        boolean fromGraveyard = o.zone() == Zone.GRAVEYARD
                && dev.arbiter.engine.layers.PlayerStatics.playsLandsFromGraveyard(ctx.s, player); // 305.1
        boolean fromExile = dev.arbiter.engine.effects.ExilePlays.permitted(ctx.s, player, card, true); // 305.1
        if ((o.zone() != Zone.HAND && !fromGraveyard || o.owner() != player) && !fromExile || !Layers.of(ctx.s, card).isLand()) {
            throw new IllegalAction("305.1", o.name() + " is not a land in your hand");
        }
        if (!Priority.canPlayLandNow(ctx.s, player)) {
            throw new IllegalAction("305.2 / 305.1", "You can't play a land now");
        }
        ZoneMoves.moveToBattlefield(ctx, card, player);
        ctx.s = ctx.s.withPlayer(ctx.s.player(player).withLandsPlayed(ctx.s.player(player).landsPlayed() + 1));
        ctx.log("%s plays %s", ctx.s.player(player).name(), o.name());
        dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.LandPlayed(player, card)); // 305.1
        ctx.s = ctx.s.withTurn(ctx.s.turn().withStageAndPriority(Stage.CHECKS, player, 0));
    }
}
