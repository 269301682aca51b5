package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Subject;

/**
 * Lowers damage dealt by another object than the source (120.1: "target creature you control deals damage equal to
 * its power to ...") and what damage text says about what the damage was dealt to (701.15c).
 */
final class DamageFollowUpLowering {

    private DamageFollowUpLowering() {
    }

    /** The effect of {@code node} if it is one of these, else null. */
    static Effect lower(EffectLowering effects, ParseContext ctx, EffectNode node) {
        Effect byHost = HostDamageLowering.lower(effects, ctx, node); // 120.1, 608.2h: the Aura's or Equipment's host deals it
        if (byHost != null) return byHost;
        if (node instanceof EffectNode.Damage d && d.amount() instanceof AmountNode.StatOf st
                && st.object() == d.source() || node instanceof EffectNode.Damage e && e.amount() instanceof AmountNode.EqualTo eq
                && eq.value() instanceof AmountNode.StatOf es && es.object() == e.source() && e.source() instanceof ObjectRef.Targeted
                || node instanceof EffectNode.Damage p && isItAfterAnObject(p, ctx)
                || node instanceof EffectNode.Damage t && effects.clausesBegun == 1 && isTheTriggersObject(t, ctx)) {
            return objectDeals(effects, ctx, (EffectNode.Damage) node);
        }
        if (node instanceof EffectNode.CountDestroyed cd) return ThisWayLowering.lower(effects, cd); // 701.8
        if (node instanceof EffectNode.CountDiscarded cd) return ThisWayLowering.lower(effects, cd); // 701.9a
        if (node instanceof EffectNode.CountTapped ct) return ThisWayLowering.lower(effects, ct); // 608.2c
        if (node instanceof EffectNode.CountSacrificed cs) return SacrificedThisWayLowering.lower(effects, cs); // 701.17a, 608.2c
        if (node instanceof EffectNode.SacrificeAnyNumber) throw new NotSupported("\"sacrifice any number of\" with nothing counting them");
        if (node instanceof EffectNode.CountRevealed cr) return ThisWayLowering.lower(effects, cr); // 701.16a
        if (node instanceof EffectNode.CountMilled cm) return ThisWayLowering.lower(effects, cm); // 701.13b
        if (node instanceof EffectNode.IfMilled im) return ThisWayLowering.lower(effects, im); // 701.13b
        if (node instanceof EffectNode.MillThenMayCast mc) return ThisWayLowering.lower(effects, mc); // 701.13b, 118.9
        if (node instanceof EffectNode.RevealAnyNumber) throw new NotSupported("\"reveal any number of\" with nothing counting them");
        if (node instanceof EffectNode.TapAnyNumber) throw new NotSupported("\"tap any number of\" with nothing counting them");
        if (node instanceof EffectNode.ExileIfDies e) return exileIfDies(effects, ctx, e); // 614.1a
        if (node instanceof EffectNode.ExileUncastEnteringThisTurn u) return UncastEntryLines.lower(u.noun()); // 614.1a, 601.2
        if (node instanceof EffectNode.ExileDyingThisTurn e) { // 614.1a: "If a creature would die this turn, exile it instead."
            NounLowering.Lowered l = NounLowering.lower(e.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"if a ... would die\" of a card or spell");
            return new Effect.ExileDyingThisTurn(l.filter());
        }
        if (node instanceof EffectNode.PreventThen pt) return PreventedLowering.lower(effects, pt); // 615.5
        if (node instanceof EffectNode.DamageThen dt) return PreventedLowering.lower(effects, dt); // 120.3, 608.2c
        Effect objectIs = ObjectIsLowering.lower(effects, ctx, node); // 608.2c, 701.15c
        if (objectIs != null) return objectIs;
        if (node instanceof EffectNode.IfInstead ii) return InsteadLowering.lower(effects, ctx, ii); // 608.2c
        if (node instanceof EffectNode.DamageExileIfDies de) { // 614.1a
            if (!(effects.lower(de.damage()) instanceof Effect.DealDamage dd)) {
                throw new NotSupported("\"dealt damage this way\" after damage to several recipients");
            }
            return new Effect.DamageExileIfDies(dd, de.creaturesOnly());
        }
        if (node instanceof EffectNode.DamageUnpreventable du) { // 615.12
            if (!(effects.lower(du.damage()) instanceof Effect.DealDamage dd)) {
                throw new NotSupported("\"the damage can't be prevented\" after damage dealt by another object or to several recipients");
            }
            return new Effect.DamageCantBePrevented(dd);
        }
        if (!(node instanceof EffectNode.DamageNoRegeneration d)) return null;
        Effect damage = effects.lower(d.damage());
        if (!(damage instanceof Effect.DealDamage dd)) {
            throw new NotSupported("\"dealt damage this way\" after damage to several recipients");
        }
        return new Effect.DamageCantBeRegenerated(dd);
    }

    /**
     * 614.1a: "If that creature would die this turn, exile it instead" on the object an earlier sentence named; only
     * after one that names it ("that creature", "it"), never "~" on a spell.
     */
    private static Effect exileIfDies(EffectLowering effects, ParseContext ctx, EffectNode.ExileIfDies e) {
        if (!(e.who() instanceof ObjectRef.Pronoun) || ctx.lastObject() == null) {
            throw new NotSupported("\"would die this turn\" naming no object before it");
        }
        Subject who = effects.permanents(e.who());
        if (!(who instanceof Subject.TargetObject) && !(who instanceof Subject.ThatObject)) {
            throw new NotSupported("\"would die this turn\" on " + who);
        }
        return new Effect.ExileIfDiesThisTurn(who);
    }

    /** "It deals damage equal to its power ..." where "it" is an object named before, not the source (603.2). */
    private static boolean isItAfterAnObject(EffectNode.Damage d, ParseContext ctx) {
        return d.source() instanceof ObjectRef.Pronoun p && !p.word().equals("it") && !p.word().equals("them")
                || d.source() instanceof ObjectRef.Pronoun it && it.word().equals("it") && ctx.lastObject() != null;
    }

    /**
     * 603.2: "Whenever a creature enters the battlefield under your control, it deals damage equal to its power ...": "it"
     * opening the effect is the object the trigger event names (a clause before it could name another "it").
     */
    private static boolean isTheTriggersObject(EffectNode.Damage d, ParseContext ctx) {
        return d.source() instanceof ObjectRef.Pronoun it && it.word().equals("it") && ctx.lastObject() == null
                && ctx.triggerIt() instanceof Subject.ThatObject;
    }

    /**
     * 120.1: "[target creature | it | that creature] deals damage equal to its power to [recipient]": the source
     * first, then the amount read from it ("its" is the source, not the recipient named after), then the recipients.
     */
    private static Effect objectDeals(EffectLowering effects, ParseContext ctx, EffectNode.Damage d) {
        if (d.source() instanceof ObjectRef.Every every) return ObjectDamageLowering.eachDeals(effects, d, every); // 120.1, 120.3
        if (!(d.source() instanceof ObjectRef.Targeted) && !(d.source() instanceof ObjectRef.Pronoun)) return null;
        Subject source = effects.permanents(d.source());
        if (d.source() instanceof ObjectRef.Pronoun p && (p.word().startsWith("those ") || p.word().equals("them")
                || p.word().equals("they")) && source instanceof Subject.TargetObject t && ctx.targets().get(t.index()).max() == 1) {
            // "each of those creatures deals damage ...": a group named before, not the one target (608.2c)
            throw new NotSupported("damage dealt by each of a group named before");
        }
        // 603.10a, 608.2h: the trigger's object deals the damage even once it has left the battlefield, as it last existed
        if (!(source instanceof Subject.TargetObject) && !(source instanceof Subject.ThatObject)) {
            throw new NotSupported("damage dealt by an object that may have left the battlefield (last known information)");
        }
        AmountNode amount = d.amount();
        // "deals damage to itself equal to its power": the amount after the recipient, read from the source the same way
        if (amount instanceof AmountNode.EqualTo eq && eq.value() instanceof AmountNode.StatOf) amount = eq.value();
        // "its" is the subject: the grammar reads "it deals damage equal to its power" as the source's, here the object named
        if (amount instanceof AmountNode.StatOf st && (st.object() == d.source() || st.object() instanceof ObjectRef.Pronoun
                || st.object() instanceof ObjectRef.Self && d.source() instanceof ObjectRef.Pronoun)) {
            amount = new AmountNode.StatOf(new ObjectRef.Pronoun("it"), st.stat()); // the source just named
        } else if (!(amount instanceof AmountNode.Fixed) && !(amount instanceof AmountNode.ThatMuch && ctx.triggerNamesAmount())) {
            // "that much": the amount of the trigger's event, fixed as it triggered (603.2)
            throw new NotSupported("damage by another object of an amount not read from it");
        }
        Amount a = effects.amountOf(amount);
        java.util.List<Effect> out = new java.util.ArrayList<>();
        for (dev.arbiter.cards.grammar.ast.DamageTo r : d.recipients()) { // 120.1: "to each other creature and each opponent"
            // 120.1: "target creature deals damage to itself": the recipient is the very object that deals it, no second target
            Recipient to = r instanceof dev.arbiter.cards.grammar.ast.DamageTo.Objects o && o.ref() == d.source()
                    ? new Recipient.Object(source) : ObjectDamageLowering.recipient(effects, ctx, d, source, r);
            if (to == null) to = effects.recipient(r);
            out.add(new Effect.ObjectDealsDamage(source, a, to));
        }
        return ObjectDamageLowering.bound(effects, EffectParser.sequence(out)); // 608.2h: "that player" is the target's controller
    }
}
