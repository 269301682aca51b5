package dev.arbiter.cards.grammar.ast;

import dev.arbiter.cards.grammar.ast.ReferentNodes.ObjectReferent;

/**
 * The objects an effect clause acts on, read once from the clause's tokens by {@code grammar/SubjectPhraseGrammar}
 * (608.2c, 115.1, 608.2h): {@code referent} its reading as one object ("~", "it", a target ...), {@code reference} its
 * reading by the effect grammar ("creatures you control", "all Werewolf creatures", "another target Goblin"; null when
 * that grammar does not read the whole phrase), {@code described} whether it starts "target", "another target", "each"
 * or "all" (a target or a group), {@code namesCreatures} / {@code namesLands} whether its words name creatures / lands
 * ("target | each | all [other] creature(s) [you control]", "target creature an opponent controls", "target | each | all
 * land(s) [you control]").
 */
public record SubjectPhrase(ObjectReferent referent, ObjectRef reference, boolean described, boolean namesCreatures,
        boolean namesLands) {
}
