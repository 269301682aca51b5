package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;

/** Amounts counted in words (107.1): "for each [other] noun", "the number of [other] noun", and what they count. */
final class CountedAmountGrammar {
    private CountedAmountGrammar() {
    }

    /** A trailing "for each [other] noun" multiplying a fixed amount (107.1), or the amount as it is. */
    static AmountNode perEach(Cursor c, AmountNode base) {
        int m = c.mark();
        if (!c.accept("for each")) return base;
        if (!(base instanceof AmountNode.Fixed f)) {
            c.reset(m);
            throw c.fail("a fixed number before \"for each\"");
        }
        if (f.value() == 1 && c.accept("card discarded this way")) return new AmountNode.DiscardedThisWay(); // 701.9a
        if (f.value() == 1 && c.accept("1 damage prevented this way")) return new AmountNode.PreventedThisWay(); // 615.5
        if (c.peek() != null && (c.peek().kind() == Token.Kind.WORD || c.peek().kind() == Token.Kind.PT) && c.peek(1) != null
                && c.peek(1).is("counter")) { // 107.1, 122.8: "for each storage counter removed this way"
            int k = c.mark();
            String kind = c.peek().kind() == Token.Kind.PT ? c.next().text() : c.next().lower();
            if (c.accept("counter removed this way")) { // "you gain 2 life for each elixir counter removed this way"
                AmountNode removed = new AmountNode.CountersRemovedAsCost(kind);
                return f.value() == 1 ? removed : new AmountNode.Times(f.value(), removed);
            }
            c.reset(k);
        }
        AmountNode theirCards = cardsInTheirZone(c); // 402, 404: "for each card in their graveyard"
        if (theirCards != null) return f.value() == 1 ? theirCards : new AmountNode.Times(f.value(), theirCards);
        AmountNode counted = OneShotGrammar.count(c, f.value()); // "for each opponent", "for each basic land type among ..."
        if (counted != null) return counted;
        boolean other = c.accept("other");
        Noun noun = NounGrammar.noun(c);
        if (!other && c.accept("destroyed this way")) return new AmountNode.DestroyedThisWay(f.value(), noun); // 701.8
        if (!other && c.accept("exiled this way")) return new AmountNode.ExiledThisWay(f.value(), noun); // 406, 608.2c
        if (!other && c.accept("tapped this way")) return new AmountNode.TappedThisWay(f.value(), noun); // 608.2c
        if (!other && c.accept("sacrificed this way")) return new AmountNode.SacrificedThisWay(f.value(), noun); // 608.2c
        if (!other && c.accept("revealed this way")) return new AmountNode.RevealedThisWay(f.value(), noun); // 701.16a
        if (!other && noun.hasHead("card") && c.acceptAny("put into their graveyard this way", "put into your graveyard this way") != null) {
            return new AmountNode.MilledThisWay(f.value(), noun); // 701.13b: counted by the mill before it
        }
        AmountNode.CountOf first = new AmountNode.CountOf(f.value(), noun, other);
        int and = c.mark();
        if (f.value() == 1 && c.accept("and each")) { // 107.1: "for each Zombie you control and each Zombie card in your graveyard"
            try {
                boolean otherToo = c.accept("other");
                return new AmountNode.Sum(first, new AmountNode.CountOf(1, NounGrammar.noun(c), otherToo));
            } catch (ParseFailure e) {
                c.reset(and);
            }
        }
        return first;
    }

    /**
     * "the number of cards in [player's] hand | library" (402, 401) for a player other than you, or in your library (your
     * hand is a count of your cards, {@link AmountNode.CountOf}); null with the cursor unchanged otherwise.
     */
    static AmountNode cardsIn(Cursor c) {
        int m = c.mark();
        if (!c.accept("the number of cards in")) return null;
        dev.arbiter.cards.grammar.ast.PlayerRef whose = ZoneVerbGrammar.possessive(c);
        if (whose != null && c.accept("library")) return new AmountNode.CardsInLibrary(whose);
        if (whose != null && !(whose instanceof dev.arbiter.cards.grammar.ast.PlayerRef.You) && c.accept("graveyard")) {
            return new AmountNode.CardsInGraveyard(whose); // 404
        }
        if (whose != null && !(whose instanceof dev.arbiter.cards.grammar.ast.PlayerRef.You) && c.accept("hand")) {
            return new AmountNode.CardsInHand(whose);
        }
        c.reset(m);
        return null;
    }

    /**
     * After "for each": "card in [player's] hand | graveyard" for a player other than you (402, 404; "card in your
     * graveyard" is a count of your cards, {@link AmountNode.CountOf}); null with the cursor unchanged otherwise.
     */
    private static AmountNode cardsInTheirZone(Cursor c) {
        int m = c.mark();
        if (!c.accept("card in")) return null;
        dev.arbiter.cards.grammar.ast.PlayerRef whose = ZoneVerbGrammar.possessive(c);
        if (whose != null && !(whose instanceof dev.arbiter.cards.grammar.ast.PlayerRef.You)) {
            if (c.accept("hand")) return new AmountNode.CardsInHand(whose);
            if (c.accept("graveyard")) return new AmountNode.CardsInGraveyard(whose);
        }
        c.reset(m);
        return null;
    }

    /** "the number of [other] noun" after "equal to", with the arithmetic of {@link #arithmetic} around it. */
    static AmountNode numberOf(Cursor c) {
        if (c.accept("twice")) return new AmountNode.Times(2, numberOf(c)); // 107.1: "twice the number of ..."
        return arithmetic(c, single(c));
    }

    /**
     * A trailing "plus [amount]" / "minus [amount]" after {@code first} (107.1; below zero counts as zero, 107.1b):
     * <pre>
     * amount := ["twice"] single ["plus" (NUMBER | amount) | "minus" (NUMBER | amount)]
     * </pre>
     */
    static AmountNode arithmetic(Cursor c, AmountNode first) {
        int m = c.mark();
        String op = c.acceptAny("plus", "minus");
        if (op == null) return first;
        AmountNode second;
        try {
            second = ReferenceGrammar.count(c);
            if (second != null && !(second instanceof AmountNode.Fixed)) { // "plus X": not a count in words
                c.reset(m);
                return first;
            }
            if (second == null) second = single(c);
        } catch (ParseFailure f) {
            c.reset(m);
            return first;
        }
        if (op.equals("minus")) return new AmountNode.Minus(first, second);
        return second instanceof AmountNode.Fixed f ? new AmountNode.Plus(first, f.value()) : new AmountNode.Sum(first, second);
    }

    /** One amount in words, without arithmetic. */
    private static AmountNode single(Cursor c) {
        if (c.accept("the result")) return new AmountNode.DieResult(); // 706.2, 706.4: of the die the effect rolled
        AmountNode cards = cardsIn(c); // 402, 401: "the number of cards in target opponent's hand"
        if (cards != null) return cards;
        AmountNode damage = DamageAmountGrammar.amount(c); // 615.5, 120.3a: "the damage prevented this way"
        if (damage != null) return damage;
        AmountNode greatest = AmountPhraseGrammar.greatest(c); // 107.1: "the greatest power among creatures you control"
        if (greatest != null) return greatest;
        AmountNode stat = OneShotGrammar.stat(c); // "its power", "that card's toughness"
        if (stat != null) return stat;
        AmountNode counters = CounterGrammar.numberOf(c); // 122: "the number of charge counters on ~"
        if (counters != null) return counters;
        AmountNode counted = OneShotGrammar.numberOf(c); // "the number of opponents you have"
        if (counted != null) return counted;
        c.expect("the number of");
        boolean other = c.accept("other");
        Noun n = NounGrammar.noun(c);
        if (!NounGrammar.mayBePlural(n)) throw c.fail("a plural noun"); // "the number of Merfolk you control"
        if (!other && c.accept("put into a graveyard this way")) return new AmountNode.DestroyedThisWay(1, n, true); // 701.8
        if (!other && c.accept("revealed this way")) return new AmountNode.RevealedThisWay(1, n); // 701.16a
        AmountNode moved = other ? null : ThisWayAmountGrammar.numberOf(c, n); // 608.2c: "the number of creatures destroyed this way"
        if (moved != null) return moved;
        return new AmountNode.CountOf(1, n, other);
    }
}
