package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.AlternativeCost;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Replicate;
import dev.arbiter.engine.ability.SelfCostChange;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Older keywords read as the abilities their rule defines them as (as {@link KeywordDefinitions}), issue 11:
 * <ul>
 * <li>scavenge [mana] (702.97a): "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal to
 * the power of the card you exiled on target creature. Activate only as a sorcery." (the exiled card's power is its
 * printed one, its last known information in the graveyard, 608.2h); on a creature card</li>
 * <li>provoke (702.39a): "Whenever this creature attacks, you may choose to have target creature defending player
 * controls block this creature this combat if able. If you do, untap that creature."; on a creature card</li>
 * <li>sunburst (702.44a): "it enters with a +1/+1 counter on it for each color of mana spent to cast it" on a creature
 * card, a charge counter otherwise (the card's printed types: a type-changing effect is ignored, 702.44a)</li>
 * <li>spectacle [mana] (702.137a): "You may pay [cost] rather than pay this spell's mana cost if an opponent lost life
 * this turn." (118.9, remembered as "spectacle" for "if its spectacle cost was paid")</li>
 * <li>surge [mana] (702.117a): "You may pay [cost] rather than pay this spell's mana cost as you cast this spell if you
 * or one of your teammates has cast another spell this turn." (`Condition.TeamCastSpellThisTurn`, remembered as
 * "surge")</li>
 * <li>undaunted (702.125a): "This spell costs {1} less to cast for each opponent you have." (a {@link SelfCostChange}
 * counting the opponents still in the game, 702.125b)</li>
 * <li>replicate [mana] (702.56a), on an instant or sorcery: the engine's {@link Replicate} (an additional cost paid any
 * number of times and a cast trigger copying the spell that many times); a second instance is refused (702.56b)</li>
 * </ul>
 * A definition the grammar does not compile leaves the keyword unsupported (fail closed).
 */
final class OlderKeywordDefinitions {

    private OlderKeywordDefinitions() {
    }

    /** The abilities of keyword line {@code text}, or empty when it is none of these keywords. */
    static Optional<List<Ability>> compile(String text, CardText card, SpellEffectLines spell) {
        String t = text.strip();
        Token first = Cursor.of(t).peek();
        if (first == null || first.kind() != Token.Kind.WORD) return Optional.empty();
        switch (first.lower()) {
            case "scavenge" -> {
                return scavenge(t, card, spell);
            }
            case "provoke" -> {
                if (!isOnly(t, "provoke")) return Optional.empty();
                requireCreature(card, "provoke");
                return Optional.of(KeywordDefinitions.definitionLines(t, List.of("Whenever ~ attacks, you may have target creature defending player "
                        + "controls block ~ this combat if able. If you do, untap that creature."), card, spell)); // 702.39a
            }
            case "sunburst" -> {
                if (!isOnly(t, "sunburst")) return Optional.empty();
                if (card.hasType("Instant") || card.hasType("Sorcery")) throw new NotSupported("sunburst on a card that isn't a permanent");
                String counter = card.hasType("Creature") ? "+1/+1" : "charge"; // 702.44a: entering as a creature
                return Optional.of(KeywordDefinitions.definitionLines(t, List.of("~ enters the battlefield with a " + counter + " counter on it for each "
                        + "color of mana spent to cast it."), card, spell));
            }
            case "spectacle" -> {
                ManaCost cost = manaAfter(t, "spectacle");
                if (cost == null) return Optional.empty();
                // 702.137a: "if an opponent lost life this turn"
                Condition lost = new Condition.ThisTurn(Condition.ThisTurn.Event.LOST_LIFE, Relation.OPPONENT, 1);
                return Optional.of(List.of(new AlternativeCost(new Cost(cost, List.of()), List.of(lost), t, "spectacle")));
            }
            case "surge" -> {
                ManaCost cost = manaAfter(t, "surge");
                if (cost == null) return Optional.empty();
                // 702.117a: "if you or one of your teammates has cast another spell this turn"
                return Optional.of(List.of(new AlternativeCost(new Cost(cost, List.of()), List.of(new Condition.TeamCastSpellThisTurn()),
                        t, "surge")));
            }
            case "undaunted" -> {
                if (!isOnly(t, "undaunted")) return Optional.empty();
                // 702.125a: "This spell costs {1} less to cast for each opponent you have." (702.125b: those in the game)
                return Optional.of(List.of(new SelfCostChange(-1, new Amount.CountPlayers(true), null, t, null)));
            }
            case "replicate" -> {
                ManaCost cost = manaAfter(t, "replicate");
                if (cost == null) return Optional.empty();
                if (!card.hasType("Instant") && !card.hasType("Sorcery")) {
                    throw new NotSupported("keyword \"Replicate\" on a card that isn't an instant or sorcery");
                }
                if (cost.hasX() || cost.manaValue() == 0) throw new NotSupported("keyword \"" + t + "\" (cost " + cost + ")");
                if (card.rulesTexts().stream().filter(l -> Cursor.of(l.strip()).accept("replicate")).count() > 1) {
                    throw new NotSupported("keyword \"Replicate\" twice (702.56b)");
                }
                return Optional.of(List.of(new Replicate(cost, t))); // 702.56a
            }
            default -> {
                return Optional.empty();
            }
        }
    }

    /**
     * 702.97a: compiled as "[cost], Exile ~ from your graveyard: Put a +1/+1 counter on target creature. Activate only as
     * a sorcery.", then the counters' number made the exiled card's power.
     */
    private static Optional<List<Ability>> scavenge(String t, CardText card, SpellEffectLines spell) {
        ManaCost cost = manaAfter(t, "scavenge");
        if (cost == null) return Optional.empty();
        requireCreature(card, "scavenge");
        if (cost.hasX()) throw new NotSupported("keyword \"" + t + "\" with X in its cost");
        List<Ability> abilities = KeywordDefinitions.definitionLines(t, List.of(cost + ", Exile ~ from your graveyard: Put a +1/+1 counter on target "
                + "creature. Activate only as a sorcery."), card, spell);
        if (abilities.size() != 1 || !(abilities.get(0) instanceof ActivatedAbility a)
                || !(a.effect() instanceof Effect.PutCounters put) || !put.kind().equals("+1/+1")) {
            throw new NotSupported("keyword \"" + t + "\" (its definition)");
        }
        Amount power = new Amount.StatOf(new Subject.Self(), Amount.StatOf.Stat.POWER, true); // 608.2h: the card's printed power
        return Optional.of(List.of(new ActivatedAbility(a.cost(), a.targets(), new Effect.PutCounters(put.subject(), put.kind(),
                power), false, a.timing(), t)));
    }

    /** The mana cost after {@code keyword} when the line is only the keyword and mana symbols, else null. */
    private static ManaCost manaAfter(String t, String keyword) {
        Cursor c = Cursor.of(t);
        if (!c.accept(keyword)) return null;
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) return null;
        try {
            return ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"" + t + "\" (cost " + String.join("", symbols) + ")");
        }
    }

    private static boolean isOnly(String t, String keyword) {
        Cursor c = Cursor.of(t);
        return c.accept(keyword) && c.atEnd();
    }

    private static void requireCreature(CardText card, String keyword) {
        if (!card.hasType("Creature")) throw new NotSupported("keyword \"" + keyword + "\" on a card that isn't a creature");
    }
}
