package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.CharacteristicPtGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.CharacteristicPt;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/**
 * Lowers {@link CharacteristicPtGrammar}: characteristic-defining abilities of power and toughness (604.3, 613.4a): "~'s power and
 * toughness are each equal to the number of [permanents]" on a card printed "*" / "*", "~'s power is equal to
 * the number of [permanents]" on a card printed "*" / N. They work in every zone (604.3).
 */
final class CharacteristicLines {

    private CharacteristicLines() {
    }

    /**
     * The ability of a characteristic-defining line, or empty when {@code text} is not one.
     *
     * @throws NotSupported when the line is one but its count or the printed P/T don't fit
     */
    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!text.strip().startsWith("~'")) return Optional.empty();
        CharacteristicPt node;
        try {
            node = CharacteristicPtGrammar.parse(text);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        String which = node.which();
        String counted = node.counted();
        int plus = node.plus(); // "~'s power is equal to [count] and its toughness is equal to that number plus N" (604.3, 107.1)
        int lead = -1; // 604.3, 107.1: "equal to 1 plus the number of lands you control", printed "1+*"
        dev.arbiter.cards.grammar.Cursor lc = dev.arbiter.cards.grammar.Cursor.of(counted.strip());
        if (plus < 0 && lc.peek() != null && lc.peek().kind() == dev.arbiter.cards.grammar.Token.Kind.NUMBER
                && lc.peek(1) != null && lc.peek(1).is("plus") && lc.peek(2) != null) {
            lead = Integer.parseInt(lc.next().text());
            lc.next();
            counted = counted.strip().substring(lc.peek().start());
        }
        Amount count = StaticConditions.numberOf(counted);
        if (count == null) count = cardsInZones(counted); // 604.3, 107.1: "creature cards in all graveyards"
        if (count == null) count = CharacteristicCounts.count(counted); // 700.5 devotion, 305.6 domain, 122.1 counters on it
        if (count == null) {
            throw new NotSupported("characteristic-defining P/T (counting " + counted + ")");
        }
        boolean power = !which.startsWith("toughness");
        boolean toughness = !which.equals("power is") || plus >= 0;
        if (lead >= 0) {
            String printed = lead + "+*";
            if (!(power ? printed.equals(card.power()) : CardFacts.plain(card.power()))
                    || !(toughness ? printed.equals(card.toughness()) : CardFacts.plain(card.toughness()))) {
                throw new NotSupported("characteristic-defining P/T that doesn't match the printed " + card.power() + "/"
                        + card.toughness());
            }
            Amount defined = new Amount.Plus(count, lead);
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CharacteristicPowerToughness(
                    power ? defined : Amount.of(Integer.parseInt(card.power())),
                    toughness ? defined : Amount.of(Integer.parseInt(card.toughness()))), text.strip())));
        }
        if (plus >= 0) {
            if (!"*".equals(card.power()) || !(plus + "+*").equals(card.toughness()) && !("*+" + plus).equals(card.toughness())) {
                throw new NotSupported("characteristic-defining P/T that doesn't match the printed " + card.power() + "/"
                        + card.toughness());
            }
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CharacteristicPowerToughness(count,
                    new Amount.Plus(count, plus)), text.strip())));
        }
        if (!"*".equals(card.power()) == power || !"*".equals(card.toughness()) == toughness
                || !CardFacts.plain(card.power()) && !power || !CardFacts.plain(card.toughness()) && !toughness) {
            throw new NotSupported("characteristic-defining P/T that doesn't match the printed " + card.power() + "/"
                    + card.toughness());
        }
        Amount p = power ? count : Amount.of(Integer.parseInt(card.power()));
        Amount t = toughness ? count : Amount.of(Integer.parseInt(card.toughness()));
        return Optional.of(List.of(new StaticAbility(new StaticEffect.CharacteristicPowerToughness(p, t), text.strip())));
    }

    /**
     * "the number of [noun] cards in your graveyard / in your hand / in all graveyards" (107.1), or null
     * when the text is not that: the card counts a characteristic-defining ability may read (604.3).
     */
    private static Amount cardsInZones(String text) {
        dev.arbiter.cards.grammar.Cursor c = dev.arbiter.cards.grammar.Cursor.of(text.strip());
        if (!c.accept("the number of")) return null;
        dev.arbiter.cards.grammar.ast.Noun n;
        try {
            n = dev.arbiter.cards.grammar.NounGrammar.noun(c);
        } catch (dev.arbiter.cards.grammar.ParseFailure f) {
            return null;
        }
        if (!c.atEnd() || !n.plural() || !n.hasHead("card") && !n.hasHead("cards")) return null;
        if (!java.util.Set.of("your graveyard", "your hand", "all graveyards").contains(String.valueOf(n.zone()))) return null;
        try {
            return PlayerAmountLowering.count(new dev.arbiter.cards.grammar.ast.AmountNode.CountOf(1, n, false));
        } catch (NotSupported e) {
            return null;
        }
    }
}
