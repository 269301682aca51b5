package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;

/**
 * Who may activate a permanent's ability (602.2): its controller, unless the ability says "Only
 * your opponents may activate this ability." (602.5) — then only an opponent of the permanent's
 * controller — or "Any player may activate this ability." — then any player; the player who activates it
 * controls the ability on the stack (113.8) and pays its cost.
 */
public final class WhoMayActivate {
    private WhoMayActivate() {
    }

    /** Whether {@code player} may activate ability {@code a} of permanent {@code source}. */
    public static boolean may(GameState s, int player, GameObject source, ActivatedAbility a) {
        // 113.6b: an ability that functions from the hand is activated by the card's owner, from their hand
        if (a.timing().fromHand()) return source.zone() == Zone.HAND && source.owner() == player;
        // 113.6m: an ability that moves its card out of the graveyard is activated there, by the card's owner
        if (a.timing().fromGraveyard()) return source.zone() == Zone.GRAVEYARD && source.owner() == player;
        if (source.zone() != Zone.BATTLEFIELD) return false;
        if (a.timing() == ActivatedAbility.Timing.OWNER_ONLY) return source.owner() == player; // 602.5, 108.3
        if (a.timing() == ActivatedAbility.Timing.OPPONENTS_ONLY) {
            return s.areOpponents(source.controller(), player); // an opponent (102.2-3)
        }
        if (a.timing() == ActivatedAbility.Timing.ANY_PLAYER || a.timing() == ActivatedAbility.Timing.ANY_PLAYER_SORCERY
                || a.timing() == ActivatedAbility.Timing.ANY_PLAYER_ANY_UPKEEP
                || a.timing() == ActivatedAbility.Timing.ANY_PLAYER_OWN_DRAW_STEP) return s.player(player).inGame(); // 602.5
        return source.controller() == player;
    }
}
