package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Subject;

import java.util.ArrayList;
import java.util.List;

/** "[objects] lose defender and gain flying until end of turn" (613.1f: layer 6, in timestamp order; 611.2a). */
final class LoseLowering {

    private LoseLowering() {
    }

    static Effect lower(EffectLowering lowering, Subject s, EffectNode.LoseKeywords l) {
        List<Effect> out = new ArrayList<>();
        for (String k : l.lost()) {
            if (!(KeywordLines.single(k) instanceof KeywordAbility a)) {
                throw new NotSupported("losing \"" + k + "\" (not a supported keyword)");
            }
            out.add(new Effect.LoseKeyword(s, a.keyword(), true));
        }
        for (String k : l.gained()) {
            Ability a = KeywordLines.single(k);
            if (a == null) throw new NotSupported("gaining \"" + k + "\" (not a supported keyword)");
            KeywordLines.checkGrantable(List.of(a));
            out.add(new Effect.GainAbilityUntilEndOfTurn(s, a));
        }
        return EffectParser.sequence(out);
    }
}
