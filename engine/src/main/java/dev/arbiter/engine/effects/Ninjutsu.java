package dev.arbiter.engine.effects;

import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Phase;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

/**
 * Ninjutsu (702.49a, c): "[cost], Reveal this card from your hand, Return an unblocked attacking creature you control to
 * its owner's hand: Put this card onto the battlefield from your hand tapped and attacking." The creature returned as the
 * cost was attacking a player or planeswalker; that is remembered on the card (a non-layer record) as the cost is paid,
 * and the card enters attacking the same one (702.49c). It was never declared as an attacker (508.4).
 */
public final class Ninjutsu {
    private Ninjutsu() {
    }

    /** 702.49c: as attacking creature {@code returned} is returned to pay a cost of card {@code source}, what it attacks. */
    public static void noteReturned(Ctx ctx, int source, int returned) {
        Attacker a = ctx.s.combat().attacker(returned);
        if (a == null || source < 0) return;
        GameObject card = ctx.s.object(source);
        ctx.s = ContinuousEffect.add(ctx.s, source, card.owner(), new Modification.ReturnedAttacker(a.defender()),
                Vector.of(card.ref()), Duration.UNTIL_END_OF_TURN);
    }

    /** Resolves the effect for the ability of source {@code r.source()}; true. */
    static boolean resolve(Ctx ctx, Resolution r) {
        GameObject card = ctx.s.object(r.source());
        boolean same = r.sourceZoneChanges() < 0 || card.zoneChanges() == r.sourceZoneChanges(); // 400.7
        if (card.zone() != Zone.HAND || !same) return true; // it left the hand: nothing to put
        Target defender = defender(ctx, card);
        GameObject put = ZoneMoves.moveToBattlefield(ctx, card.id(), card.owner(), EnteringWith.tapped(true)); // 110.5b
        ctx.log("%s is put onto the battlefield tapped (ninjutsu)", put.name());
        Step step = ctx.s.turn().step();
        boolean combat = step.phase() == Phase.COMBAT && step != Step.BEGINNING_OF_COMBAT; // 506.3a
        if (defender == null || !combat || put.controller() != ctx.s.turn().active()
                || !Layers.of(ctx.s, put.id()).is(CardType.CREATURE)) {
            return true; // 506.3b: only a creature of the attacking player, during combat, becomes an attacker
        }
        if (defender instanceof Target.Object o && ctx.s.object(o.id()).zone() != Zone.BATTLEFIELD) return true; // 506.4c
        ctx.s = ctx.s.withCombat(ctx.s.combat().withAttackers(ctx.s.combat().attackers()
                .append(new Attacker(put.id(), defender, false, Vector.empty()))));
        ctx.log("%s enters the battlefield attacking (702.49c)", put.name());
        return true;
    }

    /** The defender remembered on {@code card} (in hand, as it is now), or null. */
    private static Target defender(Ctx ctx, GameObject card) {
        Target found = null;
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.source() == card.id() && e.modification() instanceof Modification.ReturnedAttacker ra && !e.affected().isEmpty()
                    && e.affected().get(0).zoneChanges() == card.zoneChanges()) {
                found = ra.defender(); // the latest one
            }
        }
        return found;
    }
}
