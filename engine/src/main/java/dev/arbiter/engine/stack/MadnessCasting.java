package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * Madness's triggered ability resolving (702.35a): the card's owner may cast it from exile by paying
 * the madness cost rather than its mana cost (an alternative cost, 702.35b, 118.9), as the ability
 * resolves (so timing permissions don't apply); if they don't (or can't: no legal targets, a cost
 * they can't pay, 118.3), they put it into their graveyard. A card that has left exile is no longer
 * "this card" (400.7) and nothing happens.
 */
final class MadnessCasting {
    static final String CAST = "cast it for its madness cost";

    private MadnessCasting() {
    }

    static void resolve(Ctx ctx, Effect.CastWithMadness m, Resolution r) {
        GameObject o = ctx.s.object(r.source());
        if (o.zone() != Zone.EXILE || (r.sourceZoneChanges() >= 0 && o.zoneChanges() != r.sourceZoneChanges())) return;
        int owner = o.owner();
        boolean can = !CastRestrictions.forbidden(ctx.s, owner, o.id()) && CardCopies.castable(ctx.s, owner, o.id())
                && ResolvingCasts.payable(ctx.s, owner, o.id(), m.cost()); // 601.2f, 118.3
        if (can) {
            Choice c = ctx.ask(new Decision.Option(owner, "Madness: cast " + o.name() + " for " + m.cost()
                    + "? (If you don't, it goes to your graveyard.)", List.of(CAST, "put it into your graveyard")));
            if (((Choice.ChooseOption) c).index() == 0) {
                ResolvingCasts.cast(ctx, owner, o.id(), false, m.cost()); // 702.35b
                return;
            }
        }
        ctx.log("%s puts %s into their graveyard (madness)", ctx.s.player(owner).name(), o.name());
        ZoneMoves.move(ctx, o.id(), Zone.GRAVEYARD);
    }
}
