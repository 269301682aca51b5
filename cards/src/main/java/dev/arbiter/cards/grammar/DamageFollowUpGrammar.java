package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * What a damage sentence says next about what the damage was dealt to:
 * <pre>
 * damage-follow-up := damage-clause ". a creature dealt damage this way can't be regenerated this turn"   (701.15c)
 *                   | damage-clause ". the damage can't be prevented"                               (615.12)
 *                   | damage-clause ". if a (creature | permanent) dealt damage this way would die this turn,
 *                                      exile it instead"                                           (614.1a)
 * exile-if-dies    := "if" object "would die this turn, exile it instead"                         (614.1a, 700.4)
 * </pre>
 */
final class DamageFollowUpGrammar {

    private DamageFollowUpGrammar() {
    }

    /** The damage clause with what follows it, or the clause as it is (cursor unchanged). */
    static EffectNode follow(Cursor c, EffectNode.Damage damage) {
        if (c.accept(". the damage can't be prevented")) return new EffectNode.DamageUnpreventable(damage); // 615.12
        if (c.accept(". a creature dealt damage this way can't be regenerated this turn")) {
            return new EffectNode.DamageNoRegeneration(damage);
        }
        if (c.accept(". if a creature dealt damage this way would die this turn , exile it instead")) {
            return new EffectNode.DamageExileIfDies(damage, true); // 614.1a
        }
        if (c.accept(". if a permanent dealt damage this way would die this turn , exile it instead")) {
            return new EffectNode.DamageExileIfDies(damage, false); // 614.1a
        }
        return damage;
    }

    /** "if that creature would die this turn, exile it instead" as a sentence of its own, or null (cursor unchanged). */
    static EffectNode exileIfDies(Cursor c) {
        EffectNode uncast = UncastEntryGrammar.sentence(c); // 614.1a: "until end of turn, if ... wasn't cast, exile it instead"
        if (uncast != null) return uncast;
        int m = c.mark();
        if (!c.accept("if")) return null;
        try {
            if (c.acceptAny("a", "an") != null) { // "If a creature would die this turn, exile it instead." (614.1a)
                dev.arbiter.cards.grammar.ast.Noun noun = NounGrammar.noun(c);
                if (c.accept("would die this turn , exile it instead")) return new EffectNode.ExileDyingThisTurn(noun);
                c.reset(m);
                return null;
            }
            dev.arbiter.cards.grammar.ast.ObjectRef who = ReferenceGrammar.object(c);
            if (c.accept("would die this turn , exile it instead")) return new EffectNode.ExileIfDies(who); // 614.1a
        } catch (ParseFailure f) {
            // not this sentence
        }
        c.reset(m);
        return null;
    }
}
