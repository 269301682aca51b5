package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.mana.ManaCost;
import java.util.Locale;

/**
 * Lowers the counterings of {@code ZoneVerbGrammar}: "counter target [noun] spell" with its filter and payment (701.5a,
 * 118.12), "counter target spell that targets ..." (115.1), "counter that spell or ability" (702.21a) and countering
 * "instead" (614.1a). Split from {@link ZoneEffectLowering}; what the engine can't do exactly throws {@link NotSupported}.
 */
final class CounterLowering {

    private final EffectLowering base;
    private final ParseContext ctx;

    CounterLowering(EffectLowering base, ParseContext ctx) {
        this.base = base;
        this.ctx = ctx;
    }

    /** The effect of {@code node}, or null when it is not a countering. */
    Effect lower(EffectNode node) {
        if (node instanceof EffectNode.CounterTargeting ct) { // 702.21a: only where the trigger names the targeting one
            if (!ctx.namesTargetingItem()) throw new NotSupported("\"that spell or ability\" where no event named one");
            if (ct.otherCost() != null) return TargetingItemLowering.unlessPays(ct.otherCost()); // 118.12
            return new Effect.CounterTargeting(ct.unlessPays() == null ? null : ManaCost.parse(ct.unlessPays()));
        }
        if (node instanceof EffectNode.CounterStackObject cs) { // 701.5a, 115.1: a spell or an ability on the stack
            int index = StackTargetLowering.target(ctx, cs.target());
            return new Effect.CounterSpell(new Subject.TargetObject(index), null);
        }
        if (node instanceof EffectNode.CounterSpell cs) return counter(cs);
        if (node instanceof EffectNode.CounterSpellUnlessCost u) return unlessCost(u); // 118.12
        if (node instanceof EffectNode.CounterSpellTargeting ct) { // 115.1: "counter target spell that targets ..."
            ObjectFilter object = null;
            if (ct.object() != null) {
                NounLowering.Lowered l = NounLowering.lower(ct.object());
                if (l.kind() != NounLowering.Kind.PERMANENT || ct.object().plural()) throw new NotSupported("a spell targeting \"" + ct.object() + "\"");
                object = l.filter();
            }
            targeting = new boolean[] {ct.you()};
            targetingObject = object;
            try {
                return counter(ct.counter());
            } finally {
                targeting = null;
                targetingObject = null;
            }
        }
        if (node instanceof EffectNode.CounterInstead ci) { // 614.1a
            Effect counter = counter(ci.counter());
            if (!(counter instanceof Effect.CounterSpell cs) || cs.unlessPays() != null) {
                throw new NotSupported("countered \"this way\" after a payment");
            }
            return new Effect.CounterSpellInstead(cs, ci.exile() ? Effect.CounteredTo.EXILE : Effect.CounteredTo.LIBRARY_TOP);
        }
        return null;
    }

    /** While lowering "... spell that targets [you] [or a noun]": whether "you" is asked, and the noun's filter (115.1). */
    private boolean[] targeting;
    private ObjectFilter targetingObject;

    /** "counter target noncreature spell", "counter target red or green spell" (701.5a, 115.1). */
    private Effect counter(EffectNode.CounterSpell cs) {
        if (cs.spell() instanceof ObjectRef.Pronoun) return counterThatSpell(cs);
        ObjectRef.Targeted t = (ObjectRef.Targeted) cs.spell();
        if (t.min() != 1 || t.max() != 1 || t.another()) throw new NotSupported("countering several spells");
        dev.arbiter.cards.grammar.ast.Noun noun = t.noun();
        boolean manaValueX = SpellXFilter.asks(noun); // "counter target spell with mana value X" (107.3)
        if (manaValueX) noun = SpellXFilter.without(noun, ctx);
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.SPELL) throw new NotSupported("countering something other than a spell");
        ObjectFilter f = manaValueX ? SpellXFilter.with(l.filter()) : l.filter();
        String text = t.text().toLowerCase(Locale.ROOT);
        boolean typesOnly = f.excludedTypes() == 0 && f.subtype() == null && f.colorMask() == 0 && f.withKeywords() == 0
                && !f.other() && f.more().none() && f.controller() == dev.arbiter.engine.ability.Relation.ANY
                && Integer.bitCount(f.anyOfTypes()) <= 1;
        TargetFilter filter = targeting != null ? new TargetFilter.SpellThatTargets(f, targeting[0], targetingObject)
                : typesOnly ? new TargetFilter.SpellTarget(f.anyOfTypes()) : new TargetFilter.Spell(f);
        int index = ctx.addTarget(TargetSpec.one(filter, text));
        ManaCost pay = cs.unlessPays() == null ? null : ManaCost.parse(cs.unlessPays());
        if (pay != null && pay.hasX()) {
            if (!(base.amountOf(new AmountNode.X()) instanceof Amount.X)) { // 107.3a: X must be paid in this spell's cost
                throw new NotSupported("paying {X} where X is defined by the text");
            }
        }
        base.counteredSpell = new Subject.TargetObject(index); // "Counter target spell. Its controller ..." (608.2h)
        if (cs.times() == null) return new Effect.CounterSpell(new Subject.TargetObject(index), pay);
        if (pay.hasX()) throw new NotSupported("paying {X} for each of something");
        Amount times = base.amountOf(cs.times());
        if (!(times instanceof Amount.CountPermanents || times instanceof Amount.CountCardsYouOwn
                || times instanceof Amount.Devotion)) { // 700.5: "{X}, where X is your devotion to blue"
            throw new NotSupported("paying mana for each of something not counted");
        }
        return new Effect.CounterSpell(new Subject.TargetObject(index), pay, times);
    }

    /**
     * "counter that spell" (608.2c, 701.5a): the target spell a sentence before named — the one it countered, or the
     * spell the last sentence targeted; refused when no target spell was named.
     */
    private Effect counterThatSpell(EffectNode.CounterSpell cs) {
        Subject named = base.counteredSpell != null ? base.counteredSpell : ctx.lastObject();
        if (!(named instanceof Subject.TargetObject t) || t.index() >= ctx.targets().size()
                || !(ctx.targets().get(t.index()).filter() instanceof TargetFilter.Spell
                        || ctx.targets().get(t.index()).filter() instanceof TargetFilter.SpellTarget)
                || ctx.targets().get(t.index()).max() != 1 || cs.unlessPays() != null || cs.times() != null) {
            throw new NotSupported("\"counter that spell\" where no target spell was named");
        }
        return new Effect.CounterSpell(t, null);
    }

    /**
     * "Counter target spell unless its controller discards their hand / sacrifices a creature / pays 3 life" (118.12,
     * 701.5a): the target spell's controller may pay from their own hand, permanents or life; other costs are refused.
     */
    private Effect unlessCost(EffectNode.CounterSpellUnlessCost u) {
        dev.arbiter.engine.ability.Cost cost = CostParser.parse(u.cost());
        if (cost == null || !cost.mana().isEmpty() || cost.parts().size() != 1) throw new NotSupported("\"unless\" cost \"" + u.cost() + "\"");
        dev.arbiter.engine.ability.CostPart part = cost.parts().get(0);
        boolean payable = part instanceof dev.arbiter.engine.ability.CostPart.PayLife
                || part instanceof dev.arbiter.engine.ability.CostPart.DiscardHand
                || part instanceof dev.arbiter.engine.ability.CostPart.DiscardCards
                || part instanceof dev.arbiter.engine.ability.CostPart.DiscardRandom
                || part instanceof dev.arbiter.engine.ability.CostPart.SacrificePermanents sp && !sp.filter().other();
        if (!payable) throw new NotSupported("\"unless\" cost \"" + u.cost() + "\" paid by the spell's controller");
        Effect counter = counter(u.counter());
        if (!(counter instanceof Effect.CounterSpell cs) || !(cs.spell() instanceof Subject.TargetObject t)) {
            throw new NotSupported("countering with a payment");
        }
        return new Effect.UnlessPays(new dev.arbiter.engine.ability.Who.TargetSpellController(t.index()), cost, counter);
    }
}
