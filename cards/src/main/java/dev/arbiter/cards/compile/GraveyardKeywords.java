package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;

/**
 * Keywords that are abilities activated from the graveyard as a sorcery (113.6m), read as the keyword and its mana cost:
 * <ul>
 * <li>encore [cost] (702.141a): "[Cost], Exile this card from your graveyard: For each opponent, create a token copy of
 * this card that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next
 * end step. Activate only as a sorcery." ({@link Effect.Encore})</li>
 * <li>unearth [cost] (702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it
 * at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else.
 * Activate only as a sorcery." ({@link Effect.Unearth})</li>
 * </ul>
 * Only on a creature card (the copies attack; unearth's card returns with haste).
 */
final class GraveyardKeywords {

    private static final GuardedPattern KEYWORD = GuardedPattern.compile("(encore|unearth) ((?:\\{[^}]+\\})+)",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    private GraveyardKeywords() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        Matcher m = KEYWORD.matcher(text.strip());
        if (!m.matches()) return Optional.empty();
        boolean encore = m.group(1).equalsIgnoreCase("encore");
        String keyword = encore ? "Encore" : "Unearth";
        if (!card.hasType("Creature")) throw new NotSupported(keyword.toLowerCase() + " on a card that isn't a creature");
        Cost cost = CostParser.parse(encore ? m.group(2) + ", Exile ~ from your graveyard" : m.group(2));
        if (cost == null) throw new NotSupported("keyword \"" + text.strip() + "\" (its cost)");
        Effect effect = encore ? new Effect.Encore() : new Effect.Unearth();
        return Optional.of(List.of(new ActivatedAbility(cost, List.of(), effect, false,
                ActivatedAbility.Timing.FROM_GRAVEYARD_SORCERY, keyword + " " + m.group(2))));
    }
}
