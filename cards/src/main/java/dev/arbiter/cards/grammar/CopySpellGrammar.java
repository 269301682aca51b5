package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * Copying a spell (707.10), with the optional new targets of its copy (707.10c):
 * <pre>
 * copy-spell := "copy" ("target" noun-spell | "that spell") ". You may choose new targets for the copy"
 *             | "choose new targets for" "target" noun-spell                                              (115.7d)
 * </pre>
 */
public final class CopySpellGrammar {

    private CopySpellGrammar() {
    }

    /** The phrase at the cursor, or null (cursor unchanged). */
    static EffectNode verb(Cursor c) {
        int m = c.mark();
        try {
            if (c.accept("copy that spell . you may choose new targets for the copy")) return new EffectNode.CopyThatSpell();
            if (c.accept("choose new targets for")) { // 115.7d
                ObjectRef spell = ReferenceGrammar.object(c);
                if (spell instanceof ObjectRef.Targeted t && t.min() == 1 && t.max() == 1 && !t.another() && t.noun().hasHead("spell")) {
                    return new EffectNode.ChooseNewTargets(t);
                }
                c.reset(m);
                return null;
            }
            if (c.accept("copy target")) { // 707.10: "copy target triggered ability you control"
                var stack = StackTargetGrammar.phrase(c);
                if (stack != null && stack.spells().isEmpty() && c.accept(". you may choose new targets for the copy")) {
                    return new EffectNode.CopyAbility(stack);
                }
                c.reset(m);
            }
            if (c.accept("copy")) {
                ObjectRef spell = ReferenceGrammar.object(c);
                boolean targetsYou = c.accept("that targets you"); // 115.1
                if (spell instanceof ObjectRef.Targeted t && t.min() == 1 && t.max() == 1 && !t.another()
                        && t.noun().hasHead("spell") && c.accept(". you may choose new targets for the copy")) {
                    return targetsYou ? new EffectNode.CopySpellThatTargetsYou(t) : new EffectNode.CopySpell(t);
                }
            }
        } catch (ParseFailure f) {
            // not this phrase
        }
        c.reset(m);
        return null;
    }
}
