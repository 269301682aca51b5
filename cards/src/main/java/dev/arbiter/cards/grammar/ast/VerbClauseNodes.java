package dev.arbiter.cards.grammar.ast;

/**
 * One-shot clauses read by {@link dev.arbiter.cards.grammar.VerbClauseGrammar}: the verb and shape from tokens, the
 * player and object phrases read into typed nodes (a player null: none written).
 */
public final class VerbClauseNodes {

    private VerbClauseNodes() {
    }

    /** "[player] draws N cards" (121.1), "[player] gains / loses N life" (119.3), "[player] gets N poison counters" (122.1f). */
    public record PlayerAmount(RecipientNodes.PlayerReferent subject, String verb, String amount) {
    }

    /** "[player] draws an additional card". */
    public record DrawAdditional(RecipientNodes.PlayerReferent subject, String verb) {
    }

    /** "destroy [object]" (701.8). */
    public record Destroy(ReferentNodes.ObjectReferent object) {
    }

    /** "add [mana]" (106.1). */
    public record Add(String mana) {
    }

    /** "put N +X/+Y counters on [object]" (122.1); the kind as the token writes it ("-1/-1"). */
    public record PutPtCounters(String amount, String kind, ReferentNodes.ObjectReferent object) {
    }

    /** "return [object] to your hand / its owner's hand". */
    public record ReturnToHand(ReferentNodes.ObjectReferent object, boolean yours) {
    }

    /** "all creatures able to block [object] this turn do so" (509.1c). */
    public record Lure(ReferentNodes.ObjectReferent object) {
    }

    /** "you may draw a card" (seed 423.3). */
    public record MayDraw() {
    }

    /** "put the top card of your library into your hand" (seed 423.5). */
    public record TopCardToHand() {
    }
}
