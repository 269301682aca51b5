package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.KeywordItemGrammar;
import dev.arbiter.cards.grammar.ast.KeywordItemNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import java.util.List;
import java.util.Optional;

/**
 * More keywords whose rule defines them as ordinary abilities written out in words (as {@link KeywordDefinitions}):
 * the keyword line is read as its definition, compiled like any other line; a definition the grammar does not compile
 * leaves the keyword unsupported.
 * <ul>
 * <li>extort (702.101a), on a permanent: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses
 * 1 life and you gain that much life."</li>
 * <li>reinforce N—[cost] (702.77a), on any card: "[cost], Discard ~: Put N +1/+1 counters on target creature." (an
 * ability activated from the hand)</li>
 * <li>jump-start (702.133a), on an instant or sorcery: cast from the graveyard by discarding a card in addition to its
 * mana cost, exiled as it would leave the stack: the same permission as "Flashback—[its mana cost], Discard a card."
 * (702.34a)</li>
 * <li>"~ is every creature type." (205.3m): the characteristic-defining ability changeling is defined as (702.73a)</li>
 * <li>ravenous (702.156a), on a creature card with {X}: "~ enters with X +1/+1 counters on it." and "When ~ enters, if X
 * is 5 or more, draw a card." (the intervening "if" reads the trigger's X, 107.3m)</li>
 * </ul>
 */
final class DefinedKeywords {

    private DefinedKeywords() {
    }

    /** The abilities of keyword line {@code text} by its definition, or empty when it is none of these keywords. */
    static Optional<List<Ability>> compile(String text, CardText card, SpellEffectLines spell) {
        String t = text.strip();
        boolean spellCard = card.hasType("Instant") || card.hasType("Sorcery");
        if (t.equalsIgnoreCase("extort")) { // 702.101a: a triggered ability of the permanent
            if (spellCard) throw new NotSupported("extort on a card that isn't a permanent");
            return Optional.of(KeywordDefinitions.definitionLines(t, List.of("Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 "
                    + "life and you gain that much life."), card, spell));
        }
        if (KeywordItemGrammar.read(t) instanceof KeywordItemNode.Reinforce r) { // 702.77a: activated from the hand, any card
            int n = r.n();
            if (n < 1) return Optional.empty();
            String counters = n == 1 ? "a +1/+1 counter" : n + " +1/+1 counters";
            return Optional.of(KeywordDefinitions.definitionLines(t, List.of(r.mana() + ", Discard ~: Put " + counters + " on target creature."), card, spell));
        }
        dev.arbiter.cards.grammar.Cursor self = dev.arbiter.cards.grammar.Cursor.of(t);
        if (self.accept("~ is every creature type .") && self.atEnd()) { // 702.73a: changeling means exactly this
            if (spellCard) throw new NotSupported("\"is every creature type\" on an instant or sorcery");
            return KeywordLines.compile("Changeling");
        }
        if (t.equalsIgnoreCase("ravenous")) return Optional.of(ravenous(t, card, spell)); // 702.156a
        if (t.equalsIgnoreCase("jump-start")) { // 702.133a
            if (!spellCard) throw new NotSupported("jump-start on a card that isn't an instant or sorcery");
            String cost = card.manaCost();
            if (cost.isEmpty() || cost.contains("{X}")) throw new NotSupported("jump-start on a card without a fixed mana cost");
            return Optional.of(KeywordDefinitions.definitionLines(t, List.of("Flashback\u2014" + cost + ", Discard a card."), card, spell));
        }
        return Optional.empty();
    }

    /**
     * 702.156a: "This permanent enters with X +1/+1 counters on it" and "When this permanent enters, if X is 5 or more,
     * draw a card.", on a creature card with {X} in its mana cost; X is the spell's (107.3m), which the intervening "if"
     * reads as the ability triggers and resolves (603.4).
     */
    private static List<Ability> ravenous(String t, CardText card, SpellEffectLines spell) {
        if (!card.hasType("Creature") || !card.manaCost().contains("{X}")) {
            throw new NotSupported("ravenous on a card that isn't a creature with {X} in its mana cost");
        }
        List<Ability> out = new java.util.ArrayList<>();
        for (Ability a : KeywordDefinitions.definitionLines(t, List.of("~ enters the battlefield with X +1/+1 counters on it.",
                "When ~ enters the battlefield, draw a card."), card, spell)) {
            if (a instanceof dev.arbiter.engine.ability.TriggeredAbility ta) {
                a = new dev.arbiter.engine.ability.TriggeredAbility(ta.trigger(), new dev.arbiter.engine.ability.Condition.AmountBetween(
                        new dev.arbiter.engine.ability.Amount.X(), 5, Integer.MAX_VALUE), ta.targets(), ta.effect(), "Ravenous");
            }
            out.add(a);
        }
        return out;
    }
}
