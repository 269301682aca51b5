package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ControlGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.StaticNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.ControlLasting;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Lowers control-changing text ({@link ControlGrammar}) into engine effects: "gain control of ..."
 * and "... gains control of ..." as {@link Effect.GainControl} (613.1b, 611.2b), "exchange control
 * of ..." as {@link Effect.ExchangeControl} (701.12), "You control enchanted creature." as the
 * static {@link StaticEffect.YouControl}.
 */
final class ControlLowering {

    private ControlLowering() {
    }

    /** The effect of a control node, or null when {@code node} is not one. */
    static Effect effect(EffectLowering lowering, ParseContext ctx, EffectNode node) {
        if (node instanceof EffectNode.GainControl g) {
            Who who = lowering.player(g.who());
            Subject objects = lowering.permanents(g.objects());
            List<ControlLasting> lasting = new ArrayList<>();
            for (String l : g.lasting()) {
                ControlLasting cl = ControlLasting.valueOf(l);
                if (cl != ControlLasting.AFFECTED_ENCHANTED && !ctx.sourceIsPermanent()) {
                    throw new NotSupported("\"for as long as\" about \"~\" on a spell");
                }
                if (cl == ControlLasting.AFFECTED_ENCHANTED && objects instanceof Subject.Each) {
                    throw new NotSupported("\"for as long as it is enchanted\" about a group");
                }
                lasting.add(cl);
            }
            return new Effect.GainControl(objects, who, g.untilEndOfTurn(), List.copyOf(lasting));
        }
        if (node instanceof EffectNode.AttachToAnother a) {
            Subject s = lowering.permanents(a.attachment());
            if (s instanceof Subject.Each) throw new NotSupported("attaching a group of permanents");
            return new Effect.AttachToAnother(s);
        }
        if (node instanceof EffectNode.ExchangeControl x) {
            Subject first = lowering.permanents(x.first());
            Subject second = x.second() == null ? null : lowering.permanents(x.second());
            if (first instanceof Subject.Each || second instanceof Subject.Each
                    || (second == null && !(first instanceof Subject.TargetObject))) {
                throw new NotSupported("exchanging control of groups of permanents");
            }
            return new Effect.ExchangeControl(first, second);
        }
        return null;
    }

    /** "You control enchanted creature." as a static ability, or empty when the grammar does not read the line. */
    static Optional<List<Ability>> staticLine(String text) {
        StaticNode node;
        try {
            node = ControlGrammar.youControl(text);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (!(node instanceof StaticNode.YouControl yc) || !(yc.objects() instanceof ObjectRef.Attached a)
                || !a.word().startsWith("enchanted ")) {
            throw new NotSupported("\"you control\" an object other than the enchanted one");
        }
        return Optional.of(List.of(new StaticAbility(new StaticEffect.YouControl(new Affected.Host()), text.strip())));
    }
}
