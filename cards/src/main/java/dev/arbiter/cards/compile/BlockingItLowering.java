package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import java.util.ArrayList;
import java.util.List;

/**
 * "target creature blocking it" (509.1, 608.2c): "it" is the source when the source is a permanent and nothing else was
 * named before, in an activated ability or spell-like effect with no trigger object ("{R}: ~ deals 1 damage to target
 * creature blocking it"); anywhere else "it" might be another object, and the line is refused.
 */
final class BlockingItLowering {

    private BlockingItLowering() {
    }

    static ObjectRef.Targeted resolve(ParseContext ctx, ObjectRef.Targeted t) {
        Noun n = t.noun();
        if (n.with().stream().noneMatch(w -> NounGrammar.BLOCKING_IT.equals(w.stat()))) return t;
        if (!ctx.sourceIsPermanent() || ctx.triggerIt() != null || ctx.triggerThatObject() != null || ctx.lastObject() != null) {
            throw new NotSupported("\"blocking it\" where \"it\" may be other than ~");
        }
        List<Noun.With> with = new ArrayList<>();
        for (Noun.With w : n.with()) {
            with.add(NounGrammar.BLOCKING_IT.equals(w.stat()) ? new Noun.With(false, null, "blocking ~", 0, null) : w);
        }
        return new ObjectRef.Targeted(new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), n.controller(), with,
                n.plural(), n.zone()), t.min(), t.max(), t.another(), t.text());
    }
}
