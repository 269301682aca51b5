package dev.arbiter.cards.grammar.ast;

/**
 * "~ deals N damage to ..." (120.3) and "Counter target spell ..." (701.5a) clauses, the recipients read into
 * typed nodes ({@link RecipientNodes.DamageRecipient}, lowered by compile/Referents): see {@link dev.arbiter.cards.grammar.DamageCounterGrammar}. {@code source} is "~" or
 * "it" as written; amounts are amount words ("3", "two", "X").
 */
public final class DamageCounterNodes {

    private DamageCounterNodes() {
    }

    /** "[source] deals N damage to [recipient]". */
    public record Damage(String source, String amount, RecipientNodes.DamageRecipient recipient) {
    }

    /** "[source] deals N damage to [recipient][,] and M damage to [recipient]". */
    public record DamageTwo(String source, String amount, RecipientNodes.DamageRecipient recipient, String secondAmount,
            RecipientNodes.DamageRecipient secondRecipient) {
    }

    /**
     * "[source] deals X damage to that player, where X is N minus the number of cards in their hand" (handMinus
     * false) or "... the number of cards in their hand minus N" (handMinus true) (107.1b).
     */
    public record DamageByHandSize(String source, String amount, boolean handMinus) {
    }

    /**
     * "counter target spell | target TYPE spell | it [unless its controller | that player pays MANA]": spell as
     * written, type null unless written, pay the mana symbols as written or null.
     */
    public record Counter(String spell, String type, String pay) {
    }
}
