package dev.arbiter.cards.grammar.ast;

/**
 * "[object] becomes [colours] [and gains K] [until end of turn]." (105.3, 613.1e): the object ({@code self} "~", else the target
 * description read once from its tokens, null when not one), the colour list and the keywords as written (keywords null when none): see {@link dev.arbiter.cards.grammar.BecomeColoursGrammar}.
 */
public record BecomeColoursNode(boolean self, ReferentNodes.TargetDesc target, String colours, String keywords,
        boolean untilEndOfTurn) {
}
