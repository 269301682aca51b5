package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.util.RecordTrees;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A sentence after one that created tokens, read one sentence at a time: its pronoun ("It gains haste until end of
 * turn.", "That token gets +1/+0") names the token just created (608.2c), which no clause lowers to (they read "it" as
 * a target, the trigger's object or the source). Refused, never read as acting on something else. Quoted abilities
 * are not looked into.
 */
final class CreatedTokenPronouns {

    private static final Set<String> PRONOUNS = Set.of("it", "its", "they", "them", "their");
    private static final String[] PHRASES = {"that token", "those tokens", "the token", "the tokens", "that creature",
            "those creatures"};

    private CreatedTokenPronouns() {
    }

    /** @throws NotSupported when an effect before created tokens and {@code sentence} uses a pronoun */
    static void check(List<Effect> before, String sentence) {
        if (before.isEmpty() || !createsTokens(before)) return;
        String s = sentence.toLowerCase(Locale.ROOT).replaceAll("\"[^\"]*\"", " ")
                .replace("of those tokens", " "); // "create twelve of those tokens instead": the kind, not the objects
        boolean named = false;
        for (String w : s.split("[^a-z']+")) named |= PRONOUNS.contains(w);
        String spaced = " " + s.replaceAll("[^a-z']+", " ") + " ";
        for (String p : PHRASES) named |= spaced.contains(" " + p + " ");
        if (named) throw new NotSupported("a sentence naming the token just created (608.2c)");
    }

    static boolean createsTokens(List<Effect> before) {
        for (Effect e : before) {
            if (RecordTrees.contains(e, p -> p instanceof Effect.CreateTokens || p instanceof Effect.CreateTokensFor
                    || p instanceof Effect.CreateTokenCopy || p instanceof Effect.CreateTokensOfSize
                    || p instanceof Effect.CreateTokensThen || p instanceof Effect.CreateTokenAttachSource)) {
                return true;
            }
        }
        return false;
    }
}
