package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * 608.2n: an instant or sorcery whose own text puts it into another zone — "Return ~ to its owner's hand", "Put ~ on the
 * bottom of its owner's library" — goes there from the stack as that part of its resolution happens; it is then no
 * longer on the stack, so it isn't put into its owner's graveyard as the resolution ends. A spell no longer on the stack
 * (a copy, or one moved already) moves nowhere.
 */
final class SpellSelfMoves {
    private SpellSelfMoves() {
    }

    static boolean resolve(Ctx ctx, Effect.MoveThisSpell m, Resolution r) {
        GameObject self = ctx.s.object(r.source());
        if (self.zone() != Zone.STACK) return true;
        switch (m.to()) {
            case HAND -> { // 400.3: its owner's hand
                ZoneMoves.move(ctx, r.source(), Zone.HAND);
                ctx.log("%s is returned to its owner's hand", self.name());
            }
            case LIBRARY_TOP -> { // 401.4
                ZoneMoves.move(ctx, r.source(), Zone.LIBRARY);
                ctx.log("%s is put on top of its owner's library", self.name());
            }
            case LIBRARY_BOTTOM -> LibraryLooks.putOnBottom(ctx, self); // 401.4
        }
        return true;
    }
}
