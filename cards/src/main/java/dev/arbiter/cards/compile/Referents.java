package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.RecipientNodes;
import dev.arbiter.cards.grammar.ast.RecipientNodes.DamageRecipient;
import dev.arbiter.cards.grammar.ast.RecipientNodes.PlayerReferent;
import dev.arbiter.cards.grammar.ast.ReferentNodes;
import dev.arbiter.cards.grammar.ast.ReferentNodes.ObjectReferent;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Who;

/**
 * The noun phrases effects act on: players ("you", "target player", "each opponent", "that
 * player"), objects ("~", "target creature", "it") and damage recipients (120.1). A phrase that
 * names a new target adds it to the context in order of appearance.
 */
final class Referents {

    private Referents() {
    }

    /** The player(s) the grammar read, or null when it names no player the engine knows. */
    static Who player(PlayerReferent r, ParseContext ctx) {
        Who who = null;
        if (r instanceof RecipientNodes.You) {
            who = new Who.You();
        } else if (r instanceof RecipientNodes.EachPlayer) {
            who = new Who.EachPlayer();
        } else if (r instanceof RecipientNodes.EachOpponent) {
            who = new Who.EachOpponent();
        } else if (r instanceof RecipientNodes.EachOtherPlayer) {
            // "each other player" is relative to the player named before it; only "you" is modelled.
            who = ctx.lastPlayer() == null || ctx.lastPlayer() instanceof Who.You ? new Who.EachOtherPlayer() : null;
        } else if (r instanceof RecipientNodes.ThatPlayer) {
            who = ctx.thatPlayer();
        } else if (r instanceof RecipientNodes.DefendingPlayer) {
            who = ctx.defendingPlayerNamed() ? new Who.ThatPlayer() : null; // 506.2
        } else if (r instanceof RecipientNodes.TargetPlayer t) {
            who = new Who.TargetPlayer(ctx.addTarget(TargetPhrases.of(t.target()))); // 115.1
        }
        if (who != null) {
            ctx.lastPlayer(who);
        }
        return who;
    }

    /**
     * The object the grammar read ("~", "target creature", "each of up to two target creatures", "it", "that
     * creature"), or null. "It" and "that creature" mean the last object named, else what the trigger event names
     * (608.2c, 115.1, 303.4).
     */
    static Subject object(ObjectReferent r, ParseContext ctx) {
        if (r instanceof ReferentNodes.Self) {
            return ctx.sourceIsPermanent() ? new Subject.Self() : null;
        }
        if (r instanceof ReferentNodes.It) {
            return ctx.lastObject() != null ? ctx.lastObject() : ctx.triggerIt();
        }
        if (r instanceof ReferentNodes.Host) {
            return ctx.sourceIsPermanent() ? new Subject.Host() : null; // 303.4, 301.5: what the source is attached to
        }
        if (r instanceof ReferentNodes.ThatObject) {
            return ctx.lastObject() != null ? ctx.lastObject() : ctx.triggerThatObject();
        }
        TargetSpec spec;
        if (r instanceof ReferentNodes.ThatPlayersTarget t) {
            Subject thatPlayers = thatPlayersPermanent(t, ctx);
            if (thatPlayers != null) {
                return thatPlayers;
            }
            spec = t.whole() == null ? null : TargetPhrases.of(t.whole());
        } else if (r instanceof ReferentNodes.EachOfTargets e) {
            spec = e.several() == null ? null : TargetPhrases.several(e.several());
        } else if (r instanceof ReferentNodes.Targeted t) {
            spec = t.target() == null ? null : TargetPhrases.of(t.target());
        } else {
            return null;
        }
        if (spec == null || !(spec.filter() instanceof TargetFilter.PermanentTarget)) {
            return null;
        }
        Subject s = new Subject.TargetObject(ctx.addTarget(spec));
        ctx.lastObject(s);
        return s;
    }

    /**
     * "target [kind] that player controls [of their choice]" where "that player" is the player the
     * trigger event names ("each player's upkeep"); "of their choice": that player chooses the target
     * (The Abyss ruling 2004-10-04), the ability's controller still controls it (113.8). Null otherwise.
     */
    private static Subject thatPlayersPermanent(ReferentNodes.ThatPlayersTarget m, ParseContext ctx) {
        if (!(ctx.thatPlayer() instanceof Who.ThatPlayer)) {
            return null;
        }
        TargetSpec kind = m.kind() == null ? null : TargetPhrases.of(m.kind());
        if (kind == null || !(kind.filter() instanceof TargetFilter.PermanentTarget pt)
                || pt.controller() != dev.arbiter.engine.ability.Relation.ANY) {
            return null;
        }
        Subject s = new Subject.TargetObject(ctx.addTarget(TargetSpec.one(
                new TargetFilter.ThatPlayersPermanent(pt, m.theirChoice()), m.printed())));
        ctx.lastObject(s);
        return s;
    }

    /** What damage is dealt to: a target (any target, target creature/player), or players named (120.1). */
    static Recipient recipient(DamageRecipient r, ParseContext ctx) {
        if (r instanceof RecipientNodes.ObjectRecipient o) {
            Subject s = object(o.object(), ctx);
            return s == null ? null : new Recipient.Object(s);
        }
        if (r instanceof RecipientNodes.TargetRecipient t) {
            TargetSpec spec = t.target() == null ? null : TargetPhrases.of(t.target());
            if (spec == null) {
                return null;
            }
            int i = ctx.addTarget(spec);
            if (spec.filter() instanceof TargetFilter.PlayerTarget) {
                ctx.lastPlayer(new Who.TargetPlayer(i));
            } else if (spec.filter() instanceof TargetFilter.PermanentTarget) {
                ctx.lastObject(new Subject.TargetObject(i));
            }
            return new Recipient.Target(i);
        }
        Who who = player(((RecipientNodes.PlayerRecipient) r).player(), ctx);
        return who == null ? null : new Recipient.Player(who);
    }
}
