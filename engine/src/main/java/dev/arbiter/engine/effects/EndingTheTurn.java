package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.CombatState;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

/**
 * "End the turn." (721.1): triggered abilities waiting to be put on the stack cease to exist (721.1a); every object on
 * the stack is exiled, the resolving spell included (721.1b); the current step and phase end, creatures are removed
 * from combat and the game skips straight to the cleanup step (721.1d), whose turn-based actions come next (514.1), so
 * "at the beginning of the end step" abilities don't trigger (721.1e). The state-based actions of 721.1c are checked in
 * the cleanup step before anyone could get priority (514.3a); the resolving spell or ability is the one that ends the
 * turn, so nothing else it does is left to check.
 */
public final class EndingTheTurn {
    private EndingTheTurn() {
    }

    static void perform(Ctx ctx) {
        GameState s = ctx.s.withTriggers(Vector.empty()); // 721.1a
        ctx.s = s;
        for (StackItem item : s.stack()) { // 721.1b: spells are exiled; abilities cease to exist with the stack
            if (item instanceof StackItem.Spell sp && ctx.s.object(sp.objectId()).zone() == Zone.STACK) {
                ZoneMoves.move(ctx, sp.objectId(), Zone.EXILE);
            }
        }
        s = ctx.s.withStack(Vector.empty()).withCombat(CombatState.NONE); // 721.1d: removed from combat
        if (s.effects().exists(e -> e.duration() == Duration.UNTIL_END_OF_COMBAT)) { // the combat phase ends (511.3)
            s = s.withEffects(s.effects().filter(e -> e.duration() != Duration.UNTIL_END_OF_COMBAT));
        }
        for (PlayerState p : s.players()) { // 500.4: mana empties as the step and phase end
            if (!p.poolEmpty() && !dev.arbiter.engine.layers.PlayerStatics.keepsUnspentMana(s, p.id())) {
                s = s.withPlayer(p.withEmptyPool());
            }
        }
        ctx.s = s.withTurn(s.turn().withStep(Step.CLEANUP)); // 721.1d: the cleanup step begins
        ctx.log("the turn ends (721.1)");
    }
}
