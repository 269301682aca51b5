package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ControlLasting;
import dev.arbiter.engine.ability.Effect;
import java.util.ArrayList;
import java.util.List;

/** Bonuses with a duration: "for as long as ~ remains tapped" (611.2b), and keywords lost until end of turn (613.1f). */
final class LastingLowering {
    /** What "lose all creature types" loses, read with the keywords lost (205.1a). */
    static final String ALL_CREATURE_TYPES = "all creature types";

    private LastingLowering() {
    }

    /** "[objects] [get +P/+T and] lose K1 [and gain K2] until end of turn" (613.1f: layer 6, in timestamp order; 611.2a). */
    static Effect lose(dev.arbiter.engine.ability.Subject s, EffectNode.LoseKeywords l) {
        List<Effect> out = new ArrayList<>();
        if (l.power() != 0 || l.toughness() != 0) out.add(new Effect.PumpUntilEndOfTurn(s, l.power(), l.toughness()));
        for (String k : l.lost()) {
            if (k.equals(ALL_CREATURE_TYPES)) { // 205.1a, 702.73a
                out.add(new Effect.LoseAllCreatureTypes(s, !l.indefinite()));
                continue;
            }
            if (!(KeywordLines.single(k) instanceof dev.arbiter.engine.ability.KeywordAbility a)) {
                throw new NotSupported("losing \"" + k + "\" (not a supported keyword)");
            }
            out.add(new Effect.LoseKeyword(s, a.keyword(), !l.indefinite()));
        }
        for (String k : l.gained()) {
            Ability a = KeywordLines.grantable(k);
            out.add(l.indefinite() ? new Effect.GainAbility(s, a) : new Effect.GainAbilityUntilEndOfTurn(s, a)); // 611.2a
        }
        return EffectParser.sequence(out);
    }

    /** "[objects] lose all abilities [and have base power and toughness P/T] until end of turn" (613.1f, 613.4b). */
    static Effect loseAll(dev.arbiter.engine.ability.Subject s, EffectNode.LoseAllAbilities l) {
        Effect lose = new Effect.LoseAllAbilities(s, true);
        if (l.power() < 0) return lose;
        return EffectParser.sequence(List.of(lose, new Effect.SetBasePowerToughnessUntilEndOfTurn(s, l.power(), l.toughness())));
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
