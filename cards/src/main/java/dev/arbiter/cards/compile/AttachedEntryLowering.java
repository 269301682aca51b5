package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

/**
 * "[you may] put a card from your hand onto the battlefield attached to [host]" and "[you may] return ~ from your graveyard
 * to the battlefield attached to [host]" (303.4f, 303.4i, 301.5e) as {@link Effect.EnterAttached}. The host is one object
 * the text names ("~", "it", "that creature"); a card returning from the graveyard is never attached to itself. Refused
 * with "if you do" / "if you don't" after it: whether the card entered is not what "you may" records (608.2d).
 */
final class AttachedEntryLowering {

    private AttachedEntryLowering() {
    }

    /** The effect of {@code node}, or null when it is not one of these. */
    static Effect lower(EffectLowering base, ParseContext ctx, EffectNode node) {
        if (node instanceof EffectNode.May m && m.effect() instanceof EffectNode.EntersAttachedTo a) {
            if (m.ifTheyDo() != null || m.otherwise() != null) {
                throw new NotSupported("\"if you do\" after putting a card onto the battlefield attached to an object (608.2d)");
            }
            if (!(m.who() instanceof PlayerRef.You)) throw new NotSupported("another player putting a card onto the battlefield attached");
            if (a.put() instanceof EffectNode.PutFromHand p && p.who() instanceof PlayerRef.You) {
                Effect.EnterAttached e = entered(base, ctx, a); // 608.2d: choosing no card is declining
                Effect.PutFromHandOntoBattlefield put = (Effect.PutFromHandOntoBattlefield) e.put();
                return new Effect.EnterAttached(new Effect.PutFromHandOntoBattlefield(put.who(), put.filter(), true, put.tapped()),
                        e.host());
            }
            return new Effect.Optional(base.player(m.who()), entered(base, ctx, a), null, null);
        }
        if (node instanceof EffectNode.EntersAttachedTo a) return entered(base, ctx, a);
        return null;
    }

    private static Effect.EnterAttached entered(EffectLowering base, ParseContext ctx, EffectNode.EntersAttachedTo a) {
        Subject before = ctx.lastObject();
        Subject host = base.permanents(a.host());
        if (host instanceof Subject.Each || host instanceof Subject.EachControlledBy) {
            throw new NotSupported("a card entering attached to several objects");
        }
        Effect put;
        if (a.put() instanceof EffectNode.ReturnSelfFromGraveyard rs && rs.toBattlefield()) {
            if (!ctx.selfFromGraveyard()) throw new NotSupported("an ability that functions in the graveyard");
            if (host instanceof Subject.Self) throw new NotSupported("a card entering attached to itself (303.4d, 301.5c)");
            put = new Effect.ReturnSelfFromGraveyard(true, rs.tapped()); // 113.6m
        } else if (a.put() instanceof EffectNode.PutFromHand p) {
            put = base.zones.lower(p);
            if (!(put instanceof Effect.PutFromHandOntoBattlefield)) throw new NotSupported("entering attached after " + p);
        } else {
            throw new NotSupported("entering attached after " + a.put());
        }
        ctx.lastObject(before); // "it" after this is not the card put (the engine names no permanent put this way)
        return new Effect.EnterAttached(put, host);
    }
}
