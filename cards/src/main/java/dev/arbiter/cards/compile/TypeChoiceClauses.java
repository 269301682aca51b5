package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.TypeAndColorChoiceGrammar;
import dev.arbiter.cards.grammar.ast.ClauseShapeNodes;
import dev.arbiter.cards.grammar.ast.ReferentNodes;
import dev.arbiter.cards.grammar.ast.SubjectPhrase;
import dev.arbiter.engine.ability.ChoiceKind;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;


/**
 * A type chosen as the effect resolves (608.2d) that objects become (613.1d):
 * "[object(s)] become(s) the creature type of your choice [until end of turn]." (205.1b) and "Choose a creature type
 * [other than Wall] / a basic land type. [object(s)] become(s) that type until end of turn." (205.1b, 305.7).
 * A creature type only for creatures (the subject's words name creatures, or "~" on a creature card); a basic land type
 * only for lands.
 */
final class TypeChoiceClauses {
    private TypeChoiceClauses() {
    }

    /** The effect of {@code text}, or null when it is not one of these sentences. */
    static Effect parse(String text, ParseContext ctx) {
        String t = text.strip();
        ClauseShapeNodes.CreatureTypeOfChoice of = TypeAndColorChoiceGrammar.ofChoice(t);
        if (of != null) {
            Subject s = subject(of.subject(), ChoiceKind.CREATURE_TYPE, ctx);
            return s == null ? null : new Effect.BecomeTypeOfChoice(s, ChoiceKind.CREATURE_TYPE, null, of.untilEndOfTurn(), false);
        }
        ClauseShapeNodes.ChooseTypeFirst m = TypeAndColorChoiceGrammar.typeFirst(t);
        if (m == null) return null;
        ChoiceKind kind = m.creature() ? ChoiceKind.CREATURE_TYPE : ChoiceKind.BASIC_LAND_TYPE;
        String excluded = m.excluded();
        if (excluded != null && (kind != ChoiceKind.CREATURE_TYPE
                || !dev.arbiter.engine.card.CreatureTypes.isCreatureType(excluded))) {
            throw new NotSupported("\"other than " + excluded + "\" (not a creature type)");
        }
        Subject s = subject(m.subject(), kind, ctx);
        return s == null ? null : new Effect.BecomeTypeOfChoice(s, kind, excluded, true, true);
    }

    /** The objects {@code phrase} names, checked to be creatures / lands by its words; null when not read. */
    private static Subject subject(SubjectPhrase phrase, ChoiceKind kind, ParseContext ctx) {
        boolean self = phrase.referent() instanceof ReferentNodes.Self;
        if (kind == ChoiceKind.CREATURE_TYPE) {
            boolean creatureCard = ctx.card() != null && ctx.card().hasType("Creature");
            if (self ? !creatureCard : !phrase.namesCreatures()) {
                throw new NotSupported("a creature type for objects that aren't creatures");
            }
        } else if (!phrase.namesLands()) {
            throw new NotSupported("a basic land type for objects that aren't lands");
        }
        Subject s = Referents.object(phrase.referent(), ctx);
        return s != null ? s : ChosenColorClauses.grammarSubject(phrase, ctx);
    }
}
