package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.timing.Step;

import java.util.List;
import java.util.Locale;

/**
 * A delayed triggered ability in an extra turn (500.7, 603.7a): "Take an extra turn after this one. At the beginning of that
 * turn's end step, you lose the game." — the last sentence waits for a step of the one extra turn the sentence before gives
 * ({@link Effect.DelayedInExtraTurn}); its clause must name no particular object ({@link UnboundDelayed}) or be "you
 * win / lose the game".
 */
final class ExtraTurnDelayedClauses {

    private static final String[] WHEN = {"at the beginning of that turn's end step, ", "at the beginning of that turn's upkeep, "};
    private static final Step[] STEPS = {Step.END, Step.UPKEEP};

    private ExtraTurnDelayedClauses() {
    }

    /**
     * The effect of {@code text} when its last sentence is such a delayed one, or null.
     *
     * @throws NotSupported when it is one but its clause isn't supported
     */
    static Effect parse(String text, ParseContext ctx) {
        String body = text.substring(0, text.length() - 1); // without the final "."
        int cut = body.lastIndexOf(". ");
        if (cut < 0) return null;
        String prefix = body.substring(0, cut + 1);
        String last = body.substring(cut + 2).strip();
        String lower = last.toLowerCase(Locale.ROOT);
        for (int i = 0; i < WHEN.length; i++) {
            if (!lower.startsWith(WHEN[i])) continue;
            Effect before = EffectParser.parse(prefix, ctx);
            if (before == null || !oneExtraTurnLast(before)) return null;
            String clause = last.substring(WHEN[i].length()).strip();
            Effect inner = EffectParser.parse(Character.toUpperCase(clause.charAt(0)) + clause.substring(1) + ".", ctx);
            if (inner == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
            boolean result = inner instanceof Effect.GameResult g && g.who() instanceof dev.arbiter.engine.ability.Who.You;
            if (!result && !UnboundDelayed.allows(inner)) throw new NotSupported("delayed trigger (603.7) in an extra turn acting on an object");
            return EffectParser.sequence(List.of(before, new Effect.DelayedInExtraTurn(STEPS[i], inner, last + ".")));
        }
        return null;
    }

    /** Whether {@code e} ends with the one extra turn "that turn" names (500.7): one turn, for you. */
    private static boolean oneExtraTurnLast(Effect e) {
        if (e instanceof Effect.Sequence s && !s.effects().isEmpty()) return oneExtraTurnLast(s.effects().get(s.effects().size() - 1));
        return e instanceof Effect.TakeExtraTurns t && t.count() == 1 && t.who() instanceof dev.arbiter.engine.ability.Who.You;
    }
}
