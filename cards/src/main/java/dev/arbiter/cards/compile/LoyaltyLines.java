package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.LoyaltyGrammar;
import dev.arbiter.cards.grammar.ast.LoyaltyNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.mana.ManaCost;
import java.util.List;
import java.util.Optional;

/**
 * Loyalty abilities (606): "[+1]: effect", "[−2]: effect", "[0]: effect", "[−X]: effect". The
 * symbol is the cost (606.4); the engine activates them only as a sorcery, once each turn for the
 * permanent (606.3), and "[−X]" chooses X up to its loyalty (606.6). One that adds mana ("[+1]: Add {R}{R}.") is not a
 * mana ability (605.1a): it goes on the stack like the others.
 */
final class LoyaltyLines {

    private LoyaltyLines() {
    }

    /**
     * The loyalty ability {@code text} describes, or empty when it is not one.
     *
     * @throws NotSupported for an effect or cost the engine cannot play
     */
    static Optional<List<Ability>> compile(String text, CardText card) {
        LoyaltyNode node = LoyaltyGrammar.parse(text);
        if (node == null) {
            return Optional.empty();
        }
        if (!card.hasType("Planeswalker")) {
            throw new NotSupported("loyalty ability of a permanent that isn't a planeswalker");
        }
        boolean minus = node.minus();
        boolean x = node.amount() == null;
        if (x && !minus) {
            throw new NotSupported("loyalty cost \"+X\"");
        }
        int amount = x ? 0 : node.amount() * (minus ? -1 : 1);
        String effectText = node.effectText();
        if (LoyaltyGrammar.namesActivation(effectText)) {
            throw new NotSupported("activation restriction");
        }
        SpendRestrictionLines.Split spend = SpendRestrictionLines.split(effectText); // 106.6: "Spend this mana only ..."
        if (spend != null) effectText = spend.effect();
        ParseContext ctx = new ParseContext(true, x, false).card(card); // 201.5: "~" and "he" / "him" are this planeswalker
        Effect effect = EffectParser.parse(effectText, ctx);
        if (effect == null) {
            throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        }
        if (spend != null) effect = SpendRestrictionLines.restrict(effect, spend.purpose()); // 106.6
        // 605.1a: a loyalty ability that adds mana is not a mana ability: it uses the stack and adds the mana as it
        // resolves (the ability below is built with manaAbility false)
        Cost cost = new Cost(ManaCost.ZERO, List.of(new CostPart.Loyalty(amount, x)));
        return Optional.of(List.of(new ActivatedAbility(cost, ctx.targets(), effect, false,
                ActivatedAbility.Timing.SORCERY, text)));
    }
}
