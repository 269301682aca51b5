package dev.arbiter.cards.compile;

import dev.arbiter.engine.util.RecordTrees;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;

import java.util.ArrayList;
import java.util.List;

/**
 * "[prevention]. You gain life equal to the damage prevented this way." (615.5): the sentence that refers to the
 * damage prevented is joined to the prevention just before it ({@link Effect.PreventThen}); anywhere else it is
 * refused. Also "the damage dealt to you this turn" (120.3a).
 */
final class PreventedLowering {

    private PreventedLowering() {
    }

    /** The sentences with each one naming "the damage prevented this way" joined to the prevention before it. */
    static List<EffectNode> group(List<EffectNode> nodes) {
        List<EffectNode> out = new ArrayList<>();
        for (EffectNode n : nodes) {
            EffectNode last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last instanceof EffectNode.Prevent && contains(n, AmountNode.PreventedThisWay.class)) {
                out.set(out.size() - 1, new EffectNode.PreventThen(last, n));
            } else if (last instanceof EffectNode.Damage && contains(n, AmountNode.DamageDealtThisWay.class)) {
                out.set(out.size() - 1, new EffectNode.DamageThen(last, n)); // 120.3, 608.2c
            } else {
                out.add(n);
            }
        }
        return out;
    }

    static Effect lower(EffectLowering effects, EffectNode.PreventThen pt) {
        if (!(effects.lower(pt.prevent()) instanceof Effect.PreventDamage p) || p.redirectTo() != null) {
            throw new NotSupported("\"the damage prevented this way\" after more than a prevention");
        }
        // the additional effect resolves with X the damage prevented and no "that player" / "that object" (615.5)
        Effect then = followUp(effects, pt.then(), EffectLowering.Antecedent.PREVENTED_THIS_WAY, "\"the damage prevented this way\"");
        return new Effect.PreventThen(p, then);
    }

    /** 120.3, 608.2c: "[damage to one target]. You gain life equal to the damage dealt [, but not more ...]." */
    static Effect lower(EffectLowering effects, EffectNode.DamageThen dt) {
        if (!(effects.lower(dt.damage()) instanceof Effect.DealDamage d) || !(d.to() instanceof dev.arbiter.engine.ability.Recipient.Target)) {
            throw new NotSupported("\"the damage dealt\" after damage to more than one target");
        }
        AmountNode.DamageDealtThisWay amount = RecordTrees.first(dt.then(), AmountNode.DamageDealtThisWay.class);
        boolean capped = !amount.caps().isEmpty();
        if (capped && !amount.caps().equals(FULL_CAP)) throw new NotSupported("\"the damage dealt\" with these limits: " + amount.caps());
        Effect then = followUp(effects, dt.then(), EffectLowering.Antecedent.DAMAGE_DEALT, "\"the damage dealt\"");
        return new Effect.DealDamageThen(d, then, capped);
    }

    /** The limits of Drain Life's text: each kind of recipient's value before the damage (120.3). */
    private static final List<String> FULL_CAP = List.of("player's life total before the damage was dealt",
            "planeswalker's loyalty before the damage was dealt", "creature's toughness");

    /** The engine amount of these damage amounts, or null for another amount. */
    static Amount amount(EffectLowering effects, AmountNode a) {
        if (a instanceof AmountNode.PreventedThisWay) {
            if (!effects.names(EffectLowering.Antecedent.PREVENTED_THIS_WAY)) throw new NotSupported("\"the damage prevented this way\" with no prevention just before");
            return new Amount.DefinedX(new Amount.PreventedThisWay(), true);
        }
        if (a instanceof AmountNode.DamageDealtThisWay d) { // 120.3
            if (!effects.names(EffectLowering.Antecedent.DAMAGE_DEALT)) throw new NotSupported("\"the damage dealt\" with no damage just before");
            return new Amount.DefinedX(new Amount.DamageDealtThisWay(!d.caps().isEmpty()), true);
        }
        if (a instanceof AmountNode.LifeOf l) { // 119.1: one player's life total
            dev.arbiter.engine.ability.Who w = effects.player(l.who());
            if (!(w instanceof Who.You || w instanceof Who.TargetPlayer || w instanceof Who.ThatPlayer || w instanceof Who.SourceOwner)) {
                throw new NotSupported("the life total of several players");
            }
            return new Amount.LifeTotal(w);
        }
        if (a instanceof AmountNode.LifeGainedThisTurn) return new Amount.DefinedX(new Amount.LifeGainedThisTurn(), true); // 119.3
        if (a instanceof AmountNode.DamageDealtThisTurn d) {
            if (!(d.who() instanceof PlayerRef.You)) throw new NotSupported("the damage dealt to another player this turn");
            return new Amount.DefinedX(new Amount.DamageDealtToYouThisTurn(), true); // 120.3a
        }
        return null;
    }

    private static boolean contains(Object o, Class<?> kind) {
        return RecordTrees.contains(o, kind);
    }

    /**
     * The follow-up sentence lowered with {@code antecedent} in scope, so its "the damage ... this way" may be read; refused
     * when it also reads X, "that player" or "that object", which the follow-up doesn't have (615.5, 120.3).
     */
    private static Effect followUp(EffectLowering effects, EffectNode then, EffectLowering.Antecedent antecedent, String what) {
        Effect lowered = effects.lowerNaming(antecedent, then);
        if (contains(lowered, Amount.X.class) || contains(lowered, Who.ThatPlayer.class) || contains(lowered, Subject.ThatObject.class)) {
            throw new NotSupported(what + " beside X or \"that player\"");
        }
        return lowered;
    }
}
