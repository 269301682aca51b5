package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import java.util.ArrayList;
import java.util.List;

/** The parts after "If it's a creature," (608.2c), joined by ", and" as oracle text joins them. */
final class ObjectIsText {

    private ObjectIsText() {
    }

    /**
     * The words after "if" for the noun text of an {@code Effect.IfObjectIs}: "it's blue", "it's a creature" ({@code
     * article}: the text has none of its own), or the counters as written ("it has three or more +1/+1 counters on it",
     * 122.1).
     */
    static String quality(String noun, boolean article) {
        if (noun.startsWith("it has ")) return noun;
        return "it's " + (article ? Words.article(noun) + " " : "") + noun;
    }

    static String parts(Effect then, Scope s) {
        List<Effect> parts = then instanceof Effect.Sequence seq ? seq.effects() : List.of(then);
        List<String> out = new ArrayList<>();
        for (Effect p : parts) {
            String text = ClauseJoiner.join(EffectText.clauses(p, s)).strip();
            if (text.endsWith(".")) text = text.substring(0, text.length() - 1);
            out.add(text.isEmpty() ? text : Character.toLowerCase(text.charAt(0)) + text.substring(1));
        }
        return String.join(", and ", out);
    }
}
