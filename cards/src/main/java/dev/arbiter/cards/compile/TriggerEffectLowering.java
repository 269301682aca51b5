package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.TriggerEffect;
import dev.arbiter.engine.ability.Effect;

/**
 * Lowers a trigger line's effect (603.1) from the tree the trigger rule read ({@code grammar/TriggerEffectGrammar}),
 * as a spell's effect tree is lowered ({@link EffectLowering}); the older clause matchers of {@link EffectParser} read
 * the effect's words only when the grammar read no tree or its lowering refuses it.
 */
final class TriggerEffectLowering {

    private TriggerEffectLowering() {
    }

    /** 603.4: whether the effect opens with "if" or holds ", if", an intervening "if" where none can be. */
    static boolean ifClause(TriggerEffect e) {
        if (e.read()) return e.ifClause();
        String lower = e.text().toLowerCase(java.util.Locale.ROOT); // a line built without the grammar: its words alone
        return lower.startsWith("if ") || lower.contains(", if ");
    }

    /**
     * The effect of {@code e}, or null when it is not understood.
     *
     * @throws NotSupported when it is read but needs something the engine lacks
     */
    static Effect of(TriggerEffect e, ParseContext ctx) {
        if (!e.read()) return EffectParser.parse(e.text(), ctx); // a line built without the grammar: its words alone
        // 118.12: a whole effect "[effect] unless you [cost]" is an upkeep-style cost, read by UnlessClauses before the
        // grammar as a spell's is (the cost's words as written)
        if (e.node() instanceof dev.arbiter.cards.grammar.ast.UnlessCostNode) return EffectParser.parse(e.text(), ctx);
        if (e.node() != null && EffectParser.grammarFirst) {
            Effect read = EffectParser.lowered(e.node(), ctx);
            if (read != null) {
                // 721.1: ending the turn exiles the resolving object; only an ability whose whole effect it is is played
                if (!(read instanceof Effect.EndTheTurn) && dev.arbiter.engine.util.RecordTrees.contains(read, Effect.EndTheTurn.class)) {
                    throw new NotSupported("\"end the turn\" with other effects");
                }
                return read;
            }
        }
        return EffectParser.parse(e.text(), ctx, false);
    }
}
