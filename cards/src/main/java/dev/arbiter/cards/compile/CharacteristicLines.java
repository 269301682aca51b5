package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Characteristic-defining abilities of power and toughness (604.3, 613.4a): "~'s power and
 * toughness are each equal to the number of [permanents]" on a card printed "*" / "*", "~'s power is equal to
 * the number of [permanents]" on a card printed "*" / N. They work in every zone (604.3).
 */
final class CharacteristicLines {

    private static final Pattern CDA = Pattern.compile(
            "~'s (power and toughness are each|power is|toughness is) equal to (.+)\\.", Pattern.CASE_INSENSITIVE);

    private static final GuardedPattern THAT_NUMBER_PLUS = GuardedPattern.compile(
            "(.+) and its toughness is equal to that number plus (\\d+)", Pattern.CASE_INSENSITIVE);

    private CharacteristicLines() {
    }

    /**
     * The ability of a characteristic-defining line, or empty when {@code text} is not one.
     *
     * @throws NotSupported when the line is one but its count or the printed P/T don't fit
     */
    static Optional<List<Ability>> compile(String text, CardText card) {
        Matcher m = CDA.matcher(text.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        String which = m.group(1).toLowerCase(java.util.Locale.ROOT);
        String counted = m.group(2);
        int plus = -1; // "~'s power is equal to [count] and its toughness is equal to that number plus N" (604.3, 107.1)
        java.util.regex.Matcher both = THAT_NUMBER_PLUS.matcher(counted);
        if (which.equals("power is") && both.matches()) {
            counted = both.group(1);
            plus = Integer.parseInt(both.group(2));
        }
        Amount count = StaticConditions.numberOf(counted);
        if (count == null) count = cardsInZones(counted); // 604.3, 107.1: "creature cards in all graveyards"
        if (count == null) count = CharacteristicCounts.count(counted); // 700.5 devotion, 305.6 domain, 122.1 counters on it
        if (count == null) {
            throw new NotSupported("characteristic-defining P/T (counting " + counted + ")");
        }
        boolean power = !which.startsWith("toughness");
        boolean toughness = !which.equals("power is") || plus >= 0;
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
