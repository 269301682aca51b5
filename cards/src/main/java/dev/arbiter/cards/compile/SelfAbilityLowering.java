package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Effects about the source's own abilities: "If this ability has been activated N or more times this turn, ..."
 * (602.2, 608.2c: counted as it resolves, this activation included) and "~ gains "[ability]"" (611.2a, 113.1a: the
 * quoted ability compiled as a line of the card itself, which has it from then on).
 */
final class SelfAbilityLowering {

    private SelfAbilityLowering() {
    }

    static Effect ifActivated(ParseContext ctx, EffectNode.IfActivatedTimes a) {
        if (!ctx.sourceIsPermanent()) throw new NotSupported("\"this ability has been activated\" outside a permanent's ability");
        String text = Character.toUpperCase(a.then().charAt(0)) + a.then().substring(1) + ".";
        Effect then = EffectParser.parse(text, ctx);
        if (then == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        return new Effect.IfActivatedTimes(a.atLeast(), then);
    }

    static Effect gainsQuoted(EffectLowering base, ParseContext ctx, EffectNode.GainsQuoted g) {
        CardText card = ctx.ownCard();
        if (card == null || !ctx.sourceIsPermanent()) throw new NotSupported("a quoted ability gained outside a permanent");
        Subject s = base.permanents(g.object());
        if (!(s instanceof Subject.Self)) throw new NotSupported("an object other than the source gaining a quoted ability");
        String line = g.ability().strip();
        if (!line.endsWith(".") && !line.endsWith(")")) line += ".";
        Optional<List<Ability>> abilities = OracleCompiler.line(line, card, new SpellEffectLines(card));
        if (abilities.isEmpty() || abilities.get().isEmpty()) {
            throw new NotSupported("granted ability \"" + line + "\" (" + UnsupportedReasons.classify(line) + ")");
        }
        List<Effect> out = new ArrayList<>();
        for (Ability a : abilities.get()) out.add(new Effect.GainAbility(s, a));
        return EffectParser.sequence(out);
    }
}
