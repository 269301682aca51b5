package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.EffectJoiners;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import java.util.List;

/**
 * An effect whose first sentence makes the source itself a creature, followed by other sentences (608.2c: in order):
 * "Until end of turn, ~ becomes a 5/5 Human Soldier creature with indestructible that's still a planeswalker. Prevent
 * all damage that would be dealt to him this turn." (205.1b, 611.2a, 615.1a):
 * <pre>
 * text := animation-sentence "." sentence ("." sentence)* "."
 * </pre>
 * The animation is read by {@link AnimationClauses}; only one of the source itself is taken, so an "it" of the
 * sentences after (the source, for a permanent's ability) still means the same object. The rest is read as a whole.
 */
final class SelfAnimationSentences {

    private SelfAnimationSentences() {
    }

    /**
     * The effect of {@code text} (ending with "."), or null when it isn't this shape.
     *
     * @throws NotSupported when a sentence after the animation is recognised but not played
     */
    static Effect parse(String text, ParseContext ctx) {
        if (!text.contains(" becomes ")) return null; // a cheap look first
        List<String> sentences = EffectJoiners.sentences(text.substring(0, text.length() - 1));
        if (sentences.size() < 2) return null;
        ParseContext.Snapshot snap = ctx.snapshot();
        Effect first;
        try {
            first = AnimationClauses.parse(sentences.get(0).strip() + ".", ctx);
        } catch (NotSupported e) {
            first = null; // not one of the source itself: the text stays for the readers after
        }
        if (!(first instanceof Effect.BecomeCreature b) || !(b.subject() instanceof Subject.Self)) {
            ctx.restore(snap);
            return null;
        }
        String rest = String.join(". ", sentences.subList(1, sentences.size())) + ".";
        Effect then = EffectParser.parse(rest, ctx);
        if (then == null) {
            ctx.restore(snap);
            return null;
        }
        return EffectParser.sequence(List.of(first, then));
    }
}
