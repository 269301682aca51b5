package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;

/** "Flip a coin. If you win the flip, [effect]. If you lose the flip, [effect]." (705); a clash's "If you win" (701.23). */
final class CoinFlipText {

    private CoinFlipText() {
    }

    static Clause clause(Effect.FlipCoin e, Scope s) {
        StringBuilder sb = new StringBuilder("flip a coin");
        if (e.win() != null) sb.append(". If you win the flip, ").append(ClauseJoiner.join(EffectText.clauses(e.win(), s)));
        if (e.lose() != null) sb.append(". If you lose the flip, ").append(ClauseJoiner.join(EffectText.clauses(e.lose(), s)));
        return Clause.sentence(e, sb.toString());
    }

    /** "clash with an opponent. If you win, [effect]" (701.23). */
    static Clause clash(Effect.Clash e, Scope s) {
        return Clause.sentence(e, "clash with an opponent" + (e.ifWin() == null ? ""
                : ". If you win, " + ClauseJoiner.joinScoped(EffectText.clauses(e.ifWin(), s))));
    }
}
