package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Cycling (702.29a): "Cycling [cost]" means "[Cost], Discard this card: Draw a card.", an ability
 * that functions only from its owner's hand (113.6b). Typecycling (702.29e): "[Type]cycling [cost]"
 * means "[Cost], Discard this card: Search your library for a [type] card, reveal it, put it into
 * your hand, then shuffle."
 */
final class CyclingLines {

    private CyclingLines() {
    }

    /** Whether the line starts with a word ending in "cycling" ("Cycling {2}", "Basic landcycling {1}"): a cheap look before tokenizing. */
    private static boolean mayBeCycling(String text) {
        String lower = text.strip().toLowerCase(java.util.Locale.ROOT);
        if (lower.startsWith("basic landcycling")) return true;
        int end = 0;
        while (end < lower.length() && Character.isLetter(lower.charAt(end))) end++;
        return lower.substring(0, end).endsWith("cycling");
    }

    static Optional<List<Ability>> compile(String text) {
        if (!mayBeCycling(text)) return Optional.empty();
        Cursor c = Cursor.of(text.strip());
        List<Ability> out = new ArrayList<>();
        int from = 0;
        while (true) { // 702.29e: "Swampcycling {2}, mountaincycling {2}" is two abilities
            Ability one = item(c, text);
            if (one == null) return out.isEmpty() ? Optional.empty() : fail(text);
            out.add(one);
            if (c.atEnd()) break;
            if (!c.accept(",")) return fail(text);
        }
        return Optional.of(List.copyOf(out));
    }

    private static Optional<List<Ability>> fail(String text) {
        throw new NotSupported("keyword \"" + text.strip() + "\" (a list of cycling keywords)");
    }

    /** One "[type]cycling [mana]" item at the cursor, the cursor moved past it; null when the item isn't cycling. */
    private static Ability item(Cursor c, String text) {
        int start = c.mark();
        Token first = c.peek();
        if (first == null || first.kind() != Token.Kind.WORD) return null;
        String word = first.lower();
        ObjectFilter search = null;
        if (word.equals("basic") && c.peek(1) != null && c.peek(1).is("landcycling")) {
            c.next();
            search = new ObjectFilter(CardType.LAND.bit(), 0, Relation.ANY, null, 0, 0, false, false,
                    FilterQualities.NONE.withSupertypes(Supertype.BASIC.bit()));
        } else if (word.endsWith("cycling") && !word.equals("cycling")) {
            String type = word.substring(0, word.length() - "cycling".length());
            String subtype = Character.toUpperCase(type.charAt(0)) + type.substring(1);
            if (type.equals("land")) {
                search = new ObjectFilter(CardType.LAND.bit(), 0, Relation.ANY, null, 0, 0, false, false);
            } else if (List.of("plains", "island", "swamp", "mountain", "forest").contains(type)
                    || dev.arbiter.engine.card.CreatureTypes.isCreatureType(subtype)) { // 702.29e: "Wizardcycling", a subtype
                search = ObjectFilter.any().withSubtype(subtype);
            } else {
                throw new NotSupported("keyword \"" + first.text() + "\"");
            }
        } else if (!word.equals("cycling")) {
            return null;
        }
        c.next();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !(c.atEnd() || c.peek().is(","))) {
            throw new NotSupported("keyword \"" + first.text() + "\" (cost that isn't mana)");
        }
        Cost cost = new Cost(ManaCost.ofSymbols(symbols), List.of(new CostPart.DiscardSelf(true)));
        Effect effect = search == null ? new Effect.DrawCards(new Who.You(), Amount.of(1))
                : new Effect.SearchLibrary(search, 1, Effect.Destination.HAND, false, true);
        String itemText = start == 0 && c.atEnd() ? text.strip() : c.textFrom(start).replace("} {", "}{");
        return new ActivatedAbility(cost, List.of(), effect, false, ActivatedAbility.Timing.FROM_HAND, itemText);
    }
}
