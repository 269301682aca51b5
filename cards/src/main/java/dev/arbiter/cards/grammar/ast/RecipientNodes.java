package dev.arbiter.cards.grammar.ast;

import dev.arbiter.cards.grammar.ast.ReferentNodes.ObjectReferent;
import dev.arbiter.cards.grammar.ast.ReferentNodes.TargetDesc;

/**
 * The player an effect clause names and what damage is dealt to (120.1), read once from the clause's tokens by
 * {@code grammar/PlayerReferentGrammar} and lowered by {@code compile/Referents}: never read as text again.
 */
public final class RecipientNodes {

    private RecipientNodes() {
    }

    /** A player an effect clause names. */
    public sealed interface PlayerReferent permits You, EachPlayer, EachOpponent, EachOtherPlayer, ThatPlayer,
            DefendingPlayer, TargetPlayer, NoPlayer {
    }

    /** "you". */
    public record You() implements PlayerReferent {
    }

    /** "each player". */
    public record EachPlayer() implements PlayerReferent {
    }

    /** "each opponent". */
    public record EachOpponent() implements PlayerReferent {
    }

    /** "each other player" (relative to the player named before it). */
    public record EachOtherPlayer() implements PlayerReferent {
    }

    /** "that player" (608.2c). */
    public record ThatPlayer() implements PlayerReferent {
    }

    /** "defending player" (506.2). */
    public record DefendingPlayer() implements PlayerReferent {
    }

    /** "target player" / "target opponent" (115.1). */
    public record TargetPlayer(TargetDesc target) implements PlayerReferent {
    }

    /** Any other phrase: no player the effect readers know. */
    public record NoPlayer(String printed) implements PlayerReferent {
    }

    /** What damage is dealt to (120.1). */
    public sealed interface DamageRecipient permits ObjectRecipient, TargetRecipient, PlayerRecipient {
    }

    /** "it" / "that creature": the object named before (608.2c). */
    public record ObjectRecipient(ObjectReferent object) implements DamageRecipient {
    }

    /** "any target" / "target DESC" ({@code target} null when the words after "target" are no description). */
    public record TargetRecipient(TargetDesc target) implements DamageRecipient {
    }

    /** A player or players. */
    public record PlayerRecipient(PlayerReferent player) implements DamageRecipient {
    }
}
