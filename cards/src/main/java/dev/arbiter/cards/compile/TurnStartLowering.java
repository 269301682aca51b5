package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Who;

import java.util.List;

/**
 * "the number of untapped lands they controlled at the beginning of this turn" (500.1): the engine notes each
 * player's untapped lands as a turn begins, and nothing else; any other noun is refused.
 */
final class TurnStartLowering {
    private TurnStartLowering() {
    }

    /** The amount, "they" being {@code they} (the player a trigger or "each player" names), or a clear refusal. */
    static Amount amount(AmountNode.ControlledAtTurnStart a, Who they) {
        boolean untappedLands = a.noun().adjectives().equals(List.of("untapped")) && a.noun().heads().equals(List.of("land"))
                && a.noun().subtypeModifiers().isEmpty() && a.noun().with().isEmpty() && a.noun().zone() == null;
        if (!untappedLands) throw new NotSupported("a count of permanents as the turn began other than untapped lands");
        if (a.you()) return new Amount.UntappedLandsAtTurnStart(new Who.You());
        if (they == null) throw new NotSupported("\"they controlled\" with no player named");
        return new Amount.UntappedLandsAtTurnStart(they);
    }
}
