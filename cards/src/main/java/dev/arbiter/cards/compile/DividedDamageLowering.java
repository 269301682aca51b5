package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;

/**
 * Lowers "deals N damage divided as you choose among ..." (601.2d) into one target requirement of
 * 1 (0 for "any number of", 601.2c) to the stated number of targets (never more than N: each is dealt at least 1) and an
 * {@link Effect.DividedDamage}. A spell announces the division as it is cast (601.2d), an activated
 * or triggered ability as it is put on the stack (602.2b, 603.3d); the amount must be known then.
 */
final class DividedDamageLowering {

    private DividedDamageLowering() {
    }

    static Effect lower(EffectNode.DividedDamage d, ParseContext ctx, Amount amount) {
        boolean self = d.source() instanceof ObjectRef.Self || ctx.sourceIsPermanent() // "it": the ability's source
                && d.source() instanceof ObjectRef.Pronoun p && p.word().equals("it") && ctx.lastObject() == null
                && (ctx.triggerIt() == null || ctx.triggerIt() instanceof Subject.Self);
        if (!self) throw new NotSupported("damage divided by another object than the source");
        // 601.2d, 602.2b, 603.3d: the division is announced with the targets, so the amount must be known then
        if (!(amount instanceof Amount.Fixed) && !(amount instanceof Amount.X && ctx.xAvailable())) {
            throw new NotSupported("divided damage of a variable amount");
        }
        int max = amount instanceof Amount.Fixed f ? Math.min(d.max(), f.value()) : d.max();
        Among among = among(d.noun());
        int index = ctx.addTarget(new TargetSpec(among.filter(), fewest(d.max()), max, among.text()));
        return new Effect.DividedDamage(amount, index);
    }

    /**
     * "distribute N KIND counters among ... target NOUNs" (601.2d): announced like divided damage, so N must be known as
     * it is cast or put on the stack; 1 to N targets, at most the stated number.
     */
    static Effect counters(EffectNode.DistributeCounters d, ParseContext ctx, Amount amount) {
        if (!(amount instanceof Amount.Fixed) && !(amount instanceof Amount.X && ctx.xAvailable())) {
            throw new NotSupported("counters distributed of a variable amount");
        }
        String kind = CounterKinds.check(d.kind());
        int max = amount instanceof Amount.Fixed f ? Math.min(d.max(), f.value()) : d.max();
        Among among = among(d.noun());
        int index = ctx.addTarget(new TargetSpec(among.filter(), fewest(d.max()), max, among.text()));
        ctx.lastObject(new Subject.TargetObject(index)); // 608.2c: "those creatures" after it are the targets
        return new Effect.DistributeCounters(kind, amount, index);
    }

    /**
     * "Prevent the next N damage that would be dealt this turn to any number of targets, divided as you choose" (615.1a,
     * 601.2d): announced like divided damage, so N must be known as it is cast or put on the stack; 1 to N targets.
     */
    static Effect prevention(EffectNode.DividedPrevention d, ParseContext ctx, Amount amount) {
        if (!(amount instanceof Amount.Fixed f)) throw new NotSupported("divided prevention of a variable amount");
        int index = ctx.addTarget(new TargetSpec(new TargetFilter.AnyTarget(), fewest(d.max()), Math.min(d.max(), f.value()), "targets"));
        return new Effect.DividedPrevention(amount, index);
    }

    /**
     * "deals N damage divided evenly, rounded down, among any number of targets" (107.1a, 608.2b): nothing is announced;
     * the damage is divided as it resolves among the targets still legal. "Any number" may be none (601.2c).
     */
    static Effect evenly(EffectNode.EvenlyDividedDamage d, ParseContext ctx, Amount amount) {
        if (!(d.source() instanceof ObjectRef.Self)) throw new NotSupported("damage divided by another object than the source");
        Among among = among(d.noun());
        int index = ctx.addTarget(new TargetSpec(among.filter(), d.max() == Integer.MAX_VALUE ? 0 : 1, d.max(), among.text()));
        return new Effect.DamageDividedEvenly(amount, index);
    }

    /**
     * The fewest targets of a division: none for "any number of" (601.2c; a division among no target announces
     * nothing, 601.2d), else one ("one or two", "one, two, or three").
     */
    private static int fewest(int most) {
        return most == Integer.MAX_VALUE ? 0 : 1;
    }

    /** What the damage is divided among: "targets" (any target) or "target [permanent noun]" (115.1). */
    private record Among(TargetFilter filter, String text) {
    }

    private static Among among(Noun noun) {
        if (noun == null) return new Among(new TargetFilter.AnyTarget(), "targets");
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("divided damage among cards or spells");
        return new Among(new TargetFilter.Permanent(l.filter()), "target " + words(noun));
    }

    /** The noun in words for the target prompt ("target white creature an opponent controls"), not the record's toString. */
    private static String words(Noun noun) {
        java.util.List<String> w = new java.util.ArrayList<>(noun.adjectives());
        w.addAll(noun.subtypeModifiers());
        w.add(String.join(" or ", noun.heads()));
        if (noun.controller() != null) w.add(noun.controller());
        return String.join(" ", w);
    }
}
