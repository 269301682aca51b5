package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.RecipientNodes;
import dev.arbiter.cards.grammar.ast.RecipientNodes.DamageRecipient;
import dev.arbiter.cards.grammar.ast.RecipientNodes.PlayerReferent;
import dev.arbiter.cards.grammar.ast.ReferentNodes;
import java.util.List;

/**
 * The player an effect clause names and what its damage is dealt to (120.1, 115.1, 608.2c), read once from the
 * clause's own tokens into typed nodes:
 * <pre>
 * player    := "you" | "each player" | "each opponent" | "each other player" | "that player" | "defending player"
 *            | "target player" | "target opponent"
 * recipient := "it" | "that creature" | "any target" | "target" WORDS | player
 * </pre>
 * Each phrase is the whole of the tokens given; any other phrase is {@link RecipientNodes.NoPlayer}.
 */
public final class PlayerReferentGrammar {

    private PlayerReferentGrammar() {
    }

    /** The player the {@code tokens} (all of them, in {@code source}) name. */
    public static PlayerReferent player(String source, List<Token> tokens) {
        Cursor c = new Cursor(tokens);
        if (whole(c, "you")) return new RecipientNodes.You();
        if (whole(c, "each player")) return new RecipientNodes.EachPlayer();
        if (whole(c, "each opponent")) return new RecipientNodes.EachOpponent();
        if (whole(c, "each other player")) return new RecipientNodes.EachOtherPlayer();
        if (whole(c, "that player")) return new RecipientNodes.ThatPlayer();
        if (whole(c, "defending player")) return new RecipientNodes.DefendingPlayer();
        if (whole(c, "target player") || whole(c, "target opponent")) {
            return new RecipientNodes.TargetPlayer(TargetPhraseGrammar.targetDesc(c, source));
        }
        return new RecipientNodes.NoPlayer(printed(source, tokens));
    }

    /** What the {@code tokens} (all of them, in {@code source}) name as the recipient of damage. */
    public static DamageRecipient recipient(String source, List<Token> tokens) {
        Cursor c = new Cursor(tokens);
        if (whole(c, "it")) return new RecipientNodes.ObjectRecipient(new ReferentNodes.It());
        if (whole(c, "that creature")) return new RecipientNodes.ObjectRecipient(new ReferentNodes.ThatObject());
        if (whole(c, "any target") || c.at("target") && tokens.size() > 1
                && source.charAt(tokens.get(0).start() + "target".length()) == ' ') {
            return new RecipientNodes.TargetRecipient(TargetPhraseGrammar.targetDesc(c, source));
        }
        return new RecipientNodes.PlayerRecipient(player(source, tokens));
    }

    /** Whether {@code phrase} is all of the cursor's tokens (from the start); the cursor goes back to the start. */
    private static boolean whole(Cursor c, String phrase) {
        c.reset(0);
        boolean all = c.accept(phrase) && c.atEnd();
        c.reset(0);
        return all;
    }

    private static String printed(String source, List<Token> tokens) {
        if (tokens.isEmpty()) return "";
        Token last = tokens.get(tokens.size() - 1);
        return source.substring(tokens.get(0).start(), last.start() + last.text().length());
    }
}
