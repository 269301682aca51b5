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
        if (noun.startsWith("it has ") || noun.startsWith("its ") || noun.startsWith("it was ")) return noun; // "if it has flying", "if its power is 10 or greater"
        return "it's " + (article ? Words.article(noun) + " " : "") + noun;
    }

    /** "[otherwise]. If it's a Zombie, [then] instead." (608.2c): the sentence before and the one replacing it. */
    static List<Clause> instead(Effect.IfObjectIs e, Scope s) {
        List<Clause> out = new ArrayList<>(EffectText.clauses(e.otherwise(), s));
        out.add(Clause.sentence(e, "If " + quality(e.noun(), true) + ", " + parts(e.then(), s) + " instead"));
        return out;
    }

    static String parts(Effect then, Scope s) {
        List<Effect> parts = then instanceof Effect.Sequence seq ? seq.effects() : List.of(then);
        List<String> out = new ArrayList<>();
        for (Effect p : parts) {
            String text = ClauseJoiner.join(EffectText.clauses(p, s)).strip();
            if (text.endsWith(".")) text = text.substring(0, text.length() - 1);
            boolean name = !s.selfName().isEmpty() && text.startsWith(s.selfName()); // "Icequake deals 1 damage ..." keeps its capital
            out.add(text.isEmpty() || name ? text : Character.toLowerCase(text.charAt(0)) + text.substring(1));
        }
        return String.join(", and ", out);
    }

    /**
     * A trailing condition after the first sentence of what it governs: "Destroy target creature if it's white. It can't be
     * regenerated." (608.2c), not "... It can't be regenerated if it's white.", which reads as if the destruction weren't
     * conditional.
     */
    static String trailingIf(String body, String quality) {
        int dot = body.indexOf(". ");
        return dot < 0 ? body + " if " + quality : body.substring(0, dot) + " if " + quality + body.substring(dot);
    }
}
