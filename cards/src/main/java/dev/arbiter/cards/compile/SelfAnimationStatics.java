package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.SelfAnimationGrammar;
import dev.arbiter.cards.grammar.SelfAnimationGrammar.SelfAnimation;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CreatureTypes;
import java.util.List;

/**
 * Lowers {@link SelfAnimationGrammar}: "As long as it's not your turn, ~ is a 2/3 Gargoyle artifact creature with
 * flying." (Warden of the Wall), "~ is a 5/5 Golem artifact creature as long as you control three or more artifacts."
 * (Rusted Relic): while the condition holds (611.3b) the card is a creature with that base size (205.1b, 613.1d, 613.4b)
 * in addition to its other types, of the colours named (613.1e) and with the abilities named (613.1f). Only creature
 * types may be named as subtypes (205.3d); a line without a condition is left unread.
 */
final class SelfAnimationStatics {

    private SelfAnimationStatics() {
    }

    /** The effect of {@code body} under {@code condition}, or null when it is not such a line. */
    static List<StaticEffect> effects(String body, CardText card, Condition condition) {
        if (condition instanceof Condition.Always) return null;
        SelfAnimation m;
        try {
            m = SelfAnimationGrammar.parse(body);
        } catch (ParseFailure f) {
            return null;
        }
        AnimationClauses.Words w = AnimationClauses.words(m.words());
        if (w == null || !w.subtypes().stream().allMatch(CreatureTypes::isCreatureType)) return null;
        List<Ability> abilities = List.of();
        if (m.with() != null) {
            abilities = GrantedAbilities.lower(m.with(), card, true);
            if (abilities == null) return null;
        }
        StaticEffect.BecomeCreatures becomes = new StaticEffect.BecomeCreatures(new Affected.Self(), m.power(), m.toughness(),
                w.types(), w.colors(), w.subtypes(), abilities, false);
        return List.of(new StaticEffect.BecomeCreaturesWhile(becomes, condition));
    }
}
