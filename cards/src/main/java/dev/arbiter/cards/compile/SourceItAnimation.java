package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

/**
 * "it becomes ..." where "it" is the trigger's source itself (603.2, 608.2c: a trigger of ~ whose event names ~, "When
 * ~ blocks, it becomes ..."): read as "~ becomes ..." by the animation readers (205.1b, 613.1d), nothing else.
 */
final class SourceItAnimation {

    private SourceItAnimation() {
    }

    /** The animation of the source, or null when {@code text} doesn't open "it becomes" or "it" isn't the source. */
    static Effect parse(String text, ParseContext ctx) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, "it becomes ", 0, 11) || !(ctx.triggerIt() instanceof Subject.Self)) return null;
        if (!ctx.sourceIsPermanent()) return null;
        String self = "~ becomes " + t.substring(11);
        Effect animation = AnimationClauses.parse(self, ctx);
        if (animation != null) return animation;
        return SelfAnimationSentences.parse(self, ctx); // 608.2c: "~ becomes ... . [more]."
    }
}
