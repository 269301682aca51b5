package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import java.util.ArrayList;
import java.util.List;

/** "Gets +N/+N and gains [keyword] until end of turn" and "gains [keyword]" with no duration (611.2a, 613.4c, 400.7). */
final class KeywordGrantLowering {
    private KeywordGrantLowering() {
    }

    static Effect pump(EffectLowering lowering, EffectNode.Pump p) {
        Subject s = lowering.objects.grouped(lowering.permanents(p.objects()));
        List<Effect> out = new ArrayList<>();
        if (p.power() != 0 || p.toughness() != 0 || p.keywords().isEmpty()) {
            out.add(new Effect.PumpUntilEndOfTurn(s, p.power(), p.toughness()));
        }
        for (String k : p.keywords()) out.add(KeywordChoiceLowering.untilEndOfTurn(s, k)); // 608.2d: "your choice of"
        return EffectParser.sequence(out);
    }

    /** "It gains haste." with no duration (611.2a): each keyword for as long as the object stays (400.7). */
    static Effect gainsIndefinitely(EffectLowering lowering, EffectNode.GainsIndefinitely g) {
        Subject s = lowering.objects.grouped(lowering.permanents(g.objects()));
        List<Effect> out = new ArrayList<>();
        for (String k : g.keywords()) {
            Ability a = KeywordLines.grantable(k);
            out.add(new Effect.GainAbility(s, a));
        }
        return EffectParser.sequence(out);
    }
}
