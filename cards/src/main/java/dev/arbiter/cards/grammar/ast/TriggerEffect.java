package dev.arbiter.cards.grammar.ast;

/**
 * A trigger line's effect, after the event's comma and any intervening "if" (603.1, 603.4), read in the trigger rule from
 * the line's own tokens: {@code node} the effect tree {@code EffectGrammar} made of them (the nodes a spell's effect
 * becomes), null when it reads none; {@code read} false only for a line built without the grammar (then nothing was
 * tried); {@code ifClause} when the effect opens with "if" or holds ", if": an intervening "if" (603.4) where none can be;
 * {@code sameForAttackers} for "[effect]. Each opponent attacking that player does the same." after "enchanted player is
 * attacked" (the sentence itself not in the effect); {@code text} the effect's words as printed, read only by the older
 * clause matchers when the tree is null or its lowering refuses it.
 */
public record TriggerEffect(EffectNode node, boolean read, boolean ifClause, boolean sameForAttackers, String text) {

    /** The effect {@code text} not yet read by the grammar. */
    public static TriggerEffect unread(String text) {
        return new TriggerEffect(null, false, false, false, text);
    }
}
