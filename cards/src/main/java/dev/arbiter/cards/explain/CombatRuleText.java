package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.StaticEffect;

/** A combat rule for this turn as a predicate (611.2c): "can't block this turn", "attacks this turn if able". */
final class CombatRuleText {

    private CombatRuleText() {
    }

    /** The predicate of {@code rule} for a singular or plural subject, with its duration "this turn". */
    static String thisTurn(StaticEffect rule, Scope s, boolean plural) {
        StaticText.Phrase p = StaticText.PHRASES.apply(rule, s);
        String predicate = plural ? p.plural() : p.singular();
        if (predicate == null) throw new IllegalStateException("no predicate for " + rule);
        if (predicate.endsWith(" each combat if able")) {
            String verb = predicate.substring(0, predicate.length() - " each combat if able".length());
            if (plural) verb = verb.replaceFirst("^attacks", "attack").replaceFirst("^blocks", "block");
            return verb + " this turn if able";
        }
        if (predicate.endsWith(" each combat")) predicate = predicate.substring(0, predicate.length() - " each combat".length());
        if (predicate.startsWith("can attack as though")) return predicate.replaceFirst("^can attack", "can attack this turn"); // 611.2c
        return predicate + " this turn";
    }
}
