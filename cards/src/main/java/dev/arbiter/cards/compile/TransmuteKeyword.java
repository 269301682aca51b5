package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.mana.ManaCost;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;

/**
 * "Transmute [cost]" (702.53a): "[Cost], Discard this card: Search your library for a card with the same mana value as
 * the discarded card, reveal that card, and put it into your hand. Then shuffle your library. Activate only as a
 * sorcery." An activated ability that functions in the hand (113.6b); the discarded card's mana value is its printed
 * one (a card in a graveyard, 608.2h).
 */
final class TransmuteKeyword {
    private static final GuardedPattern TRANSMUTE = GuardedPattern.compile("transmute ((?:\\{[^}x]+\\})+)");

    private TransmuteKeyword() {
    }

    /** The transmute ability of keyword {@code item}, or null when it is not one. */
    static List<Ability> items(String item) {
        Matcher m = TRANSMUTE.matcher(item.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) return null;
        ManaCost mana;
        try {
            mana = ManaCost.parse(m.group(1).toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
        Cost cost = new Cost(mana, List.of(new CostPart.DiscardSelf()));
        Effect search = new Effect.SearchWithManaValue(new Effect.SearchLibrary(ObjectFilter.any(), 1, Effect.Destination.HAND,
                false, true), new Amount.StatOf(new Subject.Self(), Amount.StatOf.Stat.MANA_VALUE, true));
        return List.of(new ActivatedAbility(cost, List.of(), search, false, ActivatedAbility.Timing.FROM_HAND_SORCERY,
                "Transmute " + mana));
    }
}
