package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ControlLasting;
import dev.arbiter.engine.ability.Effect;
import java.util.ArrayList;
import java.util.List;

/** "[objects] get +1/+1 [and have flying] for as long as ~ remains tapped" (611.2b): a bonus ended by its condition. */
final class LastingLowering {
    private LastingLowering() {
    }

    static Effect pump(EffectLowering lowering, EffectNode.PumpWhile p) {
        List<Ability> abilities = new ArrayList<>();
        for (String k : p.keywords()) {
            Ability a = KeywordLines.single(k);
            if (a == null) throw new NotSupported("gaining \"" + k + "\" (not a supported keyword)");
            abilities.add(a);
        }
        KeywordLines.checkGrantable(abilities);
        ControlLasting lasting = switch (p.lasting()) {
            case "tapped" -> ControlLasting.SOURCE_TAPPED;
            case "battlefield" -> ControlLasting.SOURCE_ON_BATTLEFIELD;
            case "control" -> ControlLasting.YOU_CONTROL_SOURCE;
            default -> throw new NotSupported("\"for as long as " + p.lasting() + "\"");
        };
        return new Effect.PumpWhile(lowering.permanents(p.objects()), p.power(), p.toughness(), abilities, lasting);
    }
}
