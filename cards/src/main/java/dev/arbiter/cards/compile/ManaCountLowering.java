package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;

/**
 * Lowers "add {G} for each Elf you control" (106.1, 107.1) to {@link Effect.AddManaForEach}, "loses all unspent
 * mana" (106.4) and "one into your hand, one on top, one on the bottom" (401.4).
 */
final class ManaCountLowering {

    private ManaCountLowering() {
    }

    /** The effect of {@code node} if it is one of these, else null. */
    static Effect lower(EffectLowering effects, EffectNode node) {
        if (node instanceof EffectNode.HandCardsOnTop h) return new Effect.PutChosenFromHandOnTop(effects.player(h.who()), h.count());
        if (node instanceof EffectNode.DoubleUnspentMana) return new Effect.DoubleUnspentMana(); // 106.4
        if (node instanceof EffectNode.LoseUnspentMana l) return new Effect.LoseUnspentMana(effects.player(l.who())); // 106.4
        if (node instanceof EffectNode.LookHandTopBottom l) return new Effect.LookAtTopHandTopBottom(effects.amountOf(l.amount()));
        if (node instanceof EffectNode.AddMana a) { // 106.1
            Effect.AddMana add = ManaPhrases.parse(a.alternatives());
            if (add == null) throw new NotSupported("mana \"" + a.alternatives() + "\"");
            return add;
        }
        if (!(node instanceof EffectNode.AddManaForEach m)) return null;
        if (m.mana().startsWith(dev.arbiter.cards.grammar.ManaCountGrammar.ANY_COMBINATION)) { // 106.1a
            java.util.List<dev.arbiter.engine.mana.ManaType> types = new java.util.ArrayList<>();
            String symbols = m.mana().substring(dev.arbiter.cards.grammar.ManaCountGrammar.ANY_COMBINATION.length());
            for (int i = 1; i < symbols.length(); i += 3) types.add(dev.arbiter.engine.mana.ManaType.ofLetter(symbols.charAt(i)));
            if (types.stream().distinct().count() != types.size()) throw new NotSupported("mana \"" + m.mana() + "\"");
            Amount x = effects.amountOf(m.count());
            if (!(x instanceof Amount.CountersRemovedAsCost) && !(x instanceof Amount.DefinedX && countable(x))) {
                throw new NotSupported("mana for each of a count the payment can't read");
            }
            return new Effect.AddManaCombination(types, x);
        }
        if (m.mana().equals("any one color")) { // ManaCountGrammar's word for it // "X mana of any one color, where X is ..."
            Amount x = effects.amountOf(m.count());
            boolean removed = x instanceof Amount.CountersRemovedAsCost; // 107.3, 122.8: "Remove X ki counters from ~: Add X mana ..."
            if (!removed && (!(x instanceof Amount.DefinedX) || !countable(x))) throw new NotSupported("mana for each of a count the payment can't read");
            return new Effect.AddManaForEach(dev.arbiter.engine.mana.ManaPool.EMPTY.plus(dev.arbiter.engine.mana.ManaType.C, 1), x, true);
        }
        Effect.AddMana unit = ManaPhrases.parse(m.mana());
        if (unit == null || unit.alternatives().size() != 1) throw new NotSupported("mana \"" + m.mana() + "\"");
        Amount count = effects.amountOf(m.count());
        if (count instanceof Amount.CountersRemovedAsCost) { // 107.1, 122.8: "Add {G} for each storage counter removed this way"
            dev.arbiter.engine.mana.ManaPool one = unit.alternatives().get(0);
            if (one.total() != 1) throw new NotSupported("mana \"" + m.mana() + "\" for each counter removed");
            for (dev.arbiter.engine.mana.ManaType t : dev.arbiter.engine.mana.ManaType.values()) {
                if (one.amount(t) == 1) return new Effect.AddManaAmount(t, count);
            }
        }
        // the count must be readable from the game state alone: the mana payment asks it before activating (605.3a)
        if (!countable(count)) throw new NotSupported("mana for each of a count the payment can't read");
        return new Effect.AddManaForEach(unit.alternatives().get(0), count);
    }

    static boolean countable(Amount a) {
        if (a instanceof Amount.Times t) return countable(t.count());
        if (a instanceof Amount.DefinedX d) return countable(d.value()); // "where X is the number of Elves you control"
        return a instanceof Amount.CountPermanents || a instanceof Amount.CountCardsYouOwn
                || a instanceof Amount.CountCardsInYourGraveyard || a instanceof Amount.CountersOnSource; // 122: "+1/+1 counter on ~"
    }

    /** 107.1: "the greatest power among creatures you control", read from the battlefield as the effect resolves. */
    static Amount greatest(dev.arbiter.cards.grammar.ast.AmountNode.Greatest g) {
        NounLowering.Lowered l = NounLowering.lower(g.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("the greatest value among cards or spells");
        Amount.StatOf.Stat stat = StatWords.stat(g.stat());
        return new Amount.Greatest(g.other() ? l.filter().otherThanSource() : l.filter(), stat);
    }

    /** "the total power of [other] creatures you control" (107.1). */
    static Amount total(dev.arbiter.cards.grammar.ast.AmountNode.Total t) {
        NounLowering.Lowered l = NounLowering.lower(t.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("the total value of cards or spells");
        Amount.StatOf.Stat stat = StatWords.stat(t.stat());
        return new Amount.Total(t.other() ? l.filter().otherThanSource() : l.filter(), stat);
    }
}
