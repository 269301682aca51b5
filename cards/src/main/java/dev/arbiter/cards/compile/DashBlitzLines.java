package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Dash;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.mana.ManaCost;

import java.util.List;
import java.util.Optional;

/**
 * "Dash [mana cost]" (702.109a) and "Blitz [mana cost]" (702.152a) on a creature card: an alternative cost (118.9)
 * whose payment gives the permanent haste (blitz: and "When this creature dies, draw a card.") and a delayed trigger
 * (603.7a) that returns it to its owner's hand (dash) or sacrifices it (blitz) at the beginning of the next end step.
 * A cost with X, or another card type, stays unsupported.
 */
final class DashBlitzLines {
    private DashBlitzLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        String keyword = t.startsWith("Dash {") ? "Dash" : t.startsWith("Blitz {") ? "Blitz" : null;
        if (keyword == null) return Optional.empty();
        String cost = t.substring(keyword.length() + 1);
        if (!dev.arbiter.cards.grammar.TokenShapes.symbols(cost)) return Optional.empty(); // "Blitz costs you pay cost {1} less ..."
        if (!card.hasType("Creature")) throw new NotSupported(keyword.toLowerCase(java.util.Locale.ROOT) + " on a card that isn't a creature");
        if (cost.toUpperCase(java.util.Locale.ROOT).contains("X")) throw new NotSupported(keyword.toLowerCase(java.util.Locale.ROOT) + " cost with X");
        Subject it = new Subject.TargetObject(0); // 603.7c: the permanent the spell became
        if (keyword.equals("Dash")) { // 702.109a
            return Optional.of(List.of(new Dash(keyword, ManaCost.parse(cost), List.of(), new Effect.ReturnToHand(it))));
        }
        TriggeredAbility draw = new TriggeredAbility(new Trigger.Dies(), List.of(),
                new Effect.DrawCards(new Who.You(), new Amount.Fixed(1)), "When this creature dies, draw a card.");
        return Optional.of(List.of(new Dash(keyword, ManaCost.parse(cost), List.of(draw), new Effect.SacrificePermanent(it)))); // 702.152a
    }
}
