package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Who;
import java.util.ArrayList;
import java.util.List;

/**
 * "~ deals N damage to ..." for {@link EffectLowering}: who deals it (the source, 120.1) and each recipient, a player,
 * an object or a target (115.1).
 */
final class DamageRecipientLowering {
    private final EffectLowering effects;
    private final ParseContext ctx;

    DamageRecipientLowering(EffectLowering effects, ParseContext ctx) {
        this.effects = effects;
        this.ctx = ctx;
    }

    Effect damage(EffectNode.Damage d) {
        if (!(d.source() instanceof ObjectRef.Self) && !(d.source() instanceof ObjectRef.Pronoun p && p.word().equals("it")
                && ctx.lastObject() == null && !effects.objects.hostNamed && (ctx.triggerIt() == null || ctx.triggerIt() instanceof Subject.Self
                || effects.objects.onlySelfNamed()))) { // 608.2c: "put a counter on ~, then it deals ...": "it" is ~
            throw new NotSupported("damage dealt by another object than the source");
        }
        if (!ctx.sourceIsPermanent() && !(d.source() instanceof ObjectRef.Self)) {
            throw new NotSupported("damage source \"it\" on a spell");
        }
        // recipients first: "equal to the number of cards in that player's hand" names the target before it; but
        // "damage equal to that permanent's mana value to target creature" names an object before the recipient
        // (608.2c: the pronoun's antecedent precedes it), so that amount is read first
        boolean amountFirst = d.amount() instanceof AmountNode.StatOf st && st.object() instanceof ObjectRef.Pronoun;
        Amount a = amountFirst ? effects.amount(d.amount()) : null;
        List<Recipient> to = new ArrayList<>();
        for (DamageTo r : d.recipients()) to.add(recipient(r));
        if (!amountFirst) a = effects.amount(d.amount());
        List<Effect> out = new ArrayList<>();
        for (Recipient r : to) out.add(new Effect.DealDamage(a, r));
        return EffectParser.sequence(out);
    }

    Recipient recipient(DamageTo to) {
        if (to instanceof DamageTo.Players p) {
            Who w = effects.player(p.ref());
            return w instanceof Who.TargetPlayer t ? new Recipient.Target(t.index()) : new Recipient.Player(w);
        }
        if (to instanceof DamageTo.Objects o) {
            Recipient chosen = ChosenTargetRecipient.of(ctx, o.ref()); // 115.4, 608.2c: "that permanent or player"
            if (chosen != null) return chosen;
            Subject each = ControlledByPlayerLowering.each(effects, ctx, o.ref()); // 109.4: "each creature that player controls"
            if (each != null) return new Recipient.Object(each);
            Subject s;
            try {
                s = effects.permanents(o.ref());
            } catch (NotSupported e) {
                // "At the beginning of each opponent's upkeep, if that player has ..., ~ deals 2 damage to them": with no
                // object named, "them" is the player the trigger names (603.2)
                if (o.ref() instanceof dev.arbiter.cards.grammar.ast.ObjectRef.Pronoun p && p.word().equals("them")
                        && ctx.thatPlayer() instanceof Who.ThatPlayer) {
                    return new Recipient.Player(new Who.ThatPlayer());
                }
                throw e;
            }
            return s instanceof Subject.TargetObject t ? new Recipient.Target(t.index()) : new Recipient.Object(s);
        }
        if (to instanceof DamageTo.PlayerOrPlaneswalker p) { // 115.1: a player or a planeswalker
            Relation r = p.opponent() ? Relation.OPPONENT : Relation.ANY;
            return new Recipient.Target(ctx.addTarget(TargetSpec.one(new TargetFilter.PlayerOrPlaneswalker(r), p.text())));
        }
        if (to instanceof DamageTo.AnotherTarget a) { // 115.3: differs from the earlier targets
            return new Recipient.Target(ctx.addTarget(new TargetSpec(new TargetFilter.AnyTarget(), 1, 1, a.text(), true)));
        }
        if (to instanceof DamageTo.UpToTargets u) { // 115.4, 115.3: one instance of "target", each object or player once
            int min = u.min() == dev.arbiter.cards.grammar.ast.ObjectRef.Targeted.X ? TargetSpec.X : u.min();
            int max = u.max() == dev.arbiter.cards.grammar.ast.ObjectRef.Targeted.X ? TargetSpec.X : u.max();
            return new Recipient.Target(ctx.addTarget(new TargetSpec(new TargetFilter.AnyTarget(), min, max, u.text(), false)));
        }
        if (to instanceof DamageTo.Attacked a) { // 506.4: the attacking creature named, never a target
            Subject s = effects.permanents(a.attacker());
            if (!(s instanceof Subject.Self || s instanceof Subject.ThatObject)) throw new NotSupported("damage to " + a.text());
            return new Recipient.Attacked(s);
        }
        if (to instanceof DamageTo.AnyTarget) {
            return new Recipient.Target(ctx.addTarget(TargetSpec.one(new TargetFilter.AnyTarget(), "any target")));
        }
        if (to instanceof DamageTo.AnyOtherTarget) { // 115.3: not one chosen for an earlier "target" of this ability
            if (ctx.targets().isEmpty()) throw new NotSupported("\"any other target\" with no target before it");
            return new Recipient.Target(ctx.addTarget(new TargetSpec(new TargetFilter.AnyTarget(), 1, 1, "any other target", true)));
        }
        throw new NotSupported("damage to " + to); // a recipient kind this lowering doesn't know: fail closed
    }
}
