package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Who;

/**
 * Damage dealt by objects other than the source, the parts {@link DamageFollowUpLowering} leaves: a group of sources
 * ("each creature you control ... deals damage equal to its power to ...", 120.1), a recipient "other" than the object
 * dealing the damage, and "that player" as the controller of the target dealing it (608.2h).
 */
final class ObjectDamageLowering {

    private ObjectDamageLowering() {
    }

    /**
     * 120.1, 120.3: "Each creature you control with a +1/+1 counter on it deals damage equal to its power to that creature":
     * each permanent of the group deals damage equal to its own power; one recipient, never the group itself.
     */
    static Effect eachDeals(EffectLowering effects, EffectNode.Damage d, ObjectRef.Every every) {
        if (every.other()) throw new NotSupported("damage dealt by each other permanent (other than what?)");
        AmountNode amount = d.amount() instanceof AmountNode.EqualTo eq ? eq.value() : d.amount();
        if (!(amount instanceof AmountNode.StatOf st) || st.object() != every) {
            throw new NotSupported("damage dealt by each of a group of an amount not read from each");
        }
        Amount.StatOf.Stat stat = switch (st.stat()) {
            case "power" -> Amount.StatOf.Stat.POWER;
            case "toughness" -> Amount.StatOf.Stat.TOUGHNESS;
            default -> throw new NotSupported("damage dealt by each of a group equal to its " + st.stat());
        };
        if (d.recipients().size() != 1) throw new NotSupported("damage dealt by each of a group to several recipients");
        DamageTo to = d.recipients().get(0);
        if (to instanceof DamageTo.Objects o && !(o.ref() instanceof ObjectRef.Pronoun) && !(o.ref() instanceof ObjectRef.Targeted)) {
            throw new NotSupported("damage dealt by each of a group to a group");
        }
        Subject sources = effects.permanents(every);
        if (!(sources instanceof Subject.Each) && !(sources instanceof Subject.EachControlledBy)) {
            throw new NotSupported("damage dealt by each of " + sources);
        }
        return new Effect.EachDealsDamageEqualToStat(sources, stat, effects.recipient(to));
    }

    /**
     * 120.1, 608.2c: one recipient of damage dealt by the object {@code source}: "each other creature" is other than the
     * object dealing it (a single target, on a spell: on a permanent "other" could also be the source); "that player"
     * with no player named before is the controller of the target dealing it ("target creature an opponent controls
     * deals damage equal to its power to that player", taken as the effect begins, 608.2h). Null: read it as usual.
     */
    static Recipient recipient(EffectLowering effects, ParseContext ctx, EffectNode.Damage d, Subject source, DamageTo to) {
        if (to instanceof DamageTo.Objects o && o.ref() instanceof ObjectRef.Every e && e.other()) {
            if (ctx.sourceIsPermanent()) throw new NotSupported("damage by another object to \"each other\" permanent (other than the source or it?)");
            if (!(source instanceof Subject.TargetObject t) || !single(ctx, t)) {
                throw new NotSupported("damage by another object to \"each other\" permanent");
            }
            Subject each = effects.permanents(new ObjectRef.Every(e.noun(), false));
            if (!(each instanceof Subject.Each) && !(each instanceof Subject.EachControlledBy)) {
                throw new NotSupported("damage by another object to each other " + each);
            }
            return new Recipient.Object(new Subject.EachOtherThanTarget(each, t.index()));
        }
        if (to instanceof DamageTo.Players p && p.ref() instanceof PlayerRef.That th && th.word().equals("that player")
                && ctx.thatPlayer() == null && effects.controllerOf == null && d.source() instanceof ObjectRef.Targeted tg
                && tg.text().endsWith(" controls") && source instanceof Subject.TargetObject t && single(ctx, t)) {
            effects.controllerOf = source; // bound around the whole effect by the sequence, or by objectDeals (608.2h)
            effects.controllerOfOwner = false;
            ctx.lastPlayer(new Who.ThatPlayer());
            return new Recipient.Player(new Who.ThatPlayer());
        }
        return null;
    }

    /** 608.2h: a clause outside a sequence that named "that player" binds it here (a sequence binds it around itself). */
    static Effect bound(EffectLowering effects, Effect e) {
        if (effects.sequenceDepth > 0 || effects.controllerOf == null) return e;
        Effect bound = new Effect.ThatPlayerControls(effects.controllerOf, e, effects.controllerOfOwner);
        effects.controllerOf = null;
        effects.controllerOfOwner = false;
        return bound;
    }

    private static boolean single(ParseContext ctx, Subject.TargetObject t) {
        TargetSpec spec = ctx.targets().get(t.index());
        return spec.min() == 1 && spec.max() == 1;
    }
}
