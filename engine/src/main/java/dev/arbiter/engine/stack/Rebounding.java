package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Rebound;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.layers.CastRecords;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * Rebound (702.88a): a spell cast from its caster's hand is exiled as it resolves instead of put
 * into the graveyard, with a delayed trigger (603.7) at the beginning of that player's next upkeep:
 * they may cast the card from exile without paying its mana cost (702.88b: an alternative cost,
 * 601.2b, 601.2f-h). The trigger is bound to that exiled card (603.7c): if it left exile, nothing.
 */
final class Rebounding {
    static final String CAST = "cast it";

    private Rebounding() {
    }

    /** 702.88a: exiles the resolving spell and creates the delayed trigger; false when rebound doesn't apply. */
    static boolean exileInstead(Ctx ctx, StackItem.Spell sp, Characteristics ch) {
        boolean has = false;
        for (Ability a : ch.abilities()) if (a instanceof Rebound) has = true;
        if (!has || !CastRecords.castFromHand(ctx.s, sp.objectId())) return false;
        GameObject exiled = ZoneMoves.move(ctx, sp.objectId(), Zone.EXILE);
        if (exiled.zone() != Zone.EXILE) return true; // 614: moved elsewhere instead; no delayed trigger for it
        String text = "At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.";
        ctx.s = ContinuousEffect.add(ctx.s, sp.objectId(), sp.controller(),
                new Modification.DelayedTrigger(Step.UPKEEP, new Effect.MayCastReboundCard(), text),
                Vector.of(new Target.Object(exiled.id(), exiled.zoneChanges())), Duration.INDEFINITE);
        ctx.log("%s is exiled (rebound, 702.88a)", exiled.name());
        return true;
    }

    /** 702.88a: the delayed trigger resolves: its controller may cast the bound card from exile for free. */
    static void mayCast(Ctx ctx, Resolution r) {
        int player = r.controller();
        for (Target t : r.targetsOf(0)) {
            if (!(t instanceof Target.Object ref)) continue;
            GameObject o = ctx.s.object(ref.id());
            if (o.zone() != Zone.EXILE || o.zoneChanges() != ref.zoneChanges()) return; // 603.7c / 400.7
            if (!ResolvingCasts.castableFree(ctx.s, player, o.id())) {
                ctx.log("%s can't be cast: it has no legal targets", o.name());
                return;
            }
            Choice c = ctx.ask(new Decision.Option(player, "Cast " + o.name()
                    + " from exile without paying its mana cost? (702.88a)", List.of(CAST, "don't cast it")));
            if (((Choice.ChooseOption) c).index() != 0) return;
            ResolvingCasts.cast(ctx, player, o.id(), true, null); // 702.88b
        }
    }
}
