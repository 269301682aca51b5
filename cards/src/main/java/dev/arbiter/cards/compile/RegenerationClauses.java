package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ClauseShapeGrammar;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.ReferentNodes.ObjectReferent;
import dev.arbiter.cards.grammar.ast.SubjectPhrase;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

/**
 * Regeneration clauses (701.15, 614.8): "Regenerate ~" / "Regenerate target creature" make a
 * regeneration shield (701.15a); "~ can't be regenerated this turn" stops shields and regeneration
 * abilities (701.15c). "Destroy X. It can't be regenerated." is joined by {@link EffectParser}.
 */
final class RegenerationClauses {

    private RegenerationClauses() {
    }

    /** The regeneration effect of {@code clause}, or null when it is not one. */
    static Effect clause(String clause, ParseContext pc) {
        SubjectPhrase regenerated = ClauseShapeGrammar.regenerate(clause);
        if (regenerated != null) {
            Subject s;
            try {
                s = Referents.object(regenerated.referent(), pc);
            } catch (NotSupported e) { // "target artifact creature": the object grammar reads more than the target phrases
                s = described(regenerated, pc);
                if (s == null) throw e;
            }
            if (s == null) s = described(regenerated, pc);
            return s == null ? null : new Effect.Regenerate(s);
        }
        ObjectReferent unregenerable = ClauseShapeGrammar.cantBeRegeneratedThisTurn(clause);
        if (unregenerable != null) {
            Subject s = Referents.object(unregenerable, pc);
            return s == null ? null : new Effect.CantBeRegenerated(s);
        }
        return null;
    }

    /**
     * "target artifact creature", "another target Goblin", "target creature with power 5 or greater", "each creature you
     * control", "all Werewolf creatures you control" (701.15a, 115.1): a target or a group read by the object grammar, a
     * group's members being those on the battlefield as the effect resolves; null when the phrase is none of these.
     */
    private static Subject described(SubjectPhrase phrase, ParseContext pc) {
        ObjectRef ref = phrase.reference();
        if (!phrase.described() || !(ref instanceof ObjectRef.Targeted || ref instanceof ObjectRef.Every)) {
            return null;
        }
        return new EffectLowering(pc).permanents(ref);
    }

    /** "Destroy X. It can't be regenerated.": the destruction no regeneration replaces (701.15c), or null. */
    static Effect joinCantBeRegenerated(Effect previous, String sentence) {
        if (previous instanceof Effect.Destroy d && ClauseShapeGrammar.itCantBeRegenerated(sentence.strip())) {
            return new Effect.DestroyNoRegeneration(d.subject());
        }
        if (previous instanceof Effect.IfObjectIs io && io.then() instanceof Effect.Destroy d // "Destroy target creature if it's white."
                && ClauseShapeGrammar.itCantBeRegenerated(sentence.strip())) {
            return new Effect.IfObjectIs(io.subject(), io.filter(), io.noun(), new Effect.DestroyNoRegeneration(d.subject()), io.trailing());
        }
        return null;
    }
}
