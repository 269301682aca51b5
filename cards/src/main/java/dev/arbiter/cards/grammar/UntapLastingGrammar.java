package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * A permanent kept tapped while a condition about the source holds (502.3, 611.2b):
 * <pre>
 * kept-tapped := ("doesn't" | "don't") "untap during" ("its" | "their") ("controller's" | "controllers'")
 *                ("untap step" | "untap steps") "for as long as" ("~ remains tapped" | "you control ~")
 *             | "don't untap during your next untap step"        (after "[permanents] you control")
 *             | "doesn't untap during your next untap step"      (after "~")
 *             | "don't untap during their controllers' next untap steps"   (each its own controller's next one)
 * </pre>
 */
final class UntapLastingGrammar {
    private UntapLastingGrammar() {
    }

    /** The effect on {@code subject}, or null with the cursor unchanged. */
    static EffectNode objectVerb(Cursor c, ObjectRef subject) {
        int m = c.mark();
        // 502.3: "Lands you control don't untap during your next untap step": "your" is their controller's, as they are yours
        if (subject instanceof ObjectRef.Every e && "you control".equals(e.noun().controller())
                && c.accept("don't untap during your next untap step")) {
            return new EffectNode.DoesntUntap(subject);
        }
        // 502.3: "~ doesn't untap during your next untap step": the source is its controller's, who is "you"
        if (subject instanceof ObjectRef.Self && c.accept("doesn't untap during your next untap step")) {
            return new EffectNode.DoesntUntap(subject);
        }
        // 502.3: "They don't untap during their controllers' next untap steps": each its own controller's next one
        if (c.accept("don't untap during their controllers' next untap steps")) return new EffectNode.DoesntUntap(subject);
        if (c.acceptAny("doesn't untap during", "don't untap during") != null
                && c.acceptAny("its controller's", "their controller's", "their controllers'") != null
                && c.acceptAny("untap steps", "untap step") != null && c.accept("for as long as")) {
            if (c.accept("~ remains tapped")) return new EffectNode.DoesntUntapWhile(subject, "tapped");
            if (c.accept("you control ~")) return new EffectNode.DoesntUntapWhile(subject, "control");
        }
        c.reset(m);
        return null;
    }
}
