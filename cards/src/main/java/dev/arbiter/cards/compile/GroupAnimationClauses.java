package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.GroupAnimationGrammar;
import dev.arbiter.cards.grammar.WordLists;
import dev.arbiter.cards.grammar.ast.GroupAnimationNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetSpec;
import java.util.List;
import java.util.Locale;

/**
 * "All lands become 2/2 creatures until end of turn. They're still lands." (205.1b, 611.2c): each land of the group,
 * fixed as the effect begins, becomes a creature of that size with those colours and subtypes and keeps its types;
 * the group is "all / each [lands]", "[lands] you control" or "[up to] N target [lands]". Lowered from
 * {@link GroupAnimationGrammar}'s node.
 */
final class GroupAnimationClauses {

    private static final List<String> LAND_WORDS = List.of("land", "plains", "island", "swamp", "mountain", "forest");

    private GroupAnimationClauses() {
    }

    /** The effect of such a sentence, or null when {@code text} is not one. */
    static Effect parse(String text, ParseContext ctx) {
        GroupAnimationNode n = GroupAnimationGrammar.read(text);
        if (n == null) return null;
        if (!namesLands(n.groupText())) throw new NotSupported("a group that isn't lands becoming creatures that are still lands");
        AnimationClauses.Words words = AnimationClauses.words(n.words());
        if (words == null || words.types() != 0) return null;
        Subject subject = subject(n.group(), ctx);
        return new Effect.BecomeCreature(subject, Integer.parseInt(n.power()), Integer.parseInt(n.toughness()),
                words.colors(), words.subtypes(), 0, List.of(), n.untilEndOfTurn(), false, false, false);
    }

    /** Every land of the group as the effect begins (611.2c), or the land targets chosen (115.1). */
    private static Subject subject(ObjectRef group, ParseContext ctx) {
        if (group instanceof ObjectRef.Every e) {
            String controller = e.noun().controller();
            if (controller != null && !controller.equals("you control") && !controller.equals("you don't control")
                    && !controller.equals("an opponent controls")) {
                throw new NotSupported("lands \"" + controller + "\" becoming creatures");
            }
            NounLowering.Lowered l = NounLowering.lower(e.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("cards becoming creatures");
            return new Subject.Each(e.other() ? l.filter().otherThanSource() : l.filter());
        }
        ObjectRef.Targeted t = (ObjectRef.Targeted) group;
        if (t.min() == ObjectRef.Targeted.X || t.max() == ObjectRef.Targeted.X || t.another()) {
            throw new NotSupported("an X or another target land becoming a creature");
        }
        NounLowering.Lowered l = NounLowering.lower(t.noun(), true);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("targeting cards or spells");
        int index = ctx.addTarget(new TargetSpec(NounLowering.permanentTarget(l.filter()), t.min(), t.max(), t.text(), false));
        return new Subject.TargetObject(index);
    }

    /** Whether the group's words name lands (a land or a basic land type), as "they're still lands" says. */
    private static boolean namesLands(String groupText) {
        for (String w : WordLists.words(groupText.toLowerCase(Locale.ROOT))) {
            String singular = w.endsWith("s") && !w.equals("plains") ? w.substring(0, w.length() - 1) : w;
            if (LAND_WORDS.contains(singular)) return true;
        }
        return false;
    }
}
