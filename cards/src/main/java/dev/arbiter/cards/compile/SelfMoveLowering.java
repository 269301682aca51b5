package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import java.util.List;

/**
 * 400.7d: in an ability that triggers when its source leaves the battlefield ("When ~ dies, return it to its owner's
 * hand"), "it" / "~" moved again is the new object the card became in the zone it went to, not the permanent (which
 * no longer exists, 400.7). The zone-moving effects on the source are rewritten to name that object.
 */
final class SelfMoveLowering {

    private SelfMoveLowering() {
    }

    /** {@code e} with its moves of the source aimed at the card it became, when {@code trigger} is its own leaving. */
    static Effect of(Trigger trigger, Effect e) {
        if (trigger instanceof Trigger.HostLeaves h && h.toGraveyard()) return HostLeftLowering.fromGraveyard(e); // 704.5m
        if (!(trigger instanceof Trigger.Dies || trigger instanceof Trigger.DiesWithCounters || trigger instanceof Trigger.DiesAsItWas
                || trigger instanceof Trigger.LeavesBattlefield || trigger instanceof Trigger.SelfPutIntoGraveyard
                || trigger instanceof Trigger.SelfExiledFromBattlefield)) return e;
        return moved(e);
    }

    private static Effect moved(Effect e) {
        if (e == null) return null;
        Subject card = new Subject.SelfInNewZone();
        if (e instanceof Effect.ReturnToHand r && r.subject() instanceof Subject.Self) return new Effect.ReturnToHand(card);
        if (e instanceof Effect.ReturnToBattlefield r && r.subject() instanceof Subject.Self) {
            return new Effect.ReturnToBattlefield(card, r.withCounter(), r.tapped());
        }
        if (e instanceof Effect.Exile x && x.subject() instanceof Subject.Self) return new Effect.Exile(card);
        if (e instanceof Effect.PutOnTopOfLibrary p && p.subject() instanceof Subject.Self) return new Effect.PutOnTopOfLibrary(card);
        if (e instanceof Effect.PutIntoLibraryFromTop p && p.subject() instanceof Subject.Self) { // "third from the top"
            return new Effect.PutIntoLibraryFromTop(card, p.position());
        }
        if (e instanceof Effect.PutOnBottomOfLibrary p && p.subject() instanceof Subject.Self) {
            return new Effect.PutOnBottomOfLibrary(card);
        }
        if (e instanceof Effect.ShuffleIntoOwnersLibrary p && p.subject() instanceof Subject.Self) { // 701.20a
            return new Effect.ShuffleIntoOwnersLibrary(card);
        }
        if (e instanceof Effect.Delayed d) { // 603.7c: bound to the card it became
            List<Subject> bind = d.bind().stream().map(s -> s instanceof Subject.Self ? card : s).toList();
            return new Effect.Delayed(d.step(), d.effect(), bind, d.text());
        }
        if (e instanceof Effect.Sequence s) return new Effect.Sequence(s.effects().stream().map(SelfMoveLowering::moved).toList());
        if (e instanceof Effect.Optional o) {
            Effect move = moved(o.effect());
            if (move != o.effect() && (o.ifTheyDo() != null || o.otherwise() != null)
                    && o.who() instanceof dev.arbiter.engine.ability.Who.You) {
                // 608.2d, 400.7: "you may exile it. If you do, ...": "if you do" follows only a move that happened
                return new Effect.OptionalMove(o.who(), move, card, moved(o.ifTheyDo()), moved(o.otherwise()));
            }
            if (move != o.effect() && (o.ifTheyDo() != null || o.otherwise() != null)) {
                // 608.2d: "If you do" needs to know the card was moved; an optional move can't tell here
                throw new NotSupported("\"if you do\" after moving the card ~ became (400.7d, 608.2d)");
            }
            return new Effect.Optional(o.who(), move, moved(o.ifTheyDo()), moved(o.otherwise()));
        }
        if (e instanceof Effect.MayPay m) return new Effect.MayPay(m.who(), m.cost(), moved(m.ifPaid()), moved(m.otherwise()));
        if (e instanceof Effect.IfYouDo y) return new Effect.IfYouDo(moved(y.act())); // 608.2c
        if (e instanceof Effect.MayPayCost m) {
            return new Effect.MayPayCost(m.who(), m.cost(), moved(m.ifPaid()), moved(m.otherwise()));
        }
        return e;
    }
}
